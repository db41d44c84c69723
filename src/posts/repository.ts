/** Post rows, always within one workspace. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { compiledPage, pageFrom } from '../db/paging.js';
import { compiledForms, compiledOnce, type Slots } from '../db/compiled.js';
import type { Database, Db, PostTable } from '../db/types.js';
import type { Page } from '../db/paging.js';
import { containsPattern, likePattern } from '../db/search.js';

/** A stored post. */
export type PostRow = Selectable<PostTable>;

/** Inserts a post. */
export async function insertPost(db: Db, workspaceId: number, values: Omit<Insertable<PostTable>, 'workspace_id' | 'id'>): Promise<PostRow> {
  return db.insertInto('posts').values({ ...values, workspace_id: workspaceId }).returningAll().executeTakeFirstOrThrow();
}

/** A post with the name of the API key that made it, when known. */
export type PostListRow = PostRow & { api_key_name: string | null };

type PostListValues = { workspaceId: number; status: string; pattern: string; limit: number; offset: number };
/** Which filters are given. */
type PostForm = `${'any' | 'status'} ${'all' | 'q'}`;

function postsWhere(db: Kysely<Database>, slot: Slots<PostListValues>, form: PostForm) {
  let query = db.selectFrom('posts').where('posts.workspace_id', '=', slot('workspaceId'));
  if (form.startsWith('status')) query = query.where('posts.status', '=', slot('status'));
  return form.endsWith('q') ? query.where((eb) => eb.or([likePattern('posts.title', slot('pattern')), likePattern('posts.body', slot('pattern'))])) : query;
}

// Compiled once per form: building and compiling the queries cost more than SQLite running them.
const postRows = compiledForms((db, slot: Slots<PostListValues>, form: PostForm) =>
  postsWhere(db, slot, form)
    .leftJoin('api_keys', (join) => join.onRef('api_keys.id', '=', 'posts.api_key_id').onRef('api_keys.workspace_id', '=', 'posts.workspace_id'))
    .selectAll('posts')
    .select('api_keys.name as api_key_name')
    .orderBy('posts.id', 'desc')
    .limit(slot('limit'))
    .offset(slot('offset')),
);
const postCount = compiledForms((db, slot: Slots<PostListValues>, form: PostForm) => postsWhere(db, slot, form).select((eb) => eb.fn.countAll<number>().as('total')));

/** The workspace's posts (of one status, with `q` in the title or body), newest first, with the key that made each. */
export async function listPosts(db: Db, workspaceId: number, filter: { status?: string | undefined; q?: string | undefined }, page: Page): Promise<{ rows: PostListRow[]; total: number }> {
  const q = filter.q ?? '';
  const form: PostForm = `${filter.status === undefined ? 'any' : 'status'} ${q === '' ? 'all' : 'q'}`;
  const values = { workspaceId, status: filter.status ?? '', pattern: containsPattern(q), limit: 0, offset: 0 };
  return pageFrom(compiledPage(db, form, values, { rows: postRows, count: postCount }), page);
}

/** One post of the workspace, with the key that made it. */
export async function findPost(db: Db, workspaceId: number, id: number): Promise<PostListRow | undefined> {
  return (await postById(db, { workspaceId, id })).rows[0];
}

/** Compiled once: building and compiling it cost more than SQLite running it. */
const postById = compiledOnce((db, slot: Slots<{ workspaceId: number; id: number }>) =>
  db
    .selectFrom('posts')
    .leftJoin('api_keys', (join) => join.onRef('api_keys.id', '=', 'posts.api_key_id').onRef('api_keys.workspace_id', '=', 'posts.workspace_id'))
    .selectAll('posts')
    .select('api_keys.name as api_key_name')
    .where('posts.workspace_id', '=', slot('workspaceId'))
    .where('posts.id', '=', slot('id')),
);

/** Changes a post that is not published yet; undefined when there is no such unpublished post. */
export async function updateUnpublishedPost(db: Db, workspaceId: number, id: number, values: Updateable<PostTable>): Promise<PostRow | undefined> {
  return db
    .updateTable('posts')
    .set(values)
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .where('status', 'in', ['draft', 'scheduled'])
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a post not yet published; false when the workspace has no such post. */
export async function deleteUnpublishedPost(db: Db, workspaceId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('posts').where('workspace_id', '=', workspaceId).where('id', '=', id).where('status', 'in', ['draft', 'scheduled']).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes a post; false when the workspace has none with this id. */
export async function deletePostRow(db: Db, workspaceId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('posts').where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
