/** Authentication, rate limiting and scope checks, in the order of decisions §5, before any input is read. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { hashSecret, isWellFormedKey } from '../keys/format.js';
import { findKeyByHash, touchApiKey, type ApiKeyRow } from '../keys/repository.js';
import type { Scope } from '../keys/scopes.js';
import type { WorkspaceRow } from '../workspaces/repository.js';
import { formatTimestamp } from '../time.js';
import { ReadCache } from '../db/read-cache.js';
import { JSON_TYPE, keptKey, type KeptAnswer } from './cached-answer.js';
import { addressBucket } from './client-address.js';
import { ApiError } from './errors.js';
import type { RateDecision, RateLimitStore } from './rate-limit.js';

/** Who is calling: the key and its workspace. */
export interface Caller {
  readonly key: ApiKeyRow;
  readonly scopes: readonly string[];
  readonly workspace: WorkspaceRow;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope an operation needs; `null` for "any valid key". Absent on public routes. */
    scope?: Scope | null;
    /** The answer is kept (see cached-answer.ts): a kept one is sent by the onRequest hook itself. */
    kept?: boolean;
  }
  interface FastifyRequest {
    /** Set on every authenticated route before the handler runs. */
    caller: Caller;
    /** The store's change marker when the request began (authenticated routes; see Store.version). */
    storeVersion: string | undefined;
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
// last_used_at is a hint, not an audit log: one write a minute per key keeps reads write-free.
const TOUCH_EVERY_MS = 60_000;

/** Limits shared by the hook. */
export interface AuthOptions {
  readonly db: Kysely<Database>;
  readonly rateLimits: RateLimitStore;
  readonly perMinute: number;
  readonly authFailuresPerMinute: number;
  /** The store's change marker (see Store.version). */
  readonly version: () => string | undefined;
  /** The kept answers of the routes marked `kept`. */
  readonly answers: ReadCache<KeptAnswer>;
}

/** Counts one request against an authenticated caller's budget: sets the three rate headers, throws the 429. */
export function spendBudget(rateLimits: RateLimitStore, reply: FastifyReply, bucket: string, perMinute: number): Promise<void> | void {
  const decision = rateLimits.hit(bucket, perMinute, WINDOW_MS);
  if (decision instanceof Promise) return decision.then((settled) => spent(reply, settled));
  spent(reply, decision);
}

function spent(reply: FastifyReply, decision: RateDecision): void {
  rateHeaders(reply, decision);
  if (!decision.allowed) throw rateLimited(decision);
}

function rateHeaders(reply: FastifyReply, decision: RateDecision): void {
  reply.header('X-RateLimit-Limit', decision.limit);
  reply.header('X-RateLimit-Remaining', decision.remaining);
  reply.header('X-RateLimit-Reset', decision.resetSeconds);
}

function rateLimited(decision: RateDecision): ApiError {
  const retryAfter = String(Math.max(1, decision.resetSeconds));
  return new ApiError('rate_limited', `Too many requests. Retry after ${retryAfter} seconds.`, undefined, { 'Retry-After': retryAfter });
}

/** Key lookups kept between requests (per process). */
const KEY_CACHE_SIZE = 10_000;

/** The caller with this key, kept (valid while the store is unchanged: no await) or looked up, or why there is none. */
function findCaller(db: Kysely<Database>, keys: ReadCache<Caller>, version: string | undefined, header: string | undefined): Caller | string | Promise<Caller | string> {
  const bearer = bearerToken(header);
  if ('problem' in bearer) return bearer.problem;
  const hash = hashSecret(bearer.token);
  // Kept only while the store is unchanged: a key revoked by any process is refused on the next request. Only
  // keys that were found are kept, so a kept one is well formed.
  const kept = keys.get(hash, version);
  if (kept !== undefined) return kept.key.revoked_at === null ? kept : REVOKED;
  if (!isWellFormedKey(bearer.token)) return 'The API key is malformed.';
  return findKeyByHash(db, hash).then((row) => {
    if (!row) return REVOKED;
    const found = { key: row.key, scopes: JSON.parse(row.key.scopes) as string[], workspace: row.workspace };
    keys.set(hash, version, found);
    return found.key.revoked_at === null ? found : REVOKED;
  });
}

const REVOKED = 'The API key is invalid or has been revoked.';

/** Whether the key's last use was recorded long enough ago to record this one. */
function dueForTouch(key: ApiKeyRow, time: number): boolean {
  return key.last_used_at === null || Date.parse(`${key.last_used_at.replace(' ', 'T')}Z`) <= time - TOUCH_EVERY_MS;
}

/** What the hook knows of keys, shared with the kept-answer front door (kept-front.ts). */
export interface KeyState {
  /** Callers by key hash, valid while the store is unchanged. */
  readonly keys: ReadCache<Caller>;
  /** Whether this use of the caller's key is to be recorded as its last_used_at (a write). */
  readonly touchDue: (caller: Caller, time: number) => boolean;
}

/** A step that finished at once (undefined) or must be waited for. */
type Step = Promise<void> | undefined;
const then = (step: Promise<unknown> | void, next: () => Step): Step => (step ? step.then(next) : next());

/**
 * The one onRequest hook of the app: every answer gets its request id and `no-store`; on routes that declare a
 * `scope`, the caller is authenticated, counted and checked, and the store's change marker is noted for the
 * caches of the request (read before anything is read from the store).
 *
 * Written as steps that return a promise only when they must wait: with the in-process limiter and a kept key,
 * the whole check runs synchronously (an async hook and its awaits were a third of the cost of a cached read).
 */
export function registerRequestStart(app: FastifyInstance, options: AuthOptions): KeyState {
  app.decorateRequest('caller', null as unknown as Caller);
  app.decorateRequest('storeVersion', undefined);
  const keys = new ReadCache<Caller>(options.version, KEY_CACHE_SIZE);
  const touched = new Map<number, number>();

  const authenticate = (request: FastifyRequest, reply: FastifyReply, scope: Scope | null): Step =>
    then(refuseGuessers(options.rateLimits, request.ip, options.authFailuresPerMinute), () => {
      const version = keys.marker();
      request.storeVersion = version;
      const found = findCaller(options.db, keys, version, request.headers.authorization);
      return found instanceof Promise ? found.then((caller) => admit(request, reply, scope, caller)) : admit(request, reply, scope, found);
    });

  const admit = (request: FastifyRequest, reply: FastifyReply, scope: Scope | null, caller: Caller | string): Step => {
    if (typeof caller === 'string') {
      return authenticationFailed(options.rateLimits, request.ip, options.authFailuresPerMinute, caller).then((error) => Promise.reject(error));
    }
    return then(spendBudget(options.rateLimits, reply, `key:${caller.key.id}`, options.perMinute), () => {
      if (scope !== null && !caller.scopes.includes(scope)) throw new ApiError('forbidden', `This key lacks the ${scope} scope.`);
      request.caller = caller;
      return touch(request, caller);
    });
  };

  // last_used_at, at most once a minute per key; checked against this process's last write first, so a kept
  // caller costs no date parsing per request.
  const touchDue = (caller: Caller, time: number): boolean => (touched.get(caller.key.id) ?? 0) <= time - TOUCH_EVERY_MS && dueForTouch(caller.key, time);
  const touch = (request: FastifyRequest, caller: Caller): Step => {
    const time = Date.now();
    if (!touchDue(caller, time)) return undefined;
    if (touched.size >= KEY_CACHE_SIZE) touched.clear();
    touched.set(caller.key.id, time);
    caller.key.last_used_at = formatTimestamp(new Date(time));
    // The marker read before this write is stale now: this request neither uses nor keeps kept answers (a kept /me
    // would show the previous last use).
    request.storeVersion = undefined;
    // A hint must never fail the request it describes.
    return touchApiKey(options.db, caller.workspace.id, caller.key.id, caller.key.last_used_at).catch((error: unknown) =>
      request.log.warn({ err: error }, 'could not record last_used_at'),
    );
  };

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    // Answers carry secrets (a webhook's, once) and per-key data: no cache may keep any of them.
    void reply.header('X-Request-Id', request.id).header('Cache-Control', 'no-store');
    const scope = request.routeOptions.config.scope;
    if (scope === undefined) return done();
    let step: Step;
    try {
      step = authenticate(request, reply, scope);
    } catch (error) {
      return done(error as Error);
    }
    if (step === undefined) return answerKept(request, reply) ? undefined : done();
    step.then(
      () => (answerKept(request, reply) ? undefined : done()),
      (error: unknown) => done(error as Error),
    );
  });

  /**
   * Sends a kept answer (authenticated, counted and scope-checked like any other) without the rest of the
   * lifecycle: its query was validated when it was first answered, and nothing else about it can differ.
   */
  const answerKept = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.routeOptions.config.kept !== true) return false;
    const kept = options.answers.get(keptKey(request), request.storeVersion);
    if (kept === undefined) return false;
    void reply.type(JSON_TYPE).send(kept.body);
    return true;
  };
  return { keys, touchDue };
}
