/**
 * The front door of kept answers: a GET whose answer is kept (cached-answer.ts) for a kept key is answered before
 * Fastify sees it, with the same checks in the same order, the same headers, the same log line and metrics. Anything else
 * (a key not kept or revoked, a client over its failure budget, a missing scope, a key over its limit, a last use
 * to record, a body, a limiter that must be waited for) goes to Fastify, which answers it as always: the door
 * only ever answers 200 with a body Fastify itself serialized for this key and URL under the same store marker.
 *
 * Routing, the request and reply objects, the hooks and the child logger of Fastify were two thirds of the cost
 * of a kept answer; a kept answer needs none of them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadCache } from '../db/read-cache.js';
import { hashSecret } from '../keys/format.js';
import { bearerToken, failureBucket, WINDOW_MS, type KeyState } from './auth.js';
import { JSON_TYPE, keptKeyOf, type KeptAnswer } from './cached-answer.js';
import { requestIdFrom } from './connections.js';
import type { RateDecision } from './rate-limit.js';
import type { HttpMetrics } from '../metrics/http-metrics.js';
import { loggedMs, REQUEST_MESSAGE } from './request-log.js';

/** A limiter that decides at once (the in-process one); the door steps aside for any other. */
export interface ImmediateLimits {
  hit(bucket: string, limit: number, windowMs: number): RateDecision;
  peek(bucket: string, limit: number, windowMs: number): RateDecision;
}

/** What the door needs: the hook's key state, the kept answers, the limits, the app's logger. */
export interface FrontOptions {
  readonly state: KeyState;
  readonly answers: ReadCache<KeptAnswer>;
  readonly rateLimits: ImmediateLimits;
  readonly perMinute: number;
  readonly authFailuresPerMinute: number;
  readonly log: FastifyBaseLogger;
  readonly metrics: HttpMetrics | undefined;
}

/** Answers `req` if its answer is kept and every check passes at once; false hands it to Fastify untouched. */
export type Front = (req: IncomingMessage, res: ServerResponse) => boolean;


/**
 * The headers the door reads, from the raw list: building `req.headers` (every header, lowercased) cost more than
 * the rest of the checks. As Node does: the first Authorization counts; X-Request-Id headers are joined.
 */
function scanHeaders(raw: readonly string[]): { authorization: string | undefined; requestIdHeader: string | undefined; body: boolean } {
  let authorization: string | undefined;
  let requestIdHeader: string | undefined;
  let body = false;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    const value = raw[i + 1] as string;
    if (name.length === 13 && name.toLowerCase() === 'authorization') authorization ??= value;
    else if (name.length === 12 && name.toLowerCase() === 'x-request-id') requestIdHeader = requestIdHeader === undefined ? value : `${requestIdHeader}, ${value}`;
    else if ((name.length === 14 && name.toLowerCase() === 'content-length') || (name.length === 17 && name.toLowerCase() === 'transfer-encoding')) body = true;
  }
  return { authorization, requestIdHeader, body };
}

/** The door for these options. */
export function keptFront(options: FrontOptions): Front {
  const { state, answers, rateLimits } = options;
  return (req, res) => {
    const started = performance.now();
    if (req.method !== 'GET') return false;
    const { authorization, requestIdHeader, body } = scanHeaders(req.rawHeaders);
    if (authorization === undefined || body) return false;
    const version = answers.marker();
    if (version === undefined) return false;
    const bearer = bearerToken(authorization);
    if ('problem' in bearer) return false;
    const caller = state.keys.get(hashSecret(bearer.token), version);
    if (caller === undefined || caller.key.revoked_at !== null) return false;
    const kept = answers.get(keptKeyOf(caller.key.id, req.url ?? ''), version);
    if (kept === undefined || state.touchDue(caller, Date.now())) return false;
    const ip = req.socket.remoteAddress ?? '';
    if (!rateLimits.peek(failureBucket(ip), options.authFailuresPerMinute, WINDOW_MS).allowed) return false;
    // Fastify counts before it checks the scope; a caller without it is answered there (a refused hit counts nothing).
    if (kept.scope !== null && !caller.scopes.includes(kept.scope)) return false;
    const decision = rateLimits.hit(`key:${caller.key.id}`, options.perMinute, WINDOW_MS);
    if (!decision.allowed) return false;

    const id = requestIdFrom(requestIdHeader);
    res.writeHead(200, {
      'x-request-id': id,
      'cache-control': 'no-store',
      'x-ratelimit-limit': decision.limit,
      'x-ratelimit-remaining': decision.remaining,
      'x-ratelimit-reset': decision.resetSeconds,
      'content-type': JSON_TYPE,
      'content-length': kept.body.length,
    });
    res.end(kept.body);
    // The line and the series Fastify's onResponse hook would have written (request-log.ts).
    const ms = performance.now() - started;
    options.log.info({ requestId: id, method: 'GET', route: kept.route, status: 200, durationMs: loggedMs(ms) }, REQUEST_MESSAGE);
    options.metrics?.observe('GET', kept.route, 200, ms / 1000);
    return true;
  };
}
