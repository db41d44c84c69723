/** POST /orders (docs/concepts.md, Orders from a storefront): the server prices the order from the workspace's products and, if paid, pays it in the same transaction. */
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/types.js';
import { fieldErrors, validationError } from '../api-error.js';
import { now } from '../time.js';
import { transactWithEvents } from '../webhooks/outbox.js';
import { lockWorkspace } from '../workspaces/repository.js';
import { detail, payWithin } from './service.js';
import type { CreateOrder, OrderDetail } from './schema.js';

/** The largest total an order may have: what every store's integer column holds. */
export const MAX_TOTAL_CENTS = 2_147_483_647;

interface Line {
  readonly product_id: number;
  readonly name: string;
  readonly quantity: number;
  readonly unit_price_cents: number;
  readonly currency: string;
}

/** The order's lines priced from the products, or a 422 naming every line that cannot be sold. */
async function priced(db: Db, workspaceId: number, input: CreateOrder): Promise<Line[]> {
  const ids = input.items.map((item) => item.product_id);
  const products = await db.selectFrom('products').select(['id', 'name', 'price_cents', 'currency', 'is_active']).where('workspace_id', '=', workspaceId).where('id', 'in', ids).execute();
  const byId = new Map(products.map((product) => [product.id, product]));
  const problems: string[] = [];
  const seen = new Set<number>();
  input.items.forEach((item, i) => {
    const product = byId.get(item.product_id);
    // Another workspace's product is "no such product", exactly like an id that never existed.
    if (!product) problems.push(`item ${i + 1}: product ${item.product_id} does not exist`);
    else if (!product.is_active) problems.push(`item ${i + 1}: product ${item.product_id} is archived and cannot be sold`);
    if (seen.has(item.product_id)) problems.push(`item ${i + 1}: product ${item.product_id} appears twice; raise its quantity instead`);
    seen.add(item.product_id);
  });
  if (problems.length > 0) throw validationError({ items: problems });
  const lines = input.items.map((item) => {
    const product = byId.get(item.product_id) as (typeof products)[number];
    return { product_id: product.id, name: product.name, quantity: item.quantity, unit_price_cents: product.price_cents, currency: product.currency };
  });
  const fields = fieldErrors();
  const currencies = [...new Set(lines.map((line) => line.currency))];
  if (currencies.length > 1) fields['items'] = [`all products of an order must have one currency; these have ${currencies.join(' and ')}`];
  else if (lines.reduce((sum, line) => sum + line.unit_price_cents * line.quantity, 0) > MAX_TOTAL_CENTS) fields['items'] = [`the order's total must be at most ${MAX_TOTAL_CENTS} cents`];
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return lines;
}

/** Creates an order for the workspace (`paid` by default, raising its events), or throws a 422 changing nothing. */
export async function createOrder(db: Kysely<Database>, workspaceId: number, input: CreateOrder): Promise<OrderDetail> {
  return transactWithEvents(db, async (trx) => {
    const lines = await priced(trx, workspaceId, input);
    // Numbers follow on per workspace (CW-1001, CW-1002…): touching the workspace's row makes concurrent
    // creations in one workspace take turns (PostgreSQL's row lock; SQLite writes one at a time anyway).
    await lockWorkspace(trx, workspaceId);
    const { count } = await trx.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow();
    const total = lines.reduce((sum, line) => sum + line.unit_price_cents * line.quantity, 0);
    const order = await trx
      .insertInto('orders')
      .values({
        workspace_id: workspaceId,
        number: `CW-${1001 + Number(count)}`,
        status: 'pending',
        customer_email: input.customer_email,
        currency: (lines[0] as Line).currency,
        subtotal_cents: total,
        total_cents: total,
        created_at: now(),
        paid_at: null,
        refunded_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const line of lines) {
      const { product_id, name, quantity, unit_price_cents } = line;
      await trx.insertInto('order_items').values({ workspace_id: workspaceId, order_id: order.id, product_id, name, quantity, unit_price_cents, total_cents: unit_price_cents * quantity }).execute();
    }
    return (input.status ?? 'paid') === 'paid' ? payWithin(trx, workspaceId, order.id) : detail(trx, workspaceId, order.id);
  });
}
