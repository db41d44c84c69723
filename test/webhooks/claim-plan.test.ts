/**
 * A claim's cost follows the webhooks, not the backlog (docs/scaling.md, What breaks first): on SQLite the claim
 * looks the chosen deliveries up by id, and never walks the pending ones. With 3,000 pending deliveries, SQLite's
 * own plan for the claim says so, and the claim still leases the oldest due ones, each once.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import SqliteDatabase from 'better-sqlite3';
import { claimDue, claimQuery } from '../../src/webhooks/engine/delivery-writes.js';
import { raiseEvent, transactWithEvents } from '../../src/webhooks/outbox.js';
import { registerWebhook } from '../../src/webhooks/service.js';
import { createTenant, startApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

test('a claim on SQLite looks up the deliveries it chose by id, whatever the backlog', async () => {
  const a = await createTenant(t);
  await registerWebhook(t.app.store.db, a.workspace.id, { url: 'https://receiver.example/hook', events: ['*'] }, true);
  for (let done = 0; done < 3000; done += 500) {
    await transactWithEvents(t.app.store.db, async (trx) => {
      for (let i = done; i < done + 500; i += 1) await raiseEvent(trx, a.workspace.id, 'order.paid', { seq: i });
    });
  }
  const now = Date.now();
  const claim = { owner: 'test-owner', limit: 8, perWebhook: 4, nowMs: now, leaseUntil: now + 60_000 };
  const compiled = claimQuery('sqlite', claim).compile(t.app.store.db);
  const reader = new SqliteDatabase(t.dbFile, { readonly: true });
  try {
    const steps = reader.prepare(`explain query plan ${compiled.sql}`).all(...(compiled.parameters as unknown[])) as { parent: number; detail: string }[];
    const plan = steps.filter((step) => step.parent === 0).map((step) => step.detail);
    assert.deepEqual(plan[0]?.match(/^SEARCH deliveries USING INDEX \S+ \(id=\?\)$/)?.length, 1, `the update finds its rows by id: ${plan.join(' | ')}`);
    // Nowhere in it a walk of the due deliveries of every webhook (the probes' lookup once did: 5 ms a claim at 10,000).
    const walks = steps.map((step) => step.detail).filter((detail) => /deliveries_due_order|^SCAN (x|d|l|deliveries)$/.test(detail));
    assert.deepEqual(walks, [], `every delivery is found through its webhook or by id: ${steps.map((step) => step.detail).join(' | ')}`);
  } finally {
    reader.close();
  }
  const { deliveries: leased } = await claimDue(t.app.store.db, 'sqlite', claim);
  assert.equal(leased.length, 4, "at most the webhook's share");
  assert.equal(new Set(leased.map((d) => d.id)).size, 4);
  assert.equal((await claimDue(t.app.store.db, 'sqlite', claim)).deliveries.length, 0, 'the share is taken: nothing more until one is answered');
});
