// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * The dispatcher claims ahead (src/webhooks/engine/dispatcher.ts): deliveries leased and waiting for a free slot. A
 * failure must still hold the webhook to its one probe (docs/decisions.md#7-webhooks), and a stop must give back
 * what it claimed ahead, so another worker sends it at once rather than after the lease runs out. What waits is sent
 * in the claim's turns, and not at all once its webhook is gone.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { emitEvents } from '../../src/webhooks/emit.js';
import { startWorker, type Worker } from '../../src/jobs/worker.js';
import { ReadyQueue, type Ready } from '../../src/webhooks/engine/ready-queue.js';
import { holdPendingDeliveries } from '../../src/webhooks/engine/delivery-writes.js';
import { call, createTenant, startApp, type TestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually, sleep } from '../helpers/wait.js';

const silent = { error: () => undefined, info: () => undefined };
let t: TestApp;
let worker: Worker;
const receivers: Receiver[] = [];

// Two slots, eight per webhook: a claim takes four (two to send, two claimed ahead). Retries far away.
const CONFIG = { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_CONCURRENCY: '2', WEBHOOK_MAX_IN_FLIGHT: '8', WEBHOOK_RETRY_DELAYS_MS: '60000,60000,60000,60000', WEBHOOK_POLL_INTERVAL_MS: '20' };

before(async () => {
  t = await startApp(CONFIG);
  worker = startWorker(t.app.store, t.config, silent);
});
after(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await worker.stop();
  await t.close();
});

async function hookedTenant(respond: Parameters<typeof startReceiver>[0]) {
  const r = await startReceiver(respond);
  receivers.push(r);
  const tenant = await createTenant(t);
  const hook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: r.url, events: ['*'] } });
  return { r, tenant, hookId: String(hook.body['id']) };
}

test('after a failure, the deliveries claimed ahead for that webhook are not sent', async () => {
  const { r, tenant } = await hookedTenant(() => ({ status: 503, delayMs: 100 }));
  await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', { burst: true }, 20);
  await r.waitFor(2);
  await sleep(800);
  // The two in flight when the receiver failed, then nothing until the probe is due a minute later.
  assert.equal(r.received.length, 2, `${r.received.length} requests to a failing receiver`);
  // What was claimed ahead was given back: nothing of this workspace stays leased.
  await eventually(async () => {
    const leased = await t.app.store.db.selectFrom('deliveries').select('id').where('workspace_id', '=', tenant.workspace.id).where('lease_owner', 'is not', null).execute();
    return leased.length === 0;
  }, 5_000, 'no lease left behind');
});

test('a stop gives back the deliveries claimed ahead, and a new worker sends every one once', async () => {
  const { r, tenant } = await hookedTenant(() => ({ status: 200, delayMs: 300 }));
  await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', { burst: true }, 12);
  await r.waitFor(2);
  await worker.stop();
  const leased = await t.app.store.db.selectFrom('deliveries').select('id').where('workspace_id', '=', tenant.workspace.id).where('lease_owner', 'is not', null).execute();
  assert.deepEqual(leased, [], 'no lease outlives the stop');
  worker = startWorker(t.app.store, t.config, silent);
  await eventually(async () => r.received.length >= 12, 15_000, 'all 12 delivered');
  await sleep(300);
  assert.equal(new Set(r.received.map((x) => x.headers['x-service-delivery'])).size, 12);
  assert.equal(r.received.length, 12, 'each sent once');
});

test('a delivery waiting for a slot is not sent once its webhook is deleted', async () => {
  const { r, tenant, hookId } = await hookedTenant(() => ({ status: 200, delayMs: 400 }));
  await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', { burst: true }, 4);
  await r.waitFor(2);
  const deleted = await call(t, 'DELETE', `/api/v1/webhooks/${hookId}`, { key: tenant.key });
  assert.equal(deleted.status, 200);
  await sleep(1_000);
  assert.equal(r.received.length, 2, 'only the two in flight when it was deleted');
});

