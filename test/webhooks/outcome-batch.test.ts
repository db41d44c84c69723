// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Attempts are recorded in batches; one that cannot be written does not take the others of its batch down. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { OutcomeRecorder } from '../../src/webhooks/engine/recorder.js';
import { park } from '../../src/webhooks/engine/outcome.js';
import type { AttemptOutcome } from '../../src/webhooks/engine/sender.js';
import { call, createTenant, startApp, type TestApp } from '../helpers/app.js';
import { stageLeasedDelivery } from '../helpers/deliveries.js';

let t: TestApp;
before(async () => {
  t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true' });
});
after(async () => {
  await t.close();
});

const OWNER = 'dispatcher-batch';
const ok: AttemptOutcome = { succeeded: true, statusCode: 204, error: null, durationMs: 3, responseBody: '', retryAfterMs: null, retryAfterSeconds: null };

/** A delivery of a new event to `webhookId`, leased to OWNER. */
const stage = (workspaceId: number, webhookId: number, name: string) => stageLeasedDelivery(t.app.store.db, { workspaceId, webhookId, id: `msg_${name}`, owner: OWNER });

test('a batch with an outcome that cannot be written records the others, and only that one fails', async () => {
  const db = t.app.store.db;
  const tenant = await createTenant(t);
  const hook = (await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: 'http://127.0.0.1:9/hook', events: ['*'] } })).body as { id: number };
  // The outbox made real deliveries for these events; these staged ones stand for a claimed batch.
  const rows = [await stage(tenant.workspace.id, hook.id, 'batch0'), await stage(tenant.workspace.id, hook.id, 'batch1'), await stage(tenant.workspace.id, hook.id, 'batch2')];
  const webhook = await db.selectFrom('webhooks').selectAll().where('id', '=', hook.id).executeTakeFirstOrThrow();
  // A duration the attempt log refuses (NOT NULL): this outcome cannot be written.
  const unwritable = { ...ok, durationMs: null } as unknown as AttemptOutcome;
  const recorder = new OutcomeRecorder(db, t.app.store.dialect, [60, 60, 60, 60], OWNER);
  const settled = await Promise.allSettled(rows.map((delivery, i) => recorder.record({ delivery, webhook, outcome: i === 1 ? unwritable : ok })));
  assert.deepEqual(
    settled.map((s) => s.status),
    ['fulfilled', 'rejected', 'fulfilled'],
  );
  const stored = await db.selectFrom('deliveries').select(['id', 'status', 'attempts', 'lease_owner']).where('id', 'in', rows.map((r) => r.id)).orderBy('id').execute();
  assert.deepEqual(
    stored.map((d) => [d.status, d.attempts]),
    [
      ['succeeded', 1],
      ['pending', 0],
      ['succeeded', 1],
    ],
  );
  assert.equal(stored[1]?.lease_owner, OWNER, 'the unwritten one keeps its lease, so it is attempted again when the lease expires');
  const logged = await db.selectFrom('delivery_attempts').select('delivery_id').where('delivery_id', 'in', rows.map((r) => r.id)).execute();
  assert.deepEqual(logged.map((a) => a.delivery_id).sort(), [rows[0]?.id, rows[2]?.id]);
  await recorder.drain();
});

/** A new workspace with two webhooks (`clean` and `failing`, as the tests make them), and a reader of a webhook's row. */
async function twoWebhooks() {
  const db = t.app.store.db;
  const tenant = await createTenant(t);
  const hook = async () => (await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: 'http://127.0.0.1:9/hook', events: ['*'] } })).body as { id: number };
  const [clean, failing] = [await hook(), await hook()];
  const webhookOf = async (id: number) => db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { db, w: tenant.workspace.id, clean, failing, webhookOf };
}

