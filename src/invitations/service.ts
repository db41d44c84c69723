/**
 * Invitations by e-mail (README, Dashboard): owners and admins invite with a role; the e-mail carries a one-time link
 * valid 7 days (only its token's SHA-256 is kept); accepting sets a name and password, makes the invitee a member
 * and raises `member.joined`. Someone who already has an account accepts signed in as that account, never by the
 * link alone: an invitation must not be a way to set, or guess, another account's password. A link shown to the
 * inviter (no SMTP_URL) proves nothing about the address, so it never makes an account (docs/decisions.md, Accounts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/types.js';
import { isUniqueViolation } from '../db/errors.js';
import { fieldErrors, validationError } from '../api-error.js';
import { isEmail } from '../http/validation.js';
import { ROLES } from '../members/schema.js';
import { formatTimestamp, now } from '../time.js';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../users/passwords.js';
import { markProven, setPasswordHash } from '../users/repository.js';
import { raiseEvent, transactWithEvents } from '../webhooks/outbox.js';
import { findMemberRole, findUserByEmail, insertMember, insertUser } from '../workspaces/repository.js';
import { toMember } from '../members/repository.js';
import { findInvitationByHash, insertInvitation, markAccepted, type InvitationRow } from './repository.js';

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The roles a member of `inviterRole` may give: owners any, admins any but owner. */
export function rolesGivenBy(inviterRole: string): readonly string[] {
  return inviterRole === 'owner' ? ROLES : ROLES.filter((role) => role !== 'owner');
}

/**
 * Makes an invitation; returns it with its token (mailed or shown once, never stored). `mailed` says whether the
 * link goes to the address by e-mail; only such a link proves the address when used. The answer is the same
 * whether or not the address has an account, or is a member already (accepting then changes nothing).
 */
export async function invite(db: Kysely<Database>, workspaceId: number, input: { email: string; role: string; inviterEmail: string; inviterRole: string; mailed: boolean }): Promise<{ invitation: InvitationRow; token: string }> {
  const email = input.email.trim();
  const errors = fieldErrors();
  if (!isEmail(email)) errors['email'] = ['must be an e-mail address'];
  if (!rolesGivenBy(input.inviterRole).includes(input.role)) errors['role'] = [`must be one of: ${rolesGivenBy(input.inviterRole).join(', ')}`];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const token = randomBytes(24).toString('base64url');
  const created = new Date();
  const invitation = await db.transaction().execute((trx) =>
    insertInvitation(trx, workspaceId, {
      email,
      role: input.role,
      token_hash: sha256(token),
      invited_by: input.inviterEmail,
      created_at: formatTimestamp(created),
      expires_at: formatTimestamp(new Date(created.getTime() + INVITATION_TTL_MS)),
      mailed: input.mailed ? 1 : 0,
    }),
  );
  return { invitation, token };
}

/** The invitation a link's token opens, if it can still be accepted, with the address's account; else why not. */
export async function openInvitation(db: Kysely<Database>, token: string) {
  if (!TOKEN.test(token)) return { problem: 'This invitation link is not valid. Check that you copied all of it.' } as const;
  const found = await findInvitationByHash(db, sha256(token));
  if (!found) return { problem: 'This invitation link is not valid. Check that you copied all of it.' } as const;
  if (found.accepted_at !== null) return { problem: 'This invitation was already accepted. Sign in instead.' } as const;
  if (found.revoked_at !== null) return { problem: 'This invitation was revoked. Ask for a new one.' } as const;
  if (found.expires_at <= now()) return { problem: 'This invitation has expired (links work for 7 days). Ask for a new one.' } as const;
  const user = await findUserByEmail(db, found.email);
  return { invitation: found, account: user && { id: user.id, proven: user.email_proven_at !== null } } as const;
}

/** Why the holder of a link cannot accept it as they are; for a shown link the same words for every address. */
export function refusalFor(mode: 'shown' | 'unproven' | 'sign-in-first', email: string): string {
  if (mode === 'shown') {
    return `This link was shown to whoever invited ${email} instead of being e-mailed there, so it cannot make an account or prove the address. Sign in as ${email}, then open this link again. No account yet? Ask the operator of this instance for one.`;
  }
  if (mode === 'unproven') {
    return `The address ${email} of your account was never proven, so it cannot join a workspace through a link shown to an inviter. Prove it with "Forgot your password?" on the sign-in page (a link by e-mail), or ask the operator.`;
  }
  return `${email} already has an account: sign in as ${email}, then open this link again.`;
}

