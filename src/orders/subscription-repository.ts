/** Subscriptions, always within one workspace. */
import type { Selectable } from 'kysely';
import type { Db, SubscriptionTable } from '../db/types.js';
import { pageOf } from '../db/paging.js';
import type { Page } from '../db/paging.js';

/** A subscription row. */
export type SubscriptionRow = Selectable<SubscriptionTable>;

/** One page of the workspace's subscriptions, oldest first (docs/concepts.md, Pagination), optionally in one status. */
export async function listSubscriptions(db: Db, workspaceId: number, filter: { status?: string | undefined }, page: Page) {
  let query = db.selectFrom('subscriptions').selectAll().where('workspace_id', '=', workspaceId).orderBy('id');
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return pageOf(query, page);
}

/** The subscription with this id in the workspace. */
export async function findSubscription(db: Db, workspaceId: number, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();
}

/** The subscriptions an order started. */
export async function listOrderSubscriptions(db: Db, workspaceId: number, orderId: number): Promise<SubscriptionRow[]> {
  return db.selectFrom('subscriptions').selectAll().where('workspace_id', '=', workspaceId).where('order_id', '=', orderId).orderBy('id').execute();
}
