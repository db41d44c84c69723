/**
 * Read versions: per workspace, one counter per resource, bumped by triggers in the transaction that writes the
 * resource's tables (so no writer, in any process or the CLI, can forget one). A cached answer is kept under the
 * counters of the resources it reads and used only while they are unchanged: a write to one workspace's products
 * leaves its orders and every other workspace's answers valid (docs/running.md, Caches).
 */

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

/** The counters in a row that holds them as `${prefix}${resource}` (a missing row or column counts 0). */
export function versionsFrom(row: Readonly<Record<string, unknown>> | undefined, prefix = ''): ReadVersions {
  return Object.fromEntries(READ_RESOURCES.map((resource) => [resource, Number(row?.[`${prefix}${resource}`] ?? 0)])) as Record<ReadResource, number>;
}

/**
 * The row of workspace 0 is no workspace's: its `account` counts every change to a key or a workspace that a
 * process keeping keys in memory must hear of (a revocation, new scopes, a renamed workspace), so one read tells it.
 */
export const ALL_KEYS = 0;
const WORKSPACE_SHOWN = ['slug', 'name', 'currency', 'zone_min_count'];

/**
 * Which resource each table's rows belong to, and the column naming their workspace. `_rows` counters change only
 * when existing rows change (update, delete): a new product changes the lists, not the answer about another product.
 */
export const TABLES: readonly {
  table: string;
  resource: ReadResource;
  /** The column naming the row's workspace, or ALL_KEYS for the keys' row. */
  workspace: string | typeof ALL_KEYS;
  events?: readonly ('insert' | 'update' | 'delete')[];
  /** An update counts only when it sets one of these columns (absent: any update counts). */
  columns?: readonly string[];
}[] = [
  // Only what an answer or a kept key shows: a lock taken with `set id = id` changes nothing and counts nothing.
  { table: 'workspaces', resource: 'account', workspace: 'id', columns: WORKSPACE_SHOWN },
  { table: 'workspaces', resource: 'account', workspace: ALL_KEYS, events: ['update', 'delete'], columns: WORKSPACE_SHOWN },
  { table: 'api_keys', resource: 'account', workspace: 'workspace_id' },
  // A key's last use is no news to other processes' kept keys (/me reads it from the store).
  { table: 'api_keys', resource: 'account', workspace: ALL_KEYS, events: ['update', 'delete'], columns: ['revoked_at', 'scopes', 'name', 'key_hash', 'workspace_id'] },
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
  // What a webhook's answer shows. The engine locks the row for every attempt it records (`set id = id`) and
  // moves its probe: neither is shown, and bumping on them would put a write of this row in every attempt.
  // Deliveries are not cached: the engine writes them all the time, and on PostgreSQL the version row would
  // join the locks of every claim.
  { table: 'webhooks', resource: 'webhooks', workspace: 'workspace_id', columns: ['url', 'description', 'events', 'status', 'consecutive_failures', 'disabled_at'] },
];

export type Counted = (typeof TABLES)[number];

/** The trigger's name: unique per table, resource and row (a workspace's or the keys'). */
export const triggerName = ({ table, resource, workspace }: Counted): string => `${table}_${resource}${workspace === ALL_KEYS ? '_all' : ''}_version`;
