/** Invitations, always within one workspace (except the lookup by a token's hash, which names its workspace). */
import type { Selectable } from 'kysely';
import type { Db, InvitationTable } from '../db/types.js';

/** A stored invitation. */
export type InvitationRow = Selectable<InvitationTable>;

/** The workspace's invitations that can still be accepted at `at`, newest first. */
export async function listPendingInvitations(db: Db, workspaceId: number, at: string): Promise<InvitationRow[]> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

/** The invitation's link was shown, not mailed, after all (the e-mail failed). */
export async function markNotMailed(db: Db, workspaceId: number, id: number): Promise<void> {
  await db.updateTable('invitations').set({ mailed: 0 }).where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
}

/** Stores an invitation; earlier open invitations of the same e-mail to the workspace are revoked. */
export async function insertInvitation(db: Db, workspaceId: number, values: Omit<InvitationRow, 'id' | 'workspace_id' | 'accepted_at' | 'revoked_at' | 'mailed'> & { mailed: number }): Promise<InvitationRow> {
  await db
    .updateTable('invitations')
    .set({ revoked_at: values.created_at })
    .where('workspace_id', '=', workspaceId)
    .where('email', '=', values.email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  return db.insertInto('invitations').values({ ...values, workspace_id: workspaceId, accepted_at: null, revoked_at: null }).returningAll().executeTakeFirstOrThrow();
}

/** Revokes an open invitation of the workspace; false when there is none to revoke. */
export async function revokeInvitation(db: Db, workspaceId: number, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ revoked_at: at })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The invitation whose token hashes to `tokenHash`, with its workspace's slug and name. */
export async function findInvitationByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('invitations')
    .innerJoin('workspaces', 'workspaces.id', 'invitations.workspace_id')
    .selectAll('invitations')
    .select(['workspaces.slug as workspace_slug', 'workspaces.name as workspace_name'])
    .where('invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Spends the invitation: true for the one request that accepted it. */
export async function markAccepted(db: Db, workspaceId: number, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ accepted_at: at })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
