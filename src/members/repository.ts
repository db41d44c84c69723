/** Member rows joined with their users, always within one workspace. */
import type { Db } from '../db/types.js';
import { pageOf } from '../db/paging.js';
import { contains } from '../db/search.js';
import type { Page } from '../db/paging.js';
import { ANONYMOUS, type Member } from './schema.js';

/**
 * One page of the workspace's members, oldest membership first, optionally those whose shown name contains `q`.
 * A member who hides their name is matched only by what is shown of them (the anonymous label), never by the name.
 */
export async function listMembers(db: Db, workspaceId: number, page: Page, q = '') {
  let query = db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select(['members.role', 'users.display_name', 'users.hide_username'])
    .where('members.workspace_id', '=', workspaceId)
    .orderBy('members.id');
  if (q !== '') {
    const anonymousMatches = ANONYMOUS.toLowerCase().includes(q.toLowerCase());
    query = query.where((eb) =>
      eb.or([eb.and([eb('users.hide_username', '=', 0), contains('users.display_name', q)]), ...(anonymousMatches ? [eb('users.hide_username', '=', 1)] : [])]),
    );
  }
  return pageOf(query, page);
}

/** Member row → API member. */
export function toMember(row: { role: string; display_name: string; hide_username: number }): Member {
  return { display_name: row.hide_username === 1 ? ANONYMOUS : row.display_name, role: row.role as Member['role'] };
}
