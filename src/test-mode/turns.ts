/**
 * Triggers and "Delete all test data" take turns in a twin (docs/decisions.md#21-test-mode). A trigger's cause runs
 * several transactions (a refund first pays an order, then refunds it); a reset that ran between two of them deleted
 * the order under the refund, or, on PostgreSQL, met an entitlement committed after it had emptied entitlements and
 * before it emptied orders (a foreign-key error, or a deadlock). So any number of triggers share a twin, and a reset
 * has it alone: it waits for the triggers running, and triggers asked for meanwhile wait for it (it never starves:
 * PostgreSQL queues a shared request behind a waiting exclusive one).
 *
 * On PostgreSQL the turns are advisory locks on the twin's id, so they hold across every API process: a trigger holds
 * the shared lock on one connection of its own and runs its whole cause on that connection (it never waits for a
 * second one while holding the lock); a reset takes the exclusive lock in its transaction. On SQLite the API process
 * writes the store, and a twin's triggers and resets simply take turns in it, in the order asked.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/types.js';

/** The advisory locks' first key: the twins' class (the two-key form never meets the one-key locks used elsewhere). */
const TWIN_LOCKS = 7_201_944;

// On SQLite: each twin's work in this process, one after another (the store writes one transaction at a time anyway).
const tails = new Map<number, Promise<unknown>>();

async function inTurn<T>(twinId: number, work: () => Promise<T>): Promise<T> {
  const before = tails.get(twinId) ?? Promise.resolve();
  const mine = before.then(() => work());
  const tail = mine.catch(() => undefined);
  tails.set(twinId, tail);
  try {
    return await mine;
  } finally {
    if (tails.get(twinId) === tail) tails.delete(twinId);
  }
}

/** Runs a trigger's `work` while the twin is shared: never at the same time as a reset of it. */
export async function sharingTwin<T>(db: Kysely<Database>, twinId: number, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return inTurn(twinId, () => work(db));
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock_shared(${TWIN_LOCKS}, ${twinId})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock_shared(${TWIN_LOCKS}, ${twinId})`.execute(conn);
    }
  });
}

/**
 * Runs a reset's `work` in one transaction with the twin to itself: after every trigger running, before any new one
 * (on PostgreSQL in every process: the transaction holds the exclusive lock until it commits).
 */
export async function aloneInTwin<T>(db: Kysely<Database>, twinId: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return inTurn(twinId, () => db.transaction().execute(work));
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${TWIN_LOCKS}, ${twinId})`.execute(trx);
    return work(trx);
  });
}
