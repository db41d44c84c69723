/** Users as people who sign in: password hashes, sessions and the workspaces they belong to. */
import type { Selectable } from 'kysely';
import { inBatches } from '../db/batches.js';
import type { Db, SessionTable } from '../db/types.js';

/** A dashboard session unused this long is over (docs/decisions.md#11-dashboard). */
export const IDLE_EXPIRY_MS = 12 * 60 * 60 * 1000;

/** A session row (its token's hash, never the token). */
export type SessionRow = Selectable<SessionTable>;

/** A workspace a user belongs to, with their role there. */
export interface Membership {
  readonly workspaceId: number;
  readonly slug: string;
  readonly name: string;
  readonly role: string;
}

/** Stores a user's password hash. */
export async function setPasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/** The workspaces a user is a member of, by name. */
export async function listMemberships(db: Db, userId: number): Promise<Membership[]> {
  const rows = await db
    .selectFrom('members')
    .innerJoin('workspaces', 'workspaces.id', 'members.workspace_id')
    .select(['workspaces.id', 'workspaces.slug', 'workspaces.name', 'members.role'])
    .where('members.user_id', '=', userId)
    .orderBy('workspaces.name')
    .execute();
  return rows.map((row) => ({ workspaceId: row.id, slug: row.slug, name: row.name, role: row.role }));
}

/** Changes a member's role. */
export async function setMemberRole(db: Db, workspaceId: number, userId: number, role: string): Promise<void> {
  await db.updateTable('members').set({ role }).where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
}

/** Records that the user's address was proven (a link received there was used, or the operator vouched). */
export async function markProven(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('users').set({ email_proven_at: at }).where('id', '=', userId).where('email_proven_at', 'is', null).execute();
}

/**
 * Stores a new session, with the browser and address it signed in from. With `whilePasswordHash`, only while the
 * user's password is still that one: a sign-in checked against a password that a reset or a change replaced in the
 * meantime gets no session (false).
 */
export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; createdAt: string; lastSeenAt: number; userAgent: string | null; address: string | null; whilePasswordHash?: string | null | undefined },
): Promise<boolean> {
  const result = await db
    .insertInto('sessions')
    .columns(['token_hash', 'user_id', 'created_at', 'last_seen_at', 'user_agent', 'address'])
    .expression((eb) => {
      const row = eb
        .selectFrom('users')
        .select([
          eb.val(values.tokenHash).as('token_hash'),
          'users.id as user_id',
          eb.val(values.createdAt).as('created_at'),
          eb.cast<number>(eb.val(values.lastSeenAt), 'bigint').as('last_seen_at'),
          eb.val(values.userAgent).as('user_agent'),
          eb.val(values.address).as('address'),
        ])
        .where('users.id', '=', values.userId);
      return values.whilePasswordHash === undefined ? row : row.where('users.password_hash', '=', values.whilePasswordHash);
    })
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Ends one of the user's sessions by its id; false when the user has no such session. */
export async function deleteSessionOf(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The session with this token hash, with its user's email. */
export async function findSession(db: Db, tokenHash: string): Promise<(SessionRow & { email: string }) | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('sessions')
    .select('users.email')
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a session used now. */
export async function touchSession(db: Db, id: number, at: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

/** Deletes one session (sign-out, expiry). */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Deletes every session of a user idle since before `idleBefore` (epoch ms), or all of them. */
export async function deleteSessionsOf(db: Db, userId: number, idleBefore = Number.MAX_SAFE_INTEGER): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('last_seen_at', '<', idleBefore).execute();
}

/** Deletes every session idle since before `idleBefore` (epoch ms), whoever's it is; returns how many. */
export async function deleteIdleSessions(db: Db, idleBefore: number): Promise<number> {
  return inBatches(async (limit) => {
    const idle = db.selectFrom('sessions').select('id').where('last_seen_at', '<', idleBefore).limit(limit);
    return (await db.deleteFrom('sessions').where('id', 'in', idle).executeTakeFirst()).numDeletedRows;
  });
}

/** A user's live sessions (idle for less than 12 hours), most recently active first. */
export async function listSessionsOf(db: Db, userId: number, since: number): Promise<SessionRow[]> {
  return db.selectFrom('sessions').selectAll().where('user_id', '=', userId).where('last_seen_at', '>=', since).orderBy('last_seen_at', 'desc').limit(100).execute();
}

/** Deletes a user's sessions but one (a changed password signs out everywhere else). */
export async function deleteOtherSessions(db: Db, userId: number, keepTokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepTokenHash).execute();
}
