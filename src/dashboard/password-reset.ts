/**
 * "Forgot your password?" in the dashboard (users/resets.ts): asking answers the same for every address, at once,
 * and the work (a lookup, a stored hash, an e-mail) goes on after the answer. Forms carry the double-submit token of
 * the sign-in page: there is no session.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { addressBucket } from '../http/client-address.js';
import type { RateLimitStore } from '../rate-limit/store.js';
import { openReset, requestReset, useReset } from '../users/resets.js';
import { refuseForgery } from './context.js';
import { takeAll, tooManyAttempts } from './password-budget.js';
import { fieldsOf, formOf, one } from './forms.js';
import { redirect, sendPage, type CookiePolicy } from './render.js';
import { dashboardOrigin } from './routes/invitations.js';
import { LOGIN_COOKIE, readCookies, sameToken, setCookie } from './session.js';
import { Forgot, ForgotSent, ResetForm, ResetProblem } from './views/reset.js';

/** Links asked for per hour: per client address, and e-mails sent per address asked about, whoever asks. */
const ASKS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** The reset routes. */
export function resetRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; rateLimits: RateLimitStore; policy: CookiePolicy; config: Pick<Config, 'smtpUrl' | 'smtpFrom' | 'publicBaseUrl'> }): void {
  const { db, rateLimits, policy, config } = deps;
  const csrfCookie = (reply: FastifyReply) => {
    const token = randomBytes(24).toString('base64url');
    setCookie(reply, LOGIN_COOKIE, token, { secure: policy.secure });
    return token;
  };
  const forged = (request: FastifyRequest) => !sameToken(one(formOf(request), '_csrf'), readCookies(request).get(LOGIN_COOKIE) ?? '');
  const token = (request: FastifyRequest) => (request.params as { token?: string }).token ?? '';

  app.get('/login/forgot', async (_request, reply) => sendPage(reply, Forgot({ csrf: csrfCookie(reply) })));

  app.post('/login/forgot', async (request, reply) => {
    if (forged(request)) return refuseForgery(reply);
    const email = one(formOf(request), 'email').trim().slice(0, 320);
    if (email === '') return sendPage(reply, Forgot({ csrf: csrfCookie(reply) }), 422);
    // Per client: a client asking too often is told to wait (it says nothing of any address).
    const client = addressBucket(request.ip);
    const taken = await takeAll(rateLimits, [[`reset-address:${client}`, ASKS_PER_HOUR]], HOUR_MS);
    if (taken.blocked) return tooManyAttempts(reply, taken.minutes);
    // Per address asked about, from all clients together: past five an hour no e-mail goes, and the answer is the
    // same as ever, so nobody can fill a mailbox, nor learn that someone else asked.
    const mailbox = await rateLimits.hit(`reset-email:${email.toLowerCase()}`, ASKS_PER_HOUR, HOUR_MS);
    // Answered before the lookup and the e-mail, so the time taken says nothing either.
    if (mailbox.allowed) {
      void requestReset(db, email, { url: config.smtpUrl, from: config.smtpFrom }, dashboardOrigin(config.publicBaseUrl)).catch((error: unknown) =>
        request.log.error({ err: error }, 'could not send a password-reset e-mail'),
      );
    }
    return sendPage(reply, ForgotSent({ email, mail: config.smtpUrl !== '' }));
  });

  app.get('/reset/:token', async (request, reply) => {
    const reset = await openReset(db, token(request));
    if (!reset) return sendPage(reply, ResetProblem(), 404);
    return sendPage(reply, ResetForm({ csrf: csrfCookie(reply), action: request.url, email: reset.email }));
  });

  app.post('/reset/:token', async (request, reply) => {
    if (forged(request)) return refuseForgery(reply);
    const reset = await openReset(db, token(request));
    if (!reset) return sendPage(reply, ResetProblem(), 404);
    try {
      await useReset(db, token(request), one(formOf(request), 'password'));
    } catch (error) {
      return sendPage(reply, ResetForm({ csrf: csrfCookie(reply), action: request.url, email: reset.email, errors: fieldsOf(error) }), 422);
    }
    setCookie(reply, LOGIN_COOKIE, '', { secure: policy.secure, maxAge: 0 });
    return redirect(reply, '/dashboard/login', policy, 'Your new password is set, and every session of your account has ended. Sign in with it.');
  });
}
