/**
 * Migration 0020: writing many rows in one transaction costs O(rows).
 *
 * 1. Deleting a product or an order checks every row that refers to it; without an index on the referring column
 *    each check scanned the whole referring table (deleted rows of the same transaction included), O(N²) for N
 *    deletions. Each such column now has its index, on both stores.
 *
 * 2. (PostgreSQL) A read version moves once per transaction and resource, not once per row.
 *
 * Every row-level bump of 0015 updated the same counter row. On PostgreSQL each update in one transaction adds a
 * row version that cannot be pruned before the transaction ends, and the next update walks them: one statement
 * writing N rows cost O(N²) (8,000 products in one INSERT … SELECT took 6.4 s). Now each counter has a companion
 * column holding the id of the transaction that last moved it; a row's trigger first looks (one index lookup, no
 * write) whether its own transaction already moved that counter, and moves it only if not. A transaction that
 * writes a resource still moves its counter by one when it commits, which is all a kept answer relies on (it is
 * used only while the counters it was read under are unchanged). SQLite updates in place and keeps 0015's triggers.
 */
import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { Dialect } from '../dialect.js';
import { ALL_KEYS, READ_RESOURCES, TABLES, triggerName, type ReadResource } from '../read-versions.js';

/** Moves `resource`'s counter of `workspace` unless this transaction already did. */
function bumpOnce(resource: ReadResource, workspace: RawBuilder<unknown>): RawBuilder<unknown> {
  const r = sql.raw(resource);
  const mark = sql.raw(`${resource}_xact`);
  return sql`
    perform 1 from read_versions where workspace_id = ${workspace} and ${mark} = txid_current();
    if not found then
      insert into read_versions (workspace_id, ${r}, ${mark}) values (${workspace}, 1, txid_current())
        on conflict (workspace_id) do update set ${r} = read_versions.${r} + 1, ${mark} = excluded.${mark};
    end if`;
}

/** The columns that refer to products and orders and had no index of their own. */
const REFERRING = [
  ['order_items', 'product_id'],
  ['entitlements', 'product_id'],
  ['subscriptions', 'product_id'],
  ['subscriptions', 'order_id'],
] as const;

export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [table, column] of REFERRING) await db.schema.createIndex(`${table}_${column}_ref`).on(table).column(column).execute();
      if (dialect !== 'postgres') return;
      for (const resource of READ_RESOURCES) await sql`alter table read_versions add column ${sql.raw(`${resource}_xact`)} bigint`.execute(db);
      // The same functions, so the triggers of 0015 (their events and columns) stay as they are.
      for (const counted of TABLES) {
        const column = (row: 'new' | 'old') => sql.raw(counted.workspace === ALL_KEYS ? String(ALL_KEYS) : `${row}.${counted.workspace}`);
        await sql`create or replace function ${sql.raw(`cw_${triggerName(counted)}`)}() returns trigger language plpgsql as $$
          begin
            if tg_op = 'DELETE' then ${bumpOnce(counted.resource, column('old'))}; else ${bumpOnce(counted.resource, column('new'))}; end if;
            return null;
          end $$`.execute(db);
      }
    },
  };
}
