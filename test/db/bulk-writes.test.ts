// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * A write of many rows in one transaction (an import, a cleanup) moves the read versions of what it wrote, and only
 * those: the answers that read them follow at once, every other answer stays valid. On PostgreSQL a counter moves
 * once per transaction (migration 0020), on SQLite once per row; a kept answer relies only on the counter having
 * moved. The cost per row is measured by `npm run bench:bulk-writes`, not here.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { sql } from 'kysely';
import { call, createTenant, startApp, type Tenant, type TestApp } from '../helpers/app.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

const RESOURCES = ['products', 'products_rows', 'orders', 'posts', 'posts_rows', 'members', 'webhooks'] as const;
async function versions(tenant: Tenant): Promise<Record<string, number>> {
  const row = (await sql<Record<string, unknown>>`select * from read_versions where workspace_id = ${tenant.workspace.id}`.execute(t.app.store.db)).rows[0];
  return Object.fromEntries(RESOURCES.map((r) => [r, Number(row?.[r] ?? 0)]));
}
const total = async (tenant: Tenant, path: string) => {
  const reply = await call(t, 'GET', path, { key: tenant.key });
  assert.equal(reply.status, 200, reply.raw);
  return Number((reply.body['meta'] as { total: number }).total);
};
const N = 300;
const series = sql.raw(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${N})`);

test('one transaction writing many products and posts moves their counters (once on PostgreSQL), no others, and the answers follow', async () => {
  const [a, b] = [await createTenant(t), await createTenant(t)];
  for (const tenant of [a, b]) for (const path of ['/api/v1/products', '/api/v1/orders', '/api/v1/posts']) await total(tenant, path);
  const [beforeA, beforeB] = [await versions(a), await versions(b)];
  const [productsA, postsA, productsB] = [await total(a, '/api/v1/products'), await total(a, '/api/v1/posts'), await total(b, '/api/v1/products')];
  const at = '2026-01-01 00:00:00';
  await t.app.store.db.transaction().execute(async (trx) => {
    await sql`${series} insert into products (workspace_id, name, slug, description, kind, price_cents, currency, interval, deliverables, is_active, created_at, updated_at)
      select ${a.workspace.id}, 'Imported ' || i, 'imported-' || i, null, 'one_time', 100, 'USD', null, '[]', 1, ${at}, ${at} from n`.execute(trx);
    await sql`${series} insert into posts (workspace_id, title, body, status, scheduled_at, published_at, media, created_at, updated_at)
      select ${a.workspace.id}, 'Imported ' || i, 'Body', 'draft', null, null, '[]', ${at}, ${at} from n`.execute(trx);
    await sql`update products set price_cents = 200 where workspace_id = ${a.workspace.id} and slug like 'imported-%'`.execute(trx);
  });
  const [afterA, afterB] = [await versions(a), await versions(b)];
  const once = t.app.store.dialect === 'postgres';
  // What the transaction wrote moved: once per transaction on PostgreSQL, once per row on SQLite.
  assert.equal(afterA['products']! - beforeA['products']!, once ? 1 : 2 * N);
  assert.equal(afterA['products_rows']! - beforeA['products_rows']!, once ? 1 : N);
  assert.equal(afterA['posts']! - beforeA['posts']!, once ? 1 : N);
  // Nothing else of A, and nothing of B.
  for (const resource of ['orders', 'posts_rows', 'members', 'webhooks']) assert.equal(afterA[resource], beforeA[resource], resource);
  assert.deepEqual(afterB, beforeB);
  // The answers that read them follow at once; the others are as they were.
  assert.equal(await total(a, '/api/v1/products'), productsA + N);
  assert.equal(await total(a, '/api/v1/posts'), postsA + N);
  assert.equal(await total(b, '/api/v1/products'), productsB);
  const one = await call(t, 'GET', '/api/v1/products?q=imported-1&per_page=1', { key: a.key });
  assert.equal((one.body.data?.[0] as { price_cents: number } | undefined)?.price_cents, 200);

  // A second transaction moves them again (the mark of the first one is not this one's), and a rolled-back one not at all.
  await t.app.store.db.transaction().execute(async (trx) => {
    await sql`delete from products where workspace_id = ${a.workspace.id} and slug like 'imported-%'`.execute(trx);
  });
  const deleted = await versions(a);
  assert.equal(deleted['products']! - afterA['products']!, once ? 1 : N);
  assert.equal(await total(a, '/api/v1/products'), productsA);
  await assert.rejects(
    t.app.store.db.transaction().execute(async (trx) => {
      await sql`delete from posts where workspace_id = ${a.workspace.id}`.execute(trx);
      throw new Error('rolled back');
    }),
  );
  assert.deepEqual(await versions(a), deleted);
  assert.equal(await total(a, '/api/v1/posts'), postsA + N);
});
