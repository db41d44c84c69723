// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Test mode through the API: test keys, `livemode`, the triggers of the 14 events and the test server helper. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { createHmac } from 'node:crypto';
import { EVENT_NAMES, type EventName } from '../../src/webhooks/events.js';
import { call, createTenant, startApp, twinOf, type Tenant, type TestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/wait.js';

let t: TestApp;
let r: Receiver;
let live: Tenant;
let twin: Tenant;

before(async () => {
  t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '20', RATE_LIMIT_PER_MINUTE: '100000' }, { worker: true });
  r = await startReceiver();
  live = await createTenant(t, { demo: true });
  twin = await twinOf(t, live);
});
after(async () => {
  await t.close();
  await r.close();
});

/** What each trigger's cause raises, in order: the event and what its real cause raises with it. */
const RAISES: Record<EventName, EventName[]> = {
  'order.paid': ['order.paid', 'entitlement.granted'],
  'entitlement.granted': ['order.paid', 'entitlement.granted'],
  'subscription.created': ['order.paid', 'entitlement.granted', 'subscription.created'],
  'order.refunded': ['order.paid', 'entitlement.granted', 'order.refunded', 'entitlement.revoked'],
  'entitlement.revoked': ['order.paid', 'entitlement.granted', 'order.refunded', 'entitlement.revoked'],
  'subscription.canceled': ['order.paid', 'entitlement.granted', 'subscription.created', 'subscription.canceled', 'entitlement.revoked'],
  'member.joined': ['member.joined'],
  'stream.started': ['stream.started'],
  'stream.ended': ['stream.started', 'stream.ended'],
  'server.online': ['server.online'],
  'server.offline': ['server.offline'],
  'post.published': ['post.published'],
  'automation.run': ['order.paid', 'entitlement.granted', 'automation.run'],
  'report.created': ['report.created'],
};

test('a test key starts cwk_test_ and reaches the twin: /me says livemode false, a live key says true', async () => {
  assert.match(twin.key, /^cwk_test_[0-9A-Za-z]{30}$/);
  assert.match(live.key, /^cwk_(?!test_)[0-9A-Za-z]{30}$/);
  const testMe = await call(t, 'GET', '/api/v1/me', { key: twin.key });
  assert.equal(testMe.body['livemode'], false);
  assert.deepEqual(testMe.body['workspace'], { id: twin.workspace.id, slug: `${live.workspace.slug}--test`, name: live.workspace.name, currency: live.workspace.currency });
  assert.equal((await call(t, 'GET', '/api/v1/me', { key: live.key })).body['livemode'], true);
  // Made on first use, filled with the demo data: the same catalogue, its own rows.
  const [liveProducts, testProducts] = await Promise.all([call(t, 'GET', '/api/v1/products?per_page=100', { key: live.key }), call(t, 'GET', '/api/v1/products?per_page=100', { key: twin.key })]);
  assert.deepEqual(testProducts.body.data?.map((p) => p['name']), liveProducts.body.data?.map((p) => p['name']));
  const liveIds = new Set(liveProducts.body.data?.map((p) => p['id']));
  assert.ok(testProducts.body.data?.every((p) => !liveIds.has(p['id'])));
});

test('each trigger raises exactly what its real cause raises, delivered signed with livemode false', async () => {
  const hook = await call(t, 'POST', '/api/v1/webhooks', { key: twin.key, body: { url: r.url, events: ['*'] } });
  assert.equal(hook.status, 200);
  const secret = hook.body['secret'] as string;
  let expected = 0;
  for (const event of EVENT_NAMES) {
    const answer = await call(t, 'POST', '/api/v1/test/events', { key: twin.key, body: { event } });
    assert.equal(answer.status, 200, `${event}: ${answer.raw}`);
    const raised = answer.body['events'] as { id: number; event: string }[];
    assert.deepEqual(raised.map((e) => e.event), RAISES[event], event);
    expected += raised.length;
  }
  const received = await eventually(() => (r.received.length >= expected ? r.received : undefined), 20_000, `${expected} deliveries`);
  assert.equal(received.length, expected);
  for (const delivery of received) {
    const body = JSON.parse(delivery.body) as { livemode: boolean; tenant_id: number };
    assert.equal(body.livemode, false);
    assert.equal(body.tenant_id, twin.workspace.id);
    assert.equal(delivery.headers['x-service-signature'], `sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`);
  }
  const log = await call(t, 'GET', `/api/v1/webhooks/${hook.body['id'] as number}/deliveries?per_page=100`, { key: twin.key });
  assert.ok(log.body.data?.length === expected && log.body.data.every((d) => d['livemode'] === false));
  // The live workspace heard nothing of it.
  const liveOrders = await call(t, 'GET', '/api/v1/orders?per_page=1', { key: live.key });
  const testOrders = await call(t, 'GET', '/api/v1/orders?per_page=1', { key: twin.key });
  assert.notEqual(testOrders.body.meta?.['total'], liveOrders.body.meta?.['total']);
});

