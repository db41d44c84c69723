// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Webhook delivery against real local receivers: signatures, filtering, retries, timeouts, auto-disable, isolation. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { createHmac } from 'node:crypto';
import { verifyWebhook } from '../../src/index.js';
import { addMember } from '../../src/members/service.js';
import { emitEvents } from '../../src/webhooks/emit.js';
import { recordOutcome } from '../../src/webhooks/engine/outcome.js';
import { call, createTenant, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { stageLeasedDelivery } from '../helpers/deliveries.js';
import { startReceiver, startSmtpSink, type Receiver } from '../helpers/receiver.js';
import { eventually, sleep } from '../helpers/wait.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const receivers: Receiver[] = [];

before(async () => {
  smtp = await startSmtpSink();
  t = await startApp(
    { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_RETRY_DELAYS_MS: '60,60,60,60', WEBHOOK_POLL_INTERVAL_MS: '20', SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '100000' },
    { worker: true },
  );
});
after(async () => {
  await t.close();
  await Promise.all(receivers.map((r) => r.close()));
  await smtp.close();
});

async function receiver(respond?: Parameters<typeof startReceiver>[0]): Promise<Receiver> {
  const r = await startReceiver(respond);
  receivers.push(r);
  return r;
}

async function register(tenant: Tenant, url: string, events: string[] = ['*']): Promise<{ id: number; secret: string }> {
  const reply = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url, events } });
  assert.equal(reply.status, 200, reply.raw);
  return { id: Number(reply.body['id']), secret: String(reply.body['secret']) };
}

const emit = (tenant: Tenant, event: string, data: unknown = { n: 1 }, repeat = 1) => emitEvents(t.app.store.db, tenant.workspace.id, event, data, repeat);
const webhookOf = async (tenant: Tenant, id: number) => (await call(t, 'GET', '/api/v1/webhooks', { key: tenant.key })).body.data?.find((w) => w['id'] === id);

