/**
 * After a write, every open connection asks again at once: requests for the same kept read under the same store
 * marker share one read of the store, and a read under another marker, or after a failed one, is its own.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { ReadCache } from '../../src/fast-path/read-cache.js';

function counted(values: string[]) {
  let reads = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const read = async () => {
    reads += 1;
    await gate;
    const value = values.shift();
    if (value === undefined) throw new Error('the store failed');
    return value;
  };
  return { read, release: () => release(), reads: () => reads };
}

test('concurrent reads of one key under one marker read the store once and all get its value', async () => {
  const cache = new ReadCache<string>(10);
  const store = counted(['page-1']);
  const asked = Array.from({ length: 32 }, () => cache.through('products', 'v1', store.read));
  store.release();
  assert.deepEqual(new Set(await Promise.all(asked)), new Set(['page-1']));
  assert.equal(store.reads(), 1);
  assert.equal(await cache.through('products', 'v1', store.read), 'page-1', 'then it is kept');
});

test('a read under another marker, for another key, or after a failed read, is a read of its own', async () => {
  const cache = new ReadCache<string>(10);
  const store = counted(['old', 'new', 'other']);
  const asked = [cache.through('products', 'v1', store.read), cache.through('products', 'v2', store.read), cache.through('orders', 'v2', store.read)];
  store.release();
  assert.deepEqual(await Promise.all(asked), ['old', 'new', 'other']);
  assert.equal(store.reads(), 3);

  const failing = counted([]);
  const both = [cache.through('members', 'v3', failing.read), cache.through('members', 'v3', failing.read)];
  failing.release();
  for (const result of await Promise.allSettled(both)) assert.equal(result.status, 'rejected');
  assert.equal(failing.reads(), 1, 'the failure was shared');
  const recovered = counted(['members-page']);
  recovered.release();
  assert.equal(await cache.through('members', 'v3', recovered.read), 'members-page', 'nothing failed is kept');
});
