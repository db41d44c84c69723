/** Authentication, rate limiting and scope checks, in the order of decisions §5, before any input is read. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { hashSecret, isWellFormedKey } from '../keys/format.js';
import { findKeyByHash, touchApiKey, type ApiKeyRow } from '../keys/repository.js';
import type { Scope } from '../keys/scopes.js';
import type { WorkspaceRow } from '../workspaces/repository.js';
import { formatTimestamp } from '../time.js';
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
  }
  interface FastifyRequest {
    /** Set on every authenticated route before the handler runs. */
    caller: Caller;
  }
}

/** The rate windows are one rolling minute. */
const WINDOW_MS = 60_000;

const failureBucket = (ip: string) => `auth-failure:${addressBucket(ip)}`;

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
// last_used_at is a hint, not an audit log: one write a minute per key keeps reads write-free.
const TOUCH_EVERY_MS = 60_000;

/** Limits shared by the hook. */
export interface AuthOptions {
  readonly db: Kysely<Database>;
  readonly rateLimits: RateLimitStore;
  readonly perMinute: number;
  readonly authFailuresPerMinute: number;
}

/** Counts one request against an authenticated caller's budget: sets the three rate headers, throws the 429. */
export async function spendBudget(rateLimits: RateLimitStore, reply: FastifyReply, bucket: string, perMinute: number): Promise<void> {
  const decision = await rateLimits.hit(bucket, perMinute, WINDOW_MS);
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

async function findCaller(db: Kysely<Database>, header: string | undefined): Promise<Caller | string> {
  const bearer = bearerToken(header);
  if ('problem' in bearer) return bearer.problem;
  const token = bearer.token;
  if (!isWellFormedKey(token)) return 'The API key is malformed.';
  const found = await findKeyByHash(db, hashSecret(token));
  if (!found || found.key.revoked_at !== null) return 'The API key is invalid or has been revoked.';
  return { key: found.key, scopes: JSON.parse(found.key.scopes) as string[], workspace: found.workspace };
}

/** Installs the check on every route that declares a `scope` in its config. */
export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const scope = request.routeOptions.config.scope;
    if (scope === undefined) return;
    await refuseGuessers(options.rateLimits, request.ip, options.authFailuresPerMinute);
    const caller = await findCaller(options.db, request.headers.authorization);
    if (typeof caller === 'string') throw await authenticationFailed(options.rateLimits, request.ip, options.authFailuresPerMinute, caller);
    await spendBudget(options.rateLimits, reply, `key:${caller.key.id}`, options.perMinute);
    if (scope !== null && !caller.scopes.includes(scope)) throw new ApiError('forbidden', `This key lacks the ${scope} scope.`);
    request.caller = caller;
    const time = Date.now();
    if (caller.key.last_used_at === null || Date.parse(`${caller.key.last_used_at.replace(' ', 'T')}Z`) <= time - TOUCH_EVERY_MS) {
      caller.key.last_used_at = formatTimestamp(new Date(time));
      // A hint must never fail the request it describes.
      await touchApiKey(options.db, caller.workspace.id, caller.key.id, caller.key.last_used_at).catch((error: unknown) =>
        request.log.warn({ err: error }, 'could not record last_used_at'),
      );
    }
  });
}
