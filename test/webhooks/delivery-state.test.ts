// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * The delivery state machine (src/webhooks/engine/delivery-state.ts): every move it allows and refuses, where an
 * attempt leaves a delivery, that only delivery-writes.ts writes the deliveries table (and names a move for each
 * status it writes), and that retention prunes finished deliveries only: a held one is owed to its receiver.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAttempt, canMove, DELIVERY_STATUSES, MOVES, prunable, type DeliveryStatus } from '../../src/webhooks/engine/delivery-state.js';
import { pruneDeliveryHistory } from '../../src/webhooks/engine/retention.js';
import { registerWebhook } from '../../src/webhooks/service.js';
import { sourceFiles } from '../helpers/sources.js';
import { createTenant, startApp, type TestApp } from '../helpers/app.js';
import { ROOT } from '../helpers/process.js';

// The machine as docs/webhooks.md draws it: from (null: a new delivery) -> the statuses it may move to.
const ALLOWED: Record<string, readonly DeliveryStatus[]> = {
  new: ['pending', 'held'],
  pending: ['pending', 'held', 'succeeded', 'failed', 'canceled'],
  held: ['pending', 'canceled'],
  succeeded: ['pending'],
  failed: ['pending'],
  canceled: ['pending'],
};

test('every pair of statuses is allowed or refused exactly as the machine says', () => {
  for (const from of [null, ...DELIVERY_STATUSES]) {
    for (const to of DELIVERY_STATUSES) {
      const expected = (ALLOWED[from ?? 'new'] as readonly DeliveryStatus[]).includes(to);
      assert.equal(canMove(from, to), expected, `${from ?? '(new)'} -> ${to}`);
    }
  }
});

test('each move leaves from the statuses it names and arrives where it says', () => {
  assert.deepEqual(MOVES.cancel, { from: ['pending', 'held'], to: 'canceled' });
  assert.deepEqual(MOVES.hold, { from: ['pending'], to: 'held' });
  assert.deepEqual(MOVES.resume, { from: ['held'], to: 'pending' });
  assert.deepEqual(MOVES.recover, { from: ['failed'], to: 'pending' });
  for (const move of ['succeed', 'retry', 'fail'] as const) assert.deepEqual(MOVES[move].from, ['pending'], `${move} is made on a leased, pending delivery`);
});

test('an attempt leaves its delivery succeeded, failed or due again, by its outcome and the stored budget', () => {
  const cases: [attempts: number, budget: number, succeeded: boolean, askedAgain: boolean, expected: string][] = [
    [1, 5, true, false, 'succeed'],
    [1, 5, false, false, 'retry'],
    [4, 5, false, false, 'retry'],
    [5, 5, false, false, 'fail'],
    [5, 6, false, false, 'retry'], // redelivered while pending: one more attempt
    [1, 5, true, true, 'retry'], // redelivered while in flight: the owner's request survives this success
    [5, 5, true, true, 'succeed'], // ...unless the budget is used
    [1, 1, false, false, 'fail'], // a test event is attempted once
  ];
  for (const [attempts, budget, succeeded, askedAgain, expected] of cases) {
    assert.equal(afterAttempt({ attempts, budget, succeeded, askedAgain }), expected, JSON.stringify({ attempts, budget, succeeded, askedAgain }));
  }
});

test('retention may prune only finished deliveries', () => {
  assert.deepEqual(DELIVERY_STATUSES.filter(prunable), ['succeeded', 'failed', 'canceled']);
});

test('only delivery-writes.ts writes the deliveries table, and it writes no status a move does not name', () => {
  const root = `${ROOT}src/`;
  const writes = /(?:updateTable|insertInto|deleteFrom|mergeInto)\(\s*['"]deliveries['"]|\b(?:update|insert\s+into|delete\s+from)\s+["`]?deliveries\b/i;
  const writers = sourceFiles(root)
    .filter((file) => !file.includes('/db/migrations/')) // the schema's history, not a writer
    .filter((file) => writes.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
  assert.deepEqual(writers, ['webhooks/engine/delivery-writes.ts']);
  const text = readFileSync(join(root, 'webhooks/engine/delivery-writes.ts'), 'utf8');
  assert.doesNotMatch(text, /status:\s*['"]/, 'every status written comes from MOVES, never a literal');
  assert.match(text, /status: MOVES\.cancel\.to/);
});

let t: TestApp;
before(async () => {
  t = await startApp({}, { worker: false });
});
after(async () => {
  await t.close();
});

test('retention prunes old finished deliveries and keeps old pending and held ones', async () => {
  const tenant = await createTenant(t);
  const ws = tenant.workspace.id;
  const db = t.app.store.db;
  const hook = await registerWebhook(db, ws, { url: 'https://receiver.example/hook', events: ['*'] }, true);
  const old = '2001-01-01 00:00:00';
  const event = await db.insertInto('events').values({ workspace_id: ws, name: 'report.created', data: '{}', created_at: old }).returning('id').executeTakeFirstOrThrow();
  for (const status of DELIVERY_STATUSES) {
    await db
      .insertInto('deliveries')
      .values({ id: `msg_${status.padEnd(24, '0')}`, workspace_id: ws, event_id: event.id, webhook_id: hook.id, event_name: 'report.created', status, attempts: 1, next_attempt_at: 0, lease_until: null, lease_owner: null, created_at: old, completed_at: null })
      .execute();
  }
  const pruned = await pruneDeliveryHistory(db, 30);
  assert.equal(pruned.deliveries, 3);
  const left = await db.selectFrom('deliveries').select('status').where('workspace_id', '=', ws).orderBy('status').execute();
  assert.deepEqual(left.map((d) => d.status), ['held', 'pending']);
  assert.equal(pruned.events, 0, 'their event stays with them');
});
