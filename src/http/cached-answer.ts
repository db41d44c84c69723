/** Whole answers kept serialized between requests, valid while the store is unchanged (see ReadCache). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from '../db/read-cache.js';
import type { Scope } from '../keys/scopes.js';

/** Answers kept per process. */
export const ANSWER_CACHE_SIZE = 2_000;

/** The content type of kept answers. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A kept answer: its body, encoded once (an answer of 25 products is 8 KB: encoding it again for every request
 * cost more than the rest of the front door), and the scope its route needs (so it can be sent before the route
 * is looked up).
 */
export interface KeptAnswer {
  readonly body: Buffer;
  readonly scope: Scope | null;
  /** The route pattern it answers, for the log line and the metrics. */
  readonly route: string;
}

/** Where the answer of `url` is kept for a caller: per key (an answer may describe the key, as /me does) and URL. */
export function keptKeyOf(keyId: number, url: string): string {
  return `${keyId} ${url}`;
}

/** Where the answer of `request` is kept. */
export function keptKey(request: FastifyRequest): string {
  return keptKeyOf(request.caller.key.id, request.url);
}

/**
 * Sends the answer of `request`'s URL for the calling key: the one kept if the store has not changed since, else
 * `build()`'s, serialized by the route's response schema and kept. Only for reads whose answer depends on nothing
 * but the key, its workspace, the URL and the stored data (not the clock).
 */
export async function sendKept(request: FastifyRequest, reply: FastifyReply, answers: ReadCache<KeptAnswer>, build: () => Promise<unknown>): Promise<FastifyReply> {
  const kept = await answers.through(keptKey(request), request.storeVersion, async () => {
    const body = Buffer.from(String(reply.serialize(await build())));
    return { body, scope: request.routeOptions.config.scope ?? null, route: request.routeOptions.url ?? '' };
  });
  return reply.type(JSON_TYPE).send(kept.body);
}
