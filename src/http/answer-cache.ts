/**
 * Cached answers: whole answers of reads, serialized once, declared per operation (`cache` in operation.ts) with the
 * resources they read. An answer is kept under the read versions of those resources (db/read-versions.ts, bumped by
 * triggers in every writing transaction) and sent again only while they are unchanged. Answers that do not depend
 * on the key are shared by every key of the workspace; /me, which describes the key, is kept per key. Works the
 * same on SQLite and PostgreSQL, in one process or many: the versions come with the key on every request that
 * looks it up, and a key is kept in memory only while the store's change marker says nothing was written.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ReadCache } from '../db/read-cache.js';
import type { ReadResource } from '../db/read-versions.js';
import type { HttpMetrics } from '../metrics/http-metrics.js';
import { formatDate } from '../time.js';
import type { Caller, KeyAdmission } from './admission.js';
import { learnDirectRead, type DirectRead, type DirectRequest } from './direct-read.js';

/** How an operation's answer is cached. */
export interface CacheRule {
  /** What the answer reads: it is kept while these resources' versions are unchanged. */
  readonly resources: readonly ReadResource[];
  /** The answer describes the calling key (else it is shared by the workspace's keys). */
  readonly perKey?: boolean;
  /** The answer depends on today's date (UTC), as a window of "the last N days" does. */
  readonly clock?: 'day';
}

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
   * Makes every route that declares `cache` (operation.ts) answer through this cache: its handler runs only when no
   * answer is kept under the current versions, and what it returns is serialized by the route's response schema
   * once. Reads of one URL under the same versions share one read of the store. Register before the routes.
   */
  serveDeclared(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      const rule = route.config?.cache;
      if (rule === undefined) return;
      const build = route.handler;
      const send = (request: FastifyRequest, reply: FastifyReply, read: () => Promise<unknown>) => this.send(request, reply, rule, route.url, read);
      const direct = this.direct;
      route.handler = function cached(this: FastifyInstance, request, reply) {
        if (!direct.has(route.url)) {
          // The door's request carries what a declared read uses (direct-read.ts); it never gets a reply.
          const run = async (input: DirectRequest) => build.call(this, input as unknown as FastifyRequest, undefined as unknown as FastifyReply);
          direct.set(route.url, learnDirectRead(request, reply, run));
        }
        return send(request, reply, async () => build.call(this, request, reply));
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
