/** Order rows → API orders. */
import type { Selectable } from 'kysely';
import type { EntitlementTable, OrderItemTable } from '../db/types.js';
import type { OrderRow } from './repository.js';
import type { Order, OrderDetail } from './schema.js';

/** Order row → listed order. */
export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status as Order['status'],
    customer_email: row.customer_email,
    currency: row.currency,
    subtotal_cents: row.subtotal_cents,
    total_cents: row.total_cents,
    item_count: Number(row.item_count ?? 0),
    created_at: row.created_at,
    paid_at: row.paid_at,
    refunded_at: row.refunded_at,
  };
}

/** Order row with its items and entitlements → detailed order. */
export function toOrderDetail(row: OrderRow, items: Selectable<OrderItemTable>[], entitlements: Selectable<EntitlementTable>[]): OrderDetail {
  return {
    ...toOrder(row),
    items: items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      name: item.name,
      quantity: item.quantity,
      unit_price_cents: item.unit_price_cents,
      total_cents: item.total_cents,
    })),
    entitlements: entitlements.map((e) => ({
      id: e.id,
      product_id: e.product_id,
      status: e.status as OrderDetail['entitlements'][number]['status'],
      granted_at: e.granted_at,
      revoked_at: e.revoked_at,
    })),
  };
}
