/**
 * "Forgot your password?" (docs/decisions.md, Accounts): a link by e-mail to the account's address, working once,
 * for 30 minutes; only its token's SHA-256 is stored. Using it sets a new password, proves the address and ends
 * every session of the account. Asking answers the same whether or not the address has an account.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/types.js';
import { fieldErrors, validationError } from '../api-error.js';
import { formatTimestamp, now } from '../time.js';
import { findUserByEmail } from '../workspaces/repository.js';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords.js';
import { deleteSessionsOf, markProven, setPasswordHash } from './repository.js';

/** How long a reset link works. */
export const RESET_TTL_MS = 30 * 60_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Mails a reset link to `email` when it has an account (and mail is configured); nothing otherwise. The caller
 * answers before this finishes, so the answer and its timing say nothing about the address.
 */
export async function requestReset(db: Kysely<Database>, email: string, smtp: { url: string; from: string }, linkBase: string): Promise<boolean> {
  const user = await findUserByEmail(db, email.trim());
  if (!user || smtp.url === '') return false;
  const token = randomBytes(32).toString('base64url');
  const created = new Date();
  await db
    .insertInto('password_resets')
    .values({ user_id: user.id, token_hash: sha256(token), created_at: formatTimestamp(created), expires_at: formatTimestamp(new Date(created.getTime() + RESET_TTL_MS)), used_at: null })
    .execute();
  const transport = nodemailer.createTransport(smtp.url);
  try {
    await transport.sendMail({
      from: smtp.from,
      to: user.email,
      subject: 'Set a new Creator Workspace password',
      text: `Someone asked to set a new password for ${user.email} on Creator Workspace.\n\nSet one within 30 minutes (the link works once; using it signs this account out everywhere):\n${linkBase}/dashboard/reset/${token}\n\nIf this was not you, ignore this e-mail: your password stays as it is.\n`,
    });
  } finally {
    transport.close();
  }
  return true;
}

/** The account a reset link is for, while it can still be used. */
export async function openReset(db: Kysely<Database>, token: string): Promise<{ id: number; userId: number; email: string } | undefined> {
  if (!TOKEN.test(token)) return undefined;
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['password_resets.id', 'password_resets.user_id as userId', 'users.email'])
    .where('password_resets.token_hash', '=', sha256(token))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', now())
    .executeTakeFirst();
}

/** Uses a reset link: one use; sets the password, proves the address, ends every session. A 422 names what to fix. */
export async function useReset(db: Kysely<Database>, token: string, password: string): Promise<{ email: string }> {
  const errors = fieldErrors();
  if ([...password].length < MIN_PASSWORD_LENGTH) errors['password'] = [`must be at least ${MIN_PASSWORD_LENGTH} characters`];
  else if (password.length > MAX_PASSWORD_LENGTH) errors['password'] = [`must be at most ${MAX_PASSWORD_LENGTH} characters`];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const at = now();
    const reset = await openReset(trx, token);
    const spent = reset && (await trx.updateTable('password_resets').set({ used_at: at }).where('id', '=', reset.id).where('used_at', 'is', null).executeTakeFirst());
    if (!reset || Number(spent?.numUpdatedRows ?? 0) !== 1) throw validationError({ link: ['This link was already used or has expired. Ask for a new one.'] });
    await setPasswordHash(trx, reset.userId, hash);
    await markProven(trx, reset.userId, at);
    await deleteSessionsOf(trx, reset.userId);
    // Other links of the account that are still open stop working: the password they were for is gone.
    await trx.updateTable('password_resets').set({ used_at: at }).where('user_id', '=', reset.userId).where('used_at', 'is', null).execute();
    return { email: reset.email };
  });
}
