/** GET /profiles: the workspace's creator profiles. */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import type { Db, ProfileTable } from '../db/types.js';
import { pageOf } from '../db/paging.js';
import { operation } from '../http/operation.js';
import { listEnvelope, toPage, type Page } from '../http/pagination.js';
import { ListOf, Nullable, PageQuery, TimestampSchema } from '../http/schemas.js';
import type { Services } from '../services.js';

/** A creator profile as returned. */
export const ProfileSchema = Type.Object({
  id: Type.Integer(),
  handle: Type.String(),
  display_name: Type.String(),
  bio: Nullable(Type.String()),
  avatar_url: Nullable(Type.String()),
  website_url: Nullable(Type.String()),
  created_at: TimestampSchema,
});

/** One page of the workspace's profiles, oldest first. */
export async function listProfiles(db: Db, workspaceId: number, page: Page) {
  return pageOf(db.selectFrom('profiles').selectAll().where('workspace_id', '=', workspaceId).orderBy('id'), page);
}

/** Profile row → API profile. */
export function toProfile(row: Selectable<ProfileTable>): Static<typeof ProfileSchema> {
  return {
    id: row.id,
    handle: row.handle,
    display_name: row.display_name,
    bio: row.bio,
    avatar_url: row.avatar_url,
    website_url: row.website_url,
    created_at: row.created_at,
  };
}

/** Profile routes. */
export const profileRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  app.get(
    '/profiles',
    operation({ summary: 'List creator profiles', tag: 'Profiles', scope: 'read:profile', querystring: PageQuery, response: ListOf(ProfileSchema) }),
    async (request) => {
      const page = toPage(request.query);
      const { rows, total } = await listProfiles(db, request.caller.workspace.id, page);
      return listEnvelope(rows.map(toProfile), total, page);
    },
  );
};
