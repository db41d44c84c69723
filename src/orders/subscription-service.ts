/** Canceling a subscription (docs/concepts.md, Orders from a storefront): its access ends, the order that started it stays paid. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ApiError, notFound } from '../api-error.js';
import { now } from '../time.js';
import { raiseEvent, transactWithEvents } from '../webhooks/outbox.js';
import { toEntitlementChange } from './service.js';
import { findSubscription } from './subscription-repository.js';
import type { Subscription } from './subscription-schema.js';
import { toSubscription } from './subscription-presenter.js';

/** Cancels an active subscription and revokes the access its order granted for that product; raises both events. */
export async function cancelSubscription(db: Kysely<Database>, workspaceId: number, id: number): Promise<Subscription> {
  return transactWithEvents(db, async (trx) => {
    const found = await findSubscription(trx, workspaceId, id);
    if (!found) throw notFound('Subscription');
    if (found.status !== 'active') throw new ApiError('conflict', `Subscription ${id} is ${found.status}; only active subscriptions can be canceled.`);
    const at = now();
    const canceled = await trx
      .updateTable('subscriptions')
      .set({ status: 'canceled', canceled_at: at })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst();
    if (!canceled) throw new ApiError('conflict', `Subscription ${id} changed meanwhile; read it again.`);
    const revoked = await trx
      .updateTable('entitlements')
      .set({ status: 'revoked', revoked_at: at })
      .where('workspace_id', '=', workspaceId)
      .where('order_id', '=', canceled.order_id)
      .where('product_id', '=', canceled.product_id)
      .where('status', '=', 'active')
      .returningAll()
      .execute();
    await raiseEvent(trx, workspaceId, 'subscription.canceled', toSubscription(canceled));
    for (const row of revoked) await raiseEvent(trx, workspaceId, 'entitlement.revoked', toEntitlementChange(row));
    return toSubscription(canceled);
  });
}
