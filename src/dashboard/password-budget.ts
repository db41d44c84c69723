/**
 * The failure budget of every password check (docs/decisions.md, Accounts): 10 failures per 15 minutes per e-mail
 * and per client address (IPv6 per /64), shared by sign-in and every page that asks for the current password.
 * An attempt is reserved in both budgets before the password is checked, so simultaneous attempts cannot all pass;
 * one that was refused, or that succeeded, is taken back.
 */
import type { FastifyRequest } from 'fastify';
import { addressBucket } from '../http/client-address.js';
import type { RateLimitStore } from '../rate-limit/store.js';

export const FAILURES = 10;
const WINDOW_MS = 15 * 60_000;

/** Over budget: the minutes to wait. Else the check's result. */
export type Checked<T> = { blocked: true; minutes: number } | { blocked: false; result: T | undefined };

/**
 * Runs `check` (a password check: a value when it matched, undefined when not) within the budget of `email` and the
 * request's address. A failure stays counted; success gives the attempt back.
 */
export async function withinBudget<T>(rateLimits: RateLimitStore, request: FastifyRequest, email: string, check: () => Promise<T | undefined>): Promise<Checked<T>> {
  const buckets = [`signin-email:${email.trim().toLowerCase().slice(0, 320)}`, `signin-address:${addressBucket(request.ip)}`];
  const decisions = await Promise.all(buckets.map((bucket) => rateLimits.hit(bucket, FAILURES, WINDOW_MS)));
  const release = () => Promise.all(buckets.filter((_, i) => decisions[i]?.allowed).map((bucket) => rateLimits.release(bucket)));
  const blocked = decisions.filter((d) => !d.allowed);
  if (blocked.length > 0) {
    await release();
    return { blocked: true, minutes: Math.max(1, Math.ceil(Math.max(...blocked.map((d) => d.resetSeconds)) / 60)) };
  }
  const result = await check();
  if (result !== undefined) await release();
  return { blocked: false, result };
}
