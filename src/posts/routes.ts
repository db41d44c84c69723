/** GET /posts, GET /posts/{id}, POST /posts (a draft), PATCH and DELETE /posts/{id} (not yet published). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../api-error.js';
import { listEnvelope, toPage } from '../http/pagination.js';
import { IdParams, ListOf } from '../http/schemas.js';
import { DeletedSchema } from '../webhooks/schema.js';
import { changePost, removePost } from './changes.js';
import { cachedRead } from '../http/cached-read.js';
import { operation } from '../http/operation.js';
import type { Services } from '../http/services.js';
import { findPost, listPosts } from './repository.js';
import { createDraft } from './service.js';
import { toPost } from './presenter.js';
import { CreatePostBody, PostListQuery, PostSchema, UpdatePostBody } from './schema.js';

/** Post routes. */
export const postRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  app.get(
    '/posts',
    cachedRead(
      { id: 'listPosts', summary: 'List posts, newest first', tag: 'Posts', scope: 'read:posts', cache: { resources: ['posts'] }, querystring: PostListQuery, response: ListOf(PostSchema) },
      async ({ caller, query }) => {
        const page = toPage(query);
        const { rows, total } = await listPosts(db, caller.workspace.id, { status: query.status, q: query.q }, page);
        return listEnvelope(rows.map(toPost), total, page);
      }
    ),
  );

  app.get(
    '/posts/:id',
    cachedRead(
      { id: 'getPost', summary: 'A post', tag: 'Posts', scope: 'read:posts', cache: { resources: ['posts_rows'] }, params: IdParams, response: PostSchema },
      async ({ caller, params }) => {
        const row = await findPost(db, caller.workspace.id, params.id);
        if (!row) throw notFound('Post');
        return toPost(row);
      }
    ),
  );

  app.patch(
    '/posts/:id',
    operation({ id: 'updatePost', summary: 'Change a post not yet published', tag: 'Posts', scope: 'write:posts', conflict: true, params: IdParams, body: UpdatePostBody, response: PostSchema }),
    async (request) => changePost(db, request.caller.workspace.id, request.params.id, request.body),
  );

  app.delete(
    '/posts/:id',
    operation({ id: 'deletePost', summary: 'Delete a post not yet published', tag: 'Posts', scope: 'write:posts', conflict: true, params: IdParams, response: DeletedSchema }),
    async (request) => removePost(db, request.caller.workspace.id, request.params.id),
  );

  app.post(
    '/posts',
    operation({ id: 'createPost', summary: 'Create a draft post', tag: 'Posts', scope: 'write:posts', body: CreatePostBody, response: PostSchema }),
    async (request) => createDraft(db, request.caller.workspace.id, request.body, request.caller.key.id),
  );
};
