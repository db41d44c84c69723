/**
 * SQLite keeps one delivery tally row per webhook and status, added to in place (migration 0021): a store upgraded
 * from 0020 keeps every count, an upgrade stopped halfway leaves the store as it was, and status changes after it
 * add no rows.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { openStore } from '../../src/db/database.js';
import { migrationProvider } from '../../src/db/migrations/runner.js';
import { deliveryCount } from '../../src/db/tallies.js';
import { raiseEvent, transactWithEvents } from '../../src/webhooks/outbox.js';
import { registerWebhook } from '../../src/webhooks/service.js';
import { createWorkspace } from '../../src/workspaces/service.js';

const STATUSES = ['pending', 'succeeded', 'failed', 'canceled', 'held'];

test('an upgrade keeps delivery counts in one row per key, one stopped halfway changes nothing, later moves add no rows', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cw-tallies-'));
  const store = openStore(`sqlite:${join(dir, 'store.db')}`);
  try {
    const migrator = new Migrator({ db: store.db, provider: migrationProvider('sqlite') });
    const upTo = await migrator.migrateTo('0020_linear_bulk_writes');
    assert.equal(upTo.error, undefined);
    const workspace = await createWorkspace(store.db, { slug: 'tallies' });
    const hooks: { id: number }[] = [];
    for (let i = 0; i < 2; i += 1) hooks.push(await registerWebhook(store.db, workspace.id, { url: `http://127.0.0.1:9/${i}`, events: ['*'] }, true));
    await transactWithEvents(store.db, async (trx) => {
      for (let i = 0; i < 30; i += 1) await raiseEvent(trx, workspace.id, 'order.paid', { i });
    });
    const move = (status: string, count: number) =>
      sql`update deliveries set status = ${status} where id in (select id from deliveries where status = 'pending' order by id limit ${count})`.execute(store.db);
    await move('succeeded', 25);
    await move('failed', 10);
    await move('held', 5);
    /** Each webhook's count in each status, as `count` gives it. */
    const byKey = async (count: (webhookId: number, status: string) => Promise<number>) => {
      const found: Record<string, number> = {};
      for (const hook of hooks) for (const status of STATUSES) found[`${hook.id}:${status}`] = await count(hook.id, status);
      return found;
    };
    /** The counts the tallies give, and the counts of the deliveries themselves. */
    const counts = () => byKey((webhookId, status) => deliveryCount(store.db, workspace.id, webhookId, [status]));
    const truth = async () => {
      const { rows } = await sql<{ webhook_id: number; status: string; n: number }>`select webhook_id, status, count(*) as n from deliveries group by 1, 2`.execute(store.db);
      return byKey(async (webhookId, status) => Number(rows.find((r) => r.webhook_id === webhookId && r.status === status)?.n ?? 0));
    };
    const rows = async () => Number((await sql<{ n: number }>`select count(*) as n from delivery_tallies`.execute(store.db)).rows[0]?.n);
    const before = await counts();
    assert.deepEqual(before, await truth());
    assert.ok((await rows()) > 60, 'before 0021 every change added rows');

    // Stopped halfway (the fold fails, after the old triggers are dropped): the store is left as it was.
    const triggers = async () =>
      (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = 'deliveries' order by name`.execute(store.db)).rows.map((r) => r.name);
    const before0021 = await triggers();
    await sql`create temp trigger stop_the_fold before insert on delivery_tallies begin select raise(abort, 'stopped'); end`.execute(store.db);
    await assert.rejects(store.migrate(), /stopped/);
    await sql`drop trigger stop_the_fold`.execute(store.db);
    assert.deepEqual(await triggers(), before0021, 'the tally triggers are all still there');
    assert.deepEqual(await counts(), before);
    await move('failed', 1);
    assert.deepEqual(await counts(), await truth(), 'and still count');
    const counted = await counts();

    assert.deepEqual((await store.migrate()).slice(0, 1), ['0021_delivery_tallies_in_place'], 'the upgrade, then any later migration');
    assert.deepEqual(await counts(), counted, 'the upgrade keeps every count');
    const keys = await rows();
    assert.ok(keys <= hooks.length * STATUSES.length, `${keys} rows after the upgrade`);

    await move('succeeded', 10);
    await move('canceled', 5);
    await sql`delete from deliveries where status = 'canceled'`.execute(store.db);
    await transactWithEvents(store.db, (trx) => raiseEvent(trx, workspace.id, 'order.paid', { i: 99 }).then(() => undefined));
    assert.deepEqual(await counts(), await truth(), 'moves, deletes and new deliveries are counted');
    assert.ok((await rows()) <= hooks.length * STATUSES.length, 'and add no rows beyond one per key');
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
