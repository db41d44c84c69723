/** Publishing posts, by hand or when a scheduled post comes due; each raises `post.published` once. */
import type { Kysely, Updateable } from 'kysely';
import type { Database, Db, PostTable } from '../db/types.js';
import { DomainError } from '../domain-error.js';
import { notFound, validationError } from '../api-error.js';
import { formatTimestamp, now, parseDateTime } from '../time.js';
import { deletePostRow, findPost, insertPost, updateUnpublishedPost } from './repository.js';
import { raiseEvent, transactWithEvents } from '../webhooks/outbox.js';
import { toPost } from './presenter.js';
import { scheduleErrors, type CreatePost, type Post } from './schema.js';

/**
 * A new draft (scheduled when `scheduled_at` is given), made by an API key or, with `apiKeyId` null, by a person in
 * the dashboard. The input has passed CreatePostBody's schema; what no schema can say is checked here: a
 * scheduled time in the future.
 */
export async function createDraft(db: Db, workspaceId: number, input: CreatePost, apiKeyId: number | null): Promise<Post> {
  const scheduled = input.scheduled_at == null ? undefined : parseDateTime(input.scheduled_at);
  if (input.scheduled_at != null && scheduled === undefined) throw validationError({ scheduled_at: ['must be a date-time (RFC 3339 or YYYY-MM-DD HH:MM:SS)'] });
  const late = scheduleErrors(scheduled);
  if (late) throw validationError(late);
  const time = now();
  const row = await insertPost(db, workspaceId, {
    title: input.title ?? null,
    body: input.body,
    status: 'draft',
    scheduled_at: scheduled ? formatTimestamp(scheduled) : null,
    published_at: null,
    media: JSON.stringify(input.media ?? []),
    created_at: time,
    updated_at: time,
    api_key_id: apiKeyId,
  });
  return toPost(row);
}

/** Publishes a draft or scheduled post of the workspace. */
export async function publishPost(db: Kysely<Database>, workspaceId: number, postId: number): Promise<Post> {
  return transactWithEvents(db, (trx) => publishWithin(trx, workspaceId, postId));
}

/** {@link publishPost} inside the caller's transaction (an automation publishes in the transaction of its run). */
export async function publishWithin(trx: Db, workspaceId: number, postId: number): Promise<Post> {
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

/** What an editor may change on an unpublished post. */
export interface PostEdit {
  title: string | null;
  body: string;
  media: string[];
}

async function changeUnpublished(db: Kysely<Database>, workspaceId: number, postId: number, values: Updateable<PostTable>): Promise<Post> {
  const row = await updateUnpublishedPost(db, workspaceId, postId, { ...values, updated_at: now() });
  if (row) return toPost(row);
  const exists = await findPost(db, workspaceId, postId);
  throw exists ? new DomainError(`post ${postId} is already published`) : notFound('Post');
}

/** Saves a draft's or scheduled post's title, body and media (validated by the caller with the API's schema). */
export async function editPost(db: Kysely<Database>, workspaceId: number, postId: number, edit: PostEdit): Promise<Post> {
  return changeUnpublished(db, workspaceId, postId, { title: edit.title, body: edit.body, media: JSON.stringify(edit.media) });
}

/** Schedules an unpublished post for a future time; the worker publishes it then. */
export async function schedulePost(db: Kysely<Database>, workspaceId: number, postId: number, at: Date): Promise<Post> {
  const late = scheduleErrors(at);
  if (late) throw validationError(late);
  return changeUnpublished(db, workspaceId, postId, { status: 'scheduled', scheduled_at: formatTimestamp(at) });
}

/** Takes a scheduled post back to the drafts. */
export async function unschedulePost(db: Kysely<Database>, workspaceId: number, postId: number): Promise<Post> {
  return changeUnpublished(db, workspaceId, postId, { status: 'draft', scheduled_at: null });
}

/** Deletes a post of the workspace. */
export async function deletePost(db: Kysely<Database>, workspaceId: number, postId: number): Promise<void> {
  if (!(await deletePostRow(db, workspaceId, postId))) throw notFound('Post');
}
