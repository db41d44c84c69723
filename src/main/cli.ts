/** The admin CLI: `creator-workspace <command> [flags] [--json]`. Exit 0 ok, 1 error, 2 wrong usage. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openStore } from '../db/database.js';
import { announceWith } from '../webhooks/outbox.js';
import { announceByRedis } from '../webhooks/engine/wakeup.js';
import { refuseTwinSlug, UsageError } from '../cli/args.js';
import { ApiError } from '../api-error.js';
import { COMMANDS as BASE_COMMANDS, type Command } from '../cli/commands.js';
import { DOMAIN_COMMANDS } from '../cli/domain-commands.js';
import { SERVER_COMMANDS } from '../cli/server-commands.js';
import { USER_COMMANDS } from '../cli/user-commands.js';
import { WEBHOOK_COMMANDS } from '../cli/webhook-commands.js';
import { WORKER_COMMAND } from '../cli/worker-command.js';
import { LISTEN_COMMAND } from '../cli/listen-command.js';
import { TRIGGER_COMMAND } from '../cli/trigger-command.js';
import { commandHelp, generalHelp, groupHelp } from '../cli/help.js';
import { hidePassword, VERSION } from '../project.js';
import { usePasswordHashCost } from '../users/passwords.js';

/** Every command, by its words. */
export const COMMANDS: Record<string, Command> = { ...BASE_COMMANDS, ...DOMAIN_COMMANDS, ...SERVER_COMMANDS, ...WEBHOOK_COMMANDS, ...USER_COMMANDS, worker: WORKER_COMMAND, listen: LISTEN_COMMAND, trigger: TRIGGER_COMMAND };

/** Where the CLI writes. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

const processIo: Io = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };

function help(): string {
  return generalHelp(COMMANDS, VERSION);
}

/** `--help` anywhere on the line: the command's help, a group's, or the general one. */
function helpFor(argv: string[]): string | undefined {
  if (!argv.includes('--help') && !argv.includes('-h') && argv[0] !== 'help') return undefined;
  const words = argv.filter((word) => word !== '--help' && word !== '-h' && word !== 'help' && !word.startsWith('-'));
  for (let n = Math.min(3, words.length); n > 0; n -= 1) {
    const name = words.slice(0, n).join(' ');
    const command = COMMANDS[name];
    if (command) return commandHelp(name, command);
    if (Object.keys(COMMANDS).some((key) => key.startsWith(`${name} `))) return groupHelp(name, COMMANDS);
  }
  return help();
}

/** Node's "Unknown option '--scope'…" as a person would say it, with the closest flag the command has. */
function unknownFlag(message: string, flags: readonly string[]): string {
  const given = /Unknown option '--?([^']+)'/.exec(message)?.[1];
  if (given === undefined) return message;
  const close = [...flags, 'json'].find((flag) => flag.startsWith(given) || given.startsWith(flag) || distance(flag, given) <= 2);
  return `unknown flag --${given}${close === undefined ? '' : ` (did you mean --${close}?)`}`;
}

/** Edit distance of two short strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function resolve(argv: string[]): { command: Command; rest: string[] } {
  for (const words of [3, 2, 1]) {
    const command = COMMANDS[argv.slice(0, words).join(' ')];
    if (command) return { command, rest: argv.slice(words) };
  }
  const words = argv.filter((word) => !word.startsWith('-'));
  for (const n of [2, 1]) {
    const group = words.slice(0, n).join(' ');
    if (words.length >= n && Object.keys(COMMANDS).some((name) => name.startsWith(`${group} `))) {
      throw new UsageError(words.length > n ? `"${group}" has no command "${words[n] ?? ''}"` : `"${group}" needs one of its commands`);
    }
  }
  throw new UsageError(`unknown command "${argv.slice(0, 3).join(' ')}"`);
}

/** Runs one command line; returns the exit status. */
export async function main(argv: string[], io: Io = processIo, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (argv.length === 0) {
    io.err(help());
    return 2;
  }
  if (argv[0] === '--version' || argv[0] === '-v' || argv[0] === 'version') {
    io.out(`creator-workspace ${VERSION}\n`);
    return 0;
  }
  const asked = helpFor(argv);
  if (asked !== undefined) {
    io.out(asked);
    return 0;
  }
  try {
    const { command, rest } = resolve(argv);
    let parsed;
    try {
      parsed = parseArgs({ args: rest, options: { ...command.options, json: { type: 'boolean' } }, allowPositionals: true, strict: true });
    } catch (error) {
      throw new UsageError(unknownFlag((error as Error).message, Object.keys(command.options)));
    }
    const json = parsed.values.json === true;
    if (parsed.positionals.length !== command.positionals) throw new UsageError(`expected: ${command.usage}`);
    const values = parsed.values as Record<string, string | boolean | undefined>;
    const missing = (command.required ?? []).filter((name) => typeof values[name] !== 'string');
    if (missing.length > 0) throw new UsageError(`missing ${missing.map((m) => `--${m}`).join(', ')}; expected: ${command.usage}`);
    if (typeof values['workspace'] === 'string') refuseTwinSlug(values['workspace'], 'test' in command.options);
    if (command.withoutStore) return await command.withoutStore({ positionals: parsed.positionals, values }, io, env);

    const { databaseUrl, redisUrl, passwordHashCost } = loadConfig(env);
    usePasswordHashCost(passwordHashCost);
    const store = openStore(databaseUrl);
    // The workers hear of deliveries this command queues at once (PostgreSQL needs nothing: NOTIFY goes with the commit).
    if (store.dialect === 'sqlite' && redisUrl !== '') announceWith(store.db, announceByRedis(redisUrl));
    // Which store this is, for people (stderr, so --json output stays one document).
    if (!json) io.err(`(store: ${hidePassword(databaseUrl)})\n`);
    try {
      const applied = await store.migrate();
      const result = await command.run(store, { positionals: parsed.positionals, values }, applied, env);
      io.out(json ? `${JSON.stringify(result.json, null, 2)}\n` : `${result.text}\n`);
      return 0;
    } finally {
      await store.close();
    }
  } catch (error) {
    const usage = error instanceof UsageError;
    // A service's 422 names its fields: show them, as the API would.
    const fields = error instanceof ApiError && error.fields ? Object.entries(error.fields).map(([field, messages]) => ` ${field} ${messages.join('; ')}.`) : [];
    const message = error instanceof ApiError && error.code === 'not_found' ? error.message : `${error instanceof Error ? error.message : String(error)}${fields.join('')}`;
    // A usage mistake shows the help of what was meant: the command's, its group's, or the general one.
    io.err(`creator-workspace: ${message}\n${usage ? `\n${helpFor([...argv, '--help']) ?? help()}` : ''}`);
    return usage ? 2 : 1;
  }
}
