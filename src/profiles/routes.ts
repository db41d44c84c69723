/** GET /profiles: the workspace's creator profiles. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cachedRead } from '../http/cached-read.js';
import { listEnvelope, toPage } from '../http/pagination.js';
import { ListOf, PageQuery } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import { listProfiles, toProfile } from './repository.js';
import { ProfileSchema } from './schema.js';

/** Profile routes. */
export const profileRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  app.get(
    '/profiles',
    cachedRead(
      { id: 'listProfiles', summary: 'List creator profiles', tag: 'Profiles', scope: 'read:profile', cache: { resources: ['profiles'] }, querystring: PageQuery, response: ListOf(ProfileSchema) },
      async ({ caller, query }) => {
        const page = toPage(query);
        const { rows, total } = await listProfiles(db, caller.workspace.id, page);
        return listEnvelope(rows.map(toProfile), total, page);
      }
    ),
  );
};
