/** Subscription row → its API representation, the one GET /subscriptions returns and subscription.* events carry. */
import type { Selectable } from 'kysely';
import type { SubscriptionTable } from '../db/types.js';
import type { Subscription } from './subscription-schema.js';

/** A subscription as the API shows it. */
export function toSubscription(row: Selectable<SubscriptionTable>): Subscription {
  return { id: row.id, product_id: row.product_id, order_id: row.order_id, customer_email: row.customer_email, status: row.status as Subscription['status'], started_at: row.created_at, canceled_at: row.canceled_at };
}
