/**
 * Records finished attempts in batches: every attempt that finished while the previous batch was being written
 * goes into the next transaction together. A commit per attempt was the largest cost of a delivery on SQLite.
 *
 * Each attempt's recording is exactly recordOutcome's; within a batch they run in webhook order (the lock order
 * on PostgreSQL). Should a batch fail as a whole (a deadlock, one bad row), each of its attempts is recorded
 * again on its own, so one cannot take the others down with it.
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { recordOutcomeIn, type FinishedAttempt, type Recorded } from './outcome.js';

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
  private writing: Promise<void> | undefined;

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
      this.writing ??= this.writeAll();
    });
  }

  /** Resolves when everything queued so far is written. */
  async drain(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async writeAll(): Promise<void> {
    // Let the attempts finishing in this turn of the event loop join the first batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH).sort((a, b) => a.attempt.delivery.webhook_id - b.attempt.delivery.webhook_id);
      await this.write(batch);
    }
    this.writing = undefined;
  }

  private async write(batch: Queued[]): Promise<void> {
    const lock = this.dialect === 'postgres';
    try {
      const emails = await this.db.transaction().execute(async (trx) => {
        const each: Recorded[] = [];
        for (const item of batch) each.push(await recordOutcomeIn(trx, item.attempt, this.delays, this.owner, lock));
        return each;
      });
      batch.forEach((item, i) => item.resolve(emails[i] ?? { emails: [], settled: null }));
    } catch {
      if (batch.length === 1) return this.alone(batch[0] as Queued);
      for (const item of batch) await this.alone(item);
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
