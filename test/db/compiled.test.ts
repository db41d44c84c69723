// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * Queries compiled once (src/db/compiled.ts) run with each call's values, never an earlier call's, inside and
 * outside transactions, on both stores; constants written into the query stay as written.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { compiledOnce, type Slots } from '../../src/db/compiled.js';
import { createTenant, startApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(async () => {
  await t.close();
});

const productsNamed = compiledOnce((db, slot: Slots<{ workspaceId: number; name: string }>) =>
  db.selectFrom('products').select(['name', 'is_active']).where('workspace_id', '=', slot('workspaceId')).where('name', '=', slot('name')).where('is_active', '=', 1),
);
const rename = compiledOnce((db, slot: Slots<{ workspaceId: number; from: string; to: string }>) =>
  db.updateTable('products').set({ name: slot('to') }).where('workspace_id', '=', slot('workspaceId')).where('name', '=', slot('from')),
);

test('each call runs with its own values, in a transaction as outside one, and reports the rows it changed', async () => {
  const a = await createTenant(t, { demo: true });
  const b = await createTenant(t, { demo: true });
  const db = t.app.store.db;
  const [first] = (await productsNamed(db, { workspaceId: a.workspace.id, name: 'Starter Pack' })).rows;
  assert.deepEqual(first, { name: 'Starter Pack', is_active: 1 });
  assert.equal((await productsNamed(db, { workspaceId: a.workspace.id, name: 'No Such Pack' })).rows.length, 0);
  const changed = await db.transaction().execute((trx) => rename(trx, { workspaceId: b.workspace.id, from: 'Starter Pack', to: 'Renamed Pack' }));
  assert.equal(changed.numAffectedRows, 1n);
  assert.equal((await productsNamed(db, { workspaceId: b.workspace.id, name: 'Renamed Pack' })).rows.length, 1);
  assert.equal((await productsNamed(db, { workspaceId: a.workspace.id, name: 'Renamed Pack' })).rows.length, 0, 'the other workspace is untouched');
  assert.equal((await productsNamed(db, { workspaceId: a.workspace.id, name: 'Starter Pack' })).rows.length, 1);
});

test("a compiled read while another request's transaction is open waits for it, and never sees what it did not commit", async () => {
  const a = await createTenant(t, { demo: true });
  const db = t.app.store.db;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  // A transaction that renames a product, then waits on something else before it rolls back.
  const transaction = db
    .transaction()
    .execute(async (trx) => {
      await rename(trx, { workspaceId: a.workspace.id, from: 'Starter Pack', to: 'Uncommitted Pack' });
      await held;
      throw new Error('rolled back');
    })
    .catch((error: unknown) => error);
  await nextTurn();
  let settled = false;
  const read = productsNamed(db, { workspaceId: a.workspace.id, name: 'Uncommitted Pack' }).then((result) => {
    settled = true;
    return result;
  });
  await nextTurn();
  // SQLite has one connection, which the transaction holds; PostgreSQL reads on another and sees only what is committed.
  if (t.app.store.dialect === 'sqlite') assert.equal(settled, false, 'the read waits for the open transaction');
  release();
  assert.match(String(await transaction), /rolled back/);
  assert.equal((await read).rows.length, 0, 'what was rolled back was never seen');
  assert.equal((await productsNamed(db, { workspaceId: a.workspace.id, name: 'Starter Pack' })).rows.length, 1);
});