test('a delivery carries the documented body and headers, and both signatures verify', async () => {
  const tenant = await createTenant(t);
  const r = await receiver();
  const hook = await register(tenant, r.url, ['member.joined']);
  await addMember(t.app.store.db, tenant.workspace.id, { email: 'new@fans.example', name: 'New Fan' });
  const [delivery] = await r.waitFor(1);
  assert.ok(delivery);
  const h = delivery.headers;
  assert.equal(h['content-type'], 'application/json');
  assert.equal(h['user-agent'], 'CreatorWorkspace-Webhooks/1.0');
  assert.equal(h['x-service-event'], 'member.joined');
  assert.match(String(h['x-service-delivery']), /^msg_[0-9A-Za-z]{24}$/);
  assert.equal(h['webhook-id'], h['x-service-delivery']);

  const body = JSON.parse(delivery.body);
  assert.deepEqual(Object.keys(body), ['id', 'event', 'created_at', 'tenant_id', 'livemode', 'data']);
  assert.equal(body.event, 'member.joined');
  assert.equal(body.livemode, true, 'an event of a live workspace');
  assert.equal(body.tenant_id, tenant.workspace.id);
  assert.ok(Number.isInteger(body.id));
  assert.match(body.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.deepEqual(body.data, { display_name: 'New Fan', role: 'member' });

  // Our signature: sha256=<hex HMAC of the raw body keyed with the full secret string>.
  assert.equal(h['x-service-signature'], `sha256=${createHmac('sha256', hook.secret).update(delivery.body).digest('hex')}`);
  // Standard Webhooks: v1,<base64 HMAC of id.timestamp.body keyed with the base64-decoded secret>.
  const timestamp = Number(h['webhook-timestamp']);
  assert.ok(Math.abs(timestamp - Date.now() / 1000) < 30);
  const key = Buffer.from(hook.secret.slice('whsec_'.length), 'base64');
  assert.equal(h['webhook-signature'], `v1,${createHmac('sha256', key).update(`${h['webhook-id']}.${timestamp}.${delivery.body}`).digest('base64')}`);

  assert.ok(verifyWebhook(delivery.body, h, hook.secret, { toleranceSeconds: 300 }));
  assert.ok(!verifyWebhook(delivery.body.replace('New Fan', 'Evil Fan'), h, hook.secret));
  assert.ok(!verifyWebhook(delivery.body, h, 'whsec_d3Jvbmc='));
  assert.ok(!verifyWebhook(delivery.body, h, hook.secret, { toleranceSeconds: 300, now: Date.now() + 3_600_000 }), 'stale timestamps are refused');
});

test('events reach only the webhooks subscribed to them; * gets everything', async () => {
  const tenant = await createTenant(t);
  const paidOnly = await receiver();
  const everything = await receiver();
  await register(tenant, paidOnly.url, ['order.paid']);
  await register(tenant, everything.url, ['*']);
  await emit(tenant, 'member.joined');
  await emit(tenant, 'order.paid');
  await everything.waitFor(2);
  await paidOnly.waitFor(1);
  await sleep(300);
  assert.deepEqual(paidOnly.received.map((r) => r.headers['x-service-event']), ['order.paid']);
  assert.deepEqual(everything.received.map((r) => r.headers['x-service-event']).sort(), ['member.joined', 'order.paid']);
});

test('retries keep the delivery id and stop at the first 2xx', async () => {
  const tenant = await createTenant(t);
  const r = await receiver((_req, i) => ({ status: i < 2 ? 500 : 204 }));
  await register(tenant, r.url);
  await emit(tenant, 'report.created');
  await r.waitFor(3);
  await sleep(400);
  assert.equal(r.received.length, 3);
  assert.equal(new Set(r.received.map((x) => x.headers['x-service-delivery'])).size, 1);
  assert.equal(new Set(r.received.map((x) => x.body)).size, 1, 'the same body every time');
});

test('a delivery is attempted exactly 5 times, and every attempt is logged', async () => {
  const tenant = await createTenant(t);
  const r = await receiver(() => ({ status: 500, body: 'x'.repeat(5000) }));
  await register(tenant, r.url);
  await emit(tenant, 'automation.run');
  await r.waitFor(5);
  await sleep(500);
  assert.equal(r.received.length, 5);
  const attempts = await t.app.store.db.selectFrom('delivery_attempts').selectAll().where('workspace_id', '=', tenant.workspace.id).orderBy('id').execute();
  assert.deepEqual(attempts.map((a) => a.attempt), [1, 2, 3, 4, 5]);
  assert.ok(attempts.every((a) => a.status_code === 500 && a.error === 'http_status' && a.succeeded === 0));
  assert.equal(attempts[0]?.response_body?.length, 1024, 'the first 1 KiB of the answer is kept');
  const delivery = await t.app.store.db.selectFrom('deliveries').selectAll().where('workspace_id', '=', tenant.workspace.id).executeTakeFirstOrThrow();
  assert.equal(delivery.status, 'failed');
});

test('a 429 with Retry-After delays the next attempt (capped at 4× the configured delay)', async () => {
  const tenant = await createTenant(t);
  const r = await receiver((_req, i) => (i === 0 ? { status: 429, headers: { 'retry-after': '1' } } : { status: 200 }));
  await register(tenant, r.url);
  await emit(tenant, 'stream.started');
  const [first, second] = await r.waitFor(2);
  const gap = (second?.at ?? 0) - (first?.at ?? 0);
  assert.ok(gap >= 200, `waited ${gap} ms, Retry-After asked for 1 s, cap is 4 × 60 ms`);
});

test('a receiver slower than 10 s is a failure, and the retry follows', async () => {
  const tenant = await createTenant(t);
  const r = await receiver((_req, i) => (i === 0 ? { status: 200, delayMs: 11_000 } : { status: 200 }));
  await register(tenant, r.url);
  await emit(tenant, 'stream.ended');
  await r.waitFor(2, 20_000);
  const attempts = await t.app.store.db.selectFrom('delivery_attempts').selectAll().where('workspace_id', '=', tenant.workspace.id).orderBy('id').execute();
  assert.equal(attempts[0]?.error, 'timeout');
  assert.ok((attempts[0]?.duration_ms ?? 0) >= 9_900 && (attempts[0]?.duration_ms ?? 0) < 11_000, `first attempt took ${attempts[0]?.duration_ms} ms`);
  await eventually(async () => (await t.app.store.db.selectFrom('delivery_attempts').select('succeeded').where('workspace_id', '=', tenant.workspace.id).where('succeeded', '=', 1).executeTakeFirst()) ?? false);
});

test('10 consecutive failures disable the webhook, hold its deliveries and notify the owners by email; enable sends every held one', async () => {
  const tenant = await createTenant(t);
  let healthy = false;
  const r = await receiver(() => ({ status: healthy ? 200 : 503 }));
  const hook = await register(tenant, r.url);
  await emit(tenant, 'report.created', { n: 1 });
  await r.waitFor(5);
  await eventually(async () => (await webhookOf(tenant, hook.id))?.['consecutive_failures'] === 5);
  await emit(tenant, 'report.created', { n: 2 }, 2);
  await eventually(async () => (await webhookOf(tenant, hook.id))?.['status'] === 'disabled', 10_000, 'webhook disabled');
  const disabled = await webhookOf(tenant, hook.id);
  assert.equal(disabled?.['consecutive_failures'], 10);
  assert.notEqual(disabled?.['disabled_at'], null);
  await sleep(400);
  // One probe at a time: the 10 counted attempts, plus at most the one that was already in flight beside a probe.
  const attemptsAtDisable = r.received.length;
  assert.ok(attemptsAtDisable >= 10 && attemptsAtDisable <= 11, `${attemptsAtDisable} attempts`);
  const statuses = await t.app.store.db.selectFrom('deliveries').select(['status', 'event_id']).where('workspace_id', '=', tenant.workspace.id).orderBy('event_id').execute();
  // The second and third were claimed together; whichever failed first became the probe and used its 5 attempts.
  assert.equal(statuses[0]?.status, 'failed');
  assert.deepEqual(statuses.slice(1).map((d) => d.status).sort(), ['failed', 'held'], 'the other is held, not canceled');

  const notifications = await t.app.store.db.selectFrom('notifications').selectAll().where('workspace_id', '=', tenant.workspace.id).execute();
  assert.equal(notifications.length, 1, 'one per owner');
  const [mail] = await smtp.waitFor(1);
  assert.match(mail ?? '', new RegExp(`owner@${tenant.workspace.slug}\\.example`));
  assert.match(mail ?? '', /disabled/);
  await eventually(async () => (await t.app.store.db.selectFrom('notifications').select('emailed_at').where('workspace_id', '=', tenant.workspace.id).executeTakeFirst())?.emailed_at ?? false);

  await emit(tenant, 'report.created', { while: 'disabled' });
  await sleep(400);
  assert.equal(r.received.length, attemptsAtDisable, 'nothing is attempted while disabled');

  healthy = true;
  const enabled = await call(t, 'POST', `/api/v1/webhooks/${hook.id}/enable`, { key: tenant.key });
  assert.equal(enabled.body['status'], 'enabled');
  assert.equal(enabled.body['consecutive_failures'], 0);
  await r.waitFor(attemptsAtDisable + 2);
  // Claimed oldest first, then sent concurrently: compared as a set.
  const resumed = r.received.slice(attemptsAtDisable).map((x) => JSON.stringify((JSON.parse(x.body) as { data: unknown }).data));
  assert.deepEqual(resumed.sort(), ['{"n":2}', '{"while":"disabled"}'], 'every held delivery arrives, including events raised while disabled');
  await emit(tenant, 'report.created', { after: 'enable' });
  await r.waitFor(attemptsAtDisable + 3);
  assert.match(r.received.at(-1)?.body ?? '', /"after":"enable"/);
});

test('a deleted webhook receives nothing, not even pending retries', async () => {
  const tenant = await createTenant(t);
  const r = await receiver(() => ({ status: 500 }));
  const hook = await register(tenant, r.url);
  await emit(tenant, 'order.paid');
  await r.waitFor(1);
  await call(t, 'DELETE', `/api/v1/webhooks/${hook.id}`, { key: tenant.key });
  await emit(tenant, 'order.paid');
  await sleep(500);
  assert.ok(r.received.length <= 2, `got ${r.received.length}`);
  const seen = r.received.length;
  await sleep(300);
  assert.equal(r.received.length, seen);
  const statuses = await t.app.store.db.selectFrom('deliveries').select('status').where('workspace_id', '=', tenant.workspace.id).execute();
  assert.deepEqual(statuses.map((d) => d.status), ['canceled'], "a deleted webhook's deliveries are canceled, not held");
});

test("another workspace's receiver never gets this workspace's events", async () => {
  const a = await createTenant(t);
  const b = await createTenant(t);
  const ra = await receiver();
  const rb = await receiver();
  await register(a, ra.url);
  await register(b, rb.url);
  await emit(a, 'order.paid', {}, 5);
  await ra.waitFor(5);
  await sleep(300);
  assert.equal(rb.received.length, 0);
  assert.ok(ra.received.every((x) => JSON.parse(x.body).tenant_id === a.workspace.id));
});

test('a burst of events arrives complete, each delivery once', async () => {
  const tenant = await createTenant(t);
  const r = await receiver();
  await register(tenant, r.url);
  await emit(tenant, 'order.paid', { burst: true }, 300);
  await r.waitFor(300, 30_000);
  await sleep(300);
  assert.equal(r.received.length, 300);
  assert.equal(new Set(r.received.map((x) => x.headers['x-service-delivery'])).size, 300);
  assert.equal(new Set(r.received.map((x) => JSON.parse(x.body).id)).size, 300);
});

test('an attempt whose lease was lost (re-leased or canceled meanwhile) is logged but changes nothing', async () => {
  const tenant = await createTenant(t);
  const r = await receiver(() => ({ status: 500 }));
  const hook = await register(tenant, r.url);
  // Disable so the running dispatcher leaves this webhook's deliveries alone, then stage a leased delivery by hand.
  await t.app.store.db.updateTable('webhooks').set({ status: 'disabled' }).where('id', '=', hook.id).execute();
  const row = await stageLeasedDelivery(t.app.store.db, { workspaceId: tenant.workspace.id, webhookId: hook.id, id: 'msg_leasetest', owner: 'dispatcher-current', dueAt: Date.now() + 3_600_000 });
  const webhook = await t.app.store.db.selectFrom('webhooks').selectAll().where('id', '=', hook.id).executeTakeFirstOrThrow();
  const failure = { succeeded: false, statusCode: 500, error: 'http_status', durationMs: 5, responseBody: '', retryAfterMs: null, retryAfterSeconds: null };
  await recordOutcome(t.app.store.db, row, webhook, failure, [60, 60, 60, 60], 'dispatcher-stale');
  const after = await t.app.store.db.selectFrom('deliveries').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  assert.equal(after.attempts, 0, 'the stale attempt did not move the delivery');
  assert.equal(after.lease_owner, 'dispatcher-current');
  assert.equal((await t.app.store.db.selectFrom('webhooks').select('consecutive_failures').where('id', '=', hook.id).executeTakeFirstOrThrow()).consecutive_failures, 0, 'nor counted against the webhook');
  assert.equal((await t.app.store.db.selectFrom('delivery_attempts').select('id').where('delivery_id', '=', row.id).execute()).length, 1, 'but it is in the log');

  await recordOutcome(t.app.store.db, row, webhook, failure, [60, 60, 60, 60], 'dispatcher-current');
  const counted = await t.app.store.db.selectFrom('deliveries').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  assert.equal(counted.attempts, 1);
  assert.equal(counted.lease_owner, null);
});
