/** Each operation of docs/contract.md#4-endpoints, with what it needs to succeed: the table shared suites run over. */
import type { Scope } from '../../src/keys/scopes.js';

/** Ids of resources that exist in one tenant. */
export interface Ids {
  order: number;
  server: number;
  webhook: number;
  /** A delivery of that webhook. */
  delivery: string;
  /** A pending order (to pay), a paid one (to refund) and an active subscription (to cancel); default: `order`. */
  pendingOrder?: number;
  paidOrder?: number;
  subscription?: number;
  /** A live stream (to end), a report and an automation of the tenant; default: `order`. */
  stream?: number;
  report?: number;
  automation?: number;
  /** A product and an unpublished post of the tenant; default: `order`. */
  product?: number;
  post?: number;
}

/** One operation. */
export interface Op {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly url: (ids: Ids) => string;
  readonly scope: Scope | null;
  readonly body?: () => unknown;
  /** True when the url names a resource by id. */
  readonly byId?: boolean;
  /** A Server-Sent Events stream: its 200 stays open (read its head, then close it). */
  readonly stream?: boolean;
  /** Test keys only (test mode): a live key gets 404; suites call it with the test twin's key and ids. */
  readonly testOnly?: boolean;
}

let n = 0;
/** The active product POST /orders sells: set by the suite from its tenant's products. */
let productForOrders = 1;

/** Sets the product POST /orders sells in {@link OPERATIONS}. */
export function sellProduct(id: number): void {
  productForOrders = id;
}

