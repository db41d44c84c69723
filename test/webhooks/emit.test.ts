// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * `events emit --repeat` (emitEvents) raises many events in a few statements a batch (raiseEvents), and each is
 * stored exactly as raiseEvent stores one: the event, and one delivery for each subscribed webhook, pending for an
 * enabled webhook and held for a disabled one, each with an id of its own.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { emitEvents } from '../../src/webhooks/emit.js';
import { collectRaised } from '../../src/webhooks/outbox.js';
import { registerWebhook } from '../../src/webhooks/service.js';
import { createTenant, startApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
before(async () => {
  t = await startApp({}, { worker: false });
});
after(() => t.close());

test('emitting 1,201 events over three batches stores each event once, with one delivery for each subscribed webhook', async () => {
  const db = t.app.store.db;
  const tenant = await createTenant(t);
  const all = await registerWebhook(db, tenant.workspace.id, { url: 'https://receiver.example/all', events: ['*'] }, true);
  const paid = await registerWebhook(db, tenant.workspace.id, { url: 'https://receiver.example/paid', events: ['order.paid'] }, true);
  await registerWebhook(db, tenant.workspace.id, { url: 'https://receiver.example/posts', events: ['post.published'] }, true);
  await db.updateTable('webhooks').set({ status: 'disabled' }).where('id', '=', paid.id).execute();
  const { result, raised } = await collectRaised(() => emitEvents(db, tenant.workspace.id, 'order.paid', { id: 7, amount_cents: 500 }, 1_201));
  assert.deepEqual(result, { events: 1_201, deliveries: 2_402 });
  const events = await db.selectFrom('events').select(['id', 'name', 'data', 'order_id']).where('workspace_id', '=', tenant.workspace.id).orderBy('id').execute();
  assert.equal(events.length, 1_201);
  assert.deepEqual(
    raised.map((r) => r.id),
    events.map((e) => e.id),
    'every event raised is told, in id order',
  );
  assert.ok(events.every((e) => e.name === 'order.paid' && JSON.parse(e.data).amount_cents === 500 && e.order_id === 7));
  const deliveries = await db.selectFrom('deliveries').select(['id', 'event_id', 'webhook_id', 'status']).where('workspace_id', '=', tenant.workspace.id).execute();
  assert.equal(new Set(deliveries.map((d) => d.id)).size, 2_402, 'every delivery has an id of its own');
  for (const event of events) {
    const own = deliveries.filter((d) => d.event_id === event.id).map((d) => `${d.webhook_id}:${d.status}`).sort();
    assert.deepEqual(own, [`${all.id}:pending`, `${paid.id}:held`].sort(), `event ${event.id}`);
  }
});
