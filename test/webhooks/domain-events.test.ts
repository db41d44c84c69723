// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Domain changes raise their events with `data` = the API representation, through the real CLI. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { pruneDeliveryHistory } from '../../src/webhooks/engine/retention.js';
import { call, createTenant, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { cli } from '../helpers/process.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/wait.js';

let t: TestApp;
let r: Receiver;
let tenant: Tenant;
let env: Record<string, string>;

before(async () => {
  t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '20' }, { worker: true });
  env = { DATABASE_URL: t.config.databaseUrl };
  r = await startReceiver();
  tenant = await createTenant(t, { demo: true });
  await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: r.url, events: ['*'] } });
});
after(async () => {
  await t.close();
  await r.close();
});

const slug = () => tenant.workspace.slug;
const bodies = (from: number) => r.received.slice(from).map((x) => JSON.parse(x.body) as { event: string; data: Record<string, unknown> });

test('orders pay / refund raise order, entitlement and subscription events carrying API representations', async () => {
  const pending = await call(t, 'GET', '/api/v1/orders?status=pending&per_page=100', { key: tenant.key });
  // Pick a pending order with a recurring product, so subscriptions are involved too.
  let orderId: number | undefined;
  for (const order of pending.body.data ?? []) {
    const detail = await call(t, 'GET', `/api/v1/orders/${order['id']}`, { key: tenant.key });
    const items = detail.body['items'] as { product_id: number }[];
    const products = await t.app.store.db.selectFrom('products').select('kind').where('id', 'in', items.map((i) => i.product_id)).execute();
    if (products.some((p) => p.kind === 'recurring')) {
      orderId = Number(order['id']);
      break;
    }
  }
  assert.ok(orderId, 'the demo has a pending order with a recurring product');

  const start = r.received.length;
  const paid = await cli(['orders', 'pay', '--workspace', slug(), String(orderId), '--json'], env);
  assert.equal(paid.code, 0, paid.stderr);
  const api = await call(t, 'GET', `/api/v1/orders/${orderId}`, { key: tenant.key });
  assert.equal(api.body['status'], 'paid');
  const entitlements = (api.body['entitlements'] as unknown[]).length;
  await eventually(() => bodies(start).some((b) => b.event === 'subscription.created') && bodies(start).filter((b) => b.event === 'entitlement.granted').length === entitlements);
  const paidEvents = bodies(start);
  const orderPaid = paidEvents.find((b) => b.event === 'order.paid');
  assert.deepEqual(orderPaid?.data, api.body, 'order.paid carries the order exactly as GET /orders/{id} shows it');

  const before = r.received.length;
  assert.equal((await cli(['orders', 'refund', '--workspace', slug(), String(orderId)], env)).code, 0);
  await eventually(() => ['order.refunded', 'entitlement.revoked', 'subscription.canceled'].every((name) => bodies(before).some((b) => b.event === name)));
  const refunded = bodies(before).find((b) => b.event === 'order.refunded');
  assert.equal(refunded?.data['status'], 'refunded');

  const again = await cli(['orders', 'refund', '--workspace', slug(), String(orderId)], env);
  assert.equal(again.code, 1, 'a refunded order cannot be refunded again');
  assert.match(again.stderr, /refunded/);
});

test('members add raises member.joined; posts publish raises post.published', async () => {
  const start = r.received.length;
  const added = await cli(['members', 'add', '--workspace', slug(), '--email', 'quiet@fans.example', '--name', 'Quiet Fan', '--hide-username', '--json'], env);
  assert.equal(added.code, 0, added.stderr);
  const post = await call(t, 'POST', '/api/v1/posts', { key: tenant.key, body: { title: 'News', body: 'Hello' } });
  assert.equal((await cli(['posts', 'publish', '--workspace', slug(), String(post.body['id'])], env)).code, 0);
  await eventually(() => bodies(start).some((b) => b.event === 'post.published') && bodies(start).some((b) => b.event === 'member.joined'));
  assert.deepEqual(bodies(start).find((b) => b.event === 'member.joined')?.data, { display_name: 'Anonymous member', role: 'member' });
  const published = bodies(start).find((b) => b.event === 'post.published')?.data;
  assert.equal(published?.['id'], post.body['id']);
  assert.equal(published?.['status'], 'published');
  assert.equal((await cli(['posts', 'publish', '--workspace', slug(), String(post.body['id'])], env)).code, 1, 'already published');
});