test('a delivery waiting for a slot is sent once when its webhook is disabled and enabled meanwhile', async () => {
  const { r, tenant, hookId } = await hookedTenant(() => ({ status: 200, delayMs: 400 }));
  await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', { burst: true }, 4);
  await r.waitFor(2);
  const inFlight = new Set(r.received.map((x) => x.headers['x-service-delivery']));
  // Another worker's last failed probe disables the webhook and holds its deliveries (outcome.ts); its owner enables
  // it at once. The two waiting here were taken from this worker and are due again: they must go out once, not twice.
  const db = t.app.store.db;
  await db.updateTable('webhooks').set({ status: 'disabled' }).where('id', '=', Number(hookId)).execute();
  await holdPendingDeliveries(db, tenant.workspace.id, Number(hookId));
  const enabled = await call(t, 'POST', `/api/v1/webhooks/${hookId}/enable`, { key: tenant.key });
  assert.equal(enabled.status, 200);
  // Until every one has its outcome recorded and nothing is leased or due: a second send would have happened by then.
  await eventually(async () => {
    const open = await db.selectFrom('deliveries').select('id').where('workspace_id', '=', tenant.workspace.id).where((eb) => eb.or([eb('status', '!=', 'succeeded'), eb('lease_owner', 'is not', null)])).execute();
    return open.length === 0;
  }, 10_000, 'all four succeeded');
  await sleep(300);
  const waited = r.received.map((x) => x.headers['x-service-delivery']).filter((id) => !inFlight.has(id));
  // (The two in flight lost their leases to the hold before their outcome was recorded: at least once, they may go again.)
  assert.equal(waited.length, 2, `the two that waited were sent ${waited.length} times in all`);
});

test('a delivery waiting for a slot is not sent once another worker made its webhook fail: its probe goes first', async () => {
  // One slot: of a claim of two, one is sent and one waits for it.
  await worker.stop();
  worker = startWorker(t.app.store, { ...t.config, webhookConcurrency: 1 }, silent);
  const tenant = await createTenant(t);
  const hooks: { r: Receiver; id: number }[] = [];
  for (let i = 0; i < 2; i++) {
    const r = await startReceiver(() => ({ status: 200, delayMs: 400 }));
    receivers.push(r);
    const hook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: r.url, events: ['*'] } });
    hooks.push({ r, id: Number(hook.body['id']) });
  }
  await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', { burst: true }, 2);
  await eventually(async () => hooks.some((h) => h.r.received.length > 0), 5_000, 'a first attempt');
  const waiting = hooks.find((h) => h.r.received.length === 0);
  assert.ok(waiting, 'one webhook\'s delivery waits for the slot');
  // Another worker's attempt failed meanwhile: the waiting webhook is failing, its probe the second event's delivery.
  const db = t.app.store.db;
  const own = await db.selectFrom('deliveries').select('id').where('webhook_id', '=', waiting.id).orderBy('event_id').execute();
  const probe = own[1]?.id ?? '';
  await db.updateTable('webhooks').set({ consecutive_failures: 1, probe_delivery_id: probe }).where('id', '=', waiting.id).execute();
  await eventually(async () => waiting.r.received.length >= 2, 10_000, 'the probe, then the rest');
  assert.equal(waiting.r.received[0]?.headers['x-service-delivery'], probe, 'the probe is the first request to a failing webhook');
  await worker.stop();
  worker = startWorker(t.app.store, t.config, silent);
});

test('deliveries claimed ahead wait in the claim’s turns: each workspace’s oldest first', () => {
  const entry = (workspace: number, due: number, event: number): Ready => ({
    delivery: { workspace_id: workspace, next_attempt_at: due, event_id: event, webhook_id: workspace } as Ready['delivery'],
    webhook: undefined,
    event: undefined,
    since: 0,
    checked: 0,
  });
  const queue = new ReadyQueue();
  // As a leasing statement may return them: in no order. X has a burst, Y one later delivery.
  queue.add([entry(1, 30, 3), entry(1, 10, 1), entry(2, 40, 4), entry(1, 20, 2), entry(1, 50, 5)]);
  const order: string[] = [];
  for (let next = queue.next(1); next !== undefined; next = queue.next(1)) order.push(`${next.delivery.workspace_id}:${next.delivery.event_id}`);
  assert.deepEqual(order, ['1:1', '2:4', '1:2', '1:3', '1:5']);
});

test('a delivery claimed again while it waited (given back meanwhile) waits once, under its new lease', () => {
  const waiting = (id: string, event: number, leaseUntil: number): Ready => ({
    delivery: { id, workspace_id: 1, webhook_id: 1, event_id: event, next_attempt_at: 10, lease_until: leaseUntil } as Ready['delivery'],
    webhook: undefined,
    event: undefined,
    since: 0,
    checked: 0,
  });
  const queue = new ReadyQueue();
  queue.add([waiting('msg_a', 1, 100), waiting('msg_b', 2, 100)]);
  queue.add([waiting('msg_a', 1, 200)]);
  const leases: string[] = [];
  for (let next = queue.next(1); next !== undefined; next = queue.next(1)) leases.push(`${next.delivery.id}@${next.delivery.lease_until}`);
  assert.deepEqual(leases, ['msg_a@200', 'msg_b@100']);
});
