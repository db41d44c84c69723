// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** GET /analytics/summary: per-currency revenue, counts, zero-filled daily rollups, and the days bounds. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { formatDate, formatTimestamp } from '../../src/time.js';
import { call, createTenant, startApp, type Tenant, type TestApp } from '../helpers/app.js';

let t: TestApp;
let tenant: Tenant;
const DAY = 86_400_000;
const daysAgo = (n: number, hour = 12) => {
  const d = new Date(Date.now() - n * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return formatTimestamp(d);
};

before(async () => {
  t = await startApp();
  tenant = await createTenant(t);
  const db = t.app.store.db;
  const ws = tenant.workspace.id;
  const product = await db
    .insertInto('products')
    .values({ workspace_id: ws, name: 'Sub', slug: 'sub', description: null, kind: 'recurring', price_cents: 1000, currency: 'USD', interval: 'month', deliverables: '[]', is_active: 1, created_at: daysAgo(90), updated_at: daysAgo(90) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = async (currency: string, cents: number, created: number, paid: number | null, refunded: number | null) =>
    db
      .insertInto('orders')
      .values({
        workspace_id: ws,
        number: `N${Math.random()}`,
        status: refunded !== null ? 'refunded' : paid !== null ? 'paid' : 'pending',
        customer_email: 'c@example.com',
        currency,
        subtotal_cents: cents,
        total_cents: cents,
        created_at: daysAgo(created, 10),
        paid_at: paid === null ? null : daysAgo(paid, 11),
        refunded_at: refunded === null ? null : daysAgo(refunded, 13),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  await order('USD', 1000, 0, 0, null); // today: +10.00 USD
  await order('USD', 500, 2, 2, 1); // paid 2 days ago, refunded yesterday
  await order('EUR', 700, 3, 3, null);
  await order('USD', 300, 1, null, null); // pending: no revenue
  await order('USD', 9999, 40, 40, null); // outside a 30-day window
  const sub = await order('USD', 1000, 5, 5, null);
  await db.insertInto('subscriptions').values({ workspace_id: ws, order_id: sub.id, product_id: product.id, customer_email: 'c@example.com', interval: 'month', status: 'active', created_at: daysAgo(5), canceled_at: null }).execute();
  await db.insertInto('subscriptions').values({ workspace_id: ws, order_id: sub.id, product_id: product.id, customer_email: 'd@example.com', interval: 'month', status: 'canceled', created_at: daysAgo(50), canceled_at: daysAgo(2) }).execute();
});
after(() => t.close());

test('summary over the default 30 days', async () => {
  const reply = await call(t, 'GET', '/api/v1/analytics/summary', { key: tenant.key });
  assert.equal(reply.status, 200);
  const body = reply.body as Record<string, unknown> & { daily: { date: string; orders: number; new_subscribers: number; new_members: number; revenue: { currency: string; net_cents: number }[] }[] };
  assert.equal(body['days'], 30);
  assert.equal(body['to'], formatDate(new Date()));
  assert.equal(body['from'], formatDate(new Date(Date.now() - 29 * DAY)));
  assert.deepEqual(body['revenue'], [
    { currency: 'EUR', gross_cents: 700, refunded_cents: 0, net_cents: 700 },
    { currency: 'USD', gross_cents: 2500, refunded_cents: 500, net_cents: 2000 },
  ]);
  assert.deepEqual(body['orders'], { total: 5, paid: 4, refunded: 1 });
  assert.deepEqual(body['subscribers'], { active: 1, new: 1, canceled: 1 });
  assert.deepEqual(body['audience'], { members: 1, new_members: 1 });
  assert.equal(body.daily.length, 30);
  assert.equal(body.daily[0]?.date, body['from']);
  assert.equal(body.daily.at(-1)?.date, body['to']);
  const today = body.daily.at(-1);
  assert.deepEqual(today?.revenue, [{ currency: 'EUR', net_cents: 0 }, { currency: 'USD', net_cents: 1000 }]);
  const yesterday = body.daily.at(-2);
  assert.deepEqual(yesterday?.revenue, [{ currency: 'EUR', net_cents: 0 }, { currency: 'USD', net_cents: -500 }]);
  const quiet = body.daily[10];
  assert.deepEqual({ ...quiet, date: undefined }, { date: undefined, orders: 0, new_subscribers: 0, new_members: 0, revenue: [{ currency: 'EUR', net_cents: 0 }, { currency: 'USD', net_cents: 0 }] });
});

test('days=1 covers today only; days=365 works', async () => {
  const one = await call(t, 'GET', '/api/v1/analytics/summary?days=1', { key: tenant.key });
  assert.equal((one.body['daily'] as unknown[]).length, 1);
  assert.deepEqual(one.body['orders'], { total: 1, paid: 1, refunded: 0 });
  const year = await call(t, 'GET', '/api/v1/analytics/summary?days=365', { key: tenant.key });
  assert.equal((year.body['daily'] as unknown[]).length, 365);
  assert.deepEqual(year.body['orders'], { total: 6, paid: 5, refunded: 1 });
});

for (const days of ['0', '366', '-3', 'abc', '2.5']) {
  test(`days=${days} is a 422 naming days`, async () => {
    const reply = await call(t, 'GET', `/api/v1/analytics/summary?days=${days}`, { key: tenant.key });
    assert.equal(reply.status, 422);
    assert.ok((reply.body['errors'] as Record<string, unknown>)['days']);
  });
}

test('the demo data has something to show', async () => {
  const demo = await createTenant(t, { demo: true });
  const reply = await call(t, 'GET', '/api/v1/analytics/summary?days=60', { key: demo.key });
  const revenue = reply.body['revenue'] as { currency: string; gross_cents: number }[];
  assert.ok(revenue.length >= 2 && revenue.every((r) => r.gross_cents > 0));
  assert.ok((reply.body['subscribers'] as { new: number }).new > 0);
  assert.ok((reply.body['audience'] as { new_members: number }).new_members > 10);
});
