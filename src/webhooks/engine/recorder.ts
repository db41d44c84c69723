/**
 * Records finished attempts in batches: every attempt that finished while the previous batch was being written
 * goes into the next transaction together. A commit per attempt was the largest cost of a delivery on SQLite.
 *
 * Each attempt's recording is exactly recordOutcome's: outcome-batch.ts writes the common case (an attempt that
 * changes nothing on its webhook) in two statements for the whole batch, and the rest are recorded one by one in one
 * transaction, in webhook order (the lock order on PostgreSQL). Should a batch fail as a whole (a deadlock, one bad
 * row), each of its attempts is recorded again on its own, so one cannot take the others down with it.
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { recordOutcomeIn, type FinishedAttempt, type Recorded } from './outcome.js';
import { recordTogether } from './outcome-batch.js';

/** The most attempts one transaction records. */
const MAX_BATCH = 256;

interface Queued {
  readonly attempt: FinishedAttempt;
  readonly resolve: (recorded: Recorded) => void;
  readonly reject: (error: unknown) => void;
}

/** One per dispatcher. */
export class OutcomeRecorder {
  private queue: Queued[] = [];
  private readonly writers = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly delays: readonly number[],
    private readonly owner: string,
  ) {}

  /** Records `attempt`; resolves, with the notification emails to send and the delivery's new state, once it is committed. */
  record(attempt: FinishedAttempt): Promise<Recorded> {
    return new Promise((resolve, reject) => {
      this.queue.push({ attempt, resolve, reject });
      // One batch written at a time, on both stores: on PostgreSQL three writers (each on a connection of its own) wrote
      // batches a third the size, and the server went 20-30 % slower for the statements (bench:webhooks).
      if (this.writers.size === 0) {
        const writer: Promise<void> = this.writeAll().finally(() => this.writers.delete(writer));
        this.writers.add(writer);
      }
    });
  }

  /** Resolves when everything queued so far is written. */
  async drain(): Promise<void> {
    while (this.writers.size > 0) await Promise.all([...this.writers]);
  }

  private async writeAll(): Promise<void> {
    // Let the attempts finishing in this turn of the event loop join the first batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH).sort((a, b) => a.attempt.delivery.webhook_id - b.attempt.delivery.webhook_id);
      await this.write(batch);
    }
  }

  private async write(batch: Queued[]): Promise<void> {
    let rest = batch;
    try {
      const { recorded, oneByOne } = await recordTogether(this.db, this.dialect, batch.map((item) => item.attempt), this.delays, this.owner);
      rest = batch.filter((item) => {
        const done = recorded.get(item.attempt);
        if (done) item.resolve(done);
        return !done;
      });
      if (oneByOne.length === 0) return;
    } catch {
      // Nothing of it was written: every attempt is recorded one by one below.
    }
    try {
      const lock = this.dialect === 'postgres';
      const each = await this.db.transaction().execute(async (trx) => {
        const results: Recorded[] = [];
        for (const item of rest) results.push(await recordOutcomeIn(trx, item.attempt, this.delays, this.owner, lock));
        return results;
      });
      rest.forEach((item, i) => item.resolve(each[i] ?? { emails: [], settled: null }));
    } catch {
      for (const item of rest) await this.alone(item);
    }
  }

  private async alone(item: Queued): Promise<void> {
    try {
      item.resolve(await this.db.transaction().execute((trx) => recordOutcomeIn(trx, item.attempt, this.delays, this.owner, this.dialect === 'postgres')));
    } catch (error) {
      item.reject(error);
    }
  }
}
