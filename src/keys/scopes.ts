/** The scopes of docs/contract.md#5-authentication-and-scopes. */
export const SCOPES = [
  'read:profile',
  'read:store',
  'write:store',
  'read:orders',
  'write:orders',
  'read:servers',
  'read:members',
  'read:posts',
  'write:posts',
  'read:analytics',
  'webhooks',
  'read:streams',
  'write:streams',
  'automations',
] as const;

/** One scope name. */
export type Scope = (typeof SCOPES)[number];

/** True when `name` is a scope. */
export function isScope(name: string): name is Scope {
  return (SCOPES as readonly string[]).includes(name);
}

/** What each scope grants, in a line a creator understands, grouped by resource (the dashboard's checkboxes). */
export const SCOPE_GROUPS: readonly { resource: string; scopes: readonly { scope: Scope; grants: string }[] }[] = [
  { resource: 'Profile', scopes: [{ scope: 'read:profile', grants: "list the workspace's public profiles" }] },
  {
    resource: 'Store',
    scopes: [
      { scope: 'read:store', grants: 'list products and read one' },
      { scope: 'write:store', grants: 'create, change and archive products' },
    ],
  },
  {
    resource: 'Orders',
    scopes: [
      { scope: 'read:orders', grants: 'list orders and subscriptions, and read one order with its items' },
      { scope: 'write:orders', grants: 'create, pay and refund orders; cancel subscriptions' },
    ],
  },
  { resource: 'Servers', scopes: [{ scope: 'read:servers', grants: 'list game servers and read their live status' }] },
  { resource: 'Members', scopes: [{ scope: 'read:members', grants: 'list members (display name and role)' }] },
  {
    resource: 'Posts',
    scopes: [
      { scope: 'read:posts', grants: 'list posts and read one' },
      { scope: 'write:posts', grants: 'create draft posts, change and delete posts not yet published' },
    ],
  },
  { resource: 'Analytics', scopes: [{ scope: 'read:analytics', grants: 'read the analytics summary and reports (with their orders as CSV)' }] },
  {
    resource: 'Streams',
    scopes: [
      { scope: 'read:streams', grants: 'list live and past streams' },
      { scope: 'write:streams', grants: 'start and end streams' },
    ],
  },
  { resource: 'Automations', scopes: [{ scope: 'automations', grants: 'list, create, change and delete automations, and read their runs' }] },
  { resource: 'Webhooks', scopes: [{ scope: 'webhooks', grants: 'add, list, delete and enable webhooks; read deliveries, redeliver, recover, send tests, rotate secrets' }] },
];
