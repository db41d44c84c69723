// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Orders from a storefront (docs/concepts.md) through HTTP: orders made, paid and refunded, subscriptions listed and canceled, their events signed; refusals change nothing. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { verifyWebhook } from '../../src/index.js';
import { call, createTenant, keyFor, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/wait.js';

let t: TestApp;
let r: Receiver;
let tenant: Tenant;
let secret: string;
let vip: number;
let guide: number;
let euro: number;
let archived: number;

before(async () => {
  t = await overHttp(await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '20' }, { worker: true }));
  r = await startReceiver();
  tenant = await createTenant(t);
  const hook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: r.url, events: ['*'] } });
  secret = hook.body['secret'] as string;
  const product = async (body: Record<string, unknown>) => Number((await call(t, 'POST', '/api/v1/products', { key: tenant.key, body })).body['id']);
  vip = await product({ name: 'VIP Rank', price_cents: 999, kind: 'recurring', interval: 'month' });
  guide = await product({ name: 'Build guide', price_cents: 1500 });
  euro = await product({ name: 'Euro pack', price_cents: 500, currency: 'EUR' });
  archived = await product({ name: 'Old pack', price_cents: 100, is_active: false });
});
after(async () => {
  await t.close();
  await r.close();
});

interface Event {
  event: string;
  data: Record<string, unknown>;
}

/** The events received since `from`, each checked against its signature. */
function eventsSince(from: number): Event[] {
  return r.received.slice(from).map((x) => {
    assert.ok(verifyWebhook(x.body, x.headers as Record<string, string>, secret), 'signed with the webhook secret');
    return JSON.parse(x.body) as Event;
  });
}

const names = (events: Event[]) => events.map((e) => e.event).sort();
/** Every row of the tables an order touches, and the events and deliveries raised. */
async function snapshot(): Promise<string> {
  const tables = ['orders', 'order_items', 'entitlements', 'subscriptions', 'events', 'deliveries'] as const;
  const rows = await Promise.all(tables.map((table) => t.app.store.db.selectFrom(table).selectAll().orderBy('id').execute()));
  return JSON.stringify(rows.map((list, i) => [tables[i], list.length, tables[i] === 'deliveries' ? [] : list]));
}

test('POST /orders prices a paid order from its products and raises order.paid, entitlement.granted per item and subscription.created per recurring item', async () => {
  const start = r.received.length;
  const made = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'steve@customers.example', items: [{ product_id: vip, quantity: 1 }, { product_id: guide, quantity: 3 }] } });
  assert.equal(made.status, 200, made.raw);
  assert.equal(made.body['status'], 'paid');
  assert.equal(made.body['currency'], 'USD');
  assert.equal(made.body['total_cents'], 999 + 3 * 1500);
  assert.equal(made.body['subtotal_cents'], 999 + 3 * 1500);
  assert.equal(made.body['item_count'], 4);
  assert.match(String(made.body['number']), /^CW-\d+$/);
  assert.deepEqual((made.body['items'] as Record<string, unknown>[]).map((i) => [i['name'], i['unit_price_cents'], i['total_cents']]), [['VIP Rank', 999, 999], ['Build guide', 1500, 4500]]);
  assert.equal((made.body['entitlements'] as unknown[]).length, 2);
  await eventually(() => r.received.length - start >= 4);
  const events = eventsSince(start);
  assert.deepEqual(names(events), ['entitlement.granted', 'entitlement.granted', 'order.paid', 'subscription.created']);
  assert.deepEqual(events.find((e) => e.event === 'order.paid')?.data, (await call(t, 'GET', `/api/v1/orders/${made.body['id']}`, { key: tenant.key })).body);
  const subscriptions = await call(t, 'GET', '/api/v1/subscriptions?status=active', { key: tenant.key });
  assert.deepEqual(subscriptions.body.data?.[0], { id: subscriptions.body.data?.[0]?.['id'], product_id: vip, order_id: made.body['id'], customer_email: 'steve@customers.example', status: 'active', started_at: made.body['paid_at'], canceled_at: null });
  assert.deepEqual(events.find((e) => e.event === 'subscription.created')?.data, subscriptions.body.data?.[0], 'the event carries the API representation (docs/webhooks.md, Events)');
});

