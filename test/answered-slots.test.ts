/**
 * An attempt answered with a success is no longer in flight (docs/webhooks.md, Retries): its slot, and its place in
 * its webhook's share (WEBHOOK_MAX_IN_FLIGHT), go to the next delivery while the success is being recorded, not
 * after its commit. A failure still holds both until it is recorded. The claim counts as in flight every lease but
 * the claimer's own answered ones.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import pg from 'pg';
import { claimDue } from '../src/webhooks/engine/delivery-writes.js';
import { emitEvents } from '../src/webhooks/emit.js';
import { startWorker } from '../src/main/worker.js';
import { raiseEvent, transactWithEvents } from '../src/webhooks/outbox.js';
import { registerWebhook } from '../src/webhooks/service.js';
import { call, createTenant, DIALECT, startApp, type TestApp } from './helpers/app.js';
import { startReceiver } from './helpers/receiver.js';
import { eventually } from './helpers/wait.js';

let t: TestApp;
before(async () => {
  t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_CONCURRENCY: '1', WEBHOOK_MAX_IN_FLIGHT: '1', WEBHOOK_POLL_INTERVAL_MS: '20' });
});
after(() => t.close());

test("a claim does not count the claimer's answered leases against the webhook's share, and counts everyone else's", async () => {
  const { db, engineDb, dialect } = t.app.store;
  const tenant = await createTenant(t);
  await registerWebhook(db, tenant.workspace.id, { url: 'https://receiver.example/answered', events: ['*'] }, true);
  for (let i = 0; i < 3; i += 1) await transactWithEvents(db, (trx) => raiseEvent(trx, tenant.workspace.id, 'order.paid', { i }));
  const at = Date.now() + 3_600_000;
  const claim = (owner: string, answered: string[], nowMs = at) => claimDue(engineDb, dialect, { owner, limit: 10, perWebhook: 1, nowMs, leaseUntil: nowMs + 60_000, answered });
  const [first] = (await claim('worker-a', [])).deliveries;
  assert.ok(first, 'one delivery leased: the share of one');
  assert.deepEqual((await claim('worker-a', [])).deliveries, [], 'its share is taken while the first is in flight');
  assert.deepEqual((await claim('worker-b', [first.id])).deliveries, [], "another worker cannot answer for worker-a's lease");
  const second = (await claim('worker-a', [first.id])).deliveries;
  assert.equal(second.length, 1, 'answered by its holder, the first no longer counts: the next one is leased');
  assert.notEqual(second[0]?.id, first.id);
  // The first's lease runs out and another worker claims it: worker-a's word about it counts no more.
  const later = at + 120_000;
  const reclaimed = (await claim('worker-b', [], later)).deliveries;
  assert.equal(reclaimed.length, 1, 'worker-b takes one of the two expired leases');
  assert.deepEqual((await claim('worker-a', [reclaimed[0]?.id ?? ''], later + 1)).deliveries, [], "worker-b's lease counts, whatever worker-a says");
});

if (DIALECT === 'postgres') {
  test('a success frees its slot before it is recorded: the next deliveries go out while its commit waits', async () => {
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
        await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', { burst: true }, 3);
        // One slot and a share of one: all three are sent, one after another, none recorded yet.
        await r.waitFor(3, 10_000);
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
        return rows.length === 3 && rows.every((d) => d.status === 'succeeded');
      }, 10_000, 'all three recorded once the lock is gone');
    } finally {
      await worker.stop();
      await r.close();
    }
    assert.equal(r.received.length, 3, 'each sent once');
  });
}
