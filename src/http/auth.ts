/** Fastify's side of the admission gate (gate.ts): its hook, and the helpers of the checks (admission-checks.ts). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Scope } from '../keys/scopes.js';
import type { CacheRule } from './answer-cache.js';
import { addressBucket } from './client-address.js';
import { ApiError, lacksScope } from './errors.js';
import { admission, type Admission, type Caller, type Credential, type Gate } from './gate.js';
import type { RateDecision, RateLimitStore } from '../rate-limit/store.js';

export type { Caller } from './gate.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope an operation needs; `null` for "any valid key". Absent on public routes. */
    scope?: Scope | null;
    /** How the operation's answer is cached (answer-cache.ts); absent when it is not. */
    cache?: CacheRule;
  }
  interface FastifyRequest {
    /** Set on every authenticated route before the handler runs. */
    caller: Caller;
    /** The request's way through the gate (authenticated routes). */
    admission: Admission;
  }
}

/** Where the front door leaves a request's admission for Fastify, when it hands the request on. */
export const ADMITTED = Symbol('admitted');
/** A raw request the front door may have admitted already. */
export type AdmittedMessage = IncomingMessage & { [ADMITTED]?: Admission | { refused: unknown; decision: RateDecision | undefined } };

/** The rate windows are one rolling minute. */
export const WINDOW_MS = 60_000;

/** The bucket of a client address's failed authentications. */
export const failureBucket = (ip: string) => `auth-failure:${addressBucket(ip)}`;

/**
 * Refuses a client address already over its failed-authentication budget, before any key is looked up: were the
 * lookup first, a right key answering 200 among wrong ones answering 429 would tell a guesser which key is right.
 */
export function refuseGuessers(rateLimits: RateLimitStore, ip: string, perMinute: number): Promise<void> | void {
  const decision = rateLimits.peek(failureBucket(ip), perMinute, WINDOW_MS);
  if (decision instanceof Promise) {
    return decision.then((settled) => {
      if (!settled.allowed) throw rateLimited(settled);
    });
  }
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
/** Sets the three rate headers of `decision`. */
export function rateHeaders(reply: FastifyReply, decision: RateDecision): void {
  reply.header('X-RateLimit-Limit', decision.limit);
  reply.header('X-RateLimit-Remaining', decision.remaining);
  reply.header('X-RateLimit-Reset', decision.resetSeconds);
}

/** The 429 for a refused decision, with its Retry-After. */
export function rateLimited(decision: RateDecision): ApiError {
  const retryAfter = String(Math.max(1, decision.resetSeconds));
  return new ApiError('rate_limited', `Too many requests. Retry after ${retryAfter} seconds.`, undefined, { 'Retry-After': retryAfter });
}


/** A step that finished at once (undefined) or must be waited for. */
type Step = Promise<void> | undefined;

/**
 * Admits `request` through the gate for `credential` and `scope` (or takes the front door's admission), sets the
 * rate headers on the answer, refusal or not, and returns the admission; throws (or rejects with) the refusal.
 */
export function admit(gate: Gate, request: FastifyRequest, reply: FastifyReply, credential: Credential, scope: Scope | null): Admission | Promise<Admission> {
  const raw = request.raw as AdmittedMessage;
  const given = raw[ADMITTED];
  raw[ADMITTED] = undefined;
  if (given !== undefined && 'refused' in given) {
    if (given.decision) rateHeaders(reply, given.decision);
    throw given.refused;
  }
  const admitted = given ?? admission(credential, request.ip, request.headers.authorization, scope);
  // The front door's matcher found this route's scope; should Fastify's router disagree, the scope is checked again.
  if (given !== undefined && given.scope !== scope) {
    given.scope = scope;
    if (scope !== null && !given.caller?.scopes.includes(scope)) throw lacksScope(scope);
  }
  const finish = (): Admission => {
    if (admitted.decision) rateHeaders(reply, admitted.decision);
    return admitted;
  };
  const fail = (error: unknown): never => {
    if (admitted.decision) rateHeaders(reply, admitted.decision);
    throw error;
  };
  let step: Step;
  try {
    step = gate.advance(admitted);
  } catch (error) {
    return fail(error);
  }
  return step === undefined ? finish() : step.then(finish, fail);
}

/**
 * The one onRequest hook of the app: every answer gets its request id and `no-store`; on routes that declare a
 * `scope`, the request goes through the gate before anything of it is read. Synchronous when the gate is.
 */
export function registerRequestStart(app: FastifyInstance, gate: Gate): void {
  app.decorateRequest('caller', null as unknown as Caller);
  app.decorateRequest('admission', null as unknown as Admission);
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    // Answers carry secrets (a webhook's, once) and per-key data: no cache may keep any of them.
    void reply.header('X-Request-Id', request.id).header('Cache-Control', 'no-store');
    const scope = request.routeOptions.config.scope;
    if (scope === undefined) return done();
    const admitted = (settled: Admission) => {
      request.admission = settled;
      request.caller = settled.caller as Caller;
    };
    let result: Admission | Promise<Admission>;
    try {
      result = admit(gate, request, reply, 'key', scope);
    } catch (error) {
      return done(error as Error);
    }
    if (!(result instanceof Promise)) {
      admitted(result);
      return done();
    }
    result.then(
      (settled) => {
        admitted(settled);
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
}
