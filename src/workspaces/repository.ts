/** Workspaces, users and memberships. */
import type { Selectable } from 'kysely';
import type { Db, MemberTable, UserTable, WorkspaceTable } from '../db/types.js';

/** A workspace row. */
export type WorkspaceRow = Selectable<WorkspaceTable>;
/** A user row. */
export type UserRow = Selectable<UserTable>;

/** Inserts a workspace. */
export async function insertWorkspace(db: Db, values: { slug: string; name: string; currency: string; createdAt: string; liveId?: number }): Promise<WorkspaceRow> {
  return db
    .insertInto('workspaces')
    .values({ slug: values.slug, name: values.name, currency: values.currency, created_at: values.createdAt, ...(values.liveId !== undefined && { live_id: values.liveId }) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether the workspace is a live one (false: a test twin, docs/decisions.md#21-test-mode). */
export function isLive(workspace: Pick<WorkspaceRow, 'live_id'>): boolean {
  return workspace.live_id === null;
}

/** The test twin of the live workspace `liveId`, once made. */
export async function findTwin(db: Db, liveId: number): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('live_id', '=', liveId).executeTakeFirst();
}

/** The workspace with this slug. */
export async function findWorkspaceBySlug(db: Db, slug: string): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Every workspace, oldest first. */
export async function listWorkspaces(db: Db): Promise<WorkspaceRow[]> {
  return db.selectFrom('workspaces').selectAll().orderBy('id').execute();
}

/** True when the store holds no workspace yet (first start). */
export async function storeIsEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('workspaces').select('id').limit(1).executeTakeFirst()) === undefined;
}

/** The user with this email, if any. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Inserts a user. */
export async function insertUser(
  db: Db,
  values: { email: string; username: string; displayName: string; hideUsername: boolean; createdAt: string },
): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      email: values.email,
      username: values.username,
      display_name: values.displayName,
      hide_username: values.hideUsername ? 1 : 0,
      created_at: values.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Adds a user to a workspace with a role. */
export async function insertMember(
  db: Db,
  workspaceId: number,
  values: { userId: number; role: string; joinedAt: string },
): Promise<Selectable<MemberTable>> {
  return db
    .insertInto('members')
    .values({ workspace_id: workspaceId, user_id: values.userId, role: values.role, joined_at: values.joinedAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The role of a user in a workspace, if a member. */
export async function findMemberRole(db: Db, workspaceId: number, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('members')
    .select('role')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role;
}

/** Serializes writers of one workspace until the transaction ends (a no-op update takes the row's lock). */
export async function lockWorkspace(db: Db, workspaceId: number): Promise<void> {
  await db
    .updateTable('workspaces')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', workspaceId)
    .execute();
}

/** Changes a workspace's settings (owners only, checked by the caller). */
export async function updateWorkspaceSettings(db: Db, workspaceId: number, values: { name: string; currency: string; zone_min_count: number | null }): Promise<void> {
  await db.updateTable('workspaces').set(values).where('id', '=', workspaceId).execute();
}
