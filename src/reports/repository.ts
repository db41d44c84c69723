/** Reports and the orders of their periods, always within one workspace. */
import type { Selectable } from 'kysely';
import type { Db, ReportTable } from '../db/types.js';
import { pageOf } from '../db/paging.js';
import type { Page } from '../db/paging.js';

/** A stored report. */
export type ReportRow = Selectable<ReportTable>;

/** One page of the workspace's reports, oldest first as the API lists (docs/concepts.md, Pagination), or newest first for the dashboard. */
export async function listReports(db: Db, workspaceId: number, filter: { period?: string | undefined; newestFirst?: boolean }, page: Page) {
  let query = db.selectFrom('reports').selectAll().where('workspace_id', '=', workspaceId).orderBy('id', filter.newestFirst === true ? 'desc' : 'asc');
  if (filter.period !== undefined) query = query.where('period', '=', filter.period);
  return pageOf(query, page);
}

/** The report with this id in the workspace. */
export async function findReport(db: Db, workspaceId: number, id: number): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();
}

/** Whether the worker's report with this key was made. */
export async function hasScheduledReport(db: Db, workspaceId: number, key: string): Promise<boolean> {
  return (await db.selectFrom('reports').select('id').where('workspace_id', '=', workspaceId).where('scheduled_key', '=', key).executeTakeFirst()) !== undefined;
}

/** The orders placed between the two days (inclusive), oldest first, with their items' names and quantities. */
export async function ordersOfPeriod(db: Db, workspaceId: number, startsOn: string, endsOn: string) {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('created_at', '>=', `${startsOn} 00:00:00`)
    .where('created_at', '<=', `${endsOn} 23:59:59`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const items = orders.length === 0 ? [] : await db.selectFrom('order_items').select(['order_id', 'name', 'quantity']).where('workspace_id', '=', workspaceId).where('order_id', 'in', orders.map((o) => o.id)).orderBy('id').execute();
  return orders.map((order) => ({ ...order, items: items.filter((item) => item.order_id === order.id) }));
}
