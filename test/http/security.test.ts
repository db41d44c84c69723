// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * The shared security suite, run on every operation: no key, malformed key, revoked key, missing scope, another
 * workspace's ids, and the other side's ids and keys (test mode: a live key and its workspace's test twin).
 */
import { after, before, describe, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { SCOPES } from '../../src/keys/scopes.js';
import { revokeKey } from '../../src/keys/service.js';
import { generateKey, TEST_KEY_PREFIX } from '../../src/keys/format.js';
import { call, createTenant, keyFor, overHttp, startApp, twinOf, type Tenant, type TestApp } from '../helpers/app.js';
import { OPERATIONS, sellProduct, type Ids } from '../helpers/operations.js';
import { makeReport } from '../../src/reports/service.js';

let t: TestApp;
let owner: Tenant;
let ownerIds: Ids;
let other: Tenant;
/** The test twins of both, with test keys (test mode). */
let ownerTwin: Tenant;
let twinIds: Ids;
let otherTwin: Tenant;
let revoked: string;
/** The app's address once a stream's test made it listen. */
let httpBase: string | undefined;

async function idsOf(tenant: Tenant): Promise<Ids> {
  const orders = await call(t, 'GET', '/api/v1/orders?per_page=1', { key: tenant.key });
  const servers = await call(t, 'GET', '/api/v1/servers?per_page=1', { key: tenant.key });
  const webhook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: 'https://hooks.example.com/x', events: ['*'] } });
  // No dispatcher runs in this suite: the test delivery stays pending, a delivery id to address.
  const delivery = await call(t, 'POST', `/api/v1/webhooks/${webhook.body['id']}/test`, { key: tenant.key, body: { event: 'member.joined' } });
  // The store operations need an order in the right state each: one pending (pay), one paid with a recurring
  // product (refund), and another paid one whose subscription is canceled.
  const products = (await call(t, 'GET', '/api/v1/products?per_page=100', { key: tenant.key })).body.data ?? [];
  const recurring = Number(products.find((p) => p['kind'] === 'recurring' && p['currency'] === products[0]?.['currency'])?.['id'] ?? products[0]?.['id']);
  sellProduct(recurring);
  const order = async (status: string) =>
    (await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'ops@customers.example', items: [{ product_id: recurring, quantity: 1 }], status } })).body;
  const pendingOrder = Number((await order('pending'))['id']);
  const paidOrder = Number((await order('paid'))['id']);
  const subscribed = Number((await order('paid'))['id']);
  const subscriptions = (await call(t, 'GET', '/api/v1/subscriptions?per_page=100', { key: tenant.key })).body.data ?? [];
  const subscription = Number(subscriptions.find((s) => s['order_id'] === subscribed)?.['id']);
  const stream = Number((await call(t, 'POST', '/api/v1/streams', { key: tenant.key, body: { title: 'Ops stream', platform: 'kick' } })).body['id']);
  const report = Number((await makeReport(t.app.store.db, tenant.workspace.id, 'custom', '2026-01-01', '2026-01-07'))?.id);
  const automation = Number((await call(t, 'POST', '/api/v1/automations', { key: tenant.key, body: { name: 'Ops rule', trigger: { event: 'member.joined' }, action: { type: 'notify', message: 'Hello' } } })).body['id']);
  const post = Number((await call(t, 'POST', '/api/v1/posts', { key: tenant.key, body: { body: 'Ops draft' } })).body['id']);
  return {
    product: Number(products[0]?.['id']),
    post,
    order: Number(orders.body.data?.[0]?.['id']),
    server: Number(servers.body.data?.[0]?.['id']),
    webhook: Number(webhook.body['id']),
    delivery: String(delivery.body['id']),
    pendingOrder,
    paidOrder,
    subscription,
    stream,
    report,
    automation,
  };
}

