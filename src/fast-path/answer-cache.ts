/**
 * Cached answers (a piece of the fast path): whole answers of reads, serialized once, declared per operation
 * (`cachedRead`, http/cached-read.ts) with the resources they read. An answer is kept under the read versions of those resources (db/read-versions.ts, bumped by
 * triggers in every writing transaction) and sent again only while they are unchanged. Answers that do not depend
 * on the key are shared by every key of the workspace; /me, which describes the key, is kept per key. Works the
 * same on SQLite and PostgreSQL, in one process or many: the versions come with the key on every request that
 * looks it up, and a key is kept in memory only while the store's change marker says nothing was written.
 *
 * Measured gain (docs/scaling.md, "The fast path, piece by piece"): bench:mixed +122 % on SQLite, +108 % on
 * PostgreSQL.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpMetrics } from '../http/http-metrics.js';
import { formatDate } from '../time.js';
import type { Caller, KeyAdmission } from '../http/admission.js';
import { readInput, type CacheRule } from '../http/cached-read.js';
import { learnDirectRead, type DirectRead } from './direct-read.js';
import { ReadCache } from './read-cache.js';

/** A cached answer: its body, encoded once, and the route pattern it answers (for the log line and the metrics). */
export interface CachedAnswer {
  readonly body: Buffer;
  readonly route: string;
}

/** The content type of cached answers. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Where `url`'s answer is kept for `caller`. */
function entryKey(caller: Caller, rule: CacheRule, url: string): string {
  return rule.perKey === true ? `k${caller.key.id} ${url}` : `w${caller.workspace.id} ${url}`;
}

/** The versions (and date) an answer is valid under, for `caller` now. */
function stampOf(caller: Caller, rule: CacheRule, now: number): string {
  let stamp = '';
  for (const resource of rule.resources) stamp += `${caller.versions[resource]}.`;
  return rule.clock === 'day' ? `${stamp}${formatDate(new Date(now))}` : stamp;
}

/**
 * Whether a cached answer may be used (and kept) for this admission: a request that recorded its key's last use
 * wrote the key after its versions were read, so an answer describing the key (/me) is neither used nor kept.
 */
function usable(admitted: KeyAdmission, rule: CacheRule): boolean {
  return !admitted.touched || !rule.resources.includes('account');
}

/** The cached answers of one process. */
export class AnswerCache {
  private readonly entries: ReadCache<CachedAnswer>;
  /** The declared reads the front door may run itself, by route pattern, once Fastify has answered each once. */
  private readonly direct = new Map<string, DirectRead | undefined>();

  /** `capacity` answers at most (ANSWER_CACHE_ENTRIES); 0 keeps none, so every read goes to the store. */
  constructor(
    private readonly capacity: number,
    private readonly metrics: HttpMetrics | undefined,
  ) {
    this.entries = new ReadCache<CachedAnswer>(Math.max(1, capacity));
  }

  /**
   * Makes every read declared with cachedRead answer through this cache: its read runs only when no answer is kept
   * under the current versions, and what it returns is serialized by the route's response schema once. Reads of one
   * URL under the same versions share one read of the store. Register before the routes.
   */
  serveDeclared(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      const declared = route.config?.cached;
      if (declared === undefined) return;
      const { rule, read } = declared;
      const direct = this.direct;
      route.handler = async (request: FastifyRequest, reply: FastifyReply) => {
        // The door reads with what Fastify compiled for the route (direct-read.ts), learned from its first answer.
        if (!direct.has(route.url)) direct.set(route.url, learnDirectRead(request, reply, read));
        return this.send(request, reply, rule, route.url, () => read(readInput(request)));
      };
    });
  }

  /**
   * The answer of `url` (route `route`) for `admitted`, without Fastify: the one kept under the versions the caller
   * sees now (at once), else the route's own read (direct-read.ts), kept as `send` keeps it. Undefined when Fastify
   * must answer: the route has not been answered through Fastify yet, or its parameters are unknown or invalid.
   * Rejects as the handler does.
   */
  atDoor(admitted: KeyAdmission, rule: CacheRule, route: string, url: string, params: Record<string, string>, query: string): CachedAnswer | Promise<CachedAnswer> | undefined {
    const caller = admitted.caller;
    const stamp = this.stampFor(admitted, caller, rule);
    const kept = this.entries.get(entryKey(caller, rule, url), stamp);
    if (kept !== undefined) {
      this.metrics?.cached(route, true);
      return kept;
    }
    const direct = this.direct.get(route);
    const request = direct?.request(admitted, params, query);
    if (direct === undefined || request === undefined) return undefined;
    return this.answer(caller, rule, route, url, stamp, async () => direct.serialize(await direct.read(request)));
  }

  /** Sends the answer of `request`'s URL: the one kept under the current versions, else `read()`'s, kept. */
  private async send(request: FastifyRequest, reply: FastifyReply, rule: CacheRule, route: string, read: () => Promise<unknown>): Promise<FastifyReply> {
    const stamp = this.stampFor(request.admission, request.caller, rule);
    const answer = await this.answer(request.caller, rule, route, request.url, stamp, async () => String(reply.serialize(await read())));
    return reply.type(JSON_TYPE).send(answer.body);
  }

  /** The versions an answer for this admission is kept under; undefined when none may be used or kept. */
  private stampFor(admitted: KeyAdmission, caller: Caller, rule: CacheRule): string | undefined {
    return this.capacity > 0 && usable(admitted, rule) ? stampOf(caller, rule, Date.now()) : undefined;
  }

  /**
   * The answer kept under `stamp`, else `serialized()`'s, kept under it (reads of one URL under the same stamp share
   * one read). Counted once, as a hit or a miss, when it is had.
   */
  private async answer(caller: Caller, rule: CacheRule, route: string, url: string, stamp: string | undefined, serialized: () => Promise<string>): Promise<CachedAnswer> {
    if (stamp === undefined) {
      // Nothing may be kept: the read, without the cache's bookkeeping.
      const body = Buffer.from(await serialized());
      this.metrics?.cached(route, false);
      return { body, route };
    }
    let hit = true;
    const answer = await this.entries.through(entryKey(caller, rule, url), stamp, async () => {
      hit = false;
      return { body: Buffer.from(await serialized()), route };
    });
    this.metrics?.cached(route, hit);
    return answer;
  }
}