test('one batch: attempts that leave their webhook alone are written together, the rest in order, as one by one', async () => {
  const { db, w, clean, failing, webhookOf } = await twoWebhooks();
  const staged = [await stage(w, clean.id, 'mixa0'), await stage(w, clean.id, 'mixa1'), await stage(w, failing.id, 'mixb0'), await stage(w, failing.id, 'mixb1')];
  const refused: AttemptOutcome = { ...ok, succeeded: false, statusCode: 500 };
  const recorder = new OutcomeRecorder(db, t.app.store.dialect, [60_000, 60_000, 60_000, 60_000], OWNER);
  // One batch (queued in one turn): the clean webhook's two successes, then the other's failure and success.
  const outcomes = [ok, ok, refused, ok];
  const hooks = [await webhookOf(clean.id), await webhookOf(failing.id)];
  const settled = await Promise.all(staged.map((delivery, i) => recorder.record({ delivery, webhook: hooks[i < 2 ? 0 : 1]!, outcome: outcomes[i]! })));
  await recorder.drain();
  assert.deepEqual(
    settled.map((s) => s.settled),
    ['succeeded', 'succeeded', 'retrying', 'succeeded'],
  );
  const stored = await db.selectFrom('deliveries').select(['status', 'attempts', 'last_status_code', 'lease_owner']).where('id', 'in', staged.map((r) => r.id)).orderBy('id').execute();
  assert.deepEqual(
    stored.map((d) => [d.status, d.attempts, d.last_status_code, d.lease_owner]),
    [
      ['succeeded', 1, 204, null],
      ['succeeded', 1, 204, null],
      ['pending', 1, 500, null],
      ['succeeded', 1, 204, null],
    ],
  );
  // The failure made its delivery the probe and counted once; the success after it (recorded after it, as one by
  // one would) cleared both.
  const after = await webhookOf(failing.id);
  assert.deepEqual([after.consecutive_failures, after.probe_delivery_id], [0, null]);
  const logged = await db.selectFrom('delivery_attempts').select(['delivery_id', 'status_code']).where('delivery_id', 'in', staged.map((r) => r.id)).orderBy('delivery_id').execute();
  assert.deepEqual(
    logged.map((a) => a.status_code),
    [204, 204, 500, 204],
  );
});

test('an attempt sent under a lease that was given back and taken again, by the same owner, does not move the delivery', async () => {
  const { db, w, clean, failing, webhookOf } = await twoWebhooks();
  // One recorded together, one one by one (its success ends the webhook's failure streak), one parked.
  const sent = [await stage(w, clean.id, 'againa'), await stage(w, failing.id, 'againb'), await stage(w, clean.id, 'againc')];
  await db.updateTable('webhooks').set({ consecutive_failures: 1, probe_delivery_id: sent[1]!.id }).where('id', '=', failing.id).execute();
  // Meanwhile the webhook was disabled and enabled: the leases were dropped, and this owner claimed them again.
  const newLease = Date.now() + 90_000;
  await db.updateTable('deliveries').set({ lease_until: newLease }).where('id', 'in', sent.map((d) => d.id)).execute();
  const recorder = new OutcomeRecorder(db, t.app.store.dialect, [60_000], OWNER);
  const recorded = await Promise.all([
    recorder.record({ delivery: sent[0]!, webhook: await webhookOf(clean.id), outcome: ok }),
    recorder.record({ delivery: sent[1]!, webhook: await webhookOf(failing.id), outcome: ok }),
  ]);
  await recorder.drain();
  assert.deepEqual(
    recorded.map((r) => r.settled),
    [null, null],
  );
  assert.equal(await park(db, OWNER, sent[2]!, undefined, undefined), null, 'nothing parked under the old lease');
  // Each stays with the attempt of its new lease, which is the one that records it.
  const stored = await db.selectFrom('deliveries').select(['status', 'attempts', 'lease_owner', 'lease_until']).where('id', 'in', sent.map((d) => d.id)).orderBy('id').execute();
  assert.deepEqual(
    stored.map((d) => [d.status, d.attempts, d.lease_owner, Number(d.lease_until)]),
    sent.map(() => ['pending', 0, OWNER, newLease]),
  );
  const logged = await db.selectFrom('delivery_attempts').select('delivery_id').where('delivery_id', 'in', sent.map((d) => d.id)).execute();
  assert.equal(logged.length, 2, 'both attempts are in the log all the same');
});

test('two attempts of one delivery in a batch, under a lease given back and the one taken again: only the second settles it', async () => {
  const { db, w, clean, webhookOf } = await twoWebhooks();
  const sent = await stage(w, clean.id, 'twice');
  // Sent, its lease dropped (a hold, a resume) and taken again by the same owner, and sent again: both answered at once.
  const again = { ...sent, lease_until: sent.lease_until + 30_000 };
  await db.updateTable('deliveries').set({ lease_until: again.lease_until }).where('id', '=', sent.id).execute();
  const recorder = new OutcomeRecorder(db, t.app.store.dialect, [60_000], OWNER);
  const webhook = await webhookOf(clean.id);
  const recorded = await Promise.all([sent, again].map((delivery) => recorder.record({ delivery, webhook, outcome: ok })));
  await recorder.drain();
  // The metrics count what each attempt settled: one success, not two.
  assert.deepEqual(
    recorded.map((r) => r.settled),
    [null, 'succeeded'],
  );
  const stored = await db.selectFrom('deliveries').select(['status', 'attempts']).where('id', '=', sent.id).executeTakeFirstOrThrow();
  assert.deepEqual([stored.status, stored.attempts], ['succeeded', 1]);
});
