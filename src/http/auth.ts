/** Fastify's side of admission (admission.ts): its hook, and the helpers of the checks (admission-checks.ts). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Scope } from '../keys/scopes.js';
import { addressBucket } from './client-address.js';
import { ApiError } from '../api-error.js';
import { rateHeaders, type Admission, type Caller, type KeyAdmission } from './admission.js';
import type { RateDecision, RateLimitStore } from '../rate-limit/store.js';

export type { Caller } from './admission.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope an operation needs; `null` for "any valid key". Absent on public routes. */
    scope?: Scope | null;
  }
  interface FastifyRequest {
    /** Set on every authenticated route before the handler runs. */
    caller: Caller;
    /** The request's admission (authenticated routes). */
    admission: KeyAdmission;
  }
}

/** The rate windows are one rolling minute. */
export const WINDOW_MS = 60_000;

/** The bucket of a client address's failed authentications. */
export const failureBucket = (ip: string) => `auth-failure:${addressBucket(ip)}`;

/**
 * Refuses a client address already over its failed-authentication budget, before any key is looked up: were the
 * lookup first, a right key answering 200 among wrong ones answering 429 would tell a guesser which key is right.
 */
export async function refuseGuessers(rateLimits: RateLimitStore, ip: string, perMinute: number): Promise<void> {
  const decision = await rateLimits.peek(failureBucket(ip), perMinute, WINDOW_MS);
  if (!decision.allowed) throw rateLimited(decision);
}

/** The answer to a failed authentication: 401, or 429 once the client address has failed too often. */
export async function authenticationFailed(rateLimits: RateLimitStore, ip: string, perMinute: number, message: string): Promise<ApiError> {
  // Failed attempts are counted per client address (IPv6: per /64) so keys cannot be guessed quickly.
  const decision = await rateLimits.hit(failureBucket(ip), perMinute, WINDOW_MS);
  return decision.allowed ? new ApiError('unauthorized', message) : rateLimited(decision);
}

/** The Bearer token of an Authorization header, or why there is none. */
export function bearerToken(header: string | undefined): { token: string } | { problem: string } {
  if (header === undefined || header === '') return { problem: 'Missing Authorization header. Send "Authorization: Bearer <token>".' };
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match ? { token: match[1] as string } : { problem: 'The Authorization header must be "Bearer <token>".' };
}

/** The 429 for a refused decision, with its Retry-After. */
export function rateLimited(decision: RateDecision): ApiError {
  const retryAfter = String(Math.max(1, decision.resetSeconds));
  return new ApiError('rate_limited', `Too many requests. Retry after ${retryAfter} seconds.`, undefined, { 'Retry-After': retryAfter });
}


/**
 * The one onRequest hook of the app: every answer gets its request id and `no-store`; on routes that declare a
 * `scope`, the request is admitted (admission.ts) before anything of it is read, and the answer carries the rate
 * headers.
 */
export function registerRequestStart(app: FastifyInstance, admission: Admission): void {
  app.decorateRequest('caller', null as unknown as Caller);
  app.decorateRequest('admission', null as unknown as KeyAdmission);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Answers carry secrets (a webhook's, once) and per-key data: no cache may keep any of them.
    void reply.header('X-Request-Id', request.id).header('Cache-Control', 'no-store');
    const scope = request.routeOptions.config.scope;
    if (scope === undefined) return;
    const admitted = await admission.key({ request: request.raw, ip: request.ip, authorization: request.headers.authorization }, scope);
    void reply.headers(rateHeaders(admitted.decision));
    request.admission = admitted;
    request.caller = admitted.caller;
  });
}
