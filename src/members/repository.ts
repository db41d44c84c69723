/** Member rows joined with their users, always within one workspace. */
import type { Db } from '../db/types.js';
import { pageOf } from '../db/paging.js';
import type { Page } from '../http/pagination.js';
import { ANONYMOUS, type Member } from './schema.js';

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
export function toMember(row: { role: string; display_name: string; hide_username: number }): Member {
  return { display_name: row.hide_username === 1 ? ANONYMOUS : row.display_name, role: row.role as Member['role'] };
}
