/** Demo orders: 130 over the last 60 days in every status, with items, entitlements and subscriptions. */
import type { Selectable, Transaction } from 'kysely';
import type { Database, ProductTable } from '../db/types.js';
import { formatTimestamp } from '../time.js';

const ORDER_COUNT = 130;
const DAY_MS = 86_400_000;
const STATUSES = ['paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'pending', 'refunded', 'canceled'] as const;
const CUSTOMERS = ['ana', 'ben', 'chen', 'dara', 'eli', 'fatima', 'gus', 'hana', 'ivan', 'jo', 'kim', 'luca'];

/** Inserts the demo orders; returns the counts of what it wrote. */
export async function seedOrders(
  trx: Transaction<Database>,
  workspaceId: number,
  products: Selectable<ProductTable>[],
  random: () => number,
  at: Date,
): Promise<Record<string, number>> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const counts = { orders: 0, order_items: 0, entitlements: 0, subscriptions: 0 };
  const byCurrency = new Map<string, Selectable<ProductTable>[]>();
  // Orders buy what is on sale: active products, grouped by the currency an order is paid in.
  for (const product of products.filter((p) => p.is_active === 1)) byCurrency.set(product.currency, [...(byCurrency.get(product.currency) ?? []), product]);
  const currencies = [...byCurrency.keys()];

  for (let i = 0; i < ORDER_COUNT; i += 1) {
    // Every status appears: the first four orders take one each, the rest are drawn.
    const status: string = i < 4 ? (['paid', 'pending', 'refunded', 'canceled'][i] as string) : pick(STATUSES);
    const currency = currencies.length > 1 && i % 10 === 9 ? (currencies[1] as string) : (currencies[0] as string);
    const created = new Date(at.getTime() - Math.floor(random() * 60 * DAY_MS));
    const paidAt = status === 'paid' || status === 'refunded' ? new Date(Math.min(at.getTime(), created.getTime() + 5 * 60_000)) : null;
    const refundedAt = status === 'refunded' && paidAt ? new Date(Math.min(at.getTime(), paidAt.getTime() + Math.floor(random() * 3 * DAY_MS))) : null;
    const catalog = byCurrency.get(currency) ?? [];
    const chosen = new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(catalog)));
    const lines = [...chosen].map((product) => ({ product, quantity: product.kind === 'recurring' ? 1 : 1 + Math.floor(random() * 2) }));
    const subtotal = lines.reduce((sum, line) => sum + line.product.price_cents * line.quantity, 0);
    const customer = `${pick(CUSTOMERS)}${i}@customers.example`;

    const order = await trx
      .insertInto('orders')
      .values({
        workspace_id: workspaceId,
        number: `CW-${String(1001 + i)}`,
        status,
        customer_email: customer,
        currency,
        subtotal_cents: subtotal,
        total_cents: subtotal,
        created_at: formatTimestamp(created),
        paid_at: paidAt && formatTimestamp(paidAt),
        refunded_at: refundedAt && formatTimestamp(refundedAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    counts.orders += 1;

    for (const line of lines) {
      await trx
        .insertInto('order_items')
        .values({
          workspace_id: workspaceId,
          order_id: order.id,
          product_id: line.product.id,
          name: line.product.name,
          quantity: line.quantity,
          unit_price_cents: line.product.price_cents,
          total_cents: line.product.price_cents * line.quantity,
        })
        .execute();
      counts.order_items += 1;
      if (!paidAt) continue;
      const revoked = refundedAt && formatTimestamp(refundedAt);
      await trx
        .insertInto('entitlements')
        .values({ workspace_id: workspaceId, order_id: order.id, product_id: line.product.id, status: revoked ? 'revoked' : 'active', granted_at: formatTimestamp(paidAt), revoked_at: revoked })
        .execute();
      counts.entitlements += 1;
      if (line.product.kind !== 'recurring') continue;
      await trx
        .insertInto('subscriptions')
        .values({
          workspace_id: workspaceId,
          order_id: order.id,
          product_id: line.product.id,
          customer_email: customer,
          interval: line.product.interval ?? 'month',
          status: revoked ? 'canceled' : 'active',
          created_at: formatTimestamp(paidAt),
          canceled_at: revoked,
        })
        .execute();
      counts.subscriptions += 1;
    }
  }
  return counts;
}
