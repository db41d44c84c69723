/**
 * The failure budget of every password check (docs/decisions.md, Accounts): 10 failures per 15 minutes per e-mail
 * and per client address (IPv6 per /64), shared by sign-in and every page that asks for the current password.
 * An attempt is reserved in both budgets before the password is checked, so simultaneous attempts cannot all pass;
 * one that was refused, or that succeeded, is taken back.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressBucket } from '../http/client-address.js';
import type { RateLimitStore } from '../rate-limit/store.js';
import { sendPage } from './render.js';
import { TooManyAttempts } from './views/login.js';

const FAILURES = 10;
const WINDOW_MS = 15 * 60_000;

/** Over budget: the minutes to wait. Else the check's result. */
export type Checked<T> = { blocked: true; minutes: number } | { blocked: false; result: T | undefined };

/**
 * Runs `check` (a password check: a value when it matched, undefined when not) within the budget of `email` and the
 * request's address. A failure stays counted; success gives the attempt back.
 */
export async function withinBudget<T>(rateLimits: RateLimitStore, request: FastifyRequest, email: string, check: () => Promise<T | undefined>): Promise<Checked<T>> {
  const buckets = [`signin-email:${email.trim().toLowerCase().slice(0, 320)}`, `signin-address:${addressBucket(request.ip)}`];
  const taken = await takeAll(rateLimits, buckets, FAILURES, WINDOW_MS);
  if (taken.blocked) {
    await taken.release();
    return { blocked: true, minutes: taken.minutes };
  }
  const result = await check();
  if (result !== undefined) await taken.release();
  return { blocked: false, result };
}

/**
 * Takes one from each of `buckets` (`limit` per `windowMs`): blocked when any is spent, with the minutes until the
 * last of those frees one; `release` gives back what was taken.
 */
export async function takeAll(rateLimits: RateLimitStore, buckets: readonly string[], limit: number, windowMs: number): Promise<{ blocked: boolean; minutes: number; release: () => Promise<unknown> }> {
  const decisions = await Promise.all(buckets.map((bucket) => rateLimits.hit(bucket, limit, windowMs)));
  const blocked = decisions.filter((d) => !d.allowed);
  return {
    blocked: blocked.length > 0,
    minutes: Math.max(1, Math.ceil(Math.max(0, ...blocked.map((d) => d.resetSeconds)) / 60)),
    release: () => Promise.all(buckets.filter((_, i) => decisions[i]?.allowed).map((bucket) => rateLimits.release(bucket))),
  };
}

/** The "try again later" page (429, `Retry-After`), the same whatever was asked and for whom. */
export function tooManyAttempts(reply: FastifyReply, minutes: number): FastifyReply {
  return sendPage(reply.header('Retry-After', String(minutes * 60)), TooManyAttempts({ minutes }), 429);
}
