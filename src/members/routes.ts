/** GET /members: display name and role only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operation } from '../http/operation.js';
import { listEnvelope, toPage } from '../http/pagination.js';
import { ListOf } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import { listMembers, toMember } from './repository.js';
import { MemberListQuery, MemberSchema } from './schema.js';

/** Member routes. */
export const memberRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  app.get(
    '/members',
    operation({ id: 'listMembers', summary: 'List members', tag: 'Members', scope: 'read:members', cache: { resources: ['members'] }, querystring: MemberListQuery, response: ListOf(MemberSchema) }),
    async (request) => {
      const page = toPage(request.query);
      const { rows, total } = await listMembers(db, request.caller.workspace.id, page, request.query.q);
      return listEnvelope(rows.map(toMember), total, page);
    },
  );
};
