/**
 * Requests that arrive together are admitted together: on PostgreSQL the key lookups of one turn of the event loop
 * go in one statement and their rate-limit hits in another (src/db/turn-batch.ts). Each request must still get
 * its own key's answer and its own place in its key's window, exactly as if it had come alone; and two processes'
 * batches over the same keys must never lock each other out.
 */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { SharedRateLimitStore } from '../src/rate-limit/postgres.js';
import { revokeKey } from '../src/keys/service.js';
import { openStore } from '../src/db/database.js';
import { DIALECT, createTenant, startApp, type TestApp } from './helpers/app.js';

const me = (t: TestApp, key: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${key}` } });

test('requests sent together each get their own key, workspace and place in its window', async () => {
  const t = await startApp({ RATE_LIMIT_PER_MINUTE: '6' });
  try {
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
  } finally {
    await t.close();
  }
});

// Two processes' batches over the same buckets in opposite orders: taken in the buckets' own order, they wait for
// each other at most one hit at a time and never in a cycle (a cycle is PostgreSQL's "deadlock detected").
if (DIALECT === 'postgres') {
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
    } finally {
      await other.close();
      await t.close();
    }
  });
}
