// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Hostile input that once stalled the service or slipped through (issue 7): each case stays here so none comes back. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { generateKey } from '../../src/keys/format.js';
import { createServer } from '../../src/servers/service.js';
import { call, createTenant, startApp, type Tenant, type TestApp } from '../helpers/app.js';

let t: TestApp;
let tenant: Tenant;
let base: string;
/** Everything the app logged (level info and above). */
let logged = '';

before(async () => {
  t = await startApp({ RATE_LIMIT_PER_MINUTE: '100000', HEARTBEAT_RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'info' }, { logTo: { write: (line: string) => (logged += line) } });
  tenant = await createTenant(t);
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
after(() => t.close());

/** 110,000 NUL strings, 60 arrays deep (near the depth bound): just under 1 MiB, the worst case for the NUL check. */
function deepNulBody(field: string): string {
  const depth = 60;
  return `{"${field}":${'['.repeat(depth)}${'"\\u0000",'.repeat(110_000)}1${']'.repeat(depth)}}`;
}

async function timed(path: string, init: RequestInit): Promise<{ status: number; ms: number; body: Record<string, unknown> }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, init);
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, ms: performance.now() - started, body };
}

for (const [path, field, auth] of [
  ['/api/v1/products', 'name', 'key'],
  ['/ingest/v1/heartbeat', 'players', 'ingest'],
] as const) {
  test(`${path}: a 1 MiB body of 110,000 NUL strings is judged in linear time, and /me meanwhile is not held up`, async () => {
    const token = auth === 'key' ? tenant.key : (await createServer(t.app.store.db, tenant.workspace.id, { name: `Deep ${field}` })).ingest_token;
    const payload = deepNulBody(field);
    assert.ok(payload.length < 1024 * 1024 && payload.length > 900_000);
    const [judged, me] = await Promise.all([
      timed(path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: payload }),
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => timed('/api/v1/me', { headers: { authorization: `Bearer ${tenant.key}` } })),
    ]);
    assert.equal(judged.status, 422);
    // The place is named to its first eight levels.
    assert.deepEqual(judged.body['errors'], { [field]: [`${Array(8).fill('item 1').join(': ')} must not contain null characters`] });
    assert.equal(me.status, 200);
    assert.ok(judged.ms < 1_000, `judged in ${Math.round(judged.ms)} ms`);
    assert.ok(me.ms < 1_000, `/me answered in ${Math.round(me.ms)} ms`);
  });
}

test('an address over its failed-authentication budget gets 429 for every key, the right one included; IPv6 counts per /64', async () => {
  const app = await startApp({ AUTH_FAILURE_LIMIT_PER_MINUTE: '3' });
  try {
    const owner = await createTenant(app);
    const wrong = generateKey().key;
    const me = (key: string, remoteAddress: string) => app.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${key}` }, remoteAddress });
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3']) assert.equal((await me(wrong, address)).statusCode, 401);
    // A fourth address of the same /64 is over the budget before its key is even looked up.
    const right = await me(owner.key, '2001:db8:1:2::4');
    assert.equal(right.statusCode, 429);
    assert.equal(JSON.parse(right.body).error, 'rate_limited');
    assert.equal((await me(wrong, '2001:db8:1:2::5')).statusCode, 429);
    // Another /64 and an IPv4 client keep their own budgets.
    assert.equal((await me(owner.key, '2001:db8:1:3::1')).statusCode, 200);
    assert.equal((await me(owner.key, '192.0.2.7')).statusCode, 200);
  } finally {
    await app.close();
  }
});

test('webhook URLs with credentials or an IPv4-translated loopback are refused, and nothing is stored', async () => {
  for (const url of ['https://user:pass@hooks.example.com/in', 'https://user@hooks.example.com/in', 'http://[::ffff:0:7f00:1]/in', 'http://[::ffff:0:127.0.0.1]/in']) {
    const reply = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url, events: ['*'] } });
    assert.equal(reply.status, 422, url);
    assert.ok((reply.body['errors'] as Record<string, unknown>)['url'], reply.raw);
    assert.ok(!reply.raw.includes('user:pass@'), 'the credentials are not echoed');
  }
  assert.equal((await call(t, 'GET', '/api/v1/webhooks', { key: tenant.key })).body.data?.length, 0);
});

test('every API answer carries Cache-Control: no-store, errors included', async () => {
  const answers = await Promise.all([
    call(t, 'GET', '/api/v1/me', { key: tenant.key }),
    call(t, 'GET', '/api/v1/me'),
    call(t, 'GET', '/api/v1/nowhere', { key: tenant.key }),
    call(t, 'POST', '/api/v1/products', { key: tenant.key, body: {} }),
    call(t, 'GET', '/api/v1/openapi.json'),
  ]);
  for (const answer of answers) assert.equal(answer.headers['cache-control'], 'no-store', `${answer.status}`);
  const registered = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: 'https://hooks.example.com/c', events: ['*'] } });
  assert.equal(registered.headers['cache-control'], 'no-store', 'above all the answer with the secret');
  await call(t, 'DELETE', `/api/v1/webhooks/${registered.body['id']}`, { key: tenant.key });
});

test('X-Request-Id is echoed only when it is a short token of safe characters', async () => {
  const echo = async (id: string) => (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${tenant.key}`, 'x-request-id': id } })).headers['x-request-id'];
  assert.equal(await echo('req-123_abc.DEF:9'), 'req-123_abc.DEF:9');
  for (const hostile of ['a'.repeat(65), 'x\u001b[31mred', '<script>', 'a b', '{"level":60}']) {
    const given = await echo(hostile);
    assert.notEqual(given, hostile);
    assert.match(String(given), /^[0-9a-f-]{36}$/);
  }
});

