/**
 * The fast path: everything that answers an API read faster than the ordinary road, in this one folder, behind
 * this one seam. The rest of the code knows only the ordinary road: a route, its schema, one async admission step
 * (http/admission.ts) and a handler; a read whose answer may be kept is declared with `cachedRead`
 * (http/cached-read.ts). app.ts makes one FastPath and gives it three things to do:
 *
 * - `declare(app)`, before the routes: the answers of declared reads are kept (answer-cache.ts), and the front
 *   door learns the routes it may answer (front-door.ts);
 * - `keyFinder()`: admission's key lookup, with keys kept in memory on SQLite (key-memory.ts) and the lookups of one
 *   turn in one statement on PostgreSQL (key-lookups.ts);
 * - `answer(req, res)`, before Fastify's router, once the app is ready (`open`): a kept answer, or a declared read
 *   run without Fastify (direct-read.ts). What it does not answer goes on to Fastify as it came.
 *
 * Each piece's measured gain is in docs/scaling.md ("The fast path, piece by piece"). Without the fast path
 * (lookUpKey for the keys, no `declare`, no `answer`) every route still answers the same, only slower.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Admission } from '../http/admission.js';
import { lookUpKey, type KeyFinder } from '../http/admission-checks.js';
import { findKeyByHash } from '../keys/repository.js';
import { keyLookups } from './key-lookups.js';
import type { HttpMetrics } from '../http/http-metrics.js';
import { AnswerCache } from './answer-cache.js';
import { DoorRoutes, frontDoor, type Front } from './front-door.js';
import { KeyMemory } from './key-memory.js';

/** What the fast path needs of the app. */
export interface FastPathOptions {
  readonly db: Kysely<Database>;
  readonly dialect: 'sqlite' | 'postgres';
  /** The store's change marker (Store.version): undefined when nothing read may be kept. */
  readonly version: () => string | undefined;
  /** Answers kept at most (ANSWER_CACHE_ENTRIES; 0 keeps none). */
  readonly answerCacheEntries: number;
  readonly metrics: HttpMetrics | undefined;
  readonly log: FastifyBaseLogger;
}

/** The fast path of one app. */
export class FastPath {
  private readonly answers: AnswerCache;
  private routes: DoorRoutes | undefined;
  private door: Front | undefined;

  constructor(private readonly options: FastPathOptions) {
    this.answers = new AnswerCache(options.answerCacheEntries, options.metrics);
  }

  /** Registers what the fast path learns from the routes: call before they are registered. */
  declare(app: FastifyInstance): void {
    this.answers.serveDeclared(app);
    this.routes = DoorRoutes.of(app);
  }

  /** Admission's key lookup. */
  keyFinder(): KeyFinder {
    const { db, dialect, version } = this.options;
    if (dialect === 'postgres') return lookUpKey(keyLookups(db));
    const memory = new KeyMemory(db, version, (hash) => findKeyByHash(db, hash));
    return (token) => memory.find(token);
  }

  /** Opens the front door, once the app is ready. */
  open(admission: Admission): void {
    if (this.routes === undefined) throw new Error('FastPath.declare(app) must run before the routes are registered');
    this.door = frontDoor({ admission, answers: this.answers, routes: this.routes, log: this.options.log, metrics: this.options.metrics });
  }

  /** Answers `req` (true) or leaves it to Fastify (false). */
  answer(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
    return this.door?.(req, res) ?? false;
  }
}
