// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * No receiver slows another (docs/webhooks.md, Delivery): a webhook never has more than WEBHOOK_MAX_IN_FLIGHT
 * attempts in flight, however many dispatchers run, waiting for a slot costs no attempt, and a burst in one
 * workspace does not hold back another's first delivery. Real receivers over real HTTP; SQLite and PostgreSQL.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { openStore, type Store } from '../../src/db/database.js';
import { raiseEvent, transactWithEvents } from '../../src/webhooks/outbox.js';
import { registerWebhook } from '../../src/webhooks/service.js';
import { startWorker, type Worker } from '../../src/jobs/worker.js';
import { createTenant, startApp, type TestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually, sleep } from '../helpers/wait.js';

const CAP = 4;
const silent = { error: () => undefined, info: () => undefined };
let t: TestApp;
// A second dispatcher on its own connection to the same store: another process, as far as the store can tell.
let second: { store: Store; worker: Worker };
const receivers: Receiver[] = [];

before(async () => {
  t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_MAX_IN_FLIGHT: String(CAP) }, { worker: true });
  const store = openStore(t.config.databaseUrl);
  second = { store, worker: startWorker(store, t.config, silent) };
});
after(async () => {
  // Receivers first: attempts still waiting on the silent one end at once instead of at their timeout.
  await Promise.all(receivers.map((r) => r.close()));
  await second.worker.stop();
  await second.store.close();
  await t.close();
});

async function receiver(delayMs: number): Promise<Receiver> {
  const started = await startReceiver(() => ({ status: 204, delayMs }));
  receivers.push(started);
  return started;
}

async function raise(workspaceId: number, count: number): Promise<number> {
  const at = Date.now();
  await transactWithEvents(t.app.store.db, async (trx) => {
    for (let i = 0; i < count; i += 1) await raiseEvent(trx, workspaceId, 'order.paid', { id: i });
  });
  return at;
}

test('a receiver that never answers never has more than the cap in flight, across two dispatchers; the others are served and waiting costs no attempt', async () => {
  const tenant = await createTenant(t);
  const silentOne = await receiver(600_000);
  const healthy = await receiver(0);
  const stuck = await registerWebhook(t.app.store.db, tenant.workspace.id, { url: silentOne.url, events: ['*'] }, true);
  await registerWebhook(t.app.store.db, tenant.workspace.id, { url: healthy.url, events: ['*'] }, true);
  await raise(tenant.workspace.id, 30);
  await healthy.waitFor(30, 10_000);
  // Both dispatchers have had many turns to claim more; none may.
  await sleep(1_500);
  assert.equal(silentOne.received.length, CAP, `exactly the cap in flight to the silent receiver (got ${silentOne.received.length})`);
  const waiting = await t.app.store.db
    .selectFrom('deliveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('webhook_id', '=', stuck.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .executeTakeFirstOrThrow();
  assert.equal(Number(waiting.n), 30, 'the ones in flight have not finished an attempt, and the rest have spent none');
});

test("a burst of deliveries in one workspace does not hold back another workspace's first delivery beyond a second", async () => {
  const busy = await createTenant(t);
  const quiet = await createTenant(t);
  const slow = await receiver(200);
  for (let i = 0; i < 10; i += 1) await registerWebhook(t.app.store.db, busy.workspace.id, { url: `${slow.url}?n=${i}`, events: ['*'] }, true);
  const fast = await receiver(0);
  await registerWebhook(t.app.store.db, quiet.workspace.id, { url: fast.url, events: ['*'] }, true);
  // 1,000 deliveries of 200 ms each: several seconds of work for every slot both dispatchers have.
  await raise(busy.workspace.id, 100);
  await eventually(() => slow.received.length >= 20, 5_000, 'the burst under way');
  const raisedAt = await raise(quiet.workspace.id, 1);
  const [first] = await fast.waitFor(1, 5_000);
  const waited = (first?.at ?? Infinity) - raisedAt;
  assert.ok(waited < 1_000, `the quiet workspace's delivery arrived ${waited} ms after it was raised, behind ${1_000 - slow.received.length} of the burst`);
  assert.ok(slow.received.length < 1_000, 'the burst was still going');
});