before(async () => {
  // Dozens of deliberate bad keys from one address: raise the per-address failure limit for this suite.
  t = await startApp({ AUTH_FAILURE_LIMIT_PER_MINUTE: '100000' });
  owner = await createTenant(t, { demo: true });
  other = await createTenant(t, { demo: true });
  ownerTwin = await twinOf(t, owner);
  otherTwin = await twinOf(t, other);
  // The owner's ids last: POST /orders sells the product of the last tenant looked at.
  twinIds = await idsOf(ownerTwin);
  ownerIds = await idsOf(owner);
  revoked = await keyFor(t, owner, [...SCOPES]);
  const revokedId = (await t.app.store.db.selectFrom('api_keys').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  await revokeKey(t.app.store.db, owner.workspace.id, revokedId);
});
after(() => t.close());

const wellFormedUnknown = generateKey().key;
const badChecksum = `${wellFormedUnknown.slice(0, -1)}${wellFormedUnknown.endsWith('A') ? 'B' : 'A'}`;

for (const op of OPERATIONS) {
  describe(op.name, () => {
    // A test-mode operation is called with the twin's key and ids; every other, with the live workspace's.
    const me = () => (op.testOnly === true ? ownerTwin : owner);
    const myIds = () => (op.testOnly === true ? twinIds : ownerIds);
    const send = (headers: Record<string, string>) => call(t, op.method, op.url(myIds()), { headers, ...(op.body && { body: op.body() }) });

    const unauthorized: [string, Record<string, string>][] = [
      ['no Authorization header', {}],
      ['a scheme other than Bearer', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
      ['a malformed key', { authorization: 'Bearer not-a-key' }],
      ['a key with a bad checksum', { authorization: `Bearer ${badChecksum}` }],
      ['a well-formed unknown key', { authorization: `Bearer ${wellFormedUnknown}` }],
      ['a well-formed unknown test key', { authorization: `Bearer ${generateKey(TEST_KEY_PREFIX).key}` }],
      ['a revoked key', { authorization: `Bearer ${revoked}` }],
    ];
    for (const [label, headers] of unauthorized) {
      test(`401 unauthorized with ${label}`, async () => {
        const reply = await send(headers);
        assert.equal(reply.status, 401);
        assert.equal(reply.body['error'], 'unauthorized');
        assert.equal(reply.headers['x-ratelimit-remaining'], undefined, 'no key, so no key budget to report');
      });
    }

    if (op.scope !== null) {
      const scope = op.scope;
      test(`403 forbidden without the ${scope} scope`, async () => {
        const key = await keyFor(t, owner, SCOPES.filter((s) => s !== scope));
        const reply = await call(t, op.method, op.url(ownerIds), { key, ...(op.body && { body: op.body() }) });
        assert.equal(reply.status, 403);
        assert.deepEqual(reply.body, { error: 'forbidden', message: `This key lacks the ${scope} scope.` });
        assert.ok(Number(reply.headers['x-ratelimit-remaining']) >= 0, 'rate headers on every authenticated answer');
      });
      test('403 comes before input checks', async () => {
        const key = await keyFor(t, owner, []);
        // A GET's input is its query (an unknown parameter is a 422); anything else's, its body.
        const reply =
          op.method === 'GET'
            ? await call(t, op.method, `${op.url(ownerIds)}?no_such_parameter=1`, { key })
            : await call(t, op.method, op.url(ownerIds), { key, payload: '{not json', headers: { 'content-type': 'application/json' } });
        assert.equal(reply.status, 403);
      });
    } else {
      test('any valid key, even one with no scopes, may call it', async () => {
        const key = await keyFor(t, me(), []);
        assert.equal((await call(t, op.method, op.url(myIds()), { key, ...(op.body && { body: op.body() }) })).status, 200);
      });
    }

    test('200 with the right key and scope, and the rate headers', async () => {
      if (op.stream === true) {
        // A stream's answer stays open: its head is read over a real connection, then it is closed.
        httpBase ??= (await overHttp(t)).baseUrl as string;
        const stop = new AbortController();
        const answer = await fetch(`${httpBase}${op.url(ownerIds)}`, { headers: { authorization: `Bearer ${owner.key}` }, signal: stop.signal });
        stop.abort();
        assert.equal(answer.status, 200);
        assert.match(answer.headers.get('content-type') ?? '', /^text\/event-stream/);
        assert.equal(answer.headers.get('x-ratelimit-limit'), '300');
        return;
      }
      const ids = op.method === 'DELETE' ? await idsOf(owner) : myIds();
      const reply = await call(t, op.method, op.url(ids), { key: me().key, ...(op.body && { body: op.body() }) });
      assert.equal(reply.status, 200, reply.raw);
      assert.equal(reply.headers['x-ratelimit-limit'], '300');
      assert.ok(Number(reply.headers['x-ratelimit-remaining']) < 300);
    });

    if (op.byId) {
      test("another workspace's id answers 404 exactly like a missing one", async () => {
        const foe = op.testOnly === true ? otherTwin : other;
        const foreign = await call(t, op.method, op.url(myIds()), { key: foe.key, ...(op.body && { body: op.body() }) });
        const missing = await call(t, op.method, op.url({ order: 2_000_000_000, server: 2_000_000_000, webhook: 2_000_000_000, delivery: `msg_${'A'.repeat(24)}` }), { key: foe.key, ...(op.body && { body: op.body() }) });
        assert.equal(foreign.status, 404);
        assert.equal(missing.status, 404);
        assert.equal(foreign.body['error'], 'not_found');
        assert.deepEqual(foreign.body, missing.body);
        // And the owner's resource is untouched by the attempt.
        if (op.method !== 'GET') {
          const list = await call(t, 'GET', '/api/v1/webhooks', { key: me().key });
          assert.ok(list.body.data?.some((w) => w['id'] === myIds().webhook));
        }
      });
    }

    if (op.testOnly === true) {
      test('a live key gets 404: to it, the operation does not exist', async () => {
        const reply = await call(t, op.method, op.url(twinIds), { key: owner.key, ...(op.body && { body: op.body() }) });
        assert.equal(reply.status, 404);
        assert.equal(reply.body['error'], 'not_found');
      });
    } else if (op.byId) {
      test("the other side's id answers 404 exactly like a missing one: test keys and live ids, live keys and test ids", async () => {
        const missingIds = { order: 2_000_000_000, server: 2_000_000_000, webhook: 2_000_000_000, delivery: `msg_${'A'.repeat(24)}` };
        for (const [key, ids] of [[ownerTwin.key, ownerIds], [owner.key, twinIds]] as const) {
          const foreign = await call(t, op.method, op.url(ids), { key, ...(op.body && { body: op.body() }) });
          const missing = await call(t, op.method, op.url(missingIds), { key, ...(op.body && { body: op.body() }) });
          assert.equal(foreign.status, 404);
          assert.deepEqual(foreign.body, missing.body);
        }
        const list = await call(t, 'GET', '/api/v1/webhooks', { key: ownerTwin.key });
        assert.ok(list.body.data?.some((w) => w['id'] === twinIds.webhook), "the twin's webhook is untouched");
      });
    }
  });
}

test("lists never show another workspace's rows", async () => {
  const mine = await createTenant(t);
  for (const path of ['/api/v1/profiles', '/api/v1/products', '/api/v1/orders', '/api/v1/servers', '/api/v1/webhooks']) {
    const reply = await call(t, 'GET', path, { key: mine.key });
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body.data, [], `${path} of an empty workspace`);
  }
  const members = await call(t, 'GET', '/api/v1/members', { key: mine.key });
  assert.equal(members.body.meta?.['total'], 1, 'only its own owner');
});

test('unknown paths answer 404 in the envelope', async () => {
  for (const url of ['/api/v1/nope', '/nope', '/api/v2/me', '/api/v1/orders/1/items']) {
    const reply = await call(t, 'GET', url, { key: owner.key });
    assert.equal(reply.status, 404);
    assert.equal(reply.body['error'], 'not_found');
  }
  assert.equal((await call(t, 'PUT', '/api/v1/products', { key: owner.key, body: {} })).status, 404);
});
