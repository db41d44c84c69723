/** Post row → API post. */
import type { PostRow } from './repository.js';
import type { Post } from './schema.js';

/** Post row → API post. */
export function toPost(row: PostRow): Post {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    status: row.status as Post['status'],
    scheduled_at: row.scheduled_at,
    published_at: row.published_at,
    media: JSON.parse(row.media) as string[],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
