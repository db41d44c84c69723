/**
 * The failure budget of every password check (docs/decisions.md, Accounts), shared by sign-in and every page that
 * asks for the current password. Failures count three ways, each over 15 minutes:
 * - 10 per e-mail address from one client (IPv6 per /64): a guesser locks out only itself, and the address's owner,
 *   from any client that has not failed, still signs in;
 * - 10 per client, whatever the address: one client cannot try one password on many accounts;
 * - 100 per e-mail address from all clients together: a guess spread over many clients still stops.
 * The address's counts start again when its password changes (a used reset link clears its lockout): their buckets
 * are named by the account's current password hash, digested.
 * An attempt is reserved in every budget before the password is checked, so simultaneous attempts cannot all pass;
 * one that was refused, or that succeeded, is taken back.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { addressBucket } from '../http/client-address.js';
import type { RateLimitStore } from '../rate-limit/store.js';
import { findUserByEmail } from '../workspaces/repository.js';
import { sendPage } from './render.js';
import { TooManyAttempts } from './views/login.js';

/** Failures per e-mail address from one client, per client, and per address from all clients (docs/decisions.md). */
const FAILURES = { addressAndClient: 10, client: 10, address: 100 } as const;
const WINDOW_MS = 15 * 60_000;

/** Over budget: the minutes to wait. Else the check's result. */
export type Checked<T> = { blocked: true; minutes: number } | { blocked: false; result: T | undefined };

/** Which password an address's counts are of: a digest of the account's hash (the same for every unknown address). */
async function passwordEpoch(db: Kysely<Database>, email: string): Promise<string> {
  const user = await findUserByEmail(db, email.trim());
  return createHash('sha256').update(user?.password_hash ?? '').digest('base64url').slice(0, 12);
}

/**
 * Runs `check` (a password check: a value when it matched, undefined when not) within the budgets of `email` and the
 * request's client. A failure stays counted; success gives the attempt back.
 */
export async function withinBudget<T>(db: Kysely<Database>, rateLimits: RateLimitStore, request: FastifyRequest, email: string, check: () => Promise<T | undefined>): Promise<Checked<T>> {
  const address = `${await passwordEpoch(db, email)}:${email.trim().toLowerCase().slice(0, 320)}`;
  const client = addressBucket(request.ip);
  const taken = await takeAll(
    rateLimits,
    [
      [`signin-email:${address}|${client}`, FAILURES.addressAndClient],
      [`signin-address:${client}`, FAILURES.client],
      [`signin-email-all:${address}`, FAILURES.address],
    ],
    WINDOW_MS,
  );
  if (taken.blocked) {
    await taken.release();
    return { blocked: true, minutes: taken.minutes };
  }
  const result = await check();
  if (result !== undefined) await taken.release();
  return { blocked: false, result };
}

/**
 * Takes one from each bucket (each with its limit per `windowMs`): blocked when any is spent, with the minutes until
 * the last of those frees one; `release` gives back what was taken.
 */
export async function takeAll(rateLimits: RateLimitStore, buckets: readonly (readonly [string, number])[], windowMs: number): Promise<{ blocked: boolean; minutes: number; release: () => Promise<unknown> }> {
  const decisions = await Promise.all(buckets.map(([bucket, limit]) => rateLimits.hit(bucket, limit, windowMs)));
  const blocked = decisions.filter((d) => !d.allowed);
  return {
    blocked: blocked.length > 0,
    minutes: Math.max(1, Math.ceil(Math.max(0, ...blocked.map((d) => d.resetSeconds)) / 60)),
    release: () => Promise.all(buckets.filter((_, i) => decisions[i]?.allowed).map(([bucket]) => rateLimits.release(bucket))),
  };
}

/** The "try again later" page (429, `Retry-After`), the same whatever was asked and for whom. */
export function tooManyAttempts(reply: FastifyReply, minutes: number): FastifyReply {
  return sendPage(reply.header('Retry-After', String(minutes * 60)), TooManyAttempts({ minutes }), 429);
}
