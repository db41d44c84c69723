/** Orders, their items and entitlements, always within one workspace. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, Db, EntitlementTable, OrderItemTable, OrderTable } from '../db/types.js';
import { compiledPage, pageFrom } from '../db/paging.js';
import { compiledForms, compiledOnce, type Slots } from '../db/compiled.js';
import { orderCount } from '../db/tallies.js';
import { containsPattern, likePattern } from '../db/search.js';
import type { Page } from '../db/paging.js';

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

type OrderListValues = { workspaceId: number; status: string; pattern: string; since: string; until: string; after: number; limit: number; offset: number };
/** Which filters are given: status (s), search (q), since (a), until (b), starting after (k); '-' for none. */
type OrderForm = string;

function ordersWhere(db: Kysely<Database>, slot: Slots<OrderListValues>, form: OrderForm) {
  let query = ordersWithCount(db, slot('workspaceId'));
  if (form.includes('s')) query = query.where('orders.status', '=', slot('status'));
  if (form.includes('q')) query = query.where((eb) => eb.or([likePattern('orders.number', slot('pattern')), likePattern('orders.customer_email', slot('pattern'))]));
  if (form.includes('a')) query = query.where('orders.created_at', '>=', slot('since'));
  if (form.includes('b')) query = query.where('orders.created_at', '<', slot('until'));
  return form.includes('k') ? query.where('orders.id', '<', slot('after')) : query;
}

// Compiled once per form: building and compiling the queries cost more than SQLite running them.
const orderRows = compiledForms((db, slot: Slots<OrderListValues>, form: OrderForm) => ordersWhere(db, slot, form).orderBy('orders.id', 'desc').limit(slot('limit')).offset(slot('offset')));
const orderRowCount = compiledForms((db, slot: Slots<OrderListValues>, form: OrderForm) =>
  ordersWhere(db, slot, form)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total')),
);

/** One page of the workspace's orders, newest first, optionally in one status, matching `q` (number or e-mail), created in [since, until) (timestamps), older than `startingAfter`. */
export async function listOrders(
  db: Db,
  workspaceId: number,
  filter: { status?: string | undefined; q?: string | undefined; startingAfter?: number | undefined; since?: string | undefined; until?: string | undefined },
  page: Page,
) {
  const q = filter.q ?? '';
  const { status, since, until, startingAfter } = filter;
  const form = `${status !== undefined ? 's' : ''}${q !== '' ? 'q' : ''}${since !== undefined ? 'a' : ''}${until !== undefined ? 'b' : ''}${startingAfter !== undefined ? 'k' : ''}` || '-';
  const values = { workspaceId, status: status ?? '', pattern: containsPattern(q), since: since ?? '', until: until ?? '', after: startingAfter ?? 0, limit: 0, offset: 0 };
  // Without a search or a time window, the tallies know the count.
  const tallied = q === '' && since === undefined && until === undefined;
  const reads = compiledPage(db, form, values, { rows: orderRows, count: orderRowCount }, {
    countForm: form.replace('k', '') || '-',
    count: tallied ? () => orderCount(db, workspaceId, status) : undefined,
    keyset: startingAfter !== undefined,
  });
  const result = await pageFrom(reads, page);
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
