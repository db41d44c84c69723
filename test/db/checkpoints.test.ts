// @alone: the pool runs this file with nothing beside it (scripts/test-files.mjs): the checkpoint thread must keep up.
/**
 * SQLite's WAL checkpoints run on a thread of their own (src/db/checkpointer.ts), not inside a commit on the event
 * loop, and the WAL still starts again from its beginning under continuous writes; delivery ids sort by the time
 * they were made, so the indexes keyed by them take new ids at their end.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openStore, type Store } from '../../src/db/database.js';
import { Checkpointer, CHECKPOINT_PAGES, SAFETY_PAGES } from '../../src/db/checkpointer.js';
import { newDeliveryId } from '../../src/webhooks/outbox.js';

const PAGE = 4096;
/** A WAL file's size holding `pages` frames (a 32-byte header, then each page with a 24-byte frame header). */
const walBytes = (pages: number) => 32 + pages * (24 + PAGE);

/** Runs `use` on a fresh migrated SQLite store at `file`, then closes and removes it. */
async function withStore(use: (store: Store, file: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cw-checkpoint-'));
  const file = join(dir, 'store.db');
  const store = openStore(`sqlite:${file}`);
  try {
    await store.migrate();
    await use(store, file);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('under continuous writes the WAL is checkpointed on the thread at 1,000 pages and starts again', () =>
  withStore(async (store, file) => {
    await sql`create table filler (id integer primary key, body text not null)`.execute(store.db);
    const body = 'x'.repeat(3000);
    let largest = 0;
    // About 6,000 pages in transactions of 20 pages, one after the other as the engine's batches are (each in a turn
    // of the event loop of its own, as requests and recorded batches are).
    for (let batch = 0; batch < 300; batch += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      await store.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 20; i += 1) await sql`insert into filler (body) values (${body})`.execute(trx);
      });
      largest = Math.max(largest, statSync(`${file}-wal`).size);
    }
    assert.ok(largest > walBytes(CHECKPOINT_PAGES / 2), `the WAL grew (${largest} bytes)`);
    // SQLite's own checkpoints would let it reach SAFETY_PAGES (6,000 pages are written: it would get there); the
    // thread's start from 1,000 and restart it before. How far past 1,000 it grows meanwhile depends on how fast the
    // thread copies while the writes go on: on a loaded machine (a CI run beside other work) it was seen at 3,338.
    assert.ok(SAFETY_PAGES > 3 * CHECKPOINT_PAGES);
    assert.ok(largest < walBytes(SAFETY_PAGES), `the WAL restarted before ${SAFETY_PAGES} pages: ${Math.round(largest / PAGE)} pages at most`);
    const { rows } = await sql<{ n: number }>`select count(*) as n from filler`.execute(store.db);
    assert.equal(rows[0]?.n, 6000, 'every write is kept');
  }));

test("closing the store during a checkpoint's last pass lets the statement it holds back go on", () =>
  withStore(async (store, file) => {
    // A WAL that always looks due: the first call starts a checkpoint beside the writes, the next one after it has
    // finished runs the last pass, holding back the statement that called it.
    const checkpointer = new Checkpointer(file, () => 2 * CHECKPOINT_PAGES);
    await checkpointer.beforeStatement();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const held = checkpointer.beforeStatement();
    const closing = checkpointer.close();
    const outcome = await Promise.race([Promise.all([held, closing]).then(() => 'went on'), new Promise((resolve) => setTimeout(resolve, 5_000, 'held for good'))]);
    assert.equal(outcome, 'went on');
    await checkpointer.beforeStatement();
    await checkpointer.close();
  }));

test('delivery ids keep their format and sort in the order they were made', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    ids.push(newDeliveryId());
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  for (const id of ids) assert.match(id, /^msg_[0-9A-Za-z]{24}$/);
  assert.deepEqual([...ids].sort(), ids, 'made a millisecond or more apart, they sort as made (SQLite compares bytes)');
  assert.equal(new Set(Array.from({ length: 1000 }, () => newDeliveryId())).size, 1000, 'ids made in the same millisecond differ');
});
