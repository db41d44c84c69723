/** API key rows. Every function but the lookup by hash is scoped to a workspace. */
import { sql, type Selectable } from 'kysely';
import type { ApiKeyTable, Db, WorkspaceTable } from '../db/types.js';
import { compiledOnce, type Slots } from '../db/compiled.js';
import { READ_RESOURCES, versionsFrom, type ReadVersions } from '../db/read-versions.js';

/** A stored key row. */
export type ApiKeyRow = Selectable<ApiKeyTable>;

/** Stores a new key (its hash, never the key). */
export async function insertApiKey(
  db: Db,
  workspaceId: number,
  key: { name: string; prefix: string; keyHash: string; scopes: string[]; createdBy: number | null; createdAt: string },
): Promise<ApiKeyRow> {
  return db
    .insertInto('api_keys')
    .values({
      workspace_id: workspaceId,
      name: key.name,
      prefix: key.prefix,
      key_hash: key.keyHash,
      scopes: JSON.stringify(key.scopes),
      created_by: key.createdBy,
      created_at: key.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A key row with the email of the user who created it, when known. */
export type ApiKeyListRow = ApiKeyRow & { created_by_email: string | null };

/** The keys of a workspace, oldest first, with their creators' emails. */
export async function listApiKeys(db: Db, workspaceId: number): Promise<ApiKeyListRow[]> {
  return db
    .selectFrom('api_keys')
    .leftJoin('users', 'users.id', 'api_keys.created_by')
    .selectAll('api_keys')
    .select('users.email as created_by_email')
    .where('api_keys.workspace_id', '=', workspaceId)
    .orderBy('api_keys.id')
    .execute();
}

/** One key of the workspace. */
export async function findApiKey(db: Db, workspaceId: number, id: number): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();
}

/** Marks a key revoked; returns false when the workspace has no such key. */
export async function revokeApiKey(db: Db, workspaceId: number, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(at)) }))
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records that a key was used (callers throttle how often). */
export async function touchApiKey(db: Db, workspaceId: number, id: number, at: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
}

/** A key found by its hash: the key, its workspace and the workspace's read versions. */
export type FoundKey = { key: ApiKeyRow; workspace: Selectable<WorkspaceTable>; versions: ReadVersions };

/** The key with this hash, its workspace and the workspace's read versions: the one lookup that finds the tenant rather than taking it. */
export async function findKeyByHash(db: Db, keyHash: string): Promise<FoundKey | undefined> {
  const row = await findKeyStatement(db, { hash: keyHash }).then((result) => result.rows[0]);
  return row && foundKey(row);
}

/**
 * The keys with these hashes (PostgreSQL only: one array parameter, so one statement whatever their number), by
 * hash: the lookups of many requests in one round trip (fast-path/key-lookups.ts).
 */
export async function findKeysByHashes(db: Db, keyHashes: readonly string[]): Promise<Map<string, FoundKey>> {
  const { rows } = await findKeysStatement(db, { hashes: keyHashes });
  return new Map(rows.map((row) => [row.key_hash, foundKey(row)]));
}

type KeyLookupRow = Awaited<ReturnType<typeof findKeyStatement>>['rows'][number];

function foundKey(row: KeyLookupRow): FoundKey {
  const { ws_slug, ws_name, ws_currency, ws_created_at, ws_zone_min_count, ws_live_id, ...rest } = row;
  const versions = versionsFrom(rest, 'v_');
  const key = Object.fromEntries(Object.entries(rest).filter(([column]) => !column.startsWith('v_'))) as unknown as ApiKeyRow;
  return { key, workspace: { id: key.workspace_id, slug: ws_slug, name: ws_name, currency: ws_currency, created_at: ws_created_at, zone_min_count: ws_zone_min_count, live_id: ws_live_id }, versions };
}

/** The lookup's joins and columns, whatever picks the keys. */
const keyLookup = (db: Db) =>
  db
    .selectFrom('api_keys')
    .innerJoin('workspaces', 'workspaces.id', 'api_keys.workspace_id')
    .leftJoin('read_versions', 'read_versions.workspace_id', 'api_keys.workspace_id')
    .selectAll('api_keys')
    .select(['workspaces.slug as ws_slug', 'workspaces.name as ws_name', 'workspaces.currency as ws_currency', 'workspaces.created_at as ws_created_at', 'workspaces.zone_min_count as ws_zone_min_count', 'workspaces.live_id as ws_live_id'])
    .select(READ_RESOURCES.map((resource) => `read_versions.${resource} as v_${resource}` as const));

/** Compiled once: it runs on every request whose key is not kept. */
const findKeyStatement = compiledOnce((db, slot: Slots<{ hash: string }>) => keyLookup(db).where('api_keys.key_hash', '=', slot('hash')));

const findKeysStatement = compiledOnce((db, slot: Slots<{ hashes: readonly string[] }>) =>
  keyLookup(db).where('api_keys.key_hash', '=', sql<string>`any(${slot('hashes')})`),
);
