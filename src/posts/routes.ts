/** POST /posts: creates a draft. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { validationError } from '../http/errors.js';
import { operation } from '../http/operation.js';
import type { Services } from '../services.js';
import { formatTimestamp, now, parseDateTime } from '../time.js';
import { insertPost } from './repository.js';
import { toPost } from './presenter.js';
import { CreatePostBody, PostSchema } from './schema.js';

/** Post routes. */
export const postRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  app.post(
    '/posts',
    operation({ id: 'createPost', summary: 'Create a draft post', tag: 'Posts', scope: 'write:posts', body: CreatePostBody, response: PostSchema }),
    async (request) => {
      const { body, title, scheduled_at: scheduledInput, media } = request.body;
      // The schema has checked the format; only "in the future" is left.
      const scheduled = scheduledInput == null ? undefined : (parseDateTime(scheduledInput) as Date);
      if (scheduled && scheduled.getTime() <= Date.now()) throw validationError({ scheduled_at: ['must be in the future'] });
      const time = now();
      const row = await insertPost(db, request.caller.workspace.id, {
        title: title ?? null,
        body,
        status: 'draft',
        scheduled_at: scheduled ? formatTimestamp(scheduled) : null,
        published_at: null,
        media: JSON.stringify(media ?? []),
        created_at: time,
        updated_at: time,
        api_key_id: request.caller.key.id,
      });
      return toPost(row);
    },
  );
};
