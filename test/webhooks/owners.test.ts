// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * The lease owners' locks (src/webhooks/engine/owners.ts): an owner is gone exactly when its lock is free, never
 * while its holder lives; owners of another form are never gone; on SQLite a gone owner's file is removed; on
 * PostgreSQL an owner whose session is cut holds nothing (and so may claim nothing) until it has taken its lock again.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { OWNER_LOCKS, takeOwnerLock, type OwnerLock } from '../../src/webhooks/engine/owners.js';
import { DIALECT, POSTGRES_URL } from '../helpers/app.js';
import { eventually } from '../helpers/wait.js';

let dir: string;
const store = () => (DIALECT === 'postgres' ? { file: undefined, url: POSTGRES_URL } : { file: join(dir, 'store.db'), url: `sqlite:${join(dir, 'store.db')}` });
const locks: OwnerLock[] = [];
const take = async () => {
  const lock = takeOwnerLock(store(), () => undefined);
  locks.push(lock);
  await lock.taken;
  return lock;
};

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'cw-owners-'));
});
after(async () => {
  for (const lock of locks) await lock.release();
  rmSync(dir, { recursive: true, force: true });
});

test('an owner is gone once its lock is let go, never before; other forms and itself are never gone', async () => {
  const [a, b] = [await take(), await take()];
  assert.ok(a.held() && b.held());
  assert.match(a.owner, /^dispatcher-\d+-[0-9A-Za-z]{12}$/);
  assert.deepEqual(await a.gone([a.owner, b.owner, 'dispatcher-old', 'dispatcher-current']), []);
  await b.release();
  assert.equal(b.held(), false);
  assert.deepEqual(await a.gone([a.owner, b.owner, 'dispatcher-old']), [b.owner]);
  if (DIALECT === 'sqlite') assert.equal(existsSync(join(dir, 'store.db.owners', b.owner)), false, 'a released owner leaves no file');
});

if (DIALECT === 'sqlite') {
  test('SQLite: the file of an owner found gone is removed, that of a living one stays', async () => {
    const living = await take();
    const checker = await take();
    // What a worker killed by kill -9 leaves: its file, locked by nobody.
    const dead = 'dispatcher-5-deadDEADdead';
    writeFileSync(join(dir, 'store.db.owners', dead), '');
    assert.deepEqual(await checker.gone([living.owner, dead]), [dead]);
    assert.equal(existsSync(join(dir, 'store.db.owners', dead)), false, "the gone owner's file is removed");
    assert.ok(existsSync(join(dir, 'store.db.owners', living.owner)), 'a living owner keeps its file');
  });
}

if (DIALECT === 'postgres') {
  test('PostgreSQL: an owner whose session is cut holds nothing until it has its lock again', async () => {
    const cut = await take();
    const other = await take();
    const key = Number(/^dispatcher-(\d+)-/.exec(cut.owner)?.[1]);
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_locks where locktype = 'advisory' and classid = $1::bigint::oid and objid = $2::bigint::oid and objsubid = 2`,
        [OWNER_LOCKS, key],
      );
      assert.deepEqual(rows, [{ ended: true }]);
    } finally {
      await admin.end();
    }
    await eventually(() => !cut.held(), 5_000, 'the cut owner noticing');
    await eventually(() => cut.held(), 5_000, 'the lock taken again on a new connection');
    assert.deepEqual(await other.gone([cut.owner]), [], 'held again, it is not gone');
  });
}
