/** Publishing posts, by hand or when a scheduled post comes due; each raises `post.published` once. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { DomainError } from '../domain-error.js';
import { now } from '../time.js';
import { raiseEvent, transactWithEvents } from '../webhooks/outbox.js';
import { toPost } from './presenter.js';
import type { Post } from './schema.js';

/** Publishes a draft or scheduled post of the workspace. */
export async function publishPost(db: Kysely<Database>, workspaceId: number, postId: number): Promise<Post> {
  return transactWithEvents(db, async (trx) => {
    const at = now();
    const row = await trx
      .updateTable('posts')
      .set({ status: 'published', published_at: at, updated_at: at })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', postId)
      .where('status', 'in', ['draft', 'scheduled'])
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const exists = await trx.selectFrom('posts').select('status').where('workspace_id', '=', workspaceId).where('id', '=', postId).executeTakeFirst();
      throw new DomainError(exists ? `post ${postId} is already ${exists.status}` : `no post ${postId} in this workspace`);
    }
    const shown = toPost(row);
    await raiseEvent(trx, workspaceId, 'post.published', shown);
    return shown;
  });
}

/** Publishes every scheduled post whose time has come. The status check in the update makes each publish happen once, whichever process runs it. */
export async function publishDuePosts(db: Kysely<Database>): Promise<number> {
  const at = now();
  return transactWithEvents(db, async (trx) => {
    const rows = await trx
      .updateTable('posts')
      .set({ status: 'published', published_at: at, updated_at: at })
      .where('status', '=', 'scheduled')
      .where('scheduled_at', '<=', at)
      .returningAll()
      .execute();
    for (const row of rows) await raiseEvent(trx, row.workspace_id, 'post.published', toPost(row));
    return rows.length;
  });
}
