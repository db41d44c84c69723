/** bench:mixed's request schedule: every GET operation with varied pages, filters and real ids, 2 % writes, rotating keys. */
import type { PreparedWorkspace } from './mixed-prepare.js';

/** How requests are grouped in the report. */
export const FAMILIES = [
  'me',
  'products list',
  'product detail',
  'orders list',
  'order detail',
  'posts list',
  'post detail',
  'servers',
  'status',
  'analytics',
  'members',
  'other',
  'writes',
] as const;
export type Family = (typeof FAMILIES)[number];

/** One GET of the schedule. */
export interface Read {
  readonly family: Family;
  /** The operation, ids replaced: `GET /products/{id}`. */
  readonly route: string;
  /** Path and query under the host. */
  readonly path: string;
  /** Index of its workspace. */
  readonly workspace: number;
}

/** One request as sent. */
export interface Shot {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly key: string;
  readonly body: string | undefined;
  readonly family: Family;
  readonly route: string;
}

/** Every WRITE_EVERY-th request is a write (2 %). */
export const WRITE_EVERY = 50;
export const API = '/api/v1';

/** The time `days` ago, RFC 3339 to the second. */
const daysAgo = (days: number): string => `${new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 19)}Z`;

/** `count` items spread evenly over `list` (all of them when it is shorter). */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)] as T);
}

/** The GETs of one workspace (about 85): every read operation of the API, with varied pages, filters and ids. */
export function readsOf(w: PreparedWorkspace, index: number): Read[] {
  const reads: Read[] = [];
  const add = (family: Family, route: string, paths: readonly string[]) => {
    for (const path of paths) reads.push({ family, route: `GET ${route}`, path: `${API}${path}`, workspace: index });
  };
  add('me', '/me', ['/me', '/me', '/me']);
  add('other', '/profiles', ['/profiles']);
  add('products list', '/products', ['/products', '/products?per_page=10', '/products?page=2&per_page=10', '/products?page=3&per_page=10', '/products?per_page=100', '/products?page=2']);
  // Added while this bench was written (the archived list, searches, the detail routes): 404/422 before they land.
  add('products list', '/products?is_active=false', ['/products?is_active=false', '/products?is_active=false&per_page=10']);
  add('products list', '/products?q=', ['/products?q=rank']);
  add('product detail', '/products/{id}', [...spread(w.activeProductIds, 5), ...spread(w.archivedProductIds, 1)].map((id) => `/products/${id}`));
  const cursor = w.orderIds[24] ?? w.orderIds[w.orderIds.length - 1] ?? 1;
  add('orders list', '/orders', [
    '/orders',
    '/orders?page=2',
    '/orders?page=6',
    '/orders?per_page=10',
    '/orders?page=4&per_page=10',
    '/orders?per_page=100',
    '/orders?status=paid',
    '/orders?status=paid&page=2',
    '/orders?status=pending',
    '/orders?status=refunded',
    '/orders?status=canceled',
    `/orders?starting_after=${cursor}`,
  ]);
  add('orders list', '/orders?q=', ['/orders?q=ana', '/orders?q=CW-10&per_page=10']);
  add('orders list', '/orders?since=', [`/orders?since=${daysAgo(30)}`, `/orders?since=${daysAgo(30)}&until=${daysAgo(7)}&status=paid`]);
  add('order detail', '/orders/{id}', spread(w.orderIds, 8).map((id) => `/orders/${id}`));
  add('other', '/subscriptions', ['/subscriptions', '/subscriptions?status=active', '/subscriptions?status=canceled&per_page=10']);
  add('servers', '/servers', ['/servers', '/servers?per_page=2']);
  add('status', '/servers/{id}/status', w.serverIds.map((id) => `/servers/${id}/status`));
  add('members', '/members', ['/members', '/members?per_page=10', '/members?page=3&per_page=10']);
  add('members', '/members?q=', ['/members?q=alex']);
  add('posts list', '/posts', ['/posts', '/posts?status=draft', '/posts?status=published', '/posts?per_page=2&page=2']);
  add('posts list', '/posts?q=', ['/posts?q=patch']);
  add('post detail', '/posts/{id}', spread(w.postIds, 4).map((id) => `/posts/${id}`));
  add('analytics', '/analytics/summary', ['/analytics/summary', '/analytics/summary?days=7', '/analytics/summary?days=30', '/analytics/summary?days=90']);
  add('other', '/streams', ['/streams', '/streams?status=live']);
  add('other', '/reports', ['/reports', '/reports?period=custom']);
  add('other', '/reports/{id}', spread(w.reportIds, 1).map((id) => `/reports/${id}`));
  add('other', '/reports/{id}/orders.csv', spread(w.reportIds, 1).map((id) => `/reports/${id}/orders.csv`));
  add('other', '/automations', ['/automations']);
  add('other', '/automations/{id}', spread(w.automationIds, 1).map((id) => `/automations/${id}`));
  add('other', '/automations/{id}/runs', spread(w.automationIds, 1).map((id) => `/automations/${id}/runs`));
  add('other', '/webhooks', ['/webhooks']);
  const hook = w.webhookIds[0];
  if (hook !== undefined) {
    add('other', '/webhooks/{id}', [`/webhooks/${hook}`]);
    add('other', '/webhooks/{id}/deliveries', [`/webhooks/${hook}/deliveries`, `/webhooks/${hook}/deliveries?status=succeeded&per_page=10`]);
    add('other', '/webhooks/{id}/deliveries/{delivery_id}', spread(w.deliveryIds, 1).map((id) => `/webhooks/${hook}/deliveries/${id}`));
  }
  return reads;
}