/** Every operation of the API: the 15 first ones, the 6 webhook operations, the 5 store operations (docs/concepts.md), the 12 of streams, reports and automations (docs/webhooks.md) the 9 that make resources whole (read back, change, search; docs/concepts.md), the 2 live streams (docs/live-status.md) and the 2 of test mode (docs/concepts.md#test-mode). */
export const OPERATIONS: readonly Op[] = [
  { name: 'GET /me', method: 'GET', url: () => '/api/v1/me', scope: null },
  { name: 'GET /profiles', method: 'GET', url: () => '/api/v1/profiles', scope: 'read:profile' },
  { name: 'GET /products', method: 'GET', url: () => '/api/v1/products', scope: 'read:store' },
  { name: 'GET /products/{id}', method: 'GET', url: (ids) => `/api/v1/products/${ids.product ?? ids.order}`, scope: 'read:store', byId: true },
  { name: 'PATCH /products/{id}', method: 'PATCH', url: (ids) => `/api/v1/products/${ids.product ?? ids.order}`, scope: 'write:store', byId: true, body: () => ({ description: `Changed ${(n += 1)}` }) },
  { name: 'POST /products', method: 'POST', url: () => '/api/v1/products', scope: 'write:store', body: () => ({ name: `Thing ${(n += 1)}`, price_cents: 100 }) },
  { name: 'GET /orders', method: 'GET', url: () => '/api/v1/orders', scope: 'read:orders' },
  { name: 'GET /orders/{id}', method: 'GET', url: (ids) => `/api/v1/orders/${ids.order}`, scope: 'read:orders', byId: true },
  {
    name: 'POST /orders',
    method: 'POST',
    url: () => '/api/v1/orders',
    scope: 'write:orders',
    body: () => ({ customer_email: `buyer${(n += 1)}@customers.example`, items: [{ product_id: productForOrders, quantity: 1 }] }),
  },
  { name: 'POST /orders/{id}/pay', method: 'POST', url: (ids) => `/api/v1/orders/${ids.pendingOrder ?? ids.order}/pay`, scope: 'write:orders', byId: true },
  { name: 'POST /orders/{id}/refund', method: 'POST', url: (ids) => `/api/v1/orders/${ids.paidOrder ?? ids.order}/refund`, scope: 'write:orders', byId: true },
  { name: 'GET /subscriptions', method: 'GET', url: () => '/api/v1/subscriptions', scope: 'read:orders' },
  { name: 'POST /subscriptions/{id}/cancel', method: 'POST', url: (ids) => `/api/v1/subscriptions/${ids.subscription ?? ids.order}/cancel`, scope: 'write:orders', byId: true },
  { name: 'GET /streams', method: 'GET', url: () => '/api/v1/streams', scope: 'read:streams' },
  { name: 'POST /streams', method: 'POST', url: () => '/api/v1/streams', scope: 'write:streams', body: () => ({ title: `Stream ${(n += 1)}`, platform: 'twitch' }) },
  { name: 'POST /streams/{id}/end', method: 'POST', url: (ids) => `/api/v1/streams/${ids.stream ?? ids.order}/end`, scope: 'write:streams', byId: true },
  { name: 'GET /reports', method: 'GET', url: () => '/api/v1/reports', scope: 'read:analytics' },
  { name: 'GET /reports/{id}', method: 'GET', url: (ids) => `/api/v1/reports/${ids.report ?? ids.order}`, scope: 'read:analytics', byId: true },
  { name: 'GET /reports/{id}/orders.csv', method: 'GET', url: (ids) => `/api/v1/reports/${ids.report ?? ids.order}/orders.csv`, scope: 'read:analytics', byId: true },
  { name: 'GET /automations', method: 'GET', url: () => '/api/v1/automations', scope: 'automations' },
  {
    name: 'POST /automations',
    method: 'POST',
    url: () => '/api/v1/automations',
    scope: 'automations',
    body: () => ({ name: `Rule ${(n += 1)}`, trigger: { event: 'member.joined' }, action: { type: 'notify', message: 'Someone joined' } }),
  },
  { name: 'GET /automations/{id}', method: 'GET', url: (ids) => `/api/v1/automations/${ids.automation ?? ids.order}`, scope: 'automations', byId: true },
  { name: 'PATCH /automations/{id}', method: 'PATCH', url: (ids) => `/api/v1/automations/${ids.automation ?? ids.order}`, scope: 'automations', byId: true, body: () => ({ name: `Renamed ${(n += 1)}` }) },
  { name: 'DELETE /automations/{id}', method: 'DELETE', url: (ids) => `/api/v1/automations/${ids.automation ?? ids.order}`, scope: 'automations', byId: true },
  { name: 'GET /automations/{id}/runs', method: 'GET', url: (ids) => `/api/v1/automations/${ids.automation ?? ids.order}/runs`, scope: 'automations', byId: true },
  { name: 'GET /servers', method: 'GET', url: () => '/api/v1/servers', scope: 'read:servers' },
  { name: 'GET /servers/{id}/status', method: 'GET', url: (ids) => `/api/v1/servers/${ids.server}/status`, scope: 'read:servers', byId: true },
  { name: 'GET /servers/{id}/status/stream', method: 'GET', url: (ids) => `/api/v1/servers/${ids.server}/status/stream`, scope: 'read:servers', byId: true, stream: true },
  { name: 'GET /events/stream', method: 'GET', url: () => '/api/v1/events/stream', scope: 'webhooks', stream: true },
  { name: 'GET /members', method: 'GET', url: () => '/api/v1/members', scope: 'read:members' },
  { name: 'GET /posts', method: 'GET', url: () => '/api/v1/posts', scope: 'read:posts' },
  { name: 'POST /posts', method: 'POST', url: () => '/api/v1/posts', scope: 'write:posts', body: () => ({ body: 'Hello' }) },
  { name: 'GET /posts/{id}', method: 'GET', url: (ids) => `/api/v1/posts/${ids.post ?? ids.order}`, scope: 'read:posts', byId: true },
  { name: 'PATCH /posts/{id}', method: 'PATCH', url: (ids) => `/api/v1/posts/${ids.post ?? ids.order}`, scope: 'write:posts', byId: true, body: () => ({ title: `Title ${(n += 1)}` }) },
  { name: 'DELETE /posts/{id}', method: 'DELETE', url: (ids) => `/api/v1/posts/${ids.post ?? ids.order}`, scope: 'write:posts', byId: true },
  { name: 'GET /analytics/summary', method: 'GET', url: () => '/api/v1/analytics/summary', scope: 'read:analytics' },
  { name: 'GET /webhooks', method: 'GET', url: () => '/api/v1/webhooks', scope: 'webhooks' },
  { name: 'POST /webhooks', method: 'POST', url: () => '/api/v1/webhooks', scope: 'webhooks', body: () => ({ url: 'https://hooks.example.com/in', events: ['order.paid'] }) },
  { name: 'GET /webhooks/{id}', method: 'GET', url: (ids) => `/api/v1/webhooks/${ids.webhook}`, scope: 'webhooks', byId: true },
  { name: 'PATCH /webhooks/{id}', method: 'PATCH', url: (ids) => `/api/v1/webhooks/${ids.webhook}`, scope: 'webhooks', byId: true, body: () => ({ description: `Bot ${(n += 1)}` }) },
  { name: 'GET /event-types', method: 'GET', url: () => '/api/v1/event-types', scope: null },
  { name: 'DELETE /webhooks/{id}', method: 'DELETE', url: (ids) => `/api/v1/webhooks/${ids.webhook}`, scope: 'webhooks', byId: true },
  { name: 'POST /webhooks/{id}/enable', method: 'POST', url: (ids) => `/api/v1/webhooks/${ids.webhook}/enable`, scope: 'webhooks', byId: true },
  { name: 'GET /webhooks/{id}/deliveries', method: 'GET', url: (ids) => `/api/v1/webhooks/${ids.webhook}/deliveries`, scope: 'webhooks', byId: true },
  { name: 'GET /webhooks/{id}/deliveries/{delivery_id}', method: 'GET', url: (ids) => `/api/v1/webhooks/${ids.webhook}/deliveries/${ids.delivery}`, scope: 'webhooks', byId: true },
  {
    name: 'POST /webhooks/{id}/deliveries/{delivery_id}/redeliver',
    method: 'POST',
    url: (ids) => `/api/v1/webhooks/${ids.webhook}/deliveries/${ids.delivery}/redeliver`,
    scope: 'webhooks',
    byId: true,
  },
  { name: 'POST /webhooks/{id}/recover', method: 'POST', url: (ids) => `/api/v1/webhooks/${ids.webhook}/recover`, scope: 'webhooks', byId: true, body: () => ({ since: new Date(Date.now() - 3_600_000).toISOString() }) },
  { name: 'POST /webhooks/{id}/test', method: 'POST', url: (ids) => `/api/v1/webhooks/${ids.webhook}/test`, scope: 'webhooks', byId: true, body: () => ({ event: 'order.paid' }) },
  { name: 'POST /webhooks/{id}/rotate-secret', method: 'POST', url: (ids) => `/api/v1/webhooks/${ids.webhook}/rotate-secret`, scope: 'webhooks', byId: true, body: () => ({}) },
  { name: 'POST /test/events', method: 'POST', url: () => '/api/v1/test/events', scope: null, testOnly: true, body: () => ({ event: 'order.paid' }) },
  { name: 'POST /test/servers/{id}/status', method: 'POST', url: (ids) => `/api/v1/test/servers/${ids.server}/status`, scope: null, testOnly: true, byId: true, body: () => ({ status: 'online', players: 3 }) },
];
