/** Overlay tokens and the reads of the event stream. Every function takes the workspace id, except the token lookup. */
import type { Selectable } from 'kysely';
import type { Db, StatusTokenTable } from '../db/types.js';
import type { EventRow } from './event-tail.js';

/** A stored overlay token (its hash, never the token). */
export type StatusTokenRow = Selectable<StatusTokenTable>;

export async function insertStatusToken(db: Db, workspaceId: number, values: { serverId: number; hash: string; prefix: string; createdBy: number | null; at: string }): Promise<StatusTokenRow> {
  return db
    .insertInto('status_tokens')
    .values({ workspace_id: workspaceId, server_id: values.serverId, token_hash: values.hash, prefix: values.prefix, created_by: values.createdBy, created_at: values.at, revoked_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A server's overlay tokens (the newest 500), revoked ones too, newest first. */
export async function listStatusTokens(db: Db, workspaceId: number, serverId: number): Promise<StatusTokenRow[]> {
  return db.selectFrom('status_tokens').selectAll().where('workspace_id', '=', workspaceId).where('server_id', '=', serverId).orderBy('id', 'desc').limit(500).execute();
}

/** One overlay token of a server of the workspace, revoked or not. */
export async function findStatusToken(db: Db, workspaceId: number, serverId: number, id: number): Promise<StatusTokenRow | undefined> {
  return db.selectFrom('status_tokens').selectAll().where('workspace_id', '=', workspaceId).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst();
}

/** Revokes a live token; false when there is none of that id in the workspace or it is revoked already. */
export async function revokeStatusToken(db: Db, workspaceId: number, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('status_tokens').set({ revoked_at: at }).where('workspace_id', '=', workspaceId).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The live token with this hash, whichever workspace it is of (the token is the only credential of the public URL). */
export async function findLiveStatusToken(db: Db, hash: string): Promise<StatusTokenRow | undefined> {
  return db.selectFrom('status_tokens').selectAll().where('token_hash', '=', hash).where('revoked_at', 'is', null).executeTakeFirst();
}

/** Up to `limit` events of a workspace with ids in (`after`, `upTo`], oldest first. */
export async function eventsBetween(db: Db, workspaceId: number, after: number, upTo: number, limit: number): Promise<EventRow[]> {
  return db.selectFrom('events').selectAll().where('workspace_id', '=', workspaceId).where('id', '>', after).where('id', '<=', upTo).orderBy('id').limit(limit).execute();
}

/** The newest event id of the workspace up to `upTo`, or 0 when it has none. */
export async function newestEventId(db: Db, workspaceId: number, upTo: number): Promise<number> {
  const row = await db.selectFrom('events').select('id').where('workspace_id', '=', workspaceId).where('id', '<=', upTo).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? 0;
}

/** Whether the workspace has a kept event of this id. */
export async function isKeptEvent(db: Db, workspaceId: number, id: number): Promise<boolean> {
  return (await db.selectFrom('events').select('id').where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Records the hash of a key's listen secret the first time it is used. */
export async function rememberListenSecret(db: Db, workspaceId: number, keyId: number, hash: string): Promise<void> {
  await db.updateTable('api_keys').set({ listen_secret_hash: hash }).where('workspace_id', '=', workspaceId).where('id', '=', keyId).where('listen_secret_hash', 'is', null).execute();
}
