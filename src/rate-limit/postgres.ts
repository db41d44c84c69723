/** A rate-limit store in the database, so every process serving one PostgreSQL store shares each budget. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { TurnBatch } from '../db/turn-batch.js';
import { decide, type Guard, type Guarded, type RateDecision, type RateLimitStore } from './store.js';

/** One request's guarded hit, waiting for its turn's statement. */
interface GuardedHit {
  readonly guard: Guard;
  readonly bucket: string;
  readonly limit: number;
  readonly windowMs: number;
  readonly time: number;
}

// Forgotten buckets (keys never used again) are swept at most this often.
const SWEEP_EVERY_MS = 60_000;
// Every hit deletes the rows its window outlived, from the old end of its bucket's index: under a steady load the
// log is a queue, and the deleted rows' index entries stay in the way of every later hit's delete until a vacuum.
// PostgreSQL's own autovacuum visits a database at most once a minute, so a busy process vacuums the counters
// itself (without waiting for another process's vacuum): measured on this machine at 10,000 hits a second, one
// key's hits fell from 11,800 to 5,800 a second over two minutes without it and held at 10,200–11,100 with it.
// Never shortening the table: that would take a lock every hit waits for.
const VACUUM_EVERY_MS = 5_000;
const VACUUM_AFTER_HITS = 5_000;

/**
 * A sliding log per bucket in `rate_limit_hits` with its live count in `rate_limit_counts`, kept by functions in
 * the database (db/migrations/rate-limit-functions.ts) under a per-bucket advisory lock: a hit is one round trip and O(1)
 * amortised at any limit, and the window stays exact.
 */
export class SharedRateLimitStore implements RateLimitStore {
  private lastSweep = 0;
  private lastVacuum = Date.now();
  private hitsSinceVacuum = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Sweeps the forgotten buckets at most once a minute, and vacuums the counters of a busy process, off the request path. */
  private sweep(time: number): void {
    this.hitsSinceVacuum += 1;
    if (this.hitsSinceVacuum >= VACUUM_AFTER_HITS && Date.now() - this.lastVacuum >= VACUUM_EVERY_MS) {
      this.hitsSinceVacuum = 0;
      this.lastVacuum = Date.now();
      void sql`vacuum (skip_locked, truncate false) rate_limit_hits, rate_limit_counts`.execute(this.db).catch(() => undefined);
    }
    if (time - this.lastSweep <= SWEEP_EVERY_MS) return;
    this.lastSweep = time;
    // The rows of buckets nobody hits any more only cost space until then. Each bucket's rows go by its own
    // window (migration 0010), never by this one's.
    void sql`select cw_rate_limit_sweep(${time})`.execute(this.db).catch(() => undefined);
  }

  /**
   * The guard's read and the bucket's hit in one statement (migration 0016), sent with the other requests' of the
   * same turn of the event loop (migration 0017): one round trip for all of them.
   */
  hitGuarded(guard: Guard, bucket: string, limit: number, windowMs: number): Promise<Guarded> {
    const time = this.clock();
    this.sweep(time);
    return this.guardedHits.add({ guard, bucket, limit, windowMs, time });
  }

  private readonly guardedHits = new TurnBatch<GuardedHit, Guarded>(async (hits) => {
    const { rows } = await sql<{ o_index: string; o_refused: boolean; o_used: number; o_oldest: number | null; o_allowed: boolean }>`
      select o_index, o_refused, o_used, o_oldest, o_allowed from cw_rate_limit_guarded_hits(
        ${hits.map((h) => h.guard.bucket)}::text[], ${hits.map((h) => h.guard.limit)}::bigint[], ${hits.map((h) => h.bucket)}::text[],
        ${hits.map((h) => h.limit)}::bigint[], ${hits.map((h) => h.time - h.windowMs)}::bigint[], ${hits.map((h) => h.time)}::bigint[])`.execute(this.db);
    const byIndex = new Map(rows.map((row) => [Number(row.o_index), row]));
    return hits.map((hit, i) => {
      const row = byIndex.get(i + 1);
      if (row === undefined) return new Error('cw_rate_limit_guarded_hits left a hit unanswered');
      const oldest = row.o_oldest === null ? undefined : Number(row.o_oldest);
      return row.o_refused
        ? { refused: decide(hit.guard.limit, Number(row.o_used), oldest, hit.time, hit.windowMs, false) }
        : { decision: decide(hit.limit, Number(row.o_used), oldest, hit.time, hit.windowMs, row.o_allowed) };
    });
  });

  async hit(bucket: string, limit: number, windowMs: number): Promise<RateDecision> {
    const time = this.clock();
    const since = time - windowMs;
    this.sweep(time);
    const { rows } = await sql<{ o_used: number; o_oldest: number | null; o_allowed: boolean }>`
      select o_used, o_oldest, o_allowed from cw_rate_limit_hit(${bucket}, ${limit}, ${since}, ${time})`.execute(this.db);
    const row = rows[0];
    if (!row) throw new Error('cw_rate_limit_hit returned nothing');
    return decide(limit, Number(row.o_used), row.o_oldest === null ? undefined : Number(row.o_oldest), time, windowMs, row.o_allowed);
  }

  async release(bucket: string): Promise<void> {
    await sql`select cw_rate_limit_release(${bucket})`.execute(this.db);
  }

  // Peeking counts the window: it is asked of the failed-authentication buckets, whose limits are small.
  async peek(bucket: string, limit: number, windowMs: number): Promise<RateDecision> {
    const time = this.clock();
    const counted = await this.db
      .selectFrom('rate_limit_hits')
      .select([sql<number>`count(*)`.as('n'), sql<number | null>`min(at_ms)`.as('oldest')])
      .where('bucket', '=', bucket)
      .where('at_ms', '>', time - windowMs)
      .executeTakeFirstOrThrow();
    return decide(limit, Number(counted.n), counted.oldest === null ? undefined : Number(counted.oldest), time, windowMs);
  }
}
