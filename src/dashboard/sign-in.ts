/** Sign-in, sign-out and the workspace picker (docs/decisions.md#11-dashboard). */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { addressBucket } from '../http/client-address.js';
import type { RateLimitStore } from '../rate-limit/store.js';
import { checkCredentials } from '../users/service.js';
import { deleteSession, listMemberships } from '../users/repository.js';
import { refuseForgery } from './context.js';
import { formOf, one } from './forms.js';
import { redirect, sendPage, takeFlash, type CookiePolicy } from './render.js';
import { LOGIN_COOKIE, loadViewer, readCookies, sameToken, SESSION_COOKIE, setCookie, startSession } from './session.js';
import { Login, Picker, TooManyAttempts } from './views/login.js';

/** 10 failures per 15 minutes per email and per client address (docs/decisions.md#11-dashboard). */
const FAILURES = 10;
const WINDOW_MS = 15 * 60_000;
const WRONG = 'That email and password do not match an account. Check both and try again.';

/** Only a path of ours is followed after sign-in: never another site. */
function safeNext(next: string): string {
  return /^\/dashboard(\/[A-Za-z0-9._~%/?=&-]*)?$/.test(next) && !next.startsWith('//') ? next : '/dashboard';
}

/** The sign-in routes. */
export function signInRoutes(app: FastifyInstance, db: Kysely<Database>, rateLimits: RateLimitStore, policy: CookiePolicy): void {
  const buckets = (request: FastifyRequest, email: string) => [`signin-email:${email.trim().toLowerCase().slice(0, 320)}`, `signin-address:${addressBucket(request.ip)}`];

  const showLogin = (request: FastifyRequest, reply: FastifyReply, options: { email?: string; problem?: string; status?: number; next?: string } = {}) => {
    // The sign-in form's CSRF token is a double-submit cookie: there is no session yet to derive it from.
    const token = randomBytes(24).toString('base64url');
    setCookie(reply, LOGIN_COOKIE, token, { secure: policy.secure });
    const next = safeNext(options.next ?? (request.query as { next?: string }).next ?? '/dashboard');
    const notice = takeFlash(request, reply, policy);
    return sendPage(reply, Login({ csrf: token, next, email: options.email, problem: options.problem, notice }), options.status ?? 200);
  };

  app.get('/login', async (request, reply) => {
    if (await loadViewer(db, request)) return reply.code(303).header('Location', '/dashboard').send();
    return showLogin(request, reply);
  });

  app.post('/login', async (request, reply) => {
    const form = formOf(request);
    if (!sameToken(one(form, '_csrf'), readCookies(request).get(LOGIN_COOKIE) ?? '')) return refuseForgery(reply);
    const email = one(form, 'email').slice(0, 320);
    const password = one(form, 'password');
    const both = buckets(request, email);
    // Reserve the attempt in both budgets before the password is checked, so simultaneous attempts cannot all
    // pass the check; an attempt that was refused, or that succeeded, is taken back.
    const decisions = await Promise.all(both.map((bucket) => rateLimits.hit(bucket, FAILURES, WINDOW_MS)));
    const release = () => Promise.all(both.filter((_, i) => decisions[i]?.allowed).map((bucket) => rateLimits.release(bucket)));
    const blocked = decisions.filter((d) => !d.allowed);
    if (blocked.length > 0) {
      await release();
      const minutes = Math.max(1, Math.ceil(Math.max(...blocked.map((d) => d.resetSeconds)) / 60));
      return sendPage(reply.header('Retry-After', String(minutes * 60)), TooManyAttempts({ minutes }), 429);
    }
    const user = email === '' || password === '' ? undefined : await checkCredentials(db, email, password);
    if (!user) return showLogin(request, reply, { email, problem: WRONG, status: 401, next: one(form, 'next') });
    await release();
    const token = await startSession(db, user.id);
    setCookie(reply, SESSION_COOKIE, token, { secure: policy.secure });
    setCookie(reply, LOGIN_COOKIE, '', { secure: policy.secure, maxAge: 0 });
    return reply.code(303).header('Location', safeNext(one(form, 'next'))).send();
  });

  app.post('/logout', async (request, reply) => {
    const viewer = await loadViewer(db, request);
    if (viewer) {
      if (!sameToken(one(formOf(request), '_csrf'), viewer.csrf)) return refuseForgery(reply);
      await deleteSession(db, viewer.tokenHash);
    }
    setCookie(reply, SESSION_COOKIE, '', { secure: policy.secure, maxAge: 0 });
    return redirect(reply, '/dashboard/login', policy, 'You are signed out.');
  });

  // The picker: straight into the only workspace, a choice when there are several.
  app.get('/', async (request, reply) => {
    const viewer = await loadViewer(db, request);
    if (!viewer) return reply.code(303).header('Location', '/dashboard/login').send();
    const memberships = await listMemberships(db, viewer.userId);
    if (memberships.length === 1) return reply.code(303).header('Location', `/dashboard/${(memberships[0] as { slug: string }).slug}`).send();
    return sendPage(reply, Picker({ workspaces: memberships, email: viewer.email, csrf: viewer.csrf }));
  });
}
