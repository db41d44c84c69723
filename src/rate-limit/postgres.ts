/** A rate-limit store in the database, so every process serving one PostgreSQL store shares each budget. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { decide, type Guard, type Guarded, type RateDecision, type RateLimitStore } from './store.js';

// Forgotten buckets (keys never used again) are swept at most this often.
const SWEEP_EVERY_MS = 60_000;

/**
 * A sliding log per bucket in `rate_limit_hits` with its live count in `rate_limit_counts`, kept by functions in
 * the database (postgres-sql.ts) under a per-bucket advisory lock: a hit is one round trip and O(1)
 * amortised at any limit, and the window stays exact.
 */
export class SharedRateLimitStore implements RateLimitStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Sweeps the forgotten buckets at most once a minute, off the request path. */
  private sweep(time: number): void {
    if (time - this.lastSweep <= SWEEP_EVERY_MS) return;
    this.lastSweep = time;
    // The rows of buckets nobody hits any more only cost space until then. Each bucket's rows go by its own
    // window (migration 0010), never by this one's.
    void sql`select cw_rate_limit_sweep(${time})`.execute(this.db).catch(() => undefined);
  }

  /** The guard's read and the bucket's hit in one statement (migration 0016). */
  async hitGuarded(guard: Guard, bucket: string, limit: number, windowMs: number): Promise<Guarded> {
    const time = this.clock();
    this.sweep(time);
    const { rows } = await sql<{ o_refused: boolean; o_used: number; o_oldest: number | null; o_allowed: boolean }>`
      select o_refused, o_used, o_oldest, o_allowed from cw_rate_limit_guarded_hit(${guard.bucket}, ${guard.limit}, ${bucket}, ${limit}, ${time - windowMs}, ${time})`.execute(this.db);
    const row = rows[0];
    if (!row) throw new Error('cw_rate_limit_guarded_hit returned nothing');
    const oldest = row.o_oldest === null ? undefined : Number(row.o_oldest);
    if (row.o_refused) return { refused: decide(guard.limit, Number(row.o_used), oldest, time, windowMs, false) };
    return { decision: decide(limit, Number(row.o_used), oldest, time, windowMs, row.o_allowed) };
  }

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
