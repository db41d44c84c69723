// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * A dispatcher claims ahead (dispatcher.ts, AHEAD; graphile-worker's local queue): one claim leases many deliveries,
 * more of one webhook than its share (WEBHOOK_MAX_IN_FLIGHT) when no other worker holds any of it. The share still
 * bounds what is in flight: the claimer starts no more than it at once, and another claimer, counting every lease,
 * takes none meanwhile. What a worker holds stays bounded however long its deliveries wait.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { claimDue } from '../../src/webhooks/engine/delivery-writes.js';
import { emitEvents } from '../../src/webhooks/emit.js';
import { startWorker } from '../../src/jobs/worker.js';
import { registerWebhook } from '../../src/webhooks/service.js';
import { createTenant, DIALECT, startApp, type TestApp } from '../helpers/app.js';
import { eventually } from '../helpers/wait.js';

const silent = { error: () => undefined, info: () => undefined };
const EVENTS = 600;
let t: TestApp;
before(async () => {
  t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_CONCURRENCY: '8', WEBHOOK_MAX_IN_FLIGHT: '2', WEBHOOK_POLL_INTERVAL_MS: '20' }, { worker: false });
});
after(() => t.close());

/** A receiver answering 204 after `delayMs`, counting the requests it holds open at once. */
async function slowReceiver(delayMs: number): Promise<{ url: string; received: () => number; maxOpen: () => number; close: () => Promise<void> }> {
  let open = 0;
  let maxOpen = 0;
  let received = 0;
  const server: Server = createServer((req, res) => {
    open += 1;
    maxOpen = Math.max(maxOpen, open);
    req.resume();
    setTimeout(() => {
      open -= 1;
      received += 1;
      res.writeHead(204).end();
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received: () => received,
    maxOpen: () => maxOpen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a claimer holds up to `ahead` of a webhook no one else holds; another then takes none, and once another holds some, only the share', async () => {
  const { db, engineDb, dialect } = t.app.store;
  const tenant = await createTenant(t);
  await registerWebhook(db, tenant.workspace.id, { url: 'https://receiver.example/ahead', events: ['*'] }, true);
  await emitEvents(db, tenant.workspace.id, 'order.paid', {}, 30);
  const at = Date.now() + 3_600_000;
  const claim = (owner: string, ahead: number, limit = 50) => claimDue(engineDb, dialect, { owner, limit, perWebhook: 4, ahead, nowMs: at, leaseUntil: at + 60_000 });
  assert.equal((await claim('worker-a', 20)).deliveries.length, 20, 'worker-a leases 20: its share of 4 and 16 claimed ahead');
  assert.equal((await claim('worker-b', 20)).deliveries.length, 0, "worker-b counts worker-a's 20 leases against the share of 4");
  assert.equal((await claim('worker-a', 25)).deliveries.length, 5, 'worker-a may hold up to what it asks for, no one else holding any');

  const other = await createTenant(t);
  await registerWebhook(db, other.workspace.id, { url: 'https://receiver.example/shared', events: ['*'] }, true);
  await emitEvents(db, other.workspace.id, 'order.paid', {}, 30);
  assert.equal((await claim('worker-b', 4, 1)).deliveries.length, 1, 'worker-b holds one of the second webhook');
  assert.equal((await claim('worker-a', 20)).deliveries.length, 3, 'with another holding some, worker-a takes only the rest of the share');
});

test('deliveries claimed ahead go out no more than the share at once', async () => {
  const receiver = await slowReceiver(20);
  const tenant = await createTenant(t);
  await registerWebhook(t.app.store.db, tenant.workspace.id, { url: receiver.url, events: ['*'] }, true);
  await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', {}, 100);
  const worker = startWorker(t.app.store, t.config, silent);
  try {
    await eventually(() => receiver.received() >= 100, 30_000, 'every delivery sent');
    assert.ok(receiver.maxOpen() <= 2, `${receiver.maxOpen()} requests open at once; the share is 2`);
    assert.equal(receiver.received(), 100, 'each once');
  } finally {
    await worker.stop();
    await receiver.close();
  }
});

test('a worker holds a bounded number of leases however long its deliveries wait, with another worker holding some', async () => {
  const wide = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_CONCURRENCY: '8', WEBHOOK_MAX_IN_FLIGHT: '1000', WEBHOOK_POLL_INTERVAL_MS: '20' }, { worker: false });
  const receiver = await slowReceiver(20);
  const { db, engineDb, dialect } = wide.app.store;
  const tenant = await createTenant(wide);
  await registerWebhook(db, tenant.workspace.id, { url: receiver.url, events: ['*'] }, true);
  await emitEvents(db, tenant.workspace.id, 'order.paid', {}, EVENTS);
  // Another worker holds one (until it expires, long after this test): the claims are bound by the share, not by ahead.
  const at = Date.now();
  assert.equal((await claimDue(engineDb, dialect, { owner: 'another-worker', limit: 1, perWebhook: 1000, nowMs: at, leaseUntil: at + 600_000 })).deliveries.length, 1);
  const worker = startWorker(wide.app.store, wide.config, silent);
  try {
    // Each delivery waits well past the 50 ms after which it is read again before it is sent: those reads must not
    // let the worker claim more and more (it once held hundreds). At most AHEAD rounds of 8 slots, and the 8 answered.
    let mostLeased = 0;
    await eventually(
      async () => {
        const leased = await db.selectFrom('deliveries').select('id').where('workspace_id', '=', tenant.workspace.id).where('lease_owner', 'is not', null).execute();
        mostLeased = Math.max(mostLeased, leased.length - 1);
        return receiver.received() >= EVENTS - 1;
      },
      60_000,
      'every delivery but the other worker\'s sent',
    );
    assert.ok(mostLeased <= (DIALECT === 'postgres' ? 16 : 2) * 8 + 8, `${mostLeased} deliveries leased at once by one worker`);
  } finally {
    await worker.stop();
    await receiver.close();
    await wide.close();
  }
});
