/** Sign-in, sign-out and the workspace picker (docs/decisions.md#11-dashboard). */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { RateLimitStore } from '../rate-limit/store.js';
import { checkCredentials } from '../users/service.js';
import { deleteSession, listMemberships } from '../users/repository.js';
import { refuseForgery } from './context.js';
import { tooManyAttempts, withinBudget } from './password-budget.js';
import { formOf, one } from './forms.js';
import { redirect, sendPage, takeFlash, type CookiePolicy } from './render.js';
import { LOGIN_COOKIE, loadViewer, readCookies, sameToken, SESSION_COOKIE, setCookie, startSession } from './session.js';
import { Login, Picker } from './views/login.js';

const WRONG = 'That email and password do not match an account. Check both and try again.';

/** Only a path of ours is followed after sign-in: never another site. */
function safeNext(next: string): string {
  return /^\/dashboard(\/[A-Za-z0-9._~%/?=&-]*)?$/.test(next) && !next.startsWith('//') ? next : '/dashboard';
}

/** The sign-in routes. */
export function signInRoutes(app: FastifyInstance, db: Kysely<Database>, rateLimits: RateLimitStore, policy: CookiePolicy): void {
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
    const checked = await withinBudget(db, rateLimits, request, email, async () => (email === '' || password === '' ? undefined : checkCredentials(db, email, password)));
    if (checked.blocked) return tooManyAttempts(reply, checked.minutes);
    const user = checked.result;
    // A reset or a new password between the check and now leaves the old password without a session.
    const token = user && (await startSession(db, user.id, request, user.password_hash));
    if (!token) return showLogin(request, reply, { email, problem: WRONG, status: 401, next: one(form, 'next') });
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
