/** Creator profile rows, always within one workspace. */
import type { Selectable } from 'kysely';
import type { Db, ProfileTable } from '../db/types.js';
import { pageOf } from '../db/paging.js';
import type { Page } from '../db/paging.js';
import type { Profile } from './schema.js';

/** One page of the workspace's profiles, oldest first. */
export async function listProfiles(db: Db, workspaceId: number, page: Page) {
  return pageOf(db.selectFrom('profiles').selectAll().where('workspace_id', '=', workspaceId).orderBy('id'), page);
}

/** Profile row → API profile. */
export function toProfile(row: Selectable<ProfileTable>): Profile {
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