test('a scheduled post that comes due is published once, with its event', async () => {
  const start = r.received.length;
  const row = await t.app.store.db
    .insertInto('posts')
    .values({ workspace_id: tenant.workspace.id, title: 'Due', body: 'now', status: 'scheduled', scheduled_at: '2000-01-01 00:00:00', published_at: null, media: '[]', created_at: '2000-01-01 00:00:00', updated_at: '2000-01-01 00:00:00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await eventually(() => bodies(start).some((b) => b.event === 'post.published' && b.data['id'] === row.id), 5_000);
  const stored = await t.app.store.db.selectFrom('posts').select(['status', 'published_at']).where('id', '=', row.id).executeTakeFirstOrThrow();
  assert.equal(stored.status, 'published');
  assert.equal(bodies(start).filter((b) => b.event === 'post.published' && b.data['id'] === row.id).length, 1);
});

test('events emit validates its input; webhooks deliveries lists attempts', async () => {
  assert.equal((await cli(['events', 'emit', '--workspace', slug(), '--event', 'order.shipped'], env)).code, 1);
  assert.equal((await cli(['events', 'emit', '--workspace', slug(), '--event', 'order.paid', '--data', '{bad'], env)).code, 2);
  assert.equal((await cli(['events', 'emit', '--workspace', slug(), '--event', 'order.paid', '--repeat', '0'], env)).code, 2);
  // --data that breaks the event's schema is refused with the schema's messages, and nothing is raised.
  const misfit = await cli(['events', 'emit', '--workspace', slug(), '--event', 'automation.run', '--data', '{"automation_id":"x","outcome":"maybe"}'], env);
  assert.equal(misfit.code, 2, misfit.stderr);
  assert.match(misfit.stderr, /automation_id must be integer/);
  assert.match(misfit.stderr, /outcome must be one of/);
  assert.equal((await cli(['events', 'emit', '--workspace', slug(), '--event', 'order.paid', '--data', '[1]'], env)).code, 2);
  // A field the event's data does not name is refused too: the document's event bodies are closed objects.
  const extra = await cli(['events', 'emit', '--workspace', slug(), '--event', 'order.paid', '--data', '{"marker":1}'], env);
  assert.equal(extra.code, 2, extra.stderr);
  assert.match(extra.stderr, /marker/);
  // The delivered body is a whole run, as the document types it: the sample with the given fields over it.
  const emitted = await cli(['events', 'emit', '--workspace', slug(), '--event', 'automation.run', '--data', '{"automation_id":4242}', '--json'], env);
  assert.deepEqual(JSON.parse(emitted.stdout), { events: 1, deliveries: 1 });
  const run = await eventually(() => r.received.find((x) => x.body.includes('"automation_id":4242')));
  const body = JSON.parse(run.body) as { event: string; data: Record<string, unknown> };
  assert.deepEqual(Object.keys(body.data).sort(), ['action', 'automation_id', 'outcome', 'trigger_event_id']);
  const log = await cli(['webhooks', 'deliveries', '--workspace', slug(), '--json'], env);
  const attempts = JSON.parse(log.stdout) as Record<string, unknown>[];
  assert.ok(attempts.length > 0);
  assert.deepEqual(Object.keys(attempts[0] ?? {}).sort(), ['attempt', 'attempted_at', 'delivery_id', 'delivery_status', 'duration_ms', 'error', 'event_id', 'event_name', 'response_body', 'retry_after', 'status_code', 'succeeded', 'webhook_id']);
  assert.equal((await cli(['webhooks', 'deliveries', '--workspace', slug(), '--webhook', '999999'], env)).code, 1);
});

test('history older than the retention period is pruned; recent and pending work stays', async () => {
  const db = t.app.store.db;
  const ws = tenant.workspace.id;
  const old = await db.insertInto('events').values({ workspace_id: ws, name: 'report.created', data: '{}', created_at: '2001-01-01 00:00:00' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('deliveries').values({ id: 'msg_old', workspace_id: ws, event_id: old.id, webhook_id: 1, event_name: 'report.created', status: 'succeeded', attempts: 1, next_attempt_at: 0, lease_until: null, lease_owner: null, created_at: '2001-01-01 00:00:00', completed_at: '2001-01-01 00:00:01' }).execute();
  await db.insertInto('delivery_attempts').values({ workspace_id: ws, delivery_id: 'msg_old', webhook_id: 1, attempt: 1, attempted_at: '2001-01-01 00:00:01', status_code: 200, error: null, duration_ms: 3, response_body: '', succeeded: 1 }).execute();
  const recentEvents = (await db.selectFrom('events').select('id').where('workspace_id', '=', ws).execute()).length;
  const pruned = await pruneDeliveryHistory(db, 30);
  assert.deepEqual(pruned, { attempts: 1, deliveries: 1, events: 1 });
  assert.equal((await db.selectFrom('events').select('id').where('workspace_id', '=', ws).execute()).length, recentEvents - 1);
});
