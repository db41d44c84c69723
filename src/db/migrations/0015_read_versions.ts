/**
 * Migration 0015: the read versions (read-versions.ts), kept by triggers on the tables of each resource, and the
 * index that lets an order list count each order's items.
 */
import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { Dialect } from '../dialect.js';
import { ALL_KEYS, READ_RESOURCES, TABLES, triggerName, type Counted, type ReadResource } from '../read-versions.js';

/** Adds one to `resource`'s counter of the workspace `row`.`column` names, or of row 0 (the row is made on first use). */
function bump(resource: ReadResource, row: 'new' | 'old', column: string | typeof ALL_KEYS): RawBuilder<unknown> {
  const r = sql.raw(resource);
  const workspace = sql.raw(column === ALL_KEYS ? String(ALL_KEYS) : `${row}.${column}`);
  return sql`insert into read_versions (workspace_id, ${r}) values (${workspace}, 1) on conflict (workspace_id) do update set ${r} = read_versions.${r} + 1`;
}

const EVENTS = ['insert', 'update', 'delete'] as const;

/** What fires a table's trigger: `insert`, `update` or `update of …` for the columns that count, `delete`. */
const firedBy = (event: (typeof EVENTS)[number], columns: Counted['columns']): string => (event === 'update' && columns !== undefined ? `update of ${columns.join(', ')}` : event);

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const counted of TABLES) {
    for (const event of counted.events ?? EVENTS) {
      await sql`create trigger ${sql.raw(`${triggerName(counted)}_${event}`)} after ${sql.raw(firedBy(event, counted.columns))} on ${sql.raw(counted.table)}
        begin ${bump(counted.resource, event === 'delete' ? 'old' : 'new', counted.workspace)}; end`.execute(db);
    }
  }
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  for (const counted of TABLES) {
    const fn = sql.raw(`cw_${triggerName(counted)}`);
    const on = (counted.events ?? EVENTS).map((event) => firedBy(event, counted.columns)).join(' or ');
    await sql`create function ${fn}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then ${bump(counted.resource, 'old', counted.workspace)}; else ${bump(counted.resource, 'new', counted.workspace)}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.raw(triggerName(counted))} after ${sql.raw(on)} on ${sql.raw(counted.table)} for each row execute function ${fn}()`.execute(db);
  }
}

export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const columns = READ_RESOURCES.map((resource) => `${resource} bigint not null default 0`).join(', ');
      await sql`create table read_versions (workspace_id integer primary key, ${sql.raw(columns)})`.execute(db);
      await (dialect === 'sqlite' ? sqliteTriggers(db) : postgresTriggers(db));
      // The item count of each listed order: without every column in one index, SQLite chose the product index
      // (it has no statistics to tell them apart) and walked a workspace's whole order_items for each order.
      await sql`create index order_items_by_order on order_items (workspace_id, order_id, quantity)`.execute(db);
    },
  };
}
