/** Grouped counts for the analytics summary, always within one workspace and one window (orders come from db/tallies.ts). */
import { sql } from 'kysely';
import type { Db } from '../db/types.js';

/** A closed window of timestamps, `YYYY-MM-DD HH:MM:SS` strings (they compare in time order). */
export interface Window {
  readonly start: string;
  readonly end: string;
}

type CountedTable = 'subscriptions' | 'members';
type CountedColumn = 'created_at' | 'canceled_at' | 'joined_at';

/** Per day: how many rows of `table` have their `column` time in the window. */
export async function countByDay(db: Db, workspaceId: number, table: CountedTable, column: CountedColumn, window: Window) {
  const day = sql<string>`substr(${sql.ref(column)}, 1, 10)`;
  const rows = await db
    .selectFrom(table)
    .select([day.as('day'), sql<number>`count(*)`.as('count')])
    .where(sql.ref(`${table}.workspace_id`), '=', workspaceId)
    .where(sql.ref(column), '>=', window.start)
    .where(sql.ref(column), '<=', window.end)
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

/** Subscriptions active now. */
export async function countActiveSubscriptions(db: Db, workspaceId: number): Promise<number> {
  const row = await db
    .selectFrom('subscriptions')
    .select(sql<number>`count(*)`.as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Members now. */
export async function countMembers(db: Db, workspaceId: number): Promise<number> {
  const row = await db.selectFrom('members').select(sql<number>`count(*)`.as('n')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow();
  return Number(row.n);
}
