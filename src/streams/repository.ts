/** Streams, always within one workspace. */
import type { Selectable } from 'kysely';
import type { Db, StreamTable } from '../db/types.js';
import { pageOf } from '../db/paging.js';
import type { Page } from '../db/paging.js';

/** A stored stream. */
export type StreamRow = Selectable<StreamTable>;

/** One page of the workspace's streams, newest first. */
export async function listStreams(db: Db, workspaceId: number, filter: { status?: string | undefined }, page: Page) {
  let query = db.selectFrom('streams').selectAll().where('workspace_id', '=', workspaceId).orderBy('id', 'desc');
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return pageOf(query, page);
}

/** The stream with this id in the workspace. */
export async function findStream(db: Db, workspaceId: number, id: number): Promise<StreamRow | undefined> {
  return db.selectFrom('streams').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();
}

/** Live streams, of every workspace, that started at or before `startedBefore`: the worker ends them. */
export async function listStaleStreams(db: Db, startedBefore: string, limit: number): Promise<StreamRow[]> {
  return db.selectFrom('streams').selectAll().where('status', '=', 'live').where('started_at', '<=', startedBefore).orderBy('id').limit(limit).execute();
}
