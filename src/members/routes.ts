/** GET /members: display name and role only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cachedRead } from '../http/cached-read.js';
import { listEnvelope, toPage } from '../http/pagination.js';
import { ListOf } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import { listMembers, toMember } from './repository.js';
import { MemberListQuery, MemberSchema } from './schema.js';

/** Member routes. */
export const memberRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  app.get(
    '/members',
    cachedRead(
      { id: 'listMembers', summary: 'List members', tag: 'Members', scope: 'read:members', cache: { resources: ['members'] }, querystring: MemberListQuery, response: ListOf(MemberSchema) },
      async ({ caller, query }) => {
        const page = toPage(query);
        const { rows, total } = await listMembers(db, caller.workspace.id, page, query.q);
        return listEnvelope(rows.map(toMember), total, page);
      }
    ),
  );
};