test('a pending order raises nothing until paid; pay twice is 409; refund raises order.refunded, entitlement.revoked and subscription.canceled', async () => {
  const start = r.received.length;
  const pending = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'alex@customers.example', items: [{ product_id: vip, quantity: 1 }], status: 'pending' } });
  assert.equal(pending.body['status'], 'pending');
  assert.deepEqual(pending.body['entitlements'], []);
  const id = pending.body['id'] as number;
  const early = await call(t, 'POST', `/api/v1/orders/${id}/refund`, { key: tenant.key });
  assert.equal(early.status, 409, 'a pending order cannot be refunded');
  assert.match(String(early.body['message']), /pending/);
  const paid = await call(t, 'POST', `/api/v1/orders/${id}/pay`, { key: tenant.key });
  assert.equal(paid.body['status'], 'paid');
  assert.equal((await call(t, 'POST', `/api/v1/orders/${id}/pay`, { key: tenant.key })).status, 409);
  await eventually(() => r.received.length - start >= 3);
  assert.deepEqual(names(eventsSince(start)), ['entitlement.granted', 'order.paid', 'subscription.created'], 'nothing was raised while it was pending');

  const before = r.received.length;
  const refunded = await call(t, 'POST', `/api/v1/orders/${id}/refund`, { key: tenant.key });
  assert.equal(refunded.body['status'], 'refunded');
  assert.deepEqual((refunded.body['entitlements'] as Record<string, unknown>[]).map((e) => e['status']), ['revoked']);
  await eventually(() => r.received.length - before >= 3);
  assert.deepEqual(names(eventsSince(before)), ['entitlement.revoked', 'order.refunded', 'subscription.canceled']);
  assert.equal((await call(t, 'POST', `/api/v1/orders/${id}/refund`, { key: tenant.key })).status, 409);
});

test('canceling a subscription revokes its access and keeps the order paid; canceling again is 409', async () => {
  const order = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'sam@customers.example', items: [{ product_id: vip, quantity: 1 }, { product_id: guide, quantity: 1 }] } });
  const subscription = (await call(t, 'GET', '/api/v1/subscriptions', { key: tenant.key })).body.data?.find((s) => s['order_id'] === order.body['id']);
  assert.ok(subscription);
  // Every event of the sale is in (deliveries run in parallel, so order.paid may come before the others), so
  // what arrives from here on is the cancel's alone.
  const ofSale = (e: Event) => (e.event === 'order.paid' ? e.data['id'] : e.data['order_id']) === order.body['id'];
  await eventually(() => names(eventsSince(0).filter(ofSale)).join() === 'entitlement.granted,entitlement.granted,order.paid,subscription.created' || undefined);
  const start = r.received.length;
  const canceled = await call(t, 'POST', `/api/v1/subscriptions/${subscription['id']}/cancel`, { key: tenant.key });
  assert.equal(canceled.status, 200);
  assert.equal(canceled.body['status'], 'canceled');
  assert.ok(canceled.body['canceled_at']);
  const after = await call(t, 'GET', `/api/v1/orders/${order.body['id']}`, { key: tenant.key });
  assert.equal(after.body['status'], 'paid');
  assert.deepEqual((after.body['entitlements'] as Record<string, unknown>[]).map((e) => [e['product_id'], e['status']]), [[vip, 'revoked'], [guide, 'active']]);
  await eventually(() => r.received.length - start >= 2);
  const events = eventsSince(start);
  assert.deepEqual(names(events), ['entitlement.revoked', 'subscription.canceled']);
  assert.equal(events.find((e) => e.event === 'entitlement.revoked')?.data['product_id'], vip);
  assert.equal((await call(t, 'POST', `/api/v1/subscriptions/${subscription['id']}/cancel`, { key: tenant.key })).status, 409);
  const canceledList = (await call(t, 'GET', '/api/v1/subscriptions?status=canceled', { key: tenant.key })).body.data ?? [];
  assert.ok(canceledList.some((s) => s['id'] === subscription['id']));
  assert.deepEqual(canceledList.map((s) => s['id']), [...canceledList.map((s) => s['id'] as number)].sort((a, b) => a - b), 'oldest first (docs/concepts.md, Pagination)');
});

