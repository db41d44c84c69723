/** A service on PostgreSQL starts while others create and drop their schemas in the same database. */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import pg from 'pg';
import { openStore } from '../../src/db/database.js';
import { freshPostgresSchema, POSTGRES_URL } from '../helpers/app.js';

async function reachable(): Promise<boolean> {
  const probe = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  return probe.connect().then(
    async () => (await probe.end(), true),
    () => false,
  );
}

test('migrations look only at their own schema, so schemas dropped meanwhile by others do not fail the start', async (context) => {
  if (!(await reachable())) {
    if (process.env['CI']) assert.fail('PostgreSQL is required under CI');
    context.skip('PostgreSQL is not reachable');
    return;
  }
  const mine = await freshPostgresSchema();
  const store = openStore(mine.url);
  const churn = new pg.Client({ connectionString: POSTGRES_URL });
  await churn.connect();
  let running = true;
  let churned = 0;
  // Another tenant of the database: schemas with tables (serial columns) appear and vanish as fast as it can.
  const other = (async () => {
    while (running) {
      const name = `cw_churn_${process.pid}_${churned}`;
      await churn.query(`create schema ${name}; create table ${name}.t (id serial primary key, note text); create table ${name}.u (id bigserial primary key)`);
      await churn.query(`drop schema ${name} cascade`);
      churned += 1;
    }
  })();
  try {
    assert.ok((await store.migrate()).length > 0, 'the first start applies the migrations');
    // Every start asks again whether the bookkeeping tables exist.
    for (let i = 0; i < 150; i += 1) assert.deepEqual(await store.migrate(), []);
    assert.ok(churned > 10, `the other tenant churned (${churned} schemas) while the service started`);
  } finally {
    running = false;
    await other.catch(() => undefined);
    await churn.end();
    await store.close();
    await mine.drop();
  }
});
