// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Rate limits (docs/decisions.md#6-rate-limit) and hostile input at every input (never a 5xx). */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { generateKey } from '../../src/keys/format.js';
import { call, createTenant, DIALECT, startApp, twinOf, type Tenant, type TestApp } from '../helpers/app.js';
import { OPERATIONS, type Ids } from '../helpers/operations.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

test('300 requests pass, X-RateLimit-Remaining counts down, the 301st gets 429 with Retry-After', async () => {
  const tenant = await createTenant(t);
  const remaining: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const reply = await call(t, 'GET', '/api/v1/me', { key: tenant.key });
    assert.equal(reply.status, 200, `request ${i + 1}`);
    remaining.push(Number(reply.headers['x-ratelimit-remaining']));
    assert.equal(reply.headers['x-ratelimit-limit'], '300');
    assert.ok(Number(reply.headers['x-ratelimit-reset']) >= 1 && Number(reply.headers['x-ratelimit-reset']) <= 60);
  }
  assert.deepEqual(remaining, Array.from({ length: 300 }, (_, i) => 299 - i));
  const limited = await call(t, 'GET', '/api/v1/me', { key: tenant.key });
  assert.equal(limited.status, 429);
  assert.equal(limited.body['error'], 'rate_limited');
  const retryAfter = Number(limited.headers['retry-after']);
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
  assert.equal(limited.headers['x-ratelimit-remaining'], '0');

  // Limits are per key: another key of the same workspace is unaffected.
  const other = await createTenant(t);
  assert.equal((await call(t, 'GET', '/api/v1/me', { key: other.key })).status, 200);
});

test('a test key spends its own budget: a test run at its limit never slows its live workspace', async () => {
  const live = await createTenant(t);
  const twin = await twinOf(t, live);
  for (let i = 0; i < 300; i += 1) assert.equal((await call(t, 'GET', '/api/v1/products', { key: twin.key })).status, 200, `request ${i + 1}`);
  assert.equal((await call(t, 'GET', '/api/v1/products', { key: twin.key })).status, 429);
  const liveReply = await call(t, 'GET', '/api/v1/products', { key: live.key });
  assert.equal(liveReply.status, 200);
  assert.equal(liveReply.headers['x-ratelimit-remaining'], '299');
});

test('rate limit comes before the scope check', async () => {
  const app = await startApp({ RATE_LIMIT_PER_MINUTE: '2' });
  try {
    const tenant = await createTenant(app, { scopes: [] });
    assert.equal((await call(app, 'GET', '/api/v1/products', { key: tenant.key })).status, 403);
    assert.equal((await call(app, 'GET', '/api/v1/products', { key: tenant.key })).status, 403);
    assert.equal((await call(app, 'GET', '/api/v1/products', { key: tenant.key })).status, 429);
  } finally {
    await app.close();
  }
});

test('failed authentication is limited per client address (60 a minute)', async () => {
  const app = await startApp();
  try {
    const tenant = await createTenant(app);
    const bad = generateKey().key;
    for (let i = 0; i < 60; i += 1) assert.equal((await call(app, 'GET', '/api/v1/me', { key: bad })).status, 401, `attempt ${i + 1}`);
    const limited = await call(app, 'GET', '/api/v1/me', { key: bad });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    // Over budget, every key gets 429 before any lookup, the right one too: a 200 would tell the guesser it was right.
    const right = await call(app, 'GET', '/api/v1/me', { key: tenant.key });
    assert.equal(right.status, 429);
    assert.equal(right.raw, limited.raw.replace(/\d+ seconds/, `${right.headers['retry-after']} seconds`));
  } finally {
    await app.close();
  }
});

if (DIALECT === 'postgres') {
  test('on PostgreSQL, every process serving the store shares one budget per key', async () => {
    const first = await startApp({ RATE_LIMIT_PER_MINUTE: '5' });
    const second = await startApp({ RATE_LIMIT_PER_MINUTE: '5', DATABASE_URL: first.config.databaseUrl });
    try {
      const tenant = await createTenant(first);
      const remaining: string[] = [];
      for (const app of [first, first, first, second, second]) {
        const reply = await call(app, 'GET', '/api/v1/me', { key: tenant.key });
        assert.equal(reply.status, 200);
        remaining.push(String(reply.headers['x-ratelimit-remaining']));
      }
      assert.deepEqual(remaining, ['4', '3', '2', '1', '0']);
      assert.equal((await call(second, 'GET', '/api/v1/me', { key: tenant.key })).status, 429);
      assert.equal((await call(first, 'GET', '/api/v1/me', { key: tenant.key })).status, 429);
    } finally {
      await second.close();
      await first.close();
    }
  });
}

const HOSTILE: unknown[] = [
  null,
  true,
  -1,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  'x'.repeat(10_000),
  'a\u0000b',
  "' OR 1=1; DROP TABLE products; --",
  '"; SELECT * FROM api_keys; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\uD800',
  [],
  JSON.parse(`${'['.repeat(30)}${']'.repeat(30)}`),
  {},
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
];

