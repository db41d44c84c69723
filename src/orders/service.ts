/** Order state changes as the payment provider reports them, each raising its events in the same transaction. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, Db, EntitlementTable, SubscriptionTable } from '../db/types.js';
import { ApiError, notFound } from '../api-error.js';
import { now } from '../time.js';
import { raiseEvent, transactWithEvents } from '../webhooks/outbox.js';
import { findOrder, listOrderEntitlements, listOrderItems, type OrderRow } from './repository.js';
import { toOrderDetail } from './presenter.js';
import { toSubscription } from './subscription-presenter.js';
import type { OrderDetail } from './schema.js';

/** An entitlement as events carry it: the order's representation of it, plus the order id. */
export function toEntitlementChange(row: Selectable<EntitlementTable>) {
  return { id: row.id, order_id: row.order_id, product_id: row.product_id, status: row.status, granted_at: row.granted_at, revoked_at: row.revoked_at };
}

const ORDER_EVENTS = {
  paid: ['order.paid', 'entitlement.granted', 'subscription.created'],
  refunded: ['order.refunded', 'entitlement.revoked', 'subscription.canceled'],
} as const;

/** The events of one order change: the order's, then one per entitlement and subscription it touched (each its API representation). */
async function raiseOrderEvents(
  db: Db,
  workspaceId: number,
  change: keyof typeof ORDER_EVENTS,
  order: OrderDetail,
  entitlements: Selectable<EntitlementTable>[],
  subscriptions: Selectable<SubscriptionTable>[],
): Promise<void> {
  const [orderEvent, entitlementEvent, subscriptionEvent] = ORDER_EVENTS[change];
  await raiseEvent(db, workspaceId, orderEvent, order);
  for (const row of entitlements) await raiseEvent(db, workspaceId, entitlementEvent, toEntitlementChange(row));
  for (const row of subscriptions) await raiseEvent(db, workspaceId, subscriptionEvent, toSubscription(row));
}

/** The order as the API shows it. */
export async function detail(db: Db, workspaceId: number, orderId: number): Promise<OrderDetail> {
  const order = await findOrder(db, workspaceId, orderId);
  if (!order) throw notFound('Order');
  return toOrderDetail(order, await listOrderItems(db, workspaceId, orderId), await listOrderEntitlements(db, workspaceId, orderId));
}

/** Moves the order from one status to the next; returns it as it was (the caller needs its customer). */
async function transition(db: Db, workspaceId: number, orderId: number, from: string, to: 'paid' | 'refunded', at: string): Promise<OrderRow> {
  const order = await findOrder(db, workspaceId, orderId);
  if (!order) throw notFound('Order');
  // The order changed since the caller saw it (or never was in that state): a conflict with its current state.
  if (order.status !== from) throw new ApiError('conflict', `Order ${order.number} is ${order.status}; only ${from} orders can be ${to === 'paid' ? 'paid' : 'refunded'}.`);
  const moved = await db
    .updateTable('orders')
    .set(to === 'paid' ? { status: to, paid_at: at } : { status: to, refunded_at: at })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  // Another request moved it between the read and this write (PostgreSQL's read committed): that one won.
  if (Number(moved.numUpdatedRows) !== 1) throw new ApiError('conflict', `Order ${order.number} changed meanwhile; read it again.`);
  return order;
}

/** Marks a pending order paid: grants entitlements, starts subscriptions for recurring products, raises their events. */
export async function payOrder(db: Kysely<Database>, workspaceId: number, orderId: number): Promise<OrderDetail> {
  return transactWithEvents(db, (trx) => payWithin(trx, workspaceId, orderId));
}

/** {@link payOrder} inside the caller's transaction (an order created paid is paid in the transaction that made it). */
export async function payWithin(trx: Db, workspaceId: number, orderId: number): Promise<OrderDetail> {
  const at = now();
  const order = await transition(trx, workspaceId, orderId, 'pending', 'paid', at);
  const granted = [];
  const started = [];
  for (const item of await listOrderItems(trx, workspaceId, orderId)) {
    granted.push(
      await trx.insertInto('entitlements').values({ workspace_id: workspaceId, order_id: orderId, product_id: item.product_id, status: 'active', granted_at: at, revoked_at: null }).returningAll().executeTakeFirstOrThrow(),
    );
    const product = await trx.selectFrom('products').select(['kind', 'interval']).where('workspace_id', '=', workspaceId).where('id', '=', item.product_id).executeTakeFirst();
    if (product?.kind !== 'recurring') continue;
    started.push(
      await trx
        .insertInto('subscriptions')
        .values({ workspace_id: workspaceId, order_id: orderId, product_id: item.product_id, customer_email: order.customer_email, interval: product.interval ?? 'month', status: 'active', created_at: at, canceled_at: null })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  const paid = await detail(trx, workspaceId, orderId);
  await raiseOrderEvents(trx, workspaceId, 'paid', paid, granted, started);
  return paid;
}

/** Refunds a paid order: revokes its entitlements, cancels its subscriptions, raises their events. */
export async function refundOrder(db: Kysely<Database>, workspaceId: number, orderId: number): Promise<OrderDetail> {
  return transactWithEvents(db, async (trx) => {
    const at = now();
    await transition(trx, workspaceId, orderId, 'paid', 'refunded', at);
    const revoked = await trx
      .updateTable('entitlements')
      .set({ status: 'revoked', revoked_at: at })
      .where('workspace_id', '=', workspaceId)
      .where('order_id', '=', orderId)
      .where('status', '=', 'active')
      .returningAll()
      .execute();
    const canceled = await trx
      .updateTable('subscriptions')
      .set({ status: 'canceled', canceled_at: at })
      .where('workspace_id', '=', workspaceId)
      .where('order_id', '=', orderId)
      .where('status', '=', 'active')
      .returningAll()
      .execute();
    const refunded = await detail(trx, workspaceId, orderId);
    await raiseOrderEvents(trx, workspaceId, 'refunded', refunded, revoked, canceled);
    return refunded;
  });
}
