/**
 * Forms whose answer shows a secret once (create a key, add a webhook, rotate a secret) carry a one-time token:
 * reloading that answer re-sends the form, and the second use is refused instead of making another key or secret.
 */
import { randomBytes } from 'node:crypto';
import type { RateLimitStore } from '../rate-limit/store.js';
import type { Viewer } from './session.js';

const TOKEN = /^[A-Za-z0-9_-]{24}$/;
const DAY_MS = 86_400_000;

/** A fresh one-time token for a form. */
export function onceToken(): string {
  return randomBytes(18).toString('base64url');
}

/** Spends the token in the counter store; false when it is malformed or was spent already. */
export async function spendOnce(rateLimits: RateLimitStore, viewer: Viewer, token: string): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const decision = await rateLimits.hit(`form-once:${viewer.tokenHash.slice(0, 16)}:${token}`, 1, DAY_MS);
  return decision.allowed;
}
