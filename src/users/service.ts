/** People who sign in to the dashboard: creating them as members, setting passwords, checking credentials. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { DomainError } from '../domain-error.js';
import { addMember } from '../members/service.js';
import { ROLES } from '../members/schema.js';
import { findMemberRole, findUserByEmail, type UserRow } from '../workspaces/repository.js';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords.js';
import { deleteOtherSessions, deleteSessionsOf, markProven, setMemberRole, setPasswordHash } from './repository.js';
import { now } from '../time.js';
import { assertJoinable } from '../workspaces/joinable.js';
import { fieldErrors, validationError } from '../api-error.js';

/** `user create`: the user (created if new) becomes a member with the role; an existing member gets the role. */
export async function createUserInWorkspace(
  db: Kysely<Database>,
  workspaceId: number,
  input: { email: string; role: string; name?: string | undefined },
): Promise<{ email: string; role: string; created: boolean }> {
  if (!(ROLES as readonly string[]).includes(input.role)) throw new DomainError(`unknown role "${input.role}"; use one of ${ROLES.join(', ')}`);
  const user = await findUserByEmail(db, input.email);
  const role = user && (await findMemberRole(db, workspaceId, user.id));
  if (user && role !== undefined) {
    await setMemberRole(db, workspaceId, user.id, input.role);
    // A changed role is news to every open session of the user: they sign in again under it.
    if (role !== input.role) await deleteSessionsOf(db, user.id);
    return { email: input.email, role: input.role, created: false };
  }
  if (user) assertJoinable(user);
  await addMember(db, workspaceId, { email: input.email, role: input.role, name: input.name });
  return { email: input.email, role: input.role, created: user === undefined };
}

/** Refuses a password that is too short or too long, in words a person understands. */
export function checkPasswordRules(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw new DomainError(`the password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > MAX_PASSWORD_LENGTH) throw new DomainError(`the password must be at most ${MAX_PASSWORD_LENGTH} characters`);
}

/** `user set-password`: sets a user's password, proves their address, and ends their sessions (a changed password signs out everywhere). */
export async function setPassword(db: Kysely<Database>, email: string, password: string): Promise<void> {
  checkPasswordRules(password);
  const user = await findUserByEmail(db, email);
  if (!user) throw new DomainError(`no user with email ${email}`);
  await setPasswordHash(db, user.id, await hashPassword(password));
  // The operator hands this password to the address's owner: the address counts as proven.
  await markProven(db, user.id, now());
  await deleteSessionsOf(db, user.id);
}

/** The user when the email and password match; undefined otherwise, in the same time either way. */
export async function checkCredentials(db: Kysely<Database>, email: string, password: string): Promise<UserRow | undefined> {
  if (password.length > MAX_PASSWORD_LENGTH || email.length > 320) return undefined;
  const user = await findUserByEmail(db, email.trim());
  const matches = await verifyPassword(password, user?.password_hash);
  return user && matches ? user : undefined;
}

/** Whether `current` is the user's password (the caller counts a mismatch against the sign-in budget). */
export async function currentPasswordMatches(db: Kysely<Database>, email: string, current: string): Promise<boolean> {
  if (current.length > MAX_PASSWORD_LENGTH) return false;
  const row = await findUserByEmail(db, email);
  return verifyPassword(current, row?.password_hash);
}

/**
 * Changes a user's own password once the current one was checked (`currentMatches`); their other sessions end.
 * A 422 names what to fix.
 */
export async function changeOwnPassword(db: Kysely<Database>, user: { id: number; sessionHash: string }, input: { currentMatches: boolean; next: string }): Promise<void> {
  const errors = fieldErrors();
  if (!input.currentMatches) errors['current_password'] = ['That is not your current password.'];
  if ([...input.next].length < MIN_PASSWORD_LENGTH) errors['new_password'] = [`must be at least ${MIN_PASSWORD_LENGTH} characters`];
  else if (input.next.length > MAX_PASSWORD_LENGTH) errors['new_password'] = [`must be at most ${MAX_PASSWORD_LENGTH} characters`];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  await setPasswordHash(db, user.id, await hashPassword(input.next));
  await deleteOtherSessions(db, user.id, user.sessionHash);
}
