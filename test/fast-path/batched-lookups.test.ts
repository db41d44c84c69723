// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * Requests that arrive together are admitted together: on PostgreSQL the key lookups of one turn of the event loop
 * go in one statement and their rate-limit hits in another (src/db/turn-batch.ts). Each request must still get
 * its own key's answer and its own place in its key's window, exactly as if it had come alone; and two processes'
 * batches over the same keys must never lock each other out.
 */
import { strict as assert } from 'node:assert';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { test } from 'node:test';
import { SharedRateLimitStore } from '../../src/rate-limit/postgres.js';
import { revokeKey } from '../../src/keys/service.js';
import { openStore } from '../../src/db/database.js';
import { keyLookups } from '../../src/fast-path/key-lookups.js';
import { hashSecret } from '../../src/keys/format.js';
import { Redis } from 'ioredis';
import { DIALECT, createTenant, startApp, type TestApp } from '../helpers/app.js';

const REDIS_URL = 'redis://127.0.0.1:6379/14';

const me = (t: TestApp, key: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${key}` } });

async function oneTurn(t: TestApp): Promise<void> {
  const tenants = [await createTenant(t), await createTenant(t), await createTenant(t)];
  const revoked = await createTenant(t);
  await revokeKey(t.app.store.db, revoked.workspace.id, revoked.keyId);
  const wrong = 'cwk_' + 'a'.repeat(40);
  // 8, 7 and 3 requests for the live keys' windows of 6 (so a request given another's answer shows), interleaved,
  // with the revoked and the unknown key among them.
  const counts = [8, 7, 3];
  const sent = [
    ...Array.from({ length: 8 }, (_, round) => tenants.filter((_, i) => round < (counts[i] ?? 0))).flat(),
    revoked,
    undefined,
  ];
  const replies = await Promise.all(sent.map((tenant) => me(t, tenant?.key ?? wrong)));
  for (const [i, tenant] of tenants.entries()) {
    const own = replies.filter((_, j) => sent[j] === tenant);
    const served = own.filter((r) => r.statusCode === 200);
    const count = counts[i] ?? 0;
    assert.equal(served.length, Math.min(count, 6), `key ${i}: at most its window of 6 is served`);
    assert.equal(own.filter((r) => r.statusCode === 429).length, Math.max(count - 6, 0), `key ${i}: those past its window are refused`);
    for (const reply of served) assert.equal((reply.json() as { workspace: { slug: string } }).workspace.slug, tenant.workspace.slug);
    const remaining = served.map((r) => Number(r.headers['x-ratelimit-remaining'])).sort();
    const places = [0, 1, 2, 3, 4, 5].slice(6 - Math.min(count, 6));
    assert.deepEqual(remaining, places, `key ${i}: each served request has its own place in the window`);
  }
  assert.equal(replies.at(-2)?.statusCode, 401, 'the revoked key is refused');
  assert.equal(replies.at(-1)?.statusCode, 401, 'the unknown key is refused');
}

test('requests sent together each get their own key, workspace and place in its window', async () => {
  const t = await startApp({ RATE_LIMIT_PER_MINUTE: '6' });
  try {
    await oneTurn(t);
  } finally {
    await t.close();
  }
});

test('with REDIS_URL, the scripts of requests sent together go in one pipeline and each keeps its own answer', async () => {
  // This file's own Redis database: the key ids of the other store's pass start the same.
  const admin = new Redis(REDIS_URL);
  await admin.flushdb();
  admin.disconnect();
  const t = await startApp({ RATE_LIMIT_PER_MINUTE: '6', REDIS_URL });
  try {
    await oneTurn(t);
  } finally {
    await t.close();
  }
});

// Two processes' batches over the same buckets in opposite orders: taken in the buckets' own order, they wait for
// each other at most one hit at a time and never in a cycle (a cycle is PostgreSQL's "deadlock detected").
if (DIALECT === 'postgres') {
  test('a busy process vacuums the counters itself, so the deleted hits do not slow every later one', async () => {
    const t = await startApp();
    try {
      const store = new SharedRateLimitStore(t.app.store.db);
      const guard = { bucket: `busy-guard-${process.pid}`, limit: 1000 };
      const hits = () => Promise.all(Array.from({ length: 128 }, (_, i) => store.hitGuarded(guard, `busy-${process.pid}-${i % 8}`, 1e9, 60_000)));
      for (let round = 0; round < 40; round += 1) await hits();
      const vacuums = async () => {
        const { rows } = await sql<{ n: string }>`
          select coalesce(sum(vacuum_count), 0) as n from pg_stat_user_tables where schemaname = current_schema() and relname in ('rate_limit_hits', 'rate_limit_counts')`.execute(t.app.store.db);
        return Number(rows[0]?.n);
      };
      assert.equal(await vacuums(), 0, 'not before 5 s have passed');
      await delay(5100);
      await hits();
      let seen = 0;
      for (let i = 0; i < 50 && seen < 2; i += 1) {
        await delay(200);
        seen = await vacuums();
      }
      assert.equal(seen, 2, 'both counter tables vacuumed once after 5,000 hits and 5 s');
    } finally {
      await t.close();
    }
  });

  test('one turn\'s lookups: a key asked twice gets its row twice, an unknown one nothing, each its own', async () => {
    const t = await startApp();
    try {
      const [a, b] = [await createTenant(t), await createTenant(t)];
      const find = keyLookups(t.app.store.db);
      const found = await Promise.all([a.key, b.key, a.key, 'cwk_' + 'b'.repeat(40)].map((key) => find(hashSecret(key))));
      assert.deepEqual(
        found.map((f) => f && [f.key.id, f.workspace.slug]),
        [[a.keyId, a.workspace.slug], [b.keyId, b.workspace.slug], [a.keyId, a.workspace.slug], undefined],
      );
      assert.ok(found.every((f) => f === undefined || Object.values(f.versions).every((v) => Number.isInteger(v))), 'with their read versions');
    } finally {
      await t.close();
    }
  });

  test('two processes batching the same buckets in opposite orders never deadlock, and count every hit', async () => {
    const t = await startApp();
    const other = openStore(t.config.databaseUrl);
    try {
      const stores = [new SharedRateLimitStore(t.app.store.db), new SharedRateLimitStore(other.db)];
      const guard = { bucket: `guard-${process.pid}`, limit: 1000 };
      const buckets = Array.from({ length: 6 }, (_, i) => `batch-${process.pid}-${i}`);
      for (let round = 0; round < 30; round += 1) {
        await Promise.all(
          stores.flatMap((store, s) => (s === 0 ? buckets : [...buckets].reverse()).map((bucket) => store.hitGuarded(guard, bucket, 1000, 60_000))),
        );
      }
      for (const bucket of buckets) assert.equal((await stores[0]?.peek(bucket, 1000, 60_000))?.remaining, 1000 - 60, `${bucket}: every hit counted`);
      // Two names can share an advisory lock (hashtext): 'key:16970' and 'key:118986' do, and 'key:12' sorts between
      // them, so batches taken in the names' order would lock h(118986) then h(12), and h(12) then h(16970).
      for (let round = 0; round < 30; round += 1) {
        await Promise.all([
          ...['key:118986', 'key:12'].map((bucket) => stores[0]?.hitGuarded(guard, bucket, 1000, 60_000)),
          ...['key:12', 'key:16970'].map((bucket) => stores[1]?.hitGuarded(guard, bucket, 1000, 60_000)),
        ]);
      }
    } finally {
      await other.close();
      await t.close();
    }
  });
}
