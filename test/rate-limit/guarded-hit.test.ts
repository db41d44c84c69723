// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * A request's two budgets in one call: the client address's failed authentications are only read, and the key's
 * window is counted only when they allow. Every counter store keeps the same rule (Redis in one script, PostgreSQL
 * in one statement), and through the app the right key from an address over its budget is refused without
 * spending its window.
 */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { guardedHit, MemoryRateLimitStore, type RateLimitStore } from '../../src/rate-limit/store.js';
import { RedisRateLimitStore } from '../../src/rate-limit/redis.js';
import { SharedRateLimitStore } from '../../src/rate-limit/postgres.js';
import { DIALECT, startApp, createTenant } from '../helpers/app.js';

const REDIS_URL = 'redis://127.0.0.1:6379/12';

async function judgesBothBudgets(store: RateLimitStore): Promise<void> {
  const run = `${process.pid}-${Date.now()}`;
  const guard = { bucket: `guard-${run}`, limit: 2 };
  const bucket = `key-${run}`;
  const first = await guardedHit(store, guard, bucket, 5, 60_000);
  assert.ok('decision' in first && first.decision.allowed && first.decision.remaining === 4 && first.decision.limit === 5, JSON.stringify(first));
  for (let i = 0; i < 2; i += 1) await store.hit(guard.bucket, 2, 60_000);
  const refused = await guardedHit(store, guard, bucket, 5, 60_000);
  assert.ok('refused' in refused, JSON.stringify(refused));
  assert.deepEqual({ ...refused.refused, resetSeconds: refused.refused.resetSeconds > 0 }, { allowed: false, limit: 2, remaining: 0, resetSeconds: true });
  assert.equal((await store.peek(bucket, 5, 60_000)).remaining, 4, 'a refused request spends nothing of the key window');
  assert.equal((await store.peek(guard.bucket, 2, 60_000)).remaining, 0, 'and adds nothing to the guard');
  // The key's own window refuses as a hit does.
  const full = `full-${run}`;
  for (let i = 0; i < 2; i += 1) await store.hit(full, 2, 60_000);
  const over = await guardedHit(store, { bucket: `other-${run}`, limit: 2 }, full, 2, 60_000);
  assert.ok('decision' in over && !over.decision.allowed && over.decision.remaining === 0, JSON.stringify(over));
}

test('the in-process store judges the guard and the window together', async () => {
  const store = new MemoryRateLimitStore();
  try {
    await judgesBothBudgets(store);
  } finally {
    store.close();
  }
});

test('the Redis store judges the guard and the window in one script', async () => {
  const store = new RedisRateLimitStore(REDIS_URL, `cw:test-guarded:${process.pid}:`);
  await store.connect();
  try {
    assert.ok(store.hitGuarded !== undefined);
    await judgesBothBudgets(store);
  } finally {
    await store.close();
  }
});

test('through the app with Redis: an address over its failure budget gets 429 for the right key, which spends nothing', async () => {
  // This file's own Redis database: the key ids of an earlier run (the other store's pass) start the same.
  const admin = new Redis(REDIS_URL);
  await admin.flushdb();
  admin.disconnect();
  const t = await startApp({ REDIS_URL, AUTH_FAILURE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_PER_MINUTE: '50' });
  try {
    const tenant = await createTenant(t);
    const me = (key: string, remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${key}` }, remoteAddress });
    const guesser = `198.51.100.${process.pid % 250}`;
    assert.equal((await me(tenant.key, '192.0.2.10')).headers['x-ratelimit-remaining'], '49');
    for (let i = 0; i < 2; i += 1) assert.equal((await me('cwk_000000000000000000000000000000', guesser)).statusCode, 401);
    for (let i = 0; i < 3; i += 1) {
      const refused = await me(tenant.key, guesser);
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.headers['x-ratelimit-remaining'], undefined, 'the key window is not told to a refused address');
      assert.ok(Number(refused.headers['retry-after']) >= 1);
    }
    assert.equal((await me(tenant.key, '192.0.2.10')).headers['x-ratelimit-remaining'], '48', 'the refused requests did not count');
  } finally {
    await t.close();
  }
});

// The PostgreSQL store is the one the PostgreSQL pass runs on.
if (DIALECT === 'postgres') {
  test('the PostgreSQL store judges the guard and the window in one statement, on unlogged counters', async () => {
    const t = await startApp();
    try {
      const store = new SharedRateLimitStore(t.app.store.db);
      assert.ok(store.hitGuarded !== undefined);
      await judgesBothBudgets(store);
      const { rows } = await sql<{ relname: string; relpersistence: string }>`
        select relname, relpersistence from pg_class
        where relname in ('rate_limit_hits', 'rate_limit_counts') and relnamespace = current_schema()::regnamespace order by 1`.execute(t.app.store.db);
      assert.deepEqual(rows, [{ relname: 'rate_limit_counts', relpersistence: 'u' }, { relname: 'rate_limit_hits', relpersistence: 'u' }]);
    } finally {
      await t.close();
    }
  });
}
