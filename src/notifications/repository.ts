/** A user's notifications within one workspace (webhook disabled, …). */
import type { Selectable } from 'kysely';
import { pageOf } from '../db/paging.js';
import type { Db, NotificationTable } from '../db/types.js';
import type { Page } from '../db/paging.js';

/** A stored notification. */
export type NotificationRow = Selectable<NotificationTable>;

/** Who gets a workspace's notices, and what their subjects begin with. */
export interface NoticeRecipients {
  readonly users: readonly { readonly id: number; readonly email: string }[];
  /** `[Test mode] ` for a test twin's notices (docs/decisions.md#21-test-mode), else empty. */
  readonly mark: string;
}

/**
 * The members in these roles who get the workspace's notices. A test twin's go to its live workspace's members
 * (the twin's own are demo people), stored under the twin and marked as test mode; nothing goes to a customer.
 */
export async function noticeRecipients(db: Db, workspaceId: number, roles: readonly string[]): Promise<NoticeRecipients> {
  const workspace = await db.selectFrom('workspaces').select('live_id').where('id', '=', workspaceId).executeTakeFirst();
  const liveId = workspace?.live_id ?? null;
  const users = await db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select(['users.id', 'users.email'])
    .where('members.workspace_id', '=', liveId ?? workspaceId)
    .where('members.role', 'in', roles)
    .orderBy('users.id')
    .execute();
  return { users, mark: liveId === null ? '' : '[Test mode] ' };
}

/** The user's notifications in the workspace, newest first. */
export async function listNotifications(db: Db, workspaceId: number, userId: number, page: Page): Promise<{ rows: NotificationRow[]; total: number }> {
  const query = db.selectFrom('notifications').selectAll().where('workspace_id', '=', workspaceId).where('user_id', '=', userId).orderBy('id', 'desc');
  return pageOf(query, page);
}

/** How many of the user's notifications in the workspace are unread. */
export async function countUnread(db: Db, workspaceId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the user's notifications read (or every unread one when `id` is undefined); returns how many changed. */
export async function markRead(db: Db, workspaceId: number, userId: number, at: string, id?: number): Promise<number> {
  let query = db.updateTable('notifications').set({ read_at: at }).where('workspace_id', '=', workspaceId).where('user_id', '=', userId).where('read_at', 'is', null);
  if (id !== undefined) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** True when the user has a notification with this id in the workspace. */
export async function notificationExists(db: Db, workspaceId: number, userId: number, id: number): Promise<boolean> {
  const row = await db.selectFrom('notifications').select('id').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
