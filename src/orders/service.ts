/** Order state changes as the payment provider reports them, each raising its events in the same transaction. */
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/types.js';
import { DomainError } from '../domain-error.js';
import { now } from '../time.js';
import { nudgeDispatchers, raiseEvent } from '../webhooks/outbox.js';
import { findOrder, listOrderEntitlements, listOrderItems } from './repository.js';
import { toOrderDetail } from './presenter.js';
import type { OrderDetail } from './schema.js';

/** A subscription as events carry it. */
function toSubscription(row: { id: number; order_id: number; product_id: number; customer_email: string; interval: string; status: string; created_at: string; canceled_at: string | null }) {
  return { id: row.id, order_id: row.order_id, product_id: row.product_id, customer_email: row.customer_email, interval: row.interval, status: row.status, created_at: row.created_at, canceled_at: row.canceled_at };
}

async function detail(db: Db, workspaceId: number, orderId: number): Promise<OrderDetail> {
  const order = await findOrder(db, workspaceId, orderId);
  if (!order) throw new DomainError(`no order ${orderId} in this workspace`);
  return toOrderDetail(order, await listOrderItems(db, workspaceId, orderId), await listOrderEntitlements(db, workspaceId, orderId));
}

async function transition(db: Db, workspaceId: number, orderId: number, from: string, to: 'paid' | 'refunded', at: string): Promise<void> {
  const order = await findOrder(db, workspaceId, orderId);
  if (!order) throw new DomainError(`no order ${orderId} in this workspace`);
  if (order.status !== from) throw new DomainError(`order ${orderId} is ${order.status}; only ${from} orders can be ${to}`);
  await db
    .updateTable('orders')
    .set(to === 'paid' ? { status: to, paid_at: at } : { status: to, refunded_at: at })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', orderId)
    .where('status', '=', from)
    .execute();
}

/** Marks a pending order paid: grants entitlements, starts subscriptions for recurring products, raises their events. */
export async function payOrder(db: Kysely<Database>, workspaceId: number, orderId: number): Promise<OrderDetail> {
  const result = await db.transaction().execute(async (trx) => {
    const at = now();
    await transition(trx, workspaceId, orderId, 'pending', 'paid', at);
    const order = await detail(trx, workspaceId, orderId);
    const granted = [];
    const started = [];
    for (const item of order.items) {
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
    await raiseEvent(trx, workspaceId, 'order.paid', paid);
    for (const e of granted) await raiseEvent(trx, workspaceId, 'entitlement.granted', { id: e.id, order_id: orderId, product_id: e.product_id, status: e.status, granted_at: e.granted_at, revoked_at: e.revoked_at });
    for (const s of started) await raiseEvent(trx, workspaceId, 'subscription.created', toSubscription(s));
    return paid;
  });
  nudgeDispatchers();
  return result;
}

/** Refunds a paid order: revokes its entitlements, cancels its subscriptions, raises their events. */
export async function refundOrder(db: Kysely<Database>, workspaceId: number, orderId: number): Promise<OrderDetail> {
  const result = await db.transaction().execute(async (trx) => {
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
    await raiseEvent(trx, workspaceId, 'order.refunded', refunded);
    for (const e of revoked) await raiseEvent(trx, workspaceId, 'entitlement.revoked', { id: e.id, order_id: orderId, product_id: e.product_id, status: e.status, granted_at: e.granted_at, revoked_at: e.revoked_at });
    for (const s of canceled) await raiseEvent(trx, workspaceId, 'subscription.canceled', toSubscription(s));
    return refunded;
  });
  nudgeDispatchers();
  return result;
}
