/**
 * The kept reads (the key lookup, the product and order lists) follow every write: made by another process (the
 * CLI) or by this one, the next request sees it. On PostgreSQL nothing is kept and the same must hold.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { call, createTenant, keyFor, startApp, type TestApp } from './helpers/app.js';
import { cli } from './helpers/process.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(async () => {
  await t.close();
});

const cliOn = (args: string[]) => cli(args, { DATABASE_URL: t.config.databaseUrl });

/** Asks twice, so the answer is kept, and returns it. */
async function warm(key: string, path: string) {
  await call(t, 'GET', path, { key });
  const reply = await call(t, 'GET', path, { key });
  assert.equal(reply.status, 200, reply.raw);
  return reply;
}

test('a key revoked by another process (the CLI) gets 401 on the very next request', async () => {
  const tenant = await createTenant(t);
  await warm(tenant.key, '/api/v1/me');
  const revoked = await cliOn(['key', 'revoke', '--workspace', tenant.workspace.slug, String(tenant.keyId)]);
  assert.equal(revoked.code, 0, revoked.stderr);
  const next = await call(t, 'GET', '/api/v1/me', { key: tenant.key });
  assert.equal(next.status, 401);
  assert.equal((await call(t, 'GET', '/api/v1/products', { key: tenant.key })).status, 401);
});

test('a product list follows products another process added (the CLI seed), on the next request, on every page', async () => {
  const tenant = await createTenant(t);
  const empty = await warm(tenant.key, '/api/v1/products');
  assert.deepEqual(empty.body.data, []);
  await warm(tenant.key, '/api/v1/products?page=2&per_page=3');
  const seeded = await cliOn(['seed', '--workspace', tenant.workspace.slug]);
  assert.equal(seeded.code, 0, seeded.stderr);
  const first = await call(t, 'GET', '/api/v1/products', { key: tenant.key });
  assert.ok((first.body.data?.length ?? 0) > 0, 'the seeded products show at once');
  assert.ok((first.body.meta?.['total'] ?? 0) > 3);
  const second = await call(t, 'GET', '/api/v1/products?page=2&per_page=3', { key: tenant.key });
  assert.equal(second.body.data?.length, 3);
});

test('an order list filtered by status follows a payment made by another process (the CLI)', async () => {
  const tenant = await createTenant(t, { demo: true });
  const pending = await warm(tenant.key, '/api/v1/orders?status=pending&per_page=100');
  const order = pending.body.data?.[0] as { id: number } | undefined;
  assert.ok(order, 'the demo data has a pending order');
  const paidBefore = await warm(tenant.key, '/api/v1/orders?status=paid&per_page=100');
  assert.ok(!paidBefore.body.data?.some((o) => o['id'] === order.id));
  const paid = await cliOn(['orders', 'pay', '--workspace', tenant.workspace.slug, String(order.id)]);
  assert.equal(paid.code, 0, paid.stderr);
  const paidAfter = await call(t, 'GET', '/api/v1/orders?status=paid&per_page=100', { key: tenant.key });
  assert.ok(paidAfter.body.data?.some((o) => o['id'] === order.id), 'the paid order is listed as paid');
  assert.equal(paidAfter.body.meta?.['total'], (paidBefore.body.meta?.['total'] ?? 0) + 1);
  const pendingAfter = await call(t, 'GET', '/api/v1/orders?status=pending&per_page=100', { key: tenant.key });
  assert.ok(!pendingAfter.body.data?.some((o) => o['id'] === order.id), 'and no longer as pending');
});

test("this process's own writes show on the next read, and one workspace's kept list is never another's", async () => {
  const a = await createTenant(t);
  const b = await createTenant(t);
  await warm(a.key, '/api/v1/products');
  await warm(b.key, '/api/v1/products');
  const created = await call(t, 'POST', '/api/v1/products', { key: a.key, body: { name: 'Kept Sword', price_cents: 500, currency: 'USD', kind: 'one_time' } });
  assert.equal(created.status, 200, created.raw);
  const listA = await call(t, 'GET', '/api/v1/products', { key: a.key });
  assert.deepEqual(listA.body.data?.map((p) => p['name']), ['Kept Sword']);
  const listB = await call(t, 'GET', '/api/v1/products', { key: b.key });
  assert.deepEqual(listB.body.data, []);
});

test('a kept answer is still behind the key check, the scope and the rate limit', async () => {
  const tenant = await createTenant(t);
  await warm(tenant.key, '/api/v1/products');
  const ordersOnly = await keyFor(t, tenant, ['read:orders']);
  const refused = await call(t, 'GET', '/api/v1/products', { key: ordersOnly });
  assert.equal(refused.status, 403);
  assert.equal(refused.body['error'], 'forbidden');
  assert.equal((await call(t, 'GET', '/api/v1/products', { key: 'cwk_000000000000000000000000000000' })).status, 401);
  const kept = await call(t, 'GET', '/api/v1/products', { key: tenant.key });
  assert.equal(kept.headers['x-ratelimit-limit'], '300', 'counted like any answer');
  assert.equal(Number(kept.headers['x-ratelimit-remaining']), 300 - 3);
});
