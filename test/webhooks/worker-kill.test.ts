// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * Nothing lost, nothing sent twice outside the at-least-once window (docs/webhooks.md): a `creator-workspace worker`
 * process is killed with SIGKILL three times while it delivers a backlog, and started again each time. Afterwards
 * every delivery has succeeded and reached the receiver; a delivery arrived twice only if it was sent and not yet
 * recorded when a worker died (its first receipt before that kill, its second after): in flight, or answered with a
 * success that was still being recorded, at most the worker's concurrency of each. SQLite and PostgreSQL.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { raiseEvent, transactWithEvents } from '../../src/webhooks/outbox.js';
import { registerWebhook } from '../../src/webhooks/service.js';
import { createTenant, startApp, type TestApp } from '../helpers/app.js';
import { CLI } from '../helpers/process.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/wait.js';

const EVENTS = 1_200;
const CONCURRENCY = 8;
const KILLS = 3;
let t: TestApp;
let receiver: Receiver;
const workers: { child: ChildProcess; exited: Promise<void> }[] = [];

before(async () => {
  t = await startApp({}, { worker: false });
  // Slow enough that every kill finds attempts in flight.
  receiver = await startReceiver(() => ({ status: 204, delayMs: 15 }));
});
after(async () => {
  for (const worker of workers) worker.child.kill('SIGKILL');
  await Promise.all(workers.map((worker) => worker.exited));
  await receiver.close();
  await t.close();
});

function startWorkerProcess(): { child: ChildProcess; exited: Promise<void> } {
  const child = spawn(CLI, ['worker'], {
    env: {
      ...process.env,
      DATABASE_URL: t.config.databaseUrl,
      DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_CONCURRENCY: String(CONCURRENCY),
      // The default share (4): a dead worker's leases are given back as soon as the next one starts (owners.ts).
      WEBHOOK_POLL_INTERVAL_MS: '50',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const worker = { child, exited };
  workers.push(worker);
  return worker;
}

test(`SIGKILL of the worker ${KILLS} times under load: every delivery arrives, and only those unrecorded at a kill arrive twice`, async () => {
  const tenant = await createTenant(t);
  const db = t.app.store.db;
  await registerWebhook(db, tenant.workspace.id, { url: receiver.url, events: ['*'] }, true);
  for (let done = 0; done < EVENTS; done += 200) {
    await transactWithEvents(db, async (trx) => {
      for (let i = done; i < done + 200; i += 1) await raiseEvent(trx, tenant.workspace.id, 'order.paid', { id: i });
    });
  }
  const killedAt: number[] = [];
  for (let kill = 1; kill <= KILLS; kill += 1) {
    const worker = startWorkerProcess();
    const before = receiver.received.length;
    await eventually(() => receiver.received.length >= before + 150, 20_000, `worker ${kill} delivering`);
    worker.child.kill('SIGKILL');
    await worker.exited;
    killedAt.push(Date.now());
  }
  assert.ok(receiver.received.length < EVENTS, 'the backlog was not drained before the last kill');
  // The last worker finishes the backlog, the leases of the killed ones given back as it starts.
  const last = startWorkerProcess();
  try {
    await eventually(
      async () => {
        const open = await db.selectFrom('deliveries').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '<>', 'succeeded').executeTakeFirstOrThrow();
        return Number(open.n) === 0;
      },
      90_000,
      'every delivery succeeded',
    );
  } finally {
    last.child.kill('SIGTERM');
    await last.exited;
  }
  const ids = (await db.selectFrom('deliveries').select('id').where('workspace_id', '=', tenant.workspace.id).execute()).map((row) => row.id);
  assert.equal(ids.length, EVENTS);
  const receipts = new Map<string, number[]>();
  for (const request of receiver.received) {
    const id = String(request.headers['x-service-delivery']);
    receipts.set(id, [...(receipts.get(id) ?? []), request.at]);
  }
  assert.deepEqual([...receipts.keys()].sort(), [...ids].sort(), 'every delivery reached the receiver, and nothing else did');
  const twice = [...receipts].filter(([, at]) => at.length > 1);
  const unrecorded = KILLS * 2 * CONCURRENCY;
  assert.ok(twice.length <= unrecorded, `${twice.length} deliveries arrived twice; at most ${unrecorded} were sent and unrecorded at the kills`);
  for (const [id, at] of twice) {
    assert.equal(at.length, 2, `${id} arrived ${at.length} times`);
    const [first, second] = at as [number, number];
    assert.ok(
      killedAt.some((k) => first <= k && second >= k),
      `${id} arrived twice without a kill between its two receipts`,
    );
  }
});