test('live keys get 404 from the test operations; bad input gets a 4xx and changes nothing', async () => {
  const refused = await call(t, 'POST', '/api/v1/test/events', { key: live.key, body: { event: 'order.paid' } });
  assert.equal(refused.status, 404);
  assert.equal(refused.body['error'], 'not_found');
  assert.equal((await call(t, 'POST', '/api/v1/test/servers/1/status', { key: live.key, body: { status: 'online' } })).status, 404);
  // Whatever a live key sends: the operation does not exist for it (404 before any 422).
  assert.equal((await call(t, 'POST', '/api/v1/test/events', { key: live.key, body: { event: 'order.shipped' } })).status, 404);
  assert.equal((await call(t, 'POST', '/api/v1/test/servers/abc/status', { key: live.key, body: {} })).status, 404);
  const before = (await call(t, 'GET', '/api/v1/orders?per_page=1', { key: twin.key })).body.meta?.['total'];
  assert.equal((await call(t, 'POST', '/api/v1/test/events', { key: twin.key, body: { event: '*' } })).status, 422);
  assert.equal((await call(t, 'POST', '/api/v1/test/events', { key: twin.key, body: { event: 'order.shipped' } })).status, 422);
  assert.equal((await call(t, 'GET', '/api/v1/orders?per_page=1', { key: twin.key })).body.meta?.['total'], before);
});

test('the test server helper moves a test server online with a player count and offline, raising its events', async () => {
  const servers = await call(t, 'GET', '/api/v1/servers?per_page=100', { key: twin.key });
  const server = servers.body.data?.[0] as { id: number };
  const liveServer = (await call(t, 'GET', '/api/v1/servers?per_page=1', { key: live.key })).body.data?.[0] as { id: number };
  const raisedSince = async (after: number) => (await t.app.store.db.selectFrom('events').select('name').where('workspace_id', '=', twin.workspace.id).where('id', '>', after).orderBy('id').execute()).map((e) => e.name);
  await call(t, 'POST', `/api/v1/test/servers/${server.id}/status`, { key: twin.key, body: { status: 'offline' } });
  const top = Number((await t.app.store.db.selectFrom('events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);

  const online = await call(t, 'POST', `/api/v1/test/servers/${server.id}/status`, { key: twin.key, body: { status: 'online', players: 23 } });
  assert.equal(online.status, 200);
  assert.equal(online.body['status'], 'online');
  assert.equal(online.body['players_online'], 20, 'rounded down to the zone threshold, as any heartbeat');
  const offline = await call(t, 'POST', `/api/v1/test/servers/${server.id}/status`, { key: twin.key, body: { status: 'offline' } });
  assert.equal(offline.body['status'], 'offline');
  assert.equal(offline.body['players_online'], 0);
  assert.deepEqual(await raisedSince(top), ['server.online', 'server.offline']);
  // A live server's id is no test server; players with offline is refused.
  assert.equal((await call(t, 'POST', `/api/v1/test/servers/${liveServer.id}/status`, { key: twin.key, body: { status: 'online' } })).status, 404);
  assert.equal((await call(t, 'POST', `/api/v1/test/servers/${server.id}/status`, { key: twin.key, body: { status: 'offline', players: 3 } })).status, 422);
});
