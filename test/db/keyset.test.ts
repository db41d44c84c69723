// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * Deep pages (docs/concepts.md, Pagination): `starting_after` walks GET /orders and a webhook's delivery log
 * without skipping or repeating a row while rows are added, and `meta.total` (kept by tallies, never counted row
 * by row) stays exact through writes, status changes and the tallies being folded. Over real HTTP.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { compactTallies } from '../../src/db/tallies.js';
import { raiseEvent, transactWithEvents } from '../../src/webhooks/outbox.js';
import { call, createTenant, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';

let t: TestApp;
let tenant: Tenant;
let productId = 0;

before(async () => {
  t = await overHttp(await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true' }));
  tenant = await createTenant(t, { demo: true });
  const products = await call(t, 'GET', '/api/v1/products?per_page=100', { key: tenant.key });
  const product = products.body.data?.find((p) => p['is_active'] === true && p['kind'] === 'one_time');
  productId = Number(product?.['id']);
});
after(() => t.close());

const order = (status: 'paid' | 'pending' = 'paid') =>
  call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'buyer@example.com', items: [{ product_id: productId, quantity: 1 }], status } });

async function walk(first: string, next: (last: Record<string, unknown>) => string, between: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const seen: Record<string, unknown>[] = [];
  let url = first;
  for (let guard = 0; guard < 200; guard += 1) {
    const page = await call(t, 'GET', url, { key: tenant.key });
    assert.equal(page.status, 200, page.raw);
    assert.equal(page.body.meta?.['page'], 1);
    const rows = page.body.data ?? [];
    seen.push(...rows);
    const last = rows.at(-1);
    if (last === undefined) return seen;
    await between();
    url = next(last);
  }
  throw new Error('the walk did not end');
}

test('orders: starting_after walks every order once, newest first, while orders are added; totals stay exact', async () => {
  for (let i = 0; i < 12; i += 1) await order(i % 3 === 0 ? 'pending' : 'paid');
  const before = await call(t, 'GET', '/api/v1/orders?per_page=100', { key: tenant.key });
  const total = Number(before.body.meta?.['total']);
  const all = [];
  for (let page = 1; page <= Number(before.body.meta?.['pages']); page += 1) all.push(...((await call(t, 'GET', `/api/v1/orders?per_page=100&page=${page}`, { key: tenant.key })).body.data ?? []));
  assert.equal(all.length, total, 'meta.total counts every order');

  const walked = await walk('/api/v1/orders?per_page=7', (last) => `/api/v1/orders?per_page=7&starting_after=${String(last['id'])}`, async () => {
    await order();
  });
  const ids = walked.map((o) => Number(o['id']));
  assert.equal(new Set(ids).size, ids.length, 'no order twice');
  assert.deepEqual(ids, [...ids].sort((a, b) => b - a), 'newest first');
  assert.deepEqual(ids, all.map((o) => Number(o['id'])), 'exactly the orders there were when the walk began, none skipped');

  const pending = await call(t, 'GET', '/api/v1/orders?status=pending&per_page=1', { key: tenant.key });
  const countPending = async () => Number((await call(t, 'GET', '/api/v1/orders?status=pending&per_page=1', { key: tenant.key })).body.meta?.['total']);
  const firstPending = pending.body.data?.[0]?.['id'];
  assert.equal((await call(t, 'POST', `/api/v1/orders/${String(firstPending)}/pay`, { key: tenant.key })).status, 200);
  assert.equal(await countPending(), Number(pending.body.meta?.['total']) - 1, 'a paid order leaves the pending count');
  const totalNow = Number((await call(t, 'GET', '/api/v1/orders?per_page=1', { key: tenant.key })).body.meta?.['total']);
  assert.equal(totalNow, total + Math.ceil(all.length / 7), 'the order added at each turn of the page is counted');
  await compactTallies(t.app.store);
  assert.equal(Number((await call(t, 'GET', '/api/v1/orders?per_page=1', { key: tenant.key })).body.meta?.['total']), totalNow, 'folding the tallies changes no count');
  assert.equal(await countPending(), Number(pending.body.meta?.['total']) - 1);
});

test('orders: starting_after with a page other than 1 is a 422 naming it', async () => {
  const refused = await call(t, 'GET', '/api/v1/orders?page=2&starting_after=5', { key: tenant.key });
  assert.equal(refused.status, 422);
  assert.ok(Object.keys(refused.body['errors'] as object).includes('starting_after'));
  assert.equal((await call(t, 'GET', '/api/v1/orders?starting_after=0', { key: tenant.key })).status, 422);
});

test('delivery log: starting_after walks every delivery once while events are raised; totals come from the tallies', async () => {
  const hook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: 'http://127.0.0.1:9/hook', events: ['order.paid'] } });
  assert.equal(hook.status, 200, hook.raw);
  const id = Number(hook.body['id']);
  const raise = (count: number) =>
    transactWithEvents(t.app.store.db, async (trx) => {
      for (let i = 0; i < count; i += 1) await raiseEvent(trx, tenant.workspace.id, 'order.paid', { id: i });
    });
  await raise(40);
  const list = (query: string) => call(t, 'GET', `/api/v1/webhooks/${id}/deliveries${query}`, { key: tenant.key });
  const first = await list('?per_page=100');
  assert.equal(first.body.meta?.['total'], 40);
  const all = first.body.data ?? [];

  const walked = await walk(`/api/v1/webhooks/${id}/deliveries?per_page=6`, (last) => `/api/v1/webhooks/${id}/deliveries?per_page=6&starting_after=${String(last['id'])}`, () => raise(1));
  const ids = walked.map((d) => String(d['id']));
  assert.equal(new Set(ids).size, ids.length, 'no delivery twice');
  assert.deepEqual(ids, all.map((d) => String(d['id'])), 'the same order as the page list, none skipped');
  assert.equal((await list('?per_page=1')).body.meta?.['total'], 40 + Math.ceil(40 / 6));
  assert.equal((await list('?per_page=1&status=succeeded')).body.meta?.['total'], 0);

  const unknown = await list('?starting_after=msg_000000000000000000000000');
  assert.equal(unknown.status, 422);
  assert.ok(Object.keys(unknown.body['errors'] as object).includes('starting_after'));
});