test('numbers must be finite; path ids and query integers plain decimal', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Finite' });
  const beat = await call(t, 'POST', '/ingest/v1/heartbeat', {
    headers: { authorization: `Bearer ${server.ingest_token}`, 'content-type': 'application/json' },
    payload: '{"players":[{"id":"a","x":1e999,"y":0,"z":-1e999}]}',
  });
  assert.equal(beat.status, 422);
  assert.deepEqual(Object.keys(beat.body['errors'] as object), ['players']);
  const demo = await createTenant(t, { demo: true });
  assert.equal((await call(t, 'GET', '/api/v1/orders/16', { key: demo.key })).status, 200, 'the plain id works');
  for (const id of ['0x10', '1.0', '%201', '1e1', '+1', '0b1', '%2016']) {
    const reply = await call(t, 'GET', `/api/v1/orders/${id}`, { key: demo.key });
    assert.equal(reply.status, 422, `${id}: ${reply.raw}`);
    assert.deepEqual(Object.keys(reply.body['errors'] as object), ['id']);
  }
  for (const query of ['page=0x2', 'per_page=1.0', 'page=%201', 'per_page=1e1']) {
    assert.equal((await call(t, 'GET', `/api/v1/products?${query}`, { key: demo.key })).status, 422, query);
  }
  assert.equal((await call(t, 'GET', '/api/v1/analytics/summary?days=0x7', { key: demo.key })).status, 422);
});

test('422 errors keyed by field, naming the place inside (docs/decisions.md#12-openapi-sdk-idempotency)', async () => {
  const post = await call(t, 'POST', '/api/v1/posts', { key: tenant.key, body: { body: 'x', media: ['https://a.example/1.png', 'ftp://a.example/2'] } });
  assert.deepEqual(post.body['errors'], { media: ['item 2 must be an absolute http(s) URL'] });
  const product = await call(t, 'POST', '/api/v1/products', { key: tenant.key, body: { name: 'a', price_cents: 1, deliverables: [{ type: 'link' }, { type: 'nft', url: 'x' }] } });
  assert.deepEqual(product.body['errors'], { deliverables: ['item 2: url is not an accepted field', 'item 2: type must be one of: download, link, license_key, game_command, role'] });
  const many = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: 'https://hooks.example.com', events: Array.from({ length: 5_000 }, (_, i) => `bad.${i}`) } });
  const messages = (many.body['errors'] as Record<string, string[]>)['events'] ?? [];
  assert.ok(messages.length <= 11 && /^and \d+ more problems$/.test(messages.at(-1) ?? ''), 'a hostile array gets a bounded answer');
});

test('a body of 100,000 nested arrays gets 400 within 1 s on every POST of both documents, with no stack in the log', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Nested' });
  const nested = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  const posts: [string, string][] = [];
  for (const [document, token] of [['/api/v1/openapi.json', tenant.key], ['/ingest/v1/openapi.json', server.ingest_token]] as const) {
    const spec = (await (await fetch(`${base}${document}`)).json()) as { servers?: { url: string }[]; paths: Record<string, Record<string, unknown>> };
    const prefix = document.startsWith('/ingest') ? '/ingest/v1' : '/api/v1';
    for (const [path, operations] of Object.entries(spec.paths)) {
      if ('post' in operations) posts.push([`${prefix}${path.replace(/^\/(api|ingest)\/v1/, '').replace(/\{[^}]+\}/g, '1')}`, token]);
    }
  }
  assert.ok(posts.length >= 9, `the documents list ${posts.length} POST operations`);
  logged = '';
  for (const [path, token] of posts) {
    const answer = await timed(path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'x' }, body: nested });
    assert.equal(answer.status, 400, `${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    assert.equal(answer.body['error'], 'invalid_json');
    assert.match(String(answer.body['message']), /more than 64 levels deep/);
    assert.ok(answer.ms < 1_000, `${path} answered in ${Math.round(answer.ms)} ms`);
  }
  assert.doesNotMatch(logged, /RangeError|Maximum call stack|"stack"|\n\s+at /, 'nothing in the log but request lines');
  assert.match(logged, /"status":400/, 'the log was read');
  // At the bound itself the body is judged as usual.
  const atBound = await timed('/api/v1/products', { method: 'POST', headers: { authorization: `Bearer ${tenant.key}`, 'content-type': 'application/json' }, body: `{"name":${'['.repeat(63)}${']'.repeat(63)}}` });
  assert.equal(atBound.status, 422);
});
