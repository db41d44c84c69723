/** Dashboard sessions (docs/decisions.md#11-dashboard): random cookie token, SHA-256 stored only, 12 h idle expiry. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { hashSecret } from '../keys/format.js';
import { now } from '../time.js';
import { deleteSession, deleteSessionsOf, findSession, IDLE_EXPIRY_MS, insertSession, touchSession } from '../users/repository.js';

/** The session cookie's name. */
export const SESSION_COOKIE = 'cw_session';
/** The sign-in form's own CSRF cookie (there is no session yet to tie a token to). */
export const LOGIN_COOKIE = 'cw_login';
/** The one-shot message shown after a redirect ("Key revoked."). */
export const FLASH_COOKIE = 'cw_flash';
// Recording every request's time would make every page view a write; a minute's precision is plenty for 12 hours.
const TOUCH_EVERY_MS = 60_000;

/** The signed-in user, as a request sees them. */
export interface Viewer {
  readonly userId: number;
  /** The session's row id (the Account page's own session). */
  readonly sessionId: number;
  readonly email: string;
  /** The token's hash: what the store knows the session by. */
  readonly tokenHash: string;
  /** The token every state-changing form of this session carries. */
  readonly csrf: string;
}

/** The request's cookies (the last one wins for a repeated name); malformed values are ignored. */
export function readCookies(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    try {
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A cookie we did not write; skip it.
    }
  }
  return cookies;
}

/** Appends a Set-Cookie for the dashboard's path; `maxAge` 0 deletes it. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: { secure: boolean; maxAge?: number }): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/dashboard', 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  // Fastify appends each Set-Cookie to the ones already set.
  void reply.header('set-cookie', parts.join('; '));
}

/** The CSRF token of a session: an HMAC of its token, so nothing more is stored and nobody without the cookie can make it. */
export function csrfTokenFor(token: string): string {
  return createHmac('sha256', token).update('creator-workspace csrf v1').digest('base64url');
}

/** Constant-time comparison of two tokens; an empty token never matches anything, not even another empty one. */
export function sameToken(a: string | undefined, b: string): boolean {
  if (a === undefined || a === '' || b === '') return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Starts a session for a user, noting the browser and address of `request`; returns the token for the cookie. With
 * `checkedPasswordHash` (a sign-in), only while that is still the user's password; else undefined.
 */
export async function startSession(db: Kysely<Database>, userId: number, request: FastifyRequest, checkedPasswordHash?: string | null): Promise<string | undefined> {
  const token = randomBytes(32).toString('base64url');
  // The user's sessions that idled out and never came back go now; the worker sweeps everyone's hourly.
  await deleteSessionsOf(db, userId, Date.now() - IDLE_EXPIRY_MS);
  const userAgent = (request.headers['user-agent'] ?? '').replaceAll('\u0000', '').slice(0, 200) || null;
  const made = await insertSession(db, { tokenHash: hashSecret(token), userId, createdAt: now(), lastSeenAt: Date.now(), userAgent, address: request.ip, whilePasswordHash: checkedPasswordHash });
  return made ? token : undefined;
}

/** The viewer of the request's session cookie, or undefined (none, unknown, or idle for 12 h, which also deletes it). */
export async function loadViewer(db: Kysely<Database>, request: FastifyRequest): Promise<Viewer | undefined> {
  const token = readCookies(request).get(SESSION_COOKIE);
  if (token === undefined || token.length > 100) return undefined;
  const tokenHash = hashSecret(token);
  const session = await findSession(db, tokenHash);
  if (!session) return undefined;
  const time = Date.now();
  const lastSeen = Number(session.last_seen_at);
  if (lastSeen <= time - IDLE_EXPIRY_MS) {
    await deleteSession(db, tokenHash);
    return undefined;
  }
  if (lastSeen <= time - TOUCH_EVERY_MS) await touchSession(db, session.id, time);
  return { userId: session.user_id, sessionId: session.id, email: session.email, tokenHash, csrf: csrfTokenFor(token) };
}