const BODIES: Record<string, Record<string, unknown>> = {
  '/api/v1/products': { name: 'n', price_cents: 1, slug: 's', description: 'd', kind: 'one_time', currency: 'USD', interval: null, deliverables: [], is_active: true },
  '/api/v1/posts': { body: 'b', title: 't', scheduled_at: '2099-01-01T00:00:00Z', media: [] },
  '/api/v1/webhooks': { url: 'https://hooks.example.com', events: ['*'] },
  '/api/v1/orders': { customer_email: 'a@customers.example', items: [{ product_id: 1, quantity: 1 }], status: 'pending' },
};

test('hostile values in every body field, query parameter and path id get a 4xx envelope, never a 5xx', async (context) => {
  // Over a thousand requests from one key: lift the rate limit for this app only.
  const t = await startApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  context.after(() => t.close());
  const tenant: Tenant = await createTenant(t, { demo: true });
  const key = tenant.key;
  let sent = 0;
  for (const [path, valid] of Object.entries(BODIES)) {
    for (const field of [...Object.keys(valid), '__proto__', 'constructor', 'extra']) {
      for (const value of HOSTILE) {
        const body = { ...valid };
        Object.defineProperty(body, field, { value, enumerable: true, configurable: true, writable: true });
        const reply = await call(t, 'POST', path, { key, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        sent += 1;
        assert.ok(reply.status < 500, `${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`);
        if (reply.status === 200 && path === '/api/v1/webhooks') await call(t, 'DELETE', `/api/v1/webhooks/${reply.body['id']}`, { key });
      }
    }
    for (const value of HOSTILE) {
      const reply = await call(t, 'POST', path, { key, payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } });
      assert.ok(reply.status >= 400 && reply.status < 500, `${path} body ${JSON.stringify(value)?.slice(0, 40)}: ${reply.status}`);
    }
  }
  const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
  for (const payload of [deep, '{"a":1', '\u0000', '{"name":"\u0000"}', 'null', '"just a string"', '{"name": "x", "name": "y", "price_cents": 1}']) {
    const reply = await call(t, 'POST', '/api/v1/products', { key, payload, headers: { 'content-type': 'application/json' } });
    assert.ok(reply.status < 500);
  }
  const deepNul = `${'['.repeat(400_000)}"\\u0000"${']'.repeat(400_000)}`;
  // Deeper than the 64 levels any body may nest: refused before anything walks it.
  const tooDeep = await call(t, 'POST', '/api/v1/products', { key, payload: deepNul, headers: { 'content-type': 'application/json' } });
  assert.equal(tooDeep.status, 400);
  assert.equal(tooDeep.body['error'], 'invalid_json');
  const nul = await call(t, 'POST', '/api/v1/products', { key, body: { name: 'a\u0000b', price_cents: 1 } });
  assert.equal(nul.status, 422);
  assert.ok((nul.body['errors'] as Record<string, unknown>)['name']);

  const queryValues = ['%00', '-1', '1e400', '99999999999999999999', "1'%20OR%20'1'='1", '%27%22', 'NaN', 'Infinity', '0x10', '[]', '%5B%5D=1', '', '1,2'];
  for (const op of OPERATIONS.filter((o) => o.method === 'GET')) {
    for (const param of ['page', 'per_page', 'status', 'days', '__proto__', 'constructor']) {
      for (const value of queryValues) {
        const ids: Ids = { order: 1, server: 1, webhook: 1, delivery: `msg_${'A'.repeat(24)}` };
        const reply = await call(t, 'GET', `${op.url(ids)}?${param}=${value}`, { key });
        sent += 1;
        assert.ok(reply.status < 500, `${op.name}?${param}=${value}`);
      }
    }
  }
  for (const id of ['%00', '-1', '0', '1.5', '1e3', '99999999999999999999', "1'%20OR%201=1", '%2e%2e', '__proto__', 'constructor', 'NaN', '%', '%zz']) {
    for (const path of [`/api/v1/orders/${id}`, `/api/v1/servers/${id}/status`, `/api/v1/webhooks/${id}`, `/api/v1/webhooks/${id}/enable`]) {
      const method = path.startsWith('/api/v1/webhooks/') ? (path.endsWith('enable') ? 'POST' : 'DELETE') : 'GET';
      const reply = await call(t, method, path, { key });
      sent += 1;
      assert.ok(reply.status >= 400 && reply.status < 500, `${method} ${path}: ${reply.status}`);
    }
  }
  assert.ok(sent > 1000);
  // Nothing leaked into the data: the products table still has only what valid requests made.
  const products = await call(t, 'GET', '/api/v1/products?per_page=100', { key });
  assert.ok(products.body.data?.every((p) => typeof p['name'] === 'string' && !String(p['name']).includes('\u0000')));
  assert.equal(({} as Record<string, unknown>)['polluted'], undefined, 'no prototype pollution');
  assert.equal(({} as Record<string, unknown>)['admin'], undefined, 'no prototype pollution');
});
