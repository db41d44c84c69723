/** PATCH and DELETE /posts/{id}: a post changes or goes only while it is not published (409 after). */
import type { Kysely, Updateable } from 'kysely';
import type { Database, PostTable } from '../db/types.js';
import { ApiError, notFound, validationError } from '../api-error.js';
import { formatTimestamp, now, parseDateTime } from '../time.js';
import { deleteUnpublishedPost, findPost, updateUnpublishedPost } from './repository.js';
import { toPost } from './presenter.js';
import { scheduleErrors, type Post, type UpdatePost } from './schema.js';

/** The 409 of a published post, or the 404 of none. */
async function refusal(db: Kysely<Database>, workspaceId: number, postId: number): Promise<ApiError> {
  const post = await findPost(db, workspaceId, postId);
  return post ? new ApiError('conflict', `Post ${postId} is already published; a published post cannot change or be deleted.`) : notFound('Post');
}

/** Changes the title, body, media or schedule of a post not yet published (`scheduled_at: null`: back to the drafts). */
export async function changePost(db: Kysely<Database>, workspaceId: number, postId: number, input: UpdatePost): Promise<Post> {
  const scheduled = input.scheduled_at == null ? input.scheduled_at : (parseDateTime(input.scheduled_at) as Date);
  const late = scheduleErrors(scheduled);
  if (late) throw validationError(late);
  const values: Updateable<PostTable> = {
    updated_at: now(),
    ...(input.title !== undefined && { title: input.title }),
    ...(input.body !== undefined && { body: input.body }),
    ...(input.media !== undefined && { media: JSON.stringify(input.media) }),
    ...(scheduled === null && { status: 'draft', scheduled_at: null }),
    ...(scheduled instanceof Date && { status: 'scheduled', scheduled_at: formatTimestamp(scheduled) }),
  };
  const row = await updateUnpublishedPost(db, workspaceId, postId, values);
  if (row) return toPost(row);
  throw await refusal(db, workspaceId, postId);
}

/** Deletes a post not yet published. */
export async function removePost(db: Kysely<Database>, workspaceId: number, postId: number): Promise<{ id: number; deleted: true }> {
  if (await deleteUnpublishedPost(db, workspaceId, postId)) return { id: postId, deleted: true };
  throw await refusal(db, workspaceId, postId);
}
