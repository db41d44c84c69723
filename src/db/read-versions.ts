/**
 * Read versions: per workspace, one counter per resource, bumped by triggers in the transaction that writes the
 * resource's tables (so no writer, in any process or the CLI, can forget one). A cached answer is kept under the
 * counters of the resources it reads and used only while they are unchanged: a write to one workspace's products
 * leaves its orders and every other workspace's answers valid (docs/performance.md).
 */
import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { Dialect } from './database.js';

/** The resources whose answers may be cached, each a column of read_versions. */
export const READ_RESOURCES = ['account', 'products', 'orders', 'posts', 'servers', 'members', 'profiles', 'streams', 'reports', 'automations'] as const;
export type ReadResource = (typeof READ_RESOURCES)[number];

/** A workspace's counters, as read with its key. */
export type ReadVersions = Readonly<Record<ReadResource, number>>;

/** Which resource each table's rows belong to, and the column naming their workspace. */
const TABLES: readonly { table: string; resource: ReadResource; workspace: string }[] = [
  { table: 'workspaces', resource: 'account', workspace: 'id' },
  { table: 'api_keys', resource: 'account', workspace: 'workspace_id' },
  { table: 'products', resource: 'products', workspace: 'workspace_id' },
  { table: 'orders', resource: 'orders', workspace: 'workspace_id' },
  { table: 'order_items', resource: 'orders', workspace: 'workspace_id' },
  { table: 'entitlements', resource: 'orders', workspace: 'workspace_id' },
  { table: 'subscriptions', resource: 'orders', workspace: 'workspace_id' },
  { table: 'posts', resource: 'posts', workspace: 'workspace_id' },
  { table: 'servers', resource: 'servers', workspace: 'workspace_id' },
  { table: 'members', resource: 'members', workspace: 'workspace_id' },
  { table: 'profiles', resource: 'profiles', workspace: 'workspace_id' },
  { table: 'streams', resource: 'streams', workspace: 'workspace_id' },
  { table: 'reports', resource: 'reports', workspace: 'workspace_id' },
  { table: 'automations', resource: 'automations', workspace: 'workspace_id' },
  { table: 'automation_runs', resource: 'automations', workspace: 'workspace_id' },
];

/** Adds one to `resource`'s counter of the workspace `row`.`column` names (the row is made on first use). */
function bump(resource: ReadResource, row: 'new' | 'old', column: string): RawBuilder<unknown> {
  const r = sql.raw(resource);
  return sql`insert into read_versions (workspace_id, ${r}) values (${sql.raw(`${row}.${column}`)}, 1)
    on conflict (workspace_id) do update set ${r} = read_versions.${r} + 1`;
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const { table, resource, workspace } of TABLES) {
    for (const [event, row] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
      await sql`create trigger ${sql.raw(`${table}_read_version_${event}`)} after ${sql.raw(event)} on ${sql.raw(table)}
        begin ${bump(resource, row, workspace)}; end`.execute(db);
    }
  }
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  for (const { table, resource, workspace } of TABLES) {
    const name = sql.raw(`cw_read_version_${table}`);
    await sql`create function ${name}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then ${bump(resource, 'old', workspace)}; else ${bump(resource, 'new', workspace)}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_read_version`)} after insert or update or delete on ${sql.raw(table)}
      for each row execute function ${name}()`.execute(db);
  }
}

/** Migration 0015: the read versions, and the index that lets an order list count each order's items. */
export function readVersionsMigration(dialect: Dialect): Migration {
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
