/** Post rows, always within one workspace. */
import type { Insertable, Selectable } from 'kysely';
import type { Db, PostTable } from '../db/types.js';

/** A stored post. */
export type PostRow = Selectable<PostTable>;

/** Inserts a post. */
export async function insertPost(db: Db, workspaceId: number, values: Omit<Insertable<PostTable>, 'workspace_id' | 'id'>): Promise<PostRow> {
  return db.insertInto('posts').values({ ...values, workspace_id: workspaceId }).returningAll().executeTakeFirstOrThrow();
}
