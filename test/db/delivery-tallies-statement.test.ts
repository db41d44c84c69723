/**
 * PostgreSQL counts deliveries once a statement (migration 0024): a store upgraded from 0023 keeps every count, and
 * after it a statement that moves, adds or deletes many deliveries adds one tally row per webhook and status it
 * changed, not one or two per delivery; a statement that changes no status (a lease) adds none. Counts stay exact
 * through moves of several webhooks to several statuses at once, and through a fold (compactTallies).
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { Migrator, sql } from 'kysely';
import { openStore } from '../../src/db/database.js';
import { migrationProvider } from '../../src/db/migrations/runner.js';
import { compactTallies, deliveryCount } from '../../src/db/tallies.js';
import { raiseEvents } from '../../src/webhooks/outbox.js';
import { registerWebhook } from '../../src/webhooks/service.js';
import { createWorkspace } from '../../src/workspaces/service.js';
import { freshPostgresSchema } from '../helpers/app.js';

const STATUSES = ['pending', 'succeeded', 'failed', 'canceled', 'held'];

test('PostgreSQL: an upgrade keeps delivery counts, and each statement adds one tally row per webhook and status', async () => {
  const schema = await freshPostgresSchema();
  const store = openStore(schema.url);
  try {
    const migrator = new Migrator({ db: store.db, provider: migrationProvider('postgres'), migrationTableSchema: schema.schema });
    assert.equal((await migrator.migrateTo('0023_test_mode')).error, undefined);
    const workspace = await createWorkspace(store.db, { slug: 'tallies-statement' });
    const hooks: { id: number }[] = [];
    for (let i = 0; i < 2; i += 1) hooks.push(await registerWebhook(store.db, workspace.id, { url: `http://127.0.0.1:9/${i}`, events: ['*'] }, true));
    await raiseEvents(store.db, workspace.id, 'order.paid', { i: 0 }, 30);
    const move = (status: string, count: number) =>
      sql`update deliveries set status = ${status} where id in (select id from deliveries where status = 'pending' order by id limit ${count})`.execute(store.db);
    const counts = async () => {
      const found: Record<string, number> = {};
      for (const hook of hooks) for (const status of STATUSES) found[`${hook.id}:${status}`] = await deliveryCount(store.db, workspace.id, hook.id, [status]);
      return found;
    };
    const truth = async () => {
      const { rows } = await sql<{ webhook_id: number; status: string; n: number }>`select webhook_id, status, count(*) as n from deliveries group by 1, 2`.execute(store.db);
      const found: Record<string, number> = {};
      for (const hook of hooks) for (const status of STATUSES) found[`${hook.id}:${status}`] = Number(rows.find((r) => r.webhook_id === hook.id && r.status === status)?.n ?? 0);
      return found;
    };
    const rows = async () => Number((await sql<{ n: number }>`select count(*) as n from delivery_tallies`.execute(store.db)).rows[0]?.n);
    await move('succeeded', 10);
    assert.deepEqual(await counts(), await truth());

    assert.deepEqual(await store.migrate(), ['0024_delivery_tallies_per_statement']);
    assert.deepEqual(await counts(), await truth(), 'the upgrade keeps every count');

    let before = await rows();
    await move('succeeded', 20);
    assert.deepEqual(await counts(), await truth(), 'a move of both webhooks is counted');
    assert.ok((await rows()) - before <= 2 * hooks.length, `20 moves added ${(await rows()) - before} rows (one per webhook and status)`);

    before = await rows();
    await sql`update deliveries set lease_owner = 'someone', lease_until = 1 where status = 'pending'`.execute(store.db);
    assert.equal(await rows(), before, 'a lease changes no status and adds no row');

    before = await rows();
    await raiseEvents(store.db, workspace.id, 'order.paid', { i: 1 }, 40);
    assert.deepEqual(await counts(), await truth(), 'new deliveries are counted');
    assert.ok((await rows()) - before <= hooks.length, '80 new deliveries added a row per webhook');

    // One statement, several webhooks, several statuses from several statuses.
    await sql`update deliveries set status = case when attempts = 0 and webhook_id = ${hooks[0]?.id} then 'failed' when status = 'succeeded' then 'held' else 'canceled' end
      where id in (select id from deliveries order by id limit 50)`.execute(store.db);
    assert.deepEqual(await counts(), await truth(), 'a mixed move is counted');
    await sql`delete from deliveries where status = 'canceled'`.execute(store.db);
    assert.deepEqual(await counts(), await truth(), 'deletes are counted');
    await compactTallies(store);
    assert.deepEqual(await counts(), await truth(), 'a fold keeps every count');
    assert.ok((await rows()) <= hooks.length * STATUSES.length, 'and leaves a row per key');
  } finally {
    await store.close();
    await schema.drop();
  }
});
