// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * The kept reads (the key lookup, /me, the product and order lists) follow every write: made by another process
 * (the CLI) or by this one, the next request sees it. On PostgreSQL nothing is kept and the same must hold. Every
 * test runs twice: through inject, and over HTTP, where cached answers are sent by the front door (front-door.ts).
 */
import { after, before, describe, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { call, createTenant, keyFor, overHttp, startApp, type TestApp } from '../helpers/app.js';
import { cli } from '../helpers/process.js';

for (const mode of ['inject', 'http'] as const) {
  describe(`kept reads (${mode})`, () => {
    let t: TestApp;
    before(async () => {
      t = await startApp();
      if (mode === 'http') t = await overHttp(t);
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

    test('a cached answer is still behind the key check, the scope and the rate limit', async () => {
      const tenant = await createTenant(t);
      await warm(tenant.key, '/api/v1/products');
      const ordersOnly = await keyFor(t, tenant, ['read:orders']);
      // Twice: the second time the key is kept too, and the answer still is not the scope-less key's.
      for (let i = 0; i < 2; i += 1) {
        const refused = await call(t, 'GET', '/api/v1/products', { key: ordersOnly });
        assert.equal(refused.status, 403);
        assert.equal(refused.body['error'], 'forbidden');
      }
      assert.equal((await call(t, 'GET', '/api/v1/products', { key: 'cwk_000000000000000000000000000000' })).status, 401);
      const kept = await call(t, 'GET', '/api/v1/products', { key: tenant.key });
      assert.equal(kept.headers['x-ratelimit-limit'], '300', 'counted like any answer');
      assert.equal(Number(kept.headers['x-ratelimit-remaining']), 300 - 3);
    });

    test('a cached answer has the headers and body of the first, and /me shows the last use once it is recorded', async () => {
      const tenant = await createTenant(t, { demo: true });
      for (const path of ['/api/v1/products?per_page=5', '/api/v1/orders?status=paid', '/api/v1/me']) {
        const first = await call(t, 'GET', path, { key: tenant.key, headers: { 'x-request-id': 'first-1' } });
        const kept = await call(t, 'GET', path, { key: tenant.key, headers: { 'x-request-id': 'kept-2' } });
        assert.equal(kept.status, 200);
        assert.equal(kept.raw, first.raw, path);
        assert.equal(kept.headers['x-request-id'], 'kept-2');
        assert.equal(Number(kept.headers['x-ratelimit-remaining']), Number(first.headers['x-ratelimit-remaining']) - 1);
        const names = (reply: typeof first) => Object.keys(reply.headers).filter((name) => name !== 'date').sort();
        assert.deepEqual(names(kept), names(first), path);
        assert.equal(kept.headers['content-type'], first.headers['content-type']);
        assert.equal(kept.headers['cache-control'], 'no-store');
      }
      const me = await call(t, 'GET', '/api/v1/me', { key: tenant.key });
      assert.equal(typeof (me.body['key'] as { last_used_at: unknown }).last_used_at, 'string', 'the first use was recorded and shows');
    });
  });
}

describe('a cached answer over HTTP keeps the exact limits', () => {
  let t: TestApp;
  before(async () => {
    t = await overHttp(await startApp({ RATE_LIMIT_PER_MINUTE: '5', AUTH_FAILURE_LIMIT_PER_MINUTE: '2' }));
  });
  after(async () => {
    await t.close();
  });

  test('the key budget counts cached answers one by one and refuses the one over it', async () => {
    const tenant = await createTenant(t);
    const remaining: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const reply = await call(t, 'GET', '/api/v1/products', { key: tenant.key });
      assert.equal(reply.status, 200);
      remaining.push(Number(reply.headers['x-ratelimit-remaining']));
    }
    assert.deepEqual(remaining, [4, 3, 2, 1, 0]);
    const over = await call(t, 'GET', '/api/v1/products', { key: tenant.key });
    assert.equal(over.status, 429);
    assert.equal(over.body['error'], 'rate_limited');
    assert.ok(Number(over.headers['retry-after']) >= 1);
  });

  test('an address over its failed-authentication budget is refused even with a kept key', async () => {
    const tenant = await createTenant(t);
    await call(t, 'GET', '/api/v1/me', { key: tenant.key });
    assert.equal((await call(t, 'GET', '/api/v1/me', { key: tenant.key })).status, 200);
    for (let i = 0; i < 2; i += 1) assert.equal((await call(t, 'GET', '/api/v1/me', { key: 'cwk_000000000000000000000000000000' })).status, 401);
    const refused = await call(t, 'GET', '/api/v1/me', { key: tenant.key });
    assert.equal(refused.status, 429);
  });
});
