/** Creating, listing and revoking API keys, for the CLI and (later) the dashboard. */
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/types.js';
import { DomainError } from '../domain-error.js';
import { now } from '../time.js';
import { findMemberRole, findUserByEmail } from '../workspaces/repository.js';
import { generateKey, KEY_PREFIX, TEST_KEY_PREFIX } from './format.js';
import { insertApiKey, listApiKeys, revokeApiKey, type ApiKeyRow } from './repository.js';
import { SCOPES, isScope, type Scope } from './scopes.js';

/** A key as shown to operators (never its hash). */
export interface KeyView {
  id: number;
  name: string;
  prefix: string;
  scopes: Scope[];
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  created_by: number | null;
  /** The creator's email, when known (listings only). */
  created_by_email?: string | null;
}

/** The one presenter of key rows. */
export function toKeyView(row: ApiKeyRow & { created_by_email?: string | null }): KeyView {
  return {
    ...(row.created_by_email === undefined ? {} : { created_by_email: row.created_by_email }),
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: JSON.parse(row.scopes) as Scope[],
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
    created_by: row.created_by,
  };
}

/** Parses `s1,s2`, `all` or `none`; unknown scopes are refused by name. */
export function parseScopes(text: string): Scope[] {
  if (text === 'all') return [...SCOPES];
  if (text === 'none') return [];
  const names = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const unknown = names.filter((name) => !isScope(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new DomainError(`unknown scope(s): ${unknown.join(', ') || '(empty)'}; known: ${SCOPES.join(', ')}, or all / none`);
  }
  return [...new Set(names)] as Scope[];
}

/** Creates a key; when `createdByEmail` is given, that user must be an owner or admin of the workspace. */
export async function createKey(
  db: Db,
  workspaceId: number,
  input: { scopes: Scope[]; name?: string | undefined; createdByEmail?: string | undefined },
): Promise<{ key: string; view: KeyView }> {
  // A test twin's keys are test keys (docs/decisions.md#21-test-mode); the workspace decides, never the caller.
  const workspace = await db.selectFrom('workspaces').select('live_id').where('id', '=', workspaceId).executeTakeFirst();
  if (!workspace) throw new DomainError(`no workspace ${workspaceId}`);
  let createdBy: number | null = null;
  if (input.createdByEmail !== undefined) {
    const user = await findUserByEmail(db, input.createdByEmail);
    // A twin's people are its live workspace's.
    const role = user ? await findMemberRole(db, workspace.live_id ?? workspaceId, user.id) : undefined;
    if (!user || (role !== 'owner' && role !== 'admin')) {
      throw new DomainError(`${input.createdByEmail} is not an owner or admin of this workspace`);
    }
    createdBy = user.id;
  }
  const generated = generateKey(workspace.live_id === null ? KEY_PREFIX : TEST_KEY_PREFIX);
  const row = await insertApiKey(db, workspaceId, {
    name: input.name ?? 'API key',
    prefix: generated.prefix,
    keyHash: generated.hash,
    scopes: input.scopes,
    createdBy,
    createdAt: now(),
  });
  return { key: generated.key, view: toKeyView(row) };
}

/** The workspace's keys. */
export async function listKeys(db: Kysely<Database>, workspaceId: number): Promise<KeyView[]> {
  return (await listApiKeys(db, workspaceId)).map(toKeyView);
}

/** Revokes a key of the workspace. */
export async function revokeKey(db: Kysely<Database>, workspaceId: number, id: number): Promise<void> {
  if (!(await revokeApiKey(db, workspaceId, id, now()))) throw new DomainError(`no key ${id} in this workspace`);
}
