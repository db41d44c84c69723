/**
 * Read versions: per workspace, one counter per resource, bumped by triggers in the transaction that writes the
 * resource's tables (so no writer, in any process or the CLI, can forget one). A cached answer is kept under the
 * counters of the resources it reads and used only while they are unchanged: a write to one workspace's products
 * leaves its orders and every other workspace's answers valid (docs/operating.md, Caches).
 */
import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { Dialect } from './database.js';

/** The resources whose answers may be cached, each a column of read_versions. */
export const READ_RESOURCES = [
  'account',
  'products',
  'products_rows',
  'orders',
  'posts',
  'posts_rows',
  'servers',
  'members',
  'profiles',
  'streams',
  'reports',
  'automations',
  'webhooks',
] as const;
export type ReadResource = (typeof READ_RESOURCES)[number];

/** A workspace's counters, as read with its key. */
export type ReadVersions = Readonly<Record<ReadResource, number>>;

/**
 * Which resource each table's rows belong to, and the column naming their workspace. `_rows` counters change only
 * when existing rows change (update, delete): a new product changes the lists, not the answer about another product.
 */
const TABLES: readonly { table: string; resource: ReadResource; workspace: string; events?: readonly ('insert' | 'update' | 'delete')[] }[] = [
  { table: 'workspaces', resource: 'account', workspace: 'id' },
  { table: 'api_keys', resource: 'account', workspace: 'workspace_id' },
  { table: 'products', resource: 'products', workspace: 'workspace_id' },
  { table: 'products', resource: 'products_rows', workspace: 'workspace_id', events: ['update', 'delete'] },
  { table: 'orders', resource: 'orders', workspace: 'workspace_id' },
  { table: 'order_items', resource: 'orders', workspace: 'workspace_id' },
  { table: 'entitlements', resource: 'orders', workspace: 'workspace_id' },
  { table: 'subscriptions', resource: 'orders', workspace: 'workspace_id' },
  { table: 'posts', resource: 'posts', workspace: 'workspace_id' },
  { table: 'posts', resource: 'posts_rows', workspace: 'workspace_id', events: ['update', 'delete'] },
  { table: 'servers', resource: 'servers', workspace: 'workspace_id' },
  { table: 'members', resource: 'members', workspace: 'workspace_id' },
  { table: 'profiles', resource: 'profiles', workspace: 'workspace_id' },
  { table: 'streams', resource: 'streams', workspace: 'workspace_id' },
  { table: 'reports', resource: 'reports', workspace: 'workspace_id' },
  { table: 'automations', resource: 'automations', workspace: 'workspace_id' },
  { table: 'automation_runs', resource: 'automations', workspace: 'workspace_id' },
  { table: 'webhooks', resource: 'webhooks', workspace: 'workspace_id' },
  { table: 'deliveries', resource: 'webhooks', workspace: 'workspace_id' },
  { table: 'delivery_attempts', resource: 'webhooks', workspace: 'workspace_id' },
];

/**
 * The row of workspace 0 is no workspace's: its `account` counts every change to any key or workspace, so a process
 * may keep keys in memory under it and learn of a revocation anywhere from one read.
 */
export const ALL_KEYS = 0;

/** Adds one to `resource`'s counter of the workspace `row`.`column` names (the row is made on first use). */
function bump(resource: ReadResource, row: 'new' | 'old', column: string): RawBuilder<unknown> {
  const r = sql.raw(resource);
  const one = (workspace: RawBuilder<unknown>) =>
    sql`insert into read_versions (workspace_id, ${r}) values (${workspace}, 1) on conflict (workspace_id) do update set ${r} = read_versions.${r} + 1`;
  const own = one(sql.raw(`${row}.${column}`));
  return resource === 'account' ? sql`${own}; ${one(sql.raw(String(ALL_KEYS)))}` : own;
}

const EVENTS = ['insert', 'update', 'delete'] as const;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const { table, resource, workspace, events = EVENTS } of TABLES) {
    for (const event of events) {
      await sql`create trigger ${sql.raw(`${table}_${resource}_version_${event}`)} after ${sql.raw(event)} on ${sql.raw(table)}
        begin ${bump(resource, event === 'delete' ? 'old' : 'new', workspace)}; end`.execute(db);
    }
  }
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  for (const { table, resource, workspace, events = EVENTS } of TABLES) {
    const name = sql.raw(`cw_${table}_${resource}_version`);
    await sql`create function ${name}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then ${bump(resource, 'old', workspace)}; else ${bump(resource, 'new', workspace)}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_${resource}_version`)} after ${sql.raw(events.join(' or '))} on ${sql.raw(table)}
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
