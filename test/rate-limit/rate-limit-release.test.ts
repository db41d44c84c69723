// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Every counter store can take back a reserved hit (the dashboard's sign-in reserves before it checks a password). */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { MemoryRateLimitStore, type RateLimitStore } from '../../src/rate-limit/store.js';
import { RedisRateLimitStore } from '../../src/rate-limit/redis.js';
import { SharedRateLimitStore } from '../../src/rate-limit/postgres.js';
import { DIALECT, startApp } from '../helpers/app.js';

async function releasesTheNewestHit(store: RateLimitStore): Promise<void> {
  const bucket = `release-${process.pid}-${Date.now()}`;
  for (let i = 0; i < 3; i += 1) assert.equal((await store.hit(bucket, 3, 60_000)).allowed, true);
  assert.equal((await store.hit(bucket, 3, 60_000)).allowed, false);
  await store.release(bucket);
  assert.equal((await store.peek(bucket, 3, 60_000)).remaining, 1);
  assert.equal((await store.hit(bucket, 3, 60_000)).allowed, true);
  await store.release(`${bucket}-never-used`);
}

test('the in-process store takes back a hit', async () => {
  const store = new MemoryRateLimitStore();
  try {
    await releasesTheNewestHit(store);
  } finally {
    store.close();
  }
});

test('the Redis store takes back a hit', async () => {
  const store = new RedisRateLimitStore('redis://127.0.0.1:6379/6', `cw:test-release:${process.pid}:`);
  await store.connect();
  try {
    await releasesTheNewestHit(store);
  } finally {
    await store.close();
  }
});

// The PostgreSQL store is the one the PostgreSQL pass runs on.
if (DIALECT === 'postgres') {
  test('the PostgreSQL store takes back a hit', async () => {
    const t = await startApp();
    try {
      await releasesTheNewestHit(new SharedRateLimitStore(t.app.store.db));
    } finally {
      await t.close();
    }
  });
}