test('refused orders change nothing: mixed currencies, archived, unknown or other-workspace products, zero, huge or repeated lines, bad e-mails', async () => {
  const other = await createTenant(t);
  const theirs = Number((await call(t, 'POST', '/api/v1/products', { key: other.key, body: { name: 'Theirs', price_cents: 100 } })).body['id']);
  const pricey = Number((await call(t, 'POST', '/api/v1/products', { key: tenant.key, body: { name: 'Island', price_cents: 100_000_000 } })).body['id']);
  await eventually(() => r.received.length > 0);
  const before = await snapshot();
  const received = r.received.length;
  const cases: [Record<string, unknown>, string, RegExp][] = [
    [{ items: [{ product_id: vip, quantity: 1 }, { product_id: euro, quantity: 1 }] }, 'items', /one currency/],
    [{ items: [{ product_id: archived, quantity: 1 }] }, 'items', /archived/],
    [{ items: [{ product_id: 999_999, quantity: 1 }] }, 'items', /does not exist/],
    [{ items: [{ product_id: theirs, quantity: 1 }] }, 'items', /does not exist/],
    [{ items: [{ product_id: guide, quantity: 0 }] }, 'items', /./],
    [{ items: [{ product_id: guide, quantity: 1001 }] }, 'items', /./],
    [{ items: [{ product_id: pricey, quantity: 1000 }] }, 'items', /at most 2147483647 cents/],
    [{ items: [{ product_id: guide, quantity: 1 }, { product_id: guide, quantity: 1 }] }, 'items', /twice/],
    [{ items: [] }, 'items', /at least one/],
    [{ items: [{ product_id: 3_000_000_000, quantity: 1 }] }, 'items', /./],
    [{ items: [{ product_id: guide, quantity: 1 }], customer_email: 'not an e-mail' }, 'customer_email', /e-mail/],
    [{ items: [{ product_id: guide, quantity: 1 }], status: 'refunded' }, 'status', /one of/],
    [{ items: [{ product_id: guide, quantity: 1, price_cents: 1 }] }, 'items', /not an accepted field/],
    [{ items: [{ product_id: guide, quantity: 1 }], total_cents: 1 }, 'total_cents', /not an accepted field/],
  ];
  for (const [body, field, message] of cases) {
    const answer = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'x@customers.example', ...body } });
    assert.equal(answer.status, 422, `${JSON.stringify(body)}: ${answer.raw}`);
    assert.match(String((answer.body['errors'] as Record<string, string[]>)[field]?.join(' ')), message, JSON.stringify(answer.body));
  }
  assert.equal(await snapshot(), before, 'the store is unchanged');
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(r.received.length, received, 'no event was raised');
});

test('scopes and tenancy: write:orders is required to change, read:orders to list; another workspace\'s ids are 404', async () => {
  const reader = await keyFor(t, tenant, ['read:orders']);
  const order = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'kim@customers.example', items: [{ product_id: guide, quantity: 1 }], status: 'pending' } });
  for (const [method, url] of [['POST', '/api/v1/orders'], ['POST', `/api/v1/orders/${order.body['id']}/pay`], ['POST', `/api/v1/orders/${order.body['id']}/refund`], ['POST', '/api/v1/subscriptions/1/cancel']] as const) {
    const refused = await call(t, method, url, { key: reader, body: url === '/api/v1/orders' ? { customer_email: 'a@b.example', items: [{ product_id: guide, quantity: 1 }] } : undefined });
    assert.equal(refused.status, 403, url);
    assert.equal(refused.body['message'], 'This key lacks the write:orders scope.');
  }
  assert.equal((await call(t, 'GET', '/api/v1/subscriptions', { key: await keyFor(t, tenant, ['read:store']) })).status, 403);
  assert.equal((await call(t, 'GET', '/api/v1/subscriptions', { key: reader })).status, 200);

  const other = await createTenant(t);
  const subscription = (await call(t, 'GET', '/api/v1/subscriptions', { key: tenant.key })).body.data?.[0]?.['id'];
  const before = await snapshot();
  for (const url of [`/api/v1/orders/${order.body['id']}/pay`, `/api/v1/orders/${order.body['id']}/refund`, `/api/v1/subscriptions/${subscription}/cancel`, '/api/v1/orders/999999/pay']) {
    const answer = await call(t, 'POST', url, { key: other.key });
    assert.equal(answer.status, 404, url);
    assert.equal(answer.body['error'], 'not_found');
  }
  assert.equal((await call(t, 'GET', '/api/v1/subscriptions', { key: other.key })).body.meta?.['total'], 0);
  assert.equal(await snapshot(), before, 'nothing changed');
});

test('an Idempotency-Key makes a retried POST /orders one order, answered the same', async () => {
  const body = { customer_email: 'retry@customers.example', items: [{ product_id: guide, quantity: 2 }] };
  const headers = { 'idempotency-key': `order-${Date.now()}` };
  const first = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body, headers });
  const again = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body, headers });
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.deepEqual(again.body, first.body);
  const mine = await t.app.store.db.selectFrom('orders').select('id').where('customer_email', '=', 'retry@customers.example').execute();
  assert.equal(mine.length, 1);
});
