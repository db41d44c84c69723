// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * firstTurnIds (src/webhooks/engine/due.ts) finds a claim's deliveries without visiting every webhook. Whenever it
 * answers (as many first turns as asked for, or a window that held every open delivery), its answer must be the whole
 * claim's, dueIds': the same deliveries in the same order, whatever is leased (or answered), failing or not yet due. Random stores, SQLite and PostgreSQL. And a lease given back
 * (releaseLeases) is only the one taken then.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { sql } from 'kysely';
import { claimDue, releaseLeases } from '../../src/webhooks/engine/delivery-writes.js';
import { dueIds, firstTurnIds, windowAnswer, type Claim } from '../../src/webhooks/engine/due.js';
import { leaseKey } from '../../src/webhooks/engine/delivery-repository.js';
import { raiseEvent, transactWithEvents } from '../../src/webhooks/outbox.js';
import { registerWebhook } from '../../src/webhooks/service.js';
import { createTenant, startApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

test('whenever the first turns answer, they answer exactly what the whole claim does', async () => {
  const db = t.app.store.db;
  const dialect = t.app.store.dialect;
  const next = random(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const workspaces: number[] = [];
  for (let w = 0; w < 40; w += 1) {
    const tenant = await createTenant(t);
    workspaces.push(tenant.workspace.id);
    for (let h = 0; h < 1 + Math.floor(next() * 3); h += 1) await registerWebhook(db, tenant.workspace.id, { url: `https://receiver.example/${w}/${h}`, events: ['*'] }, true);
  }
  const nowMs = Date.now();
  let answered = 0;
  let wholeWindows = 0;
  for (let round = 0; round < 12; round += 1) {
    await transactWithEvents(db, async (trx) => {
      for (let i = 0; i < 60; i += 1) await raiseEvent(trx, pick(workspaces), 'order.paid', { round, i });
    });
    // Every delivery its own time (no ties), some not due yet, some leased by another worker.
    const pending = await db.selectFrom('deliveries').select(['id', 'webhook_id']).where('status', '=', 'pending').execute();
    const times = pending.map((_, i) => i).sort(() => next() - 0.5);
    for (const [i, d] of pending.entries()) {
      const due = next() < 0.85;
      const leased = next() < 0.1;
      await db
        .updateTable('deliveries')
        .set({ next_attempt_at: nowMs - (due ? 1 : -60_000) * (1 + (times[i] as number)), lease_owner: leased ? pick(['another', 'test']) : null, lease_until: leased ? nowMs + 60_000 : null })
        .where('id', '=', d.id)
        .execute();
    }
    // A few failing webhooks, each with a probe that is not always its oldest.
    await db.updateTable('webhooks').set({ probe_delivery_id: null }).execute();
    for (let f = 0; f < 3; f += 1) {
      const probe = pick(pending);
      await db.updateTable('webhooks').set({ probe_delivery_id: probe.id }).where('id', '=', probe.webhook_id).execute();
    }
    // Some leased ones answered, as the claimer says (only its own leases stop counting).
    const leasedRows = await db.selectFrom('deliveries').select(['id', 'lease_until']).where('lease_owner', 'is not', null).execute();
    // Some named with their own lease, some with another (a lease since taken again), which must still count.
    const answeredIds = leasedRows.filter(() => next() < 0.5).map((d) => leaseKey(d.id, Number(d.lease_until) + (next() < 0.8 ? 0 : 1)));
    for (const limit of [1, 3, 8, 20, 40, 128]) {
      for (const perWebhook of [1, 2, 4]) {
        const claim: Claim = { owner: 'test', limit, perWebhook, nowMs, leaseUntil: nowMs + 60_000, answered: round % 2 === 0 ? answeredIds : [] };
        const { ids, complete } = windowAnswer((await firstTurnIds(dialect, claim).execute(db)).rows, limit);
        if (ids === undefined) continue;
        const whole = (await sql<{ id: string }>`${dueIds(dialect, claim)}`.execute(db)).rows.map((r) => r.id);
        assert.deepEqual(ids, whole, `round ${round}, limit ${limit}, ${perWebhook} per webhook, the window ${complete ? 'held all' : 'was full'}`);
        answered += 1;
        if (complete) wholeWindows += 1;
      }
    }
  }
  assert.ok(answered - wholeWindows >= 40, `the first turns answered ${answered - wholeWindows} of 216 claims`);
  assert.ok(wholeWindows >= 40, `a window that held every open delivery answered ${wholeWindows} of 216 claims`);
});

test('a lease is given back only while it is the one taken then: a delivery claimed again keeps its new lease', async () => {
  const db = t.app.store.db;
  const dialect = t.app.store.dialect;
  const tenant = await createTenant(t);
  await registerWebhook(db, tenant.workspace.id, { url: 'https://receiver.example/again', events: ['*'] }, true);
  await transactWithEvents(db, (trx) => raiseEvent(trx, tenant.workspace.id, 'order.paid', { again: true }));
  const own = await db.selectFrom('deliveries').select('id').where('workspace_id', '=', tenant.workspace.id).executeTakeFirstOrThrow();
  const at = Date.now() + 120_000;
  const claim = (nowMs: number, leaseUntil: number) => claimDue(t.app.store.engineDb, dialect, { owner: 'same-owner', limit: 1000, perWebhook: 1000, nowMs, leaseUntil });
  const claimed = await claim(at, at + 10);
  const first = claimed.deliveries.filter((d) => d.id === own.id);
  assert.equal(first.length, 1);
  // The claim brings the webhooks and events its deliveries need, and no others.
  const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
  assert.deepEqual(ids(claimed.webhooks), [...new Set(claimed.deliveries.map((d) => d.webhook_id))].sort((a, b) => a - b));
  assert.deepEqual(ids(claimed.events), [...new Set(claimed.deliveries.map((d) => d.event_id))].sort((a, b) => a - b));
  // As they are stored, column for column (PostgreSQL's claim returns them as JSON).
  const hook = claimed.webhooks.find((w) => w.workspace_id === tenant.workspace.id);
  assert.deepEqual(hook, await db.selectFrom('webhooks').selectAll().where('id', '=', hook?.id ?? 0).executeTakeFirst());
  const event = claimed.events.find((e) => e.workspace_id === tenant.workspace.id);
  assert.deepEqual(event, await db.selectFrom('events').selectAll().where('id', '=', event?.id ?? 0).executeTakeFirst());
  assert.deepEqual(first[0], await db.selectFrom('deliveries').selectAll().where('id', '=', own.id).executeTakeFirst());
  // The first lease ran out and the same owner claimed the delivery again.
  const again = (await claim(at + 20, at + 60_000)).deliveries.filter((d) => d.id === own.id);
  assert.equal(again.length, 1);
  await releaseLeases(db, 'same-owner', first);
  const row = await db.selectFrom('deliveries').select(['lease_owner', 'lease_until']).where('id', '=', own.id).executeTakeFirstOrThrow();
  assert.deepEqual([row.lease_owner, Number(row.lease_until)], ['same-owner', at + 60_000]);
  await releaseLeases(db, 'same-owner', again);
  const released = await db.selectFrom('deliveries').select('lease_owner').where('id', '=', own.id).executeTakeFirstOrThrow();
  assert.equal(released.lease_owner, null);
});

test('a claim that fails leases nothing and leaves its connection clean for the next claims', async () => {
  const engine = t.app.store.engineDb;
  const dialect = t.app.store.dialect;
  const tenant = await createTenant(t);
  await registerWebhook(t.app.store.db, tenant.workspace.id, { url: 'https://receiver.example/fails', events: ['*'] }, true);
  await transactWithEvents(t.app.store.db, (trx) => raiseEvent(trx, tenant.workspace.id, 'order.paid', { fails: true }));
  const at = Date.now() + 240_000;
  // A limit that is not a number fails the first turns' statement, inside the claim's transaction.
  await assert.rejects(claimDue(engine, dialect, { owner: 'failing', limit: Number.NaN, perWebhook: 4, nowMs: at, leaseUntil: at + 1, firstTurns: true }));
  const leased = await t.app.store.db.selectFrom('deliveries').select('id').where('lease_owner', '=', 'failing').execute();
  assert.deepEqual(leased, []);
  // Every connection of the engine's pool claims again (none was left inside the failed transaction).
  for (let i = 0; i < 8; i += 1) {
    const claimed = await claimDue(engine, dialect, { owner: `after-${i}`, limit: 1000, perWebhook: 1000, nowMs: at + i, leaseUntil: at + i + 1 });
    assert.ok(Array.isArray(claimed.deliveries), `claim ${i} after the failure`);
  }
});