/** A small deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The reads of every workspace in one fixed shuffled order, so no family comes in a run. */
export function scheduleOf(workspaces: readonly PreparedWorkspace[]): Read[] {
  const all = workspaces.flatMap((w, i) => readsOf(w, i));
  const random = prng(20260101);
  for (let i = all.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j] as Read, all[i] as Read];
  }
  return all;
}

/** The product written by request `n` of a phase tagged `tag` (unique name, so a unique slug). */
export const productBody = (tag: string, n: number): string => JSON.stringify({ name: `Mixed ${tag} ${n}`, price_cents: 100 + (n % 9000) });
/** The post written by request `n`. */
export const postBody = (tag: string, n: number): string => JSON.stringify({ title: `Mixed ${tag} ${n}`, body: `A post written under load (${tag}, request ${n}).` });

/**
 * The request sequence, the same for every load generator (bench/mixed-wrk.ts writes it again in Lua): request n
 * (from 1) is a write when n % WRITE_EVERY is 0 — to workspace m % W, a product when ⌊m / W⌋ is even, else a post,
 * with m = n / WRITE_EVERY — and otherwise the next read of the schedule; either uses key n % K of its workspace.
 */
export class Sequence {
  private n = 0;
  private reads = 0;

  constructor(
    private readonly schedule: readonly Read[],
    private readonly keys: readonly (readonly string[])[],
    private readonly tag: string,
  ) {}

  next(): Shot {
    this.n += 1;
    const n = this.n;
    if (n % WRITE_EVERY === 0) {
      const m = n / WRITE_EVERY;
      const keys = this.keys[m % this.keys.length] as readonly string[];
      const key = keys[n % keys.length] as string;
      return Math.floor(m / this.keys.length) % 2 === 0
        ? { method: 'POST', path: `${API}/products`, key, body: productBody(this.tag, n), family: 'writes', route: 'POST /products' }
        : { method: 'POST', path: `${API}/posts`, key, body: postBody(this.tag, n), family: 'writes', route: 'POST /posts' };
    }
    const read = this.schedule[this.reads % this.schedule.length] as Read;
    this.reads += 1;
    const keys = this.keys[read.workspace] as readonly string[];
    return { method: 'GET', path: read.path, key: keys[n % keys.length] as string, body: undefined, family: read.family, route: read.route };
  }
}
