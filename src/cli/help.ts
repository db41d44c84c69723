/** `--help` for every command and group of commands: what it does and one line per flag. */
import type { Command } from './commands.js';

/** What each command does, in one line. */
const SUMMARIES: Record<string, string> = {
  migrate: 'Apply pending schema migrations (every command does this first).',
  'workspace create': 'Create a workspace, and its owner user and membership with --owner-email.',
  'workspace list': 'List the workspaces.',
  'key create': 'Create an API key and print it once (the store keeps only its hash).',
  'key list': 'List the keys of a workspace: prefix, scopes, created, last used, revoked.',
  'key revoke': 'Revoke a key; it gets 401 from the next request on.',
  seed: 'Add the demo data set to a workspace (refused if it already has it).',
  worker: 'Run the background jobs (webhook deliveries, scheduled posts, offline detection, pruning) until SIGTERM/SIGINT.',
  'events emit': 'Raise an event as the domain would (the operator trigger): its documented sample, with the fields of --data over it, checked against the event\'s schema; --repeat for load tests.',
  'orders pay': 'Mark a pending order paid: grants entitlements, starts subscriptions, raises their events.',
  'orders refund': 'Refund a paid order: revokes entitlements, cancels subscriptions, raises their events.',
  'members add': 'Add a member to a workspace; raises member.joined.',
  'posts publish': 'Publish a draft or scheduled post now; raises post.published.',
  'server create': 'Create a game server and print its ingest token once.',
  'server zones set': "Replace a game server's zones.",
  'server token rotate': 'Issue a new ingest token; the old one stops working at once.',
  'user create': 'Create a user if new and make them a member with a role (an existing member gets the role).',
  'user set-password': 'Set a dashboard password, read from standard input (first line, at least 12 characters).',
  'webhooks deliveries': 'The delivery attempt log, newest first.',
  'webhooks redeliver': 'Send a delivery again now (same delivery id, one extra attempt).',
  'webhooks recover': 'Make the failed deliveries of a time window due again.',
  'webhooks test': 'Send a sample of an event now, marked X-Service-Test: true.',
  'webhooks rotate-secret': 'Issue a new webhook secret, printed once; the previous one keeps signing for an overlap.',
  trigger: 'Raise an event in test mode by its real cause, through the API with a test key (like `stripe trigger`): `trigger order.paid` sells a sample order.',
  listen: "Forward the workspace's events, as they happen, to a local receiver, signed with your listen secret; survives dropped connections (a client of the API: it opens no store).",
};

/** What each flag means; `command --flag` entries win over the flag name alone. */
const FLAGS: Record<string, string> = {
  workspace: 'the workspace slug',
  name: 'display name',
  currency: 'ISO 4217 code, default USD',
  'owner-email': "the owner's email (creates the user if new)",
  scopes: 'comma-separated scopes, or all, or none',
  'created-by': 'email of the owner or admin creating the key (recorded; refused for anyone else)',
  event: 'an event name, for example order.paid',
  data: "the event's data as JSON (default {})",
  repeat: 'raise it N times (load tests)',
  email: "the person's email",
  role: 'owner, admin, moderator or member',
  'hide-username': 'show the member as "Anonymous member"',
  game: 'the game it runs',
  'max-players': 'capacity',
  region: 'hosting region',
  address: 'where players connect, host:port',
  zones: 'JSON array of { "name", "min": [x, z], "max": [x, z] }',
  webhook: 'only this webhook id',
  limit: 'at most N attempts (default 100, at most 10000)',
  since: 'window start, RFC 3339 or YYYY-MM-DD HH:MM:SS (UTC)',
  until: 'window end (default now)',
  'previous-valid-seconds': 'how long the previous secret keeps signing (default 86400; 0 ends it now)',
  'forward-to': 'the receiver to POST each event to, for example http://localhost:4000/hook',
  events: 'only these events, comma-separated (default all)',
  'print-secret': 'print the listen secret (derived from the key: the same on every run) and exit',
  'api-key': 'an API key with the webhooks scope (default CW_API_KEY)',
  'trigger --api-key': 'a test key, cwk_test_… (any scopes: a trigger needs none; default CW_API_KEY)',
  'base-url': "the API's address, ending in /api/v1 (default PUBLIC_BASE_URL, or http://HOST:PORT/api/v1)",
  'metrics-port': 'serve GET /metrics (needs METRICS_TOKEN) and GET /healthz on this port, on HOST',
  test: "the workspace's test twin (test mode; made and filled with the demo data on first use): its keys are test keys, cwk_test_…",
  json: 'print one JSON document on stdout instead of text',
  help: 'show this help',
};

/** The flags of `command`, one line each, aligned. */
function flagLines(name: string, command: Command): string[] {
  const flags = [...Object.keys(command.options), 'json', 'help'];
  const labels = flags.map((flag) => `--${flag}${command.options[flag]?.type === 'string' ? ' <value>' : ''}`);
  const width = Math.max(...labels.map((label) => label.length));
  return flags.map((flag, i) => `  ${(labels[i] ?? '').padEnd(width)}  ${FLAGS[`${name} --${flag}`] ?? FLAGS[flag] ?? ''}${(command.required ?? []).includes(flag) ? ' (required)' : ''}`);
}

/** Help for one command. */
export function commandHelp(name: string, command: Command): string {
  return [`Usage: creator-workspace ${command.usage}`, '', SUMMARIES[name] ?? '', '', 'Flags:', ...flagLines(name, command), ''].join('\n');
}

/** Help for a group (`key`, `webhooks`, `server zones`): its commands with what each does. */
export function groupHelp(prefix: string, commands: Record<string, Command>): string {
  const members = Object.entries(commands).filter(([name]) => name.startsWith(`${prefix} `));
  return [`Usage: creator-workspace ${prefix} <command> [flags]`, '', 'Commands:', ...members.map(([name, c]) => `  ${name.padEnd(24)}  ${SUMMARIES[name] ?? c.usage}`), '', `Run creator-workspace ${prefix} <command> --help for its flags.`, ''].join('\n');
}

/** The general help. */
export function generalHelp(commands: Record<string, Command>, version: string): string {
  return [
    `creator-workspace ${version}: the admin CLI of Creator Workspace`,
    '',
    'Usage: creator-workspace <command> [flags] [--json]',
    '',
    'Commands:',
    ...Object.entries(commands).map(([name]) => `  ${name.padEnd(24)}  ${SUMMARIES[name] ?? ''}`),
    '',
    'Run creator-workspace <command> --help for its flags, --version for the version.',
    'The store is DATABASE_URL (default: data/creator-workspace.db in the project). Exit status: 0 ok, 1 error, 2 wrong usage.',
    '',
  ].join('\n');
}

/** Every command's summary and every flag's line exist (checked by the tests). */
export function missingHelp(commands: Record<string, Command>): string[] {
  return Object.entries(commands).flatMap(([name, command]) => [
    ...(SUMMARIES[name] ? [] : [`${name}: summary`]),
    ...Object.keys(command.options).filter((flag) => !FLAGS[`${name} --${flag}`] && !FLAGS[flag]).map((flag) => `${name} --${flag}`),
  ]);
}
