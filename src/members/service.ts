/** Adding members, which raises `member.joined`. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { DomainError } from '../domain-error.js';
import { now } from '../time.js';
import { raiseEvent, transactWithEvents } from '../webhooks/outbox.js';
import { findMemberRole, findUserByEmail, insertMember, insertUser } from '../workspaces/repository.js';
import { toMember } from './repository.js';
import { assertJoinable } from '../workspaces/joinable.js';
import { ROLES } from './schema.js';

/** Adds a user (created if new) to a workspace with a role. */
export async function addMember(
  db: Kysely<Database>,
  workspaceId: number,
  input: { email: string; name?: string | undefined; role?: string | undefined; hideUsername?: boolean | undefined },
) {
  const role = input.role ?? 'member';
  if (!(ROLES as readonly string[]).includes(role)) throw new DomainError(`unknown role "${role}"; use one of ${ROLES.join(', ')}`);
  if (!/^[^\s@]+@[^\s@]+$/.test(input.email)) throw new DomainError(`invalid email "${input.email}"`);
  return transactWithEvents(db, async (trx) => {
    const at = now();
    const username = input.email.split('@')[0] as string;
    const existing = await findUserByEmail(trx, input.email);
    if (existing) assertJoinable(existing);
    const user = existing ?? (await insertUser(trx, { email: input.email, username, displayName: input.name ?? username, hideUsername: input.hideUsername ?? false, createdAt: at }));
    if (await findMemberRole(trx, workspaceId, user.id)) throw new DomainError(`${input.email} is already a member of this workspace`);
    await insertMember(trx, workspaceId, { userId: user.id, role, joinedAt: at });
    const shown = toMember({ role, display_name: user.display_name, hide_username: user.hide_username });
    await raiseEvent(trx, workspaceId, 'member.joined', shown);
    return shown;
  });
}
