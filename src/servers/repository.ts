/** Game server rows, always within one workspace. */
import type { Selectable } from 'kysely';
import type { Db, ServerTable } from '../db/types.js';
import { pageOf } from '../db/paging.js';
import type { Page } from '../db/paging.js';

/** A stored server. */
export type ServerRow = Selectable<ServerTable>;

/** One page of the workspace's servers, oldest first. */
export async function listServers(db: Db, workspaceId: number, page: Page) {
  return pageOf(db.selectFrom('servers').selectAll().where('workspace_id', '=', workspaceId).orderBy('id'), page);
}

/** The server with this id in the workspace. */
export async function findServer(db: Db, workspaceId: number, id: number): Promise<ServerRow | undefined> {
  return db.selectFrom('servers').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();
}
