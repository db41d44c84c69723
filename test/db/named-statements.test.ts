// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * PostgreSQL plans a query once per connection: every SQL text Kysely sends becomes a named (prepared) statement,
 * up to a bound per process, and the API's own queries run as such.
 */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { MAX_NAMED, namingPool, StatementNames } from '../../src/db/named-statements.js';
import { call, createTenant, DIALECT, POSTGRES_URL, startApp } from '../helpers/app.js';

test('each distinct text gets one name, and texts past the bound run unnamed', () => {
  const names = new StatementNames();
  assert.equal(names.nameOf('select 1'), names.nameOf('select 1'));
  assert.notEqual(names.nameOf('select 1'), names.nameOf('select 2'));
  for (let i = 0; names.size < MAX_NAMED; i += 1) names.nameOf(`select ${i} + 0`);
  assert.equal(names.nameOf('select 3 + 3'), undefined);
  assert.ok(names.nameOf('select 1') !== undefined, 'named texts keep their names');
});

if (DIALECT === 'postgres') {
  test('a query sent twice is parsed once: it is a prepared statement of its connection', async () => {
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: namingPool(new pg.Pool({ connectionString: POSTGRES_URL, max: 1 })) }) });
    try {
      for (const n of [1, 2]) assert.deepEqual((await sql<{ n: number }>`select ${n}::int + 40 as n`.execute(db)).rows, [{ n: n + 40 }]);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
      assert.deepEqual(rows.map((row) => row.statement).filter((text) => text.includes('+ 40')), ['select $1::int + 40 as n']);
    } finally {
      await db.destroy();
    }
  });

  test("the API's key lookup and reads run as prepared statements", async () => {
    const t = await startApp();
    try {
      const tenant = await createTenant(t);
      for (let i = 0; i < 3; i += 1) assert.equal((await call(t, 'GET', '/api/v1/products', { key: tenant.key })).status, 200);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(t.app.store.db);
      const prepared = rows.map((row) => row.statement).join('\n');
      assert.match(prepared, /from "api_keys"/);
      assert.match(prepared, /from "products"/);
    } finally {
      await t.close();
    }
  });
}