/** How an accept page treats its viewer (the same for a known and an unknown address, but for the account signed in). */
export function acceptMode(opened: { invitation: InvitationRow; account: { id: number; proven: boolean } | undefined }, signedInUserId: number | undefined): 'signed-in' | 'unproven' | 'new' | 'sign-in-first' | 'shown' {
  const { invitation, account } = opened;
  const mailed = invitation.mailed === 1;
  if (account !== undefined && signedInUserId === account.id) return account.proven || mailed ? 'signed-in' : 'unproven';
  if (!mailed) return 'shown';
  return account === undefined ? 'new' : 'sign-in-first';
}

/**
 * Accepts the invitation: one use; the member's user id, or a 422 naming what to fix. Signed in as the address's
 * account, it joins (a mailed link also proves the address; a shown one needs it proven). Otherwise only a mailed
 * link to an address without an account makes one, proven, with the name and password given. A link never sets or
 * checks an existing account's password, and a shown link never makes an account (docs/decisions.md, Accounts).
 */
export async function acceptInvitation(db: Kysely<Database>, token: string, input: { name: string; password: string; signedInUserId?: number | undefined }): Promise<{ userId: number; slug: string }> {
  const opened = await openInvitation(db, token);
  if (opened.problem !== undefined) throw validationError({ invitation: [opened.problem] });
  const { invitation, account } = opened;
  const mode = acceptMode(opened, input.signedInUserId);
  const errors = fieldErrors();
  if (mode === 'shown' || mode === 'unproven' || mode === 'sign-in-first') errors['invitation'] = [refusalFor(mode, invitation.email)];
  if (mode === 'new') {
    if (input.name.trim() === '' || input.name.length > 100) errors['name'] = ['Enter your name (at most 100 characters).'];
    if ([...input.password].length < MIN_PASSWORD_LENGTH) errors['password'] = [`must be at least ${MIN_PASSWORD_LENGTH} characters`];
    else if (input.password.length > MAX_PASSWORD_LENGTH) errors['password'] = [`must be at most ${MAX_PASSWORD_LENGTH} characters`];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const passwordHash = mode === 'new' ? await hashPassword(input.password) : undefined;
  return transactWithEvents(db, async (trx) => {
    const at = now();
    if (!(await markAccepted(trx, invitation.workspace_id, invitation.id, at))) throw validationError({ invitation: ['This invitation was just used or revoked.'] });
    const existing = await findUserByEmail(trx, invitation.email);
    // An account made for this e-mail since the page was opened is never taken over by the link.
    if ((existing?.id ?? undefined) !== account?.id) throw validationError({ invitation: [refusalFor('sign-in-first', invitation.email)] });
    const username = invitation.email.split('@')[0] as string;
    const user =
      existing ??
      (await insertUser(trx, { email: invitation.email, username, displayName: input.name.trim(), hideUsername: false, createdAt: at }).catch((error: unknown) => {
        // Another invitation to the same address made its account a moment ago.
        throw isUniqueViolation(error) ? validationError({ invitation: [refusalFor('sign-in-first', invitation.email)] }) : error;
      }));
    if (passwordHash !== undefined) await setPasswordHash(trx, user.id, passwordHash);
    // The link reached the address: whoever used it controls it.
    if (invitation.mailed === 1) await markProven(trx, user.id, at);
    if ((await findMemberRole(trx, invitation.workspace_id, user.id)) === undefined) {
      await insertMember(trx, invitation.workspace_id, { userId: user.id, role: invitation.role, joinedAt: at });
      await raiseEvent(trx, invitation.workspace_id, 'member.joined', toMember({ role: invitation.role, display_name: user.display_name, hide_username: user.hide_username }));
    }
    return { userId: user.id, slug: invitation.workspace_slug };
  });
}

/** Mails the invitation's link; false when no SMTP server is configured (the page then shows the link once). */
export async function mailInvitation(smtp: { url: string; from: string }, to: { email: string; workspaceName: string; inviter: string; role: string; link: string }): Promise<boolean> {
  if (smtp.url === '') return false;
  const transport = nodemailer.createTransport(smtp.url);
  try {
    await transport.sendMail({
      from: smtp.from,
      to: to.email,
      subject: `You are invited to ${to.workspaceName} on Creator Workspace`,
      text: `${to.inviter} invited you to join ${to.workspaceName} as ${to.role}.\n\nAccept within 7 days (the link works once):\n${to.link}\n\nIf you did not expect this, ignore this e-mail.\n`,
    });
    return true;
  } finally {
    transport.close();
  }
}
