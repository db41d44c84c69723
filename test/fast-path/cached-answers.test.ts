// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * Cached answers are shared by a workspace's keys and invalidated per workspace and resource: a write to one
 * workspace's products leaves its orders and every other workspace's answers cached, and is seen on the next
 * request by this process and by another one on the same store. The cache's own counter
 * (`cw_http_cached_answers_total`) tells a hit from a read of the store. Then admission: a check added to
 * it refuses on every path that answers (Fastify's hook, the front door of cached answers, ingest).
 */
import { after, before, describe, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { openStore } from '../../src/db/database.js';
import { createServer } from '../../src/servers/service.js';
import { ApiError } from '../../src/api-error.js';
import type { Check } from '../../src/http/admission.js';
import { call, createTenant, keyFor, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { parseMetrics, valueOf } from '../helpers/prometheus.js';

const TOKEN = 'metrics-token-0123456789abcdef';

async function scrape(t: TestApp): Promise<Awaited<ReturnType<typeof parseMetrics>>> {
  const reply = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  return parseMetrics(reply.body);
}

for (const mode of ['inject', 'http'] as const) {
  describe(`cached answers (${mode})`, () => {
    let t: TestApp;
    let a: Tenant;
    let b: Tenant;
    before(async () => {
      t = await startApp({ METRICS_TOKEN: TOKEN });
      if (mode === 'http') t = await overHttp(t);
      a = await createTenant(t, { demo: true });
      b = await createTenant(t, { demo: true });
    });
    after(() => t.close());

    /** Reads `path` with `key` and returns the answer and whether it came from the cache. */
    async function read(key: string, path: string, route: string) {
      const count = async (outcome: string) => valueOf(await scrape(t), 'cw_http_cached_answers_total', { route, outcome });
      const [hits, misses] = [await count('hit'), await count('miss')];
      const reply = await call(t, 'GET', path, { key });
      assert.equal(reply.status, 200, reply.raw);
      const [hit, miss] = [(await count('hit')) - hits, (await count('miss')) - misses];
      assert.equal(hit + miss, 1, `${path} is counted once, as a hit or a miss`);
      return { reply, hit: hit === 1 };
    }

    test("a workspace's keys share its answers; another workspace's never are", async () => {
      const other = await keyFor(t, a, ['read:orders']);
      await read(a.key, '/api/v1/orders?per_page=7', '/api/v1/orders');
      const shared = await read(other, '/api/v1/orders?per_page=7', '/api/v1/orders');
      assert.ok(shared.hit, "a second key of the workspace gets the first key's answer");
      const foreign = await read(b.key, '/api/v1/orders?per_page=7', '/api/v1/orders');
      assert.equal(foreign.hit, false, 'another workspace reads its own');
      assert.notDeepEqual(foreign.reply.body.data, shared.reply.body.data);
      const me = await read(other, '/api/v1/me', '/api/v1/me');
      assert.equal((me.reply.body['key'] as { id: number }).id !== undefined, true);
      assert.equal((await read(a.key, '/api/v1/me', '/api/v1/me')).reply.body['key'] !== me.reply.body['key'], true);
    });

    test("a write to one workspace's products is seen at once, and leaves its orders and the other workspace cached", async () => {
      for (const [key, path, route] of [
        [a.key, '/api/v1/products', '/api/v1/products'],
        [a.key, '/api/v1/orders?status=paid', '/api/v1/orders'],
        [a.key, '/api/v1/analytics/summary', '/api/v1/analytics/summary'],
        [b.key, '/api/v1/products', '/api/v1/products'],
      ] as const) {
        await read(key, path, route);
        assert.ok((await read(key, path, route)).hit, `${path} is cached once read`);
      }
      const created = await call(t, 'POST', '/api/v1/products', { key: a.key, body: { name: 'Fresh Cape', price_cents: 900 } });
      assert.equal(created.status, 200, created.raw);
      const products = await read(a.key, '/api/v1/products', '/api/v1/products');
      assert.equal(products.hit, false);
      assert.ok(products.reply.body.data?.some((p) => p['name'] === 'Fresh Cape'), 'the new product shows on the next request');
      assert.ok((await read(a.key, '/api/v1/orders?status=paid', '/api/v1/orders')).hit, "the workspace's orders stay cached");
      assert.ok((await read(a.key, '/api/v1/analytics/summary', '/api/v1/analytics/summary')).hit, 'and its analytics');
      assert.ok((await read(b.key, '/api/v1/products', '/api/v1/products')).hit, "and the other workspace's products");

      // An order changes the orders and the analytics, not the products.
      const product = Number(created.body['id']);
      const order = await call(t, 'POST', '/api/v1/orders', { key: a.key, body: { customer_email: 'cache@customers.example', items: [{ product_id: product, quantity: 1 }], status: 'paid' } });
      assert.equal(order.status, 200, order.raw);
      const paid = await read(a.key, '/api/v1/orders?status=paid', '/api/v1/orders');
      assert.equal(paid.hit, false);
      assert.equal(paid.reply.body.data?.[0]?.['id'], order.body['id']);
      assert.equal((await read(a.key, '/api/v1/analytics/summary', '/api/v1/analytics/summary')).hit, false);
      assert.ok((await read(a.key, '/api/v1/products', '/api/v1/products')).hit);
    });

    test('another process writing to the same store is seen on the next request', async () => {
      const path = `/api/v1/posts?per_page=50`;
      await read(a.key, path, '/api/v1/posts');
      assert.ok((await read(a.key, path, '/api/v1/posts')).hit);
      // A second connection to the same store, as another process has: on SQLite it writes the file, on
      // PostgreSQL through its own pool.
      const elsewhere = openStore(t.config.databaseUrl);
      try {
        await elsewhere.db.insertInto('posts').values({ workspace_id: a.workspace.id, title: null, body: 'Written elsewhere', status: 'draft', scheduled_at: null, published_at: null, media: '[]', created_at: '2026-01-01 00:00:00', updated_at: '2026-01-01 00:00:00' }).execute();
      } finally {
        await elsewhere.close();
      }
      const after = await read(a.key, path, '/api/v1/posts');
      assert.equal(after.hit, false);
      assert.ok(after.reply.body.data?.some((p) => p['body'] === 'Written elsewhere'));
    });
  });
}

describe('what moves the versions, and what the front door leaves to Fastify', () => {
  let t: TestApp;
  let tenant: Tenant;
  before(async () => {
    t = await overHttp(await startApp({ AUTH_FAILURE_LIMIT_PER_MINUTE: '3' }));
    tenant = await createTenant(t, { demo: true });
  });
  after(() => t.close());

  const versions = async (workspaceId: number) =>
    (await t.app.store.db.selectFrom('read_versions').selectAll().where('workspace_id', '=', workspaceId).executeTakeFirst()) ?? { account: 0, orders: 0, webhooks: 0 };

  test("an order or a webhook (each locks its workspace's row) moves its own resource, not the account nor every key's", async () => {
    const product = (await call(t, 'GET', '/api/v1/products?per_page=1', { key: tenant.key })).body.data?.[0]?.['id'];
    // The first use of the key records it (a write to the key): done before the counters are read.
    const [keysBefore, before] = [await versions(0), await versions(tenant.workspace.id)];
    const order = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'lock@customers.example', items: [{ product_id: product, quantity: 1 }] } });
    assert.equal(order.status, 200, order.raw);
    const hook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: 'https://hooks.example.com/lock', events: ['order.paid'] } });
    assert.equal(hook.status, 200, hook.raw);
    const [keysAfter, after] = [await versions(0), await versions(tenant.workspace.id)];
    assert.equal(Number(keysAfter.account), Number(keysBefore.account), "no kept key anywhere is dropped by an order");
    assert.equal(Number(after.account), Number(before.account), "the workspace's /me and status answers stay");
    assert.ok(Number(after.orders) > Number(before.orders));
    assert.ok(Number(after.webhooks) > Number(before.webhooks));
  });

  test('a path Fastify answers 404 without checks (bad encoding, an over-long id) counts nothing at the front door', async () => {
    const paths = ['/api/v1/products/%', `/api/v1/products/${'1'.repeat(120)}`, '/api/v1/products/%E0%A4%A'];
    for (const path of [...paths, ...paths]) {
      const reply = await fetch(`${t.baseUrl}${path}`, { headers: { authorization: 'Bearer cwk_000000000000000000000000000000' } });
      assert.equal(reply.status, 404, path);
    }
    const first = await call(t, 'GET', '/api/v1/products', { key: tenant.key });
    assert.equal(first.status, 200, 'six wrong keys on those paths spent none of the budget of 3');
    for (const path of paths) {
      const reply = await fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${tenant.key}` } });
      assert.equal(reply.status, 404);
    }
    const next = await call(t, 'GET', '/api/v1/products', { key: tenant.key });
    assert.equal(Number(next.headers['x-ratelimit-remaining']), Number(first.headers['x-ratelimit-remaining']) - 1, 'nor of the key budget');
  });
});

describe('admission: one list of checks for every path', () => {
  const suspended = new Set<number>();
  const suspension: Check = {
    name: 'workspace suspended',
    async run(admitted) {
      const workspace = admitted.caller?.workspace.id ?? admitted.server?.workspace_id;
      if (workspace !== undefined && suspended.has(workspace)) throw new ApiError('forbidden', 'This workspace is suspended.');
    },
  };
  let t: TestApp;
  let tenant: Tenant;
  let ingestToken: string;
  before(async () => {
    // The added check goes right after the credential is known, before the rate limit.
    t = await overHttp(await startApp({ METRICS_TOKEN: TOKEN }, { admissionChecks: (checks) => [...checks.slice(0, 3), suspension, ...checks.slice(3)] }));
    tenant = await createTenant(t, { demo: true });
    ingestToken = (await createServer(t.app.store.db, tenant.workspace.id, { name: 'Gate test' })).ingest_token;
  });
  after(() => t.close());

  test('an added check refuses on the front door, through Fastify and on ingest alike', async () => {
    const heartbeat = () => fetch(`${t.baseUrl}/ingest/v1/heartbeat`, { method: 'POST', headers: { authorization: `Bearer ${ingestToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ players: [] }) });
    // Before: every path answers, and the product list is sent from the cache (the front door's path).
    await call(t, 'GET', '/api/v1/products', { key: tenant.key });
    const hitsBefore = valueOf(await scrape(t), 'cw_http_cached_answers_total', { route: '/api/v1/products', outcome: 'hit' });
    assert.equal((await call(t, 'GET', '/api/v1/products', { key: tenant.key })).status, 200);
    assert.equal(valueOf(await scrape(t), 'cw_http_cached_answers_total', { route: '/api/v1/products', outcome: 'hit' }), hitsBefore + 1);
    assert.equal((await heartbeat()).status, 200, 'the ingest token works');

    suspended.add(tenant.workspace.id);
    const paths: [string, () => Promise<{ status: number; body: unknown }>][] = [
      ['a cached answer (front door)', async () => call(t, 'GET', '/api/v1/products', { key: tenant.key })],
      ['a read through Fastify', async () => call(t, 'GET', '/api/v1/webhooks', { key: tenant.key })],
      ['a write', async () => call(t, 'POST', '/api/v1/posts', { key: tenant.key, body: { body: 'Refused' } })],
      ['inject', async () => {
        const reply = await t.app.inject({ method: 'GET', url: '/api/v1/products', headers: { authorization: `Bearer ${tenant.key}` } });
        return { status: reply.statusCode, body: reply.json() };
      }],
      ['ingest', async () => {
        const reply = await heartbeat();
        return { status: reply.status, body: await reply.json() };
      }],
    ];
    for (const [label, send] of paths) {
      const reply = await send();
      assert.equal(reply.status, 403, label);
      assert.deepEqual(reply.body, { error: 'forbidden', message: 'This workspace is suspended.' }, label);
    }
    const other = await createTenant(t);
    assert.equal((await call(t, 'GET', '/api/v1/products', { key: other.key })).status, 200, 'other workspaces are not refused');
    suspended.delete(tenant.workspace.id);
    assert.equal((await call(t, 'GET', '/api/v1/products', { key: tenant.key })).status, 200);
  });
});
