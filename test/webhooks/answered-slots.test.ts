// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * An attempt answered with a success is no longer in flight (docs/webhooks.md, Retries): its slot, and its place in
 * its webhook's share (WEBHOOK_MAX_IN_FLIGHT), go to the next delivery while the success is being recorded, not
 * after its commit. A failure still holds both until it is recorded. The claim counts as in flight every lease but
 * those the claimer says were answered under that very lease.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import pg from 'pg';
import type { DeliveryRow } from '../../src/webhooks/engine/delivery-repository.js';
import { claimDue } from '../../src/webhooks/engine/delivery-writes.js';
import { leaseKey } from '../../src/webhooks/engine/delivery-repository.js';
import { emitEvents } from '../../src/webhooks/emit.js';
import { startWorker } from '../../src/jobs/worker.js';
import { raiseEvent, transactWithEvents } from '../../src/webhooks/outbox.js';
import { registerWebhook } from '../../src/webhooks/service.js';
import { call, createTenant, DIALECT, startApp, type TestApp } from '../helpers/app.js';
import { startReceiver } from '../helpers/receiver.js';
import { eventually, sleep } from '../helpers/wait.js';

let t: TestApp;
before(async () => {
  t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_CONCURRENCY: '2', WEBHOOK_MAX_IN_FLIGHT: '1', WEBHOOK_POLL_INTERVAL_MS: '20' });
});
after(() => t.close());

test("a claim does not count the claimer's answered leases against the webhook's share, and counts everyone else's", async () => {
  const { db, engineDb, dialect } = t.app.store;
  const tenant = await createTenant(t);
  await registerWebhook(db, tenant.workspace.id, { url: 'https://receiver.example/answered', events: ['*'] }, true);
  for (let i = 0; i < 3; i += 1) await transactWithEvents(db, (trx) => raiseEvent(trx, tenant.workspace.id, 'order.paid', { i }));
  const at = Date.now() + 3_600_000;
  const claim = (owner: string, answered: DeliveryRow[], nowMs = at) =>
    claimDue(engineDb, dialect, { owner, limit: 10, perWebhook: 1, nowMs, leaseUntil: nowMs + 60_000, answered: answered.map((d) => leaseKey(d.id, Number(d.lease_until))) });
  const [first] = (await claim('worker-a', [])).deliveries;
  assert.ok(first, 'one delivery leased: the share of one');
  assert.deepEqual((await claim('worker-a', [])).deliveries, [], 'its share is taken while the first is in flight');
  assert.deepEqual((await claim('worker-b', [first])).deliveries, [], "another worker cannot answer for worker-a's lease");
  const [second] = (await claim('worker-a', [first])).deliveries;
  assert.ok(second, 'answered by its holder, the first no longer counts: the next one is leased');
  assert.notEqual(second.id, first.id);
  // Both leases run out, unrecorded, and worker-a claims the first again: its word about the old lease counts no more.
  const later = at + 120_000;
  const again = (await claim('worker-a', [first, second], later)).deliveries;
  assert.deepEqual(
    again.map((d) => d.id),
    [first.id],
    'the oldest is leased again, under a new lease',
  );
  assert.deepEqual((await claim('worker-a', [first, second], later + 1)).deliveries, [], 'the new lease counts, whatever was answered under the old one');
});

test("a probe's success, once recorded, releases its webhook's backlog at once, not at the next poll", async () => {
  // Polls 3 s apart: only the probe's recording can start the backlog sooner.
  const slow = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_RETRY_DELAYS_MS: '300,300,300,300', WEBHOOK_POLL_INTERVAL_MS: '3000' }, { worker: true });
  const outageEnds = Date.now() + 1_000;
  const r = await startReceiver(() => ({ status: Date.now() < outageEnds ? 503 : 200 }));
  try {
    const tenant = await createTenant(slow);
    await call(slow, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: r.url, events: ['*'] } });
    await emitEvents(slow.app.store.db, tenant.workspace.id, 'order.paid', { burst: true }, 8);
    // The first ones fail; the probe is tried again at the next poll, after the outage, and succeeds.
    await r.waitFor(9, 15_000);
    const statuses = r.received.map((q) => (q.at < outageEnds ? 503 : 200));
    const probe = statuses.indexOf(200);
    assert.ok(probe > 0, 'some attempts failed before the probe succeeded');
    const probeAt = r.received[probe]?.at ?? 0;
    const next = r.received[probe + 1]?.at ?? Infinity;
    assert.ok(next - probeAt < 1_500, `the backlog followed the probe's success after ${next - probeAt} ms (the next poll was 3 s away)`);
  } finally {
    await r.close();
    await slow.close();
  }
});

if (DIALECT === 'postgres') {
  test('a success frees its slot before it is recorded, up to as many successes as slots: the next ones go out while their commits wait', async () => {
    const r = await startReceiver(() => ({ status: 200, delayMs: 30 }));
    const tenant = await createTenant(t);
    await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: r.url, events: ['*'] } });
    // The attempt log is locked: every recording waits, and nothing else the engine does touches it.
    const locker = new pg.Client({ connectionString: t.app.store.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table delivery_attempts in exclusive mode');
    const worker = startWorker(t.app.store, t.config, { error: () => undefined, info: () => undefined });
    try {
      try {
        await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', { burst: true }, 4);
        // Two slots and a share of one: three are sent, one after another, none recorded. The first two successes
        // left their slots; the third holds its own (two successes wait already), and so its share: no fourth.
        await r.waitFor(3, 10_000);
        await sleep(500);
        assert.equal(r.received.length, 3, 'no more unrecorded successes than slots');
        const recorded = await t.app.store.db.selectFrom('deliveries').select('status').where('workspace_id', '=', tenant.workspace.id).where('status', '=', 'succeeded').execute();
        assert.equal(recorded.length, 0, 'no success was recorded while the attempt log was locked');
        for (let i = 1; i < r.received.length; i += 1) {
          assert.ok((r.received[i]?.at ?? 0) >= (r.received[i - 1]?.at ?? 0) + 30, `request ${i} came after request ${i - 1} was answered (one in flight)`);
        }
      } finally {
        await locker.query('commit');
        await locker.end();
      }
      await eventually(async () => {
        const rows = await t.app.store.db.selectFrom('deliveries').select('status').where('workspace_id', '=', tenant.workspace.id).execute();
        return rows.length === 4 && rows.every((d) => d.status === 'succeeded');
      }, 10_000, 'all four sent and recorded once the lock is gone');
    } finally {
      await worker.stop();
      await r.close();
    }
    assert.equal(r.received.length, 4, 'each sent once');
  });
}
