/** GET /members: display name and role only. */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/types.js';
import { pageOf } from '../db/paging.js';
import { operation } from '../http/operation.js';
import { listEnvelope, toPage, type Page } from '../http/pagination.js';
import { ListOf, PageQuery, StringEnum } from '../http/schemas.js';
import type { Services } from '../services.js';

/** Member roles. */
export const ROLES = ['owner', 'admin', 'moderator', 'member'] as const;
/** Shown instead of the name of a user who hides their username. */
export const ANONYMOUS = 'Anonymous member';

/** A member as listed: nothing that identifies the user beyond what they chose to show. */
export const MemberSchema = Type.Object({
  display_name: Type.String({ description: `"${ANONYMOUS}" when the user hides their username` }),
  role: StringEnum(ROLES),
});

/** One page of the workspace's members, oldest membership first. */
export async function listMembers(db: Db, workspaceId: number, page: Page) {
  const query = db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select(['members.role', 'users.display_name', 'users.hide_username'])
    .where('members.workspace_id', '=', workspaceId)
    .orderBy('members.id');
  return pageOf(query, page);
}

/** Member row → API member. */
export function toMember(row: { role: string; display_name: string; hide_username: number }): Static<typeof MemberSchema> {
  return { display_name: row.hide_username === 1 ? ANONYMOUS : row.display_name, role: row.role as Static<typeof MemberSchema>['role'] };
}

/** Member routes. */
export const memberRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  app.get(
    '/members',
    operation({ summary: 'List members', tag: 'Members', scope: 'read:members', querystring: PageQuery, response: ListOf(MemberSchema) }),
    async (request) => {
      const page = toPage(request.query);
      const { rows, total } = await listMembers(db, request.caller.workspace.id, page);
      return listEnvelope(rows.map(toMember), total, page);
    },
  );
};
