/** The admin CLI: `creator-workspace <command> [flags] [--json]`. Exit 0 ok, 1 error, 2 wrong usage. */
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { openStore } from './db/database.js';
import { UsageError } from './cli/args.js';
import { ApiError } from './http/errors.js';
import { COMMANDS as BASE_COMMANDS, type Command } from './cli/commands.js';
import { DOMAIN_COMMANDS } from './cli/domain-commands.js';
import { SERVER_COMMANDS } from './cli/server-commands.js';
import { USER_COMMANDS } from './cli/user-commands.js';
import { WEBHOOK_COMMANDS } from './cli/webhook-commands.js';
import { WORKER_COMMAND } from './cli/worker-command.js';

const COMMANDS: Record<string, Command> = { ...BASE_COMMANDS, ...DOMAIN_COMMANDS, ...SERVER_COMMANDS, ...WEBHOOK_COMMANDS, ...USER_COMMANDS, worker: WORKER_COMMAND };

/** Where the CLI writes. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

const processIo: Io = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };

function help(): string {
  return ['Usage: creator-workspace <command> [--json]', '', 'Commands:', ...Object.values(COMMANDS).map((c) => `  ${c.usage}`), ''].join('\n');
}

function resolve(argv: string[]): { command: Command; rest: string[] } {
  for (const words of [3, 2, 1]) {
    const command = COMMANDS[argv.slice(0, words).join(' ')];
    if (command) return { command, rest: argv.slice(words) };
  }
  throw new UsageError(argv.length === 0 ? 'no command given' : `unknown command "${argv.slice(0, 3).join(' ')}"`);
}

/** Runs one command line; returns the exit status. */
export async function main(argv: string[], io: Io = processIo, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    (argv.length === 0 ? io.err : io.out)(help());
    return argv.length === 0 ? 2 : 0;
  }
  try {
    const { command, rest } = resolve(argv);
    let parsed;
    try {
      parsed = parseArgs({ args: rest, options: { ...command.options, json: { type: 'boolean' } }, allowPositionals: true, strict: true });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const json = parsed.values.json === true;
    if (parsed.positionals.length !== command.positionals) throw new UsageError(`expected: ${command.usage}`);
    const values = parsed.values as Record<string, string | boolean | undefined>;
    const missing = (command.required ?? []).filter((name) => typeof values[name] !== 'string');
    if (missing.length > 0) throw new UsageError(`missing ${missing.map((m) => `--${m}`).join(', ')}; expected: ${command.usage}`);

    const store = openStore(loadConfig(env).databaseUrl);
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
    io.err(`creator-workspace: ${message}\n${usage ? `\n${help()}` : ''}`);
    return usage ? 2 : 1;
  }
}
