/** Orders, their items and entitlements, always within one workspace. */
import type { Selectable } from 'kysely';
import type { Db, EntitlementTable, OrderItemTable, OrderTable } from '../db/types.js';
import { pageOf } from '../db/paging.js';
import { compiledOnce, type Slots } from '../db/compiled.js';
import { orderCount } from '../db/tallies.js';
import { contains } from '../db/search.js';
import type { Page } from '../http/pagination.js';

/** An order row with its total quantity. */
export type OrderRow = Selectable<OrderTable> & { item_count: number };

function ordersWithCount(db: Db, workspaceId: number) {
  return db
    .selectFrom('orders')
    .selectAll('orders')
    .select((eb) =>
      eb
        .selectFrom('order_items')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('quantity'), sub.lit(0)).as('n'))
        .where('order_items.workspace_id', '=', workspaceId)
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('item_count'),
    )
    .where('orders.workspace_id', '=', workspaceId);
}

/** One page of the workspace's orders, newest first, optionally in one status, matching `q` (number or e-mail), created in [since, until) (timestamps), older than `startingAfter`. */
export async function listOrders(
  db: Db,
  workspaceId: number,
  filter: { status?: string | undefined; q?: string | undefined; startingAfter?: number | undefined; since?: string | undefined; until?: string | undefined },
  page: Page,
) {
  let query = ordersWithCount(db, workspaceId).orderBy('orders.id', 'desc');
  if (filter.status !== undefined) query = query.where('orders.status', '=', filter.status);
  const q = filter.q ?? '';
  if (q !== '') query = query.where((eb) => eb.or([contains('orders.number', q), contains('orders.customer_email', q)]));
  if (filter.since !== undefined) query = query.where('orders.created_at', '>=', filter.since);
  if (filter.until !== undefined) query = query.where('orders.created_at', '<', filter.until);
  const { startingAfter } = filter;
  const result = await pageOf(query, page, {
    // Without a search or a time window, the tallies know the count.
    count: q === '' && filter.since === undefined && filter.until === undefined ? () => orderCount(db, workspaceId, filter.status) : undefined,
    after: startingAfter === undefined ? undefined : (rows) => rows.where('orders.id', '<', startingAfter),
  });
  return { rows: result.rows as OrderRow[], total: result.total };
}

type OrderKey = { workspaceId: number; id: number };
// The reads of an order's page, compiled once: building and compiling them cost more than SQLite running them.
const orderById = compiledOnce((db, slot: Slots<OrderKey>) => ordersWithCount(db, slot('workspaceId')).where('orders.id', '=', slot('id')));
const itemsOf = compiledOnce((db, slot: Slots<OrderKey>) => db.selectFrom('order_items').selectAll().where('workspace_id', '=', slot('workspaceId')).where('order_id', '=', slot('id')).orderBy('id'));
const entitlementsOf = compiledOnce((db, slot: Slots<OrderKey>) => db.selectFrom('entitlements').selectAll().where('workspace_id', '=', slot('workspaceId')).where('order_id', '=', slot('id')).orderBy('id'));

/** The order with this id in the workspace. */
export async function findOrder(db: Db, workspaceId: number, id: number): Promise<OrderRow | undefined> {
  return (await orderById(db, { workspaceId, id })).rows[0] as OrderRow | undefined;
}

/** The items of an order of the workspace. */
export async function listOrderItems(db: Db, workspaceId: number, orderId: number): Promise<Selectable<OrderItemTable>[]> {
  return (await itemsOf(db, { workspaceId, id: orderId })).rows;
}

/** The entitlements granted by an order of the workspace. */
export async function listOrderEntitlements(db: Db, workspaceId: number, orderId: number): Promise<Selectable<EntitlementTable>[]> {
  return (await entitlementsOf(db, { workspaceId, id: orderId })).rows;
}

/** The events an order raised (its own, its entitlements' and subscriptions'), oldest first, with their deliveries. */
export async function listOrderEvents(db: Db, workspaceId: number, orderId: number) {
  const events = await db.selectFrom('events').select(['id', 'name', 'created_at']).where('workspace_id', '=', workspaceId).where('order_id', '=', orderId).orderBy('id').limit(200).execute();
  const deliveries =
    events.length === 0
      ? []
      : await db
          .selectFrom('deliveries')
          .innerJoin('webhooks', 'webhooks.id', 'deliveries.webhook_id')
          .select(['deliveries.id', 'deliveries.event_id', 'deliveries.webhook_id', 'deliveries.status', 'deliveries.attempts', 'deliveries.last_status_code', 'webhooks.url'])
          .where('deliveries.workspace_id', '=', workspaceId)
          .where('deliveries.event_id', 'in', events.map((e) => e.id))
          .orderBy('deliveries.created_at')
          .execute();
  return events.map((event) => ({ ...event, deliveries: deliveries.filter((d) => d.event_id === event.id) }));
}
