/** The admin commands of docs/decisions.md#1-running-it. Each calls the same services the routes call. */
import type { Store } from '../db/database.js';
import { seed } from '../demo/seed.js';
import { createKey, listKeys, parseScopes, revokeKey } from '../keys/service.js';
import { listWorkspaces } from '../workspaces/repository.js';
import { createWorkspace } from '../workspaces/service.js';
import { twinOf } from '../test-mode/twin.js';
import type { WorkspaceRow } from '../workspaces/repository.js';
import { positiveInt, str, workspaceOf, type Args } from './args.js';

/** The workspace of `--workspace`, or with `--test` its test twin (made and filled with the demo data on first use). */
async function sideOf(db: Store['db'], args: Args): Promise<WorkspaceRow> {
  const workspace = await workspaceOf(db, args);
  return args.values['test'] === true ? twinOf(db, workspace) : workspace;
}

/** What a command returns: the JSON document, and the text a person reads. */
export interface Result {
  readonly json: unknown;
  readonly text: string;
}

/** One command: its flags, how many positionals it takes, what it does. */
export interface Command {
  readonly usage: string;
  readonly options: Record<string, { type: 'string' | 'boolean' }>;
  readonly positionals: number;
  readonly required?: readonly string[];
  run(store: Store, args: Args, applied: string[], env: NodeJS.ProcessEnv): Promise<Result>;
  /** A client of the API (listen): runs instead of `run`, with no store opened, and returns the exit status. */
  readonly withoutStore?: (args: Args, io: { out(text: string): void; err(text: string): void }, env: NodeJS.ProcessEnv) => Promise<number>;
}



/** The command table. */
export const COMMANDS: Record<string, Command> = {
  migrate: {
    usage: 'migrate',
    options: {},
    positionals: 0,
    run: async (_store, _args, applied) => ({ json: { applied }, text: applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Already up to date.' }),
  },
  'workspace create': {
    usage: 'workspace create <slug> [--name N] [--currency USD] [--owner-email E]',
    options: { name: { type: 'string' }, currency: { type: 'string' }, 'owner-email': { type: 'string' } },
    positionals: 1,
    run: async ({ db }, args) => {
      const ws = await createWorkspace(db, { slug: args.positionals[0] as string, name: str(args, 'name'), currency: str(args, 'currency'), ownerEmail: str(args, 'owner-email') });
      return { json: { id: ws.id, slug: ws.slug, name: ws.name }, text: `Created workspace ${ws.slug} (id ${ws.id}).` };
    },
  },
  'workspace list': {
    usage: 'workspace list',
    options: {},
    positionals: 0,
    run: async ({ db }) => {
      const rows = (await listWorkspaces(db)).map((ws) => ({ id: ws.id, slug: ws.slug, name: ws.name }));
      return { json: rows, text: rows.map((ws) => `${ws.id}\t${ws.slug}\t${ws.name}`).join('\n') || 'No workspaces.' };
    },
  },
  'key create': {
    usage: 'key create --workspace <slug> --scopes <s1,s2,…|all|none> [--name N] [--created-by <admin email>] [--test]',
    options: { workspace: { type: 'string' }, scopes: { type: 'string' }, name: { type: 'string' }, 'created-by': { type: 'string' }, test: { type: 'boolean' } },
    positionals: 0,
    required: ['workspace', 'scopes'],
    run: async ({ db }, args) => {
      const scopes = parseScopes(str(args, 'scopes') as string);
      const ws = await sideOf(db, args);
      const { key, view } = await createKey(db, ws.id, { scopes, name: str(args, 'name'), createdByEmail: str(args, 'created-by') });
      return {
        json: { id: view.id, key, prefix: view.prefix, scopes: view.scopes, name: view.name },
        text: `Created key ${view.id} (${view.prefix}…) with scopes: ${view.scopes.join(', ') || '(none)'}.\nThe key is shown this once:\n\n  ${key}\n`,
      };
    },
  },
  'key list': {
    usage: 'key list --workspace <slug> [--test]',
    options: { workspace: { type: 'string' }, test: { type: 'boolean' } },
    positionals: 0,
    required: ['workspace'],
    run: async ({ db }, args) => {
      const keys = await listKeys(db, (await sideOf(db, args)).id);
      const text = keys
        .map((k) => `${k.id}\t${k.prefix}…\t${k.name}\t${k.scopes.join(',') || '(none)'}\tcreated ${k.created_at}\tlast used ${k.last_used_at ?? 'never'}${k.revoked_at ? `\trevoked ${k.revoked_at}` : ''}`)
        .join('\n');
      return { json: keys, text: text || 'No keys.' };
    },
  },
  'key revoke': {
    usage: 'key revoke --workspace <slug> <id> [--test]',
    options: { workspace: { type: 'string' }, test: { type: 'boolean' } },
    positionals: 1,
    required: ['workspace'],
    run: async ({ db }, args) => {
      const id = positiveInt(args.positionals[0], 'key id');
      await revokeKey(db, (await sideOf(db, args)).id, id);
      return { json: { id, revoked: true }, text: `Revoked key ${id}.` };
    },
  },
  seed: {
    usage: 'seed --workspace <slug>',
    options: { workspace: { type: 'string' } },
    positionals: 0,
    required: ['workspace'],
    run: async ({ db }, args) => {
      const counts = await seed(db, await workspaceOf(db, args));
      return { json: counts, text: Object.entries(counts).map(([k, n]) => `${k}: ${n}`).join('\n') };
    },
  },
};
