/**
 * Reading the tallies the triggers keep (migrations/0013_tallies_and_scale_indexes.ts), and folding them. A count is the sum of its key's
 * rows: the folded row plus the additions made since, so reading one never scans what it counts.
 */
import { sql, type Kysely } from 'kysely';
import type { Store } from './database.js';
import type { Database, Db } from './types.js';
import { yieldLoop } from './batches.js';

/** How many orders the workspace has, in `status` or in all. */
export async function orderCount(db: Db, workspaceId: number, status?: string): Promise<number> {
  let query = db
    .selectFrom('order_tallies')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('measure', '=', 'status');
  if (status !== undefined) query = query.where('bucket', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Per day from `fromDay` to `toDay` (YYYY-MM-DD, inclusive) and currency: orders placed, paid or refunded, and their totals. */
export async function orderTallyByDay(db: Db, workspaceId: number, measure: 'placed' | 'paid' | 'refunded', fromDay: string, toDay: string) {
  const rows = await db
    .selectFrom('order_tallies')
    .select(['bucket as day', 'currency', sql<number>`sum(n)`.as('count'), sql<number>`sum(cents)`.as('cents')])
    .where('workspace_id', '=', workspaceId)
    .where('measure', '=', measure)
    .where('bucket', '>=', fromDay)
    .where('bucket', '<=', toDay)
    .groupBy(['bucket', 'currency'])
    .having(sql`sum(n)`, '<>', 0)
    .execute();
  return rows.map((row) => ({ day: row.day, currency: row.currency, count: Number(row.count), cents: Number(row.cents) }));
}

/** How many deliveries the webhook has in these statuses. */
export async function deliveryCount(db: Db, workspaceId: number, webhookId: number, statuses: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('delivery_tallies')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('webhook_id', '=', webhookId)
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Folds each tally key's rows into one. On PostgreSQL one statement deletes what it sums (rows of transactions not
 * yet committed are not seen, so stay for the next fold); SQLite's single writer lets two statements do it.
 * Several processes may fold at once: each re-adds only what it deleted.
 */
export async function compactTallies(store: Pick<Store, 'db' | 'dialect'>): Promise<void> {
  if (store.dialect === 'postgres') {
    await sql`with gone as (delete from order_tallies where (workspace_id, measure, bucket, currency) in
        (select workspace_id, measure, bucket, currency from order_tallies group by 1, 2, 3, 4 having count(*) > 1)
        returning workspace_id, measure, bucket, currency, n, cents)
      insert into order_tallies (workspace_id, measure, bucket, currency, n, cents)
      select workspace_id, measure, bucket, currency, sum(n), sum(cents) from gone group by 1, 2, 3, 4 having sum(n) <> 0 or sum(cents) <> 0`.execute(store.db);
    await sql`with gone as (delete from delivery_tallies where (workspace_id, webhook_id, status) in
        (select workspace_id, webhook_id, status from delivery_tallies group by 1, 2, 3 having count(*) > 1)
        returning workspace_id, webhook_id, status, n)
      insert into delivery_tallies (workspace_id, webhook_id, status, n)
      select workspace_id, webhook_id, status, sum(n) from gone group by 1, 2, 3 having sum(n) <> 0`.execute(store.db);
    return;
  }
  // SQLite's delivery tallies are one row per key, added to in place (migrations/0021_delivery_tallies_in_place.ts): nothing to fold.
  await foldSqlite(store.db, 'order_tallies', ['workspace_id', 'measure', 'bucket', 'currency'], ['n', 'cents']);
}

/**
 * SQLite folds the rows that were there when it began, FOLD_WINDOW of them (by id) per transaction, yielding the
 * event loop between windows: a key's rows within one window become one row. Rows of a key spread over several
 * windows end in one row per window, and merge in later folds (the sums never change, only the row count).
 */
const FOLD_WINDOW = 5_000;

async function foldSqlite(db: Kysely<Database>, table: 'order_tallies', key: string[], sums: string[]): Promise<void> {
  const last = (await sql<{ id: number | null }>`select max(id) as id from ${sql.table(table)}`.execute(db)).rows[0]?.id;
  if (last === null || last === undefined) return;
  const keys = sql.raw(key.join(', '));
  const summed = sql.raw(sums.map((column) => `sum(${column})`).join(', '));
  const nonzero = sql.raw(sums.map((column) => `sum(${column}) <> 0`).join(' or '));
  for (let from = 0; from < last; ) {
    const edge = (await sql<{ id: number }>`select id from ${sql.table(table)} where id > ${from} and id <= ${last} order by id limit 1 offset ${FOLD_WINDOW - 1}`.execute(db)).rows[0]?.id;
    const to = edge ?? last;
    const inWindow = sql`id > ${from} and id <= ${to}`;
    const repeated = sql`select ${keys} from ${sql.table(table)} where ${inWindow} group by ${keys} having count(*) > 1`;
    await db.transaction().execute(async (trx) => {
      // The folded rows get ids above `last`, so the delete below leaves them.
      await sql`insert into ${sql.table(table)} (${keys}, ${sql.raw(sums.join(', '))})
        select ${keys}, ${summed} from ${sql.table(table)} where ${inWindow} and (${keys}) in (${repeated}) group by ${keys} having ${nonzero}`.execute(trx);
      await sql`delete from ${sql.table(table)} where ${inWindow} and (${keys}) in (${repeated})`.execute(trx);
    });
    from = to;
    if (from < last) await yieldLoop();
  }
}
