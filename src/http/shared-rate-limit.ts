/** A rate-limit store in the database, so every process serving one PostgreSQL store shares each budget. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { decide, type RateDecision, type RateLimitStore } from './rate-limit.js';

// Forgotten buckets (keys never used again) are swept at most this often.
const SWEEP_EVERY_MS = 60_000;

/** A sliding log per bucket in `rate_limit_hits`, serialized per bucket with a transaction-scoped advisory lock. */
export class SharedRateLimitStore implements RateLimitStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number = Date.now,
  ) {}

  async hit(bucket: string, limit: number, windowMs: number): Promise<RateDecision> {
    const time = this.clock();
    const since = time - windowMs;
    if (time - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = time;
      // Off the request path: expired hits only cost space until then.
      void this.db
        .deleteFrom('rate_limit_hits')
        .where('at_ms', '<=', since)
        .execute()
        .catch(() => undefined);
    }
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
      const counted = await trx
        .selectFrom('rate_limit_hits')
        .select([sql<number>`count(*)`.as('n'), sql<number | null>`min(at_ms)`.as('oldest')])
        .where('bucket', '=', bucket)
        .where('at_ms', '>', since)
        .executeTakeFirstOrThrow();
      const used = Number(counted.n);
      const allowed = used < limit;
      if (allowed) await trx.insertInto('rate_limit_hits').values({ bucket, at_ms: time }).execute();
      const oldest = counted.oldest === null ? (allowed ? time : undefined) : Number(counted.oldest);
      return decide(limit, used + (allowed ? 1 : 0), oldest, time, windowMs, allowed);
    });
  }

  async release(bucket: string): Promise<void> {
    // The table has no key of its own: PostgreSQL's row address picks the one newest row.
    await sql`delete from rate_limit_hits where ctid = (select ctid from rate_limit_hits where bucket = ${bucket} order by at_ms desc limit 1)`.execute(this.db);
  }

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
