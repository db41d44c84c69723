/**
 * The store's change marker (src/db/change-marker.ts) moves with every commit by any connection and only then,
 * is "unknown" while a commit is being published, and falls back to PRAGMA data_version without a WAL index.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { openStore } from '../../src/db/database.js';
import { changeMarker } from '../../src/db/change-marker.js';

/** A turn of the event loop: what passes between a commit elsewhere and a request that arrives after it. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

test('a commit by another connection moves the marker by the next turn of the event loop; reads, by anyone, do not', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cw-marker-'));
  const store = openStore(`sqlite:${join(dir, 'store.db')}`);
  try {
    await store.migrate();
    const other = new SqliteDatabase(join(dir, 'store.db'));
    const before = store.version();
    assert.match(before ?? '', /^\d+\.w\d+$/, 'read from the WAL index, without a lock');
    assert.equal(store.version(), before, 'nothing changed');
    other.prepare('select count(*) from workspaces').get();
    assert.equal(store.version(), before, 'a read changes nothing');
    other.prepare("insert into workspaces (slug, name, currency, created_at) values ('other', 'Other', 'USD', '2026-01-01 00:00:00')").run();
    // A request of another process's client arrives through the event loop: the marker read in the turn before it
    // is not reused for it (Store.version).
    await nextTurn();
    const after = store.version();
    assert.notEqual(after, before, "another connection's commit");
    await store.db.selectFrom('workspaces').select('id').execute();
    assert.equal(store.version(), after);
    await store.db.updateTable('workspaces').set({ name: 'Renamed' }).where('slug', '=', 'other').execute();
    assert.notEqual(store.version(), after, "this connection's own write");
    other.close();
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("while this connection's transaction is open the marker is unknown: what it wrote may still be rolled back", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cw-marker-'));
  const store = openStore(`sqlite:${join(dir, 'store.db')}`);
  try {
    await store.migrate();
    const seen: (string | undefined)[] = [];
    await store.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('workspaces').values({ slug: 'rolled', name: 'Rolled back', currency: 'USD', created_at: '2026-01-01 00:00:00', zone_min_count: null }).execute();
        // Another request arriving now (the transaction waits on something else) must not trust the marker.
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push(store.version());
        throw new Error('roll back');
      })
      .catch(() => undefined);
    assert.deepEqual(seen, [undefined]);
    assert.notEqual(store.version(), undefined, 'known again once the transaction ended');
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('copies of the WAL-index header that differ make the marker unknown; without a WAL index it is data_version', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cw-marker-'));
  try {
    const header = Buffer.alloc(96);
    header.writeUInt32LE(3_007_000, 0);
    header[12] = 1;
    header.writeUInt32LE(7, 8);
    header.copy(header, 48, 0, 48);
    writeFileSync(join(dir, 'a.db-shm'), header);
    let dataVersion = 1;
    const marker = changeMarker(join(dir, 'a.db'), () => dataVersion);
    const first = marker.read(0);
    assert.match(first ?? '', /\.w/);
    assert.equal(marker.read(0), first);
    assert.notEqual(marker.read(1), first, 'own writes count');
    header.writeUInt32LE(8, 8);
    writeFileSync(join(dir, 'a.db-shm'), header);
    assert.equal(marker.read(1), undefined, 'one copy published, not the other');
    header.copy(header, 48, 0, 48);
    writeFileSync(join(dir, 'a.db-shm'), header);
    const published = marker.read(1);
    assert.ok(published !== undefined && published !== first);
    marker.close();

    const noWal = changeMarker(join(dir, 'none.db'), () => dataVersion);
    const v1 = noWal.read(0);
    dataVersion = 2;
    assert.notEqual(noWal.read(0), v1);
    assert.match(noWal.read(0) ?? '', /\.v2$/);
    noWal.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
