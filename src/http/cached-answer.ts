/** Whole answers kept serialized between requests, valid while the store is unchanged (see ReadCache). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from '../db/read-cache.js';

/** Answers kept per process. */
export const ANSWER_CACHE_SIZE = 2_000;

/** The content type of kept answers. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Where the answer of `request` is kept: per workspace and URL. */
export function keptKey(request: FastifyRequest): string {
  return `${request.caller.workspace.id} ${request.url}`;
}

/**
 * Sends the answer of `request`'s URL in the caller's workspace: the one kept if the store has not changed since,
 * else `build()`'s, serialized by the route's response schema and kept. Only for reads whose answer depends on
 * nothing but the workspace, the URL and the stored data (not the clock, not the key).
 */
export async function sendKept(request: FastifyRequest, reply: FastifyReply, answers: ReadCache<string>, build: () => Promise<unknown>): Promise<FastifyReply> {
  const body = await answers.through(keptKey(request), request.storeVersion, async () => String(reply.serialize(await build())));
  return reply.type(JSON_TYPE).send(body);
}
