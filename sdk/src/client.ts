/** `new CreatorWorkspace({ apiKey })`: one method per operation of the API, named after its operationId. */
import { Paginated, type Page } from './pagination.js';
import type { components, operations } from './schema.js';
import { follow, type StreamOptions } from './streams.js';
import { Transport, type ClientOptions, type RequestOptions } from './transport.js';
import type { WebhookEvent } from './webhooks.js';

type Schemas = components['schemas'];
type OperationId = keyof operations;
/** The query parameters an operation takes. */
export type QueryOf<K extends OperationId> = NonNullable<operations[K]['parameters']['query']>;
/** The JSON body an operation takes. */
export type BodyOf<K extends OperationId> = NonNullable<operations[K]['requestBody']> extends { content: { 'application/json': infer B } } ? B : never;
type Paging = { page?: number; per_page?: number };

const path = (id: number) => encodeURIComponent(String(id));

/** The Creator Workspace API, for one API key. */
export class CreatorWorkspace {
  private readonly transport: Transport;

  constructor(options: ClientOptions) {
    this.transport = new Transport(options);
  }

  private get<T>(url: string, query?: Record<string, string | number | boolean | undefined>): Promise<T> {
    return this.transport.request<T>({ method: 'GET', path: url, query });
  }

  private post<T>(url: string, body: unknown, options?: RequestOptions): Promise<T> {
    return this.transport.request<T>({ method: 'POST', path: url, body, options });
  }

  private patch<T>(url: string, body: unknown): Promise<T> { return this.transport.request<T>({ method: 'PATCH', path: url, body }); }

  private list<T>(url: string, query: Paging & Record<string, string | number | boolean | undefined> = {}): Paginated<T> {
    return new Paginated<T>((page, perPage) => this.get<Page<T>>(url, { ...query, page, per_page: perPage }), query.page ?? 1, query.per_page);
  }

  /** The workspace and key making the call (any key). */
  getMe(): Promise<Schemas['Me']> {
    return this.get('/me');
  }

  /** Creator profiles (`read:profile`). */
  listProfiles(query: QueryOf<'listProfiles'> = {}): Paginated<Schemas['Profile']> {
    return this.list('/profiles', query);
  }

  /** Products on sale, or archived ones with `is_active: false`; `q` searches name and slug (`read:store`). */
  listProducts(query: QueryOf<'listProducts'> = {}): Paginated<Schemas['Product']> {
    return this.list('/products', query);
  }

  /** A product, on sale or archived (`read:store`). */
  getProduct(id: number): Promise<Schemas['Product']> {
    return this.get(`/products/${path(id)}`);
  }

  /** Changes, archives (`is_active: false`) or unarchives a product (`write:store`). */
  updateProduct(id: number, body: BodyOf<'updateProduct'>): Promise<Schemas['Product']> {
    return this.patch(`/products/${path(id)}`, body);
  }

  /** Creates a product (`write:store`). */
  createProduct(body: BodyOf<'createProduct'>, options?: RequestOptions): Promise<Schemas['Product']> {
    return this.post('/products', body, options);
  }

  /** Orders, newest first, optionally in one status, matching `q`, created in [`since`, `until`), after `starting_after` (`read:orders`). */
  listOrders(query: QueryOf<'listOrders'> = {}): Paginated<Schemas['Order']> {
    return this.list('/orders', query);
  }

  /** An order with its items and entitlements (`read:orders`). */
  getOrder(id: number): Promise<Schemas['OrderDetail']> {
    return this.get(`/orders/${path(id)}`);
  }

  /** Creates an order priced from its products; `paid` (the default) grants its items at once (`write:orders`). */
  createOrder(body: BodyOf<'createOrder'>, options?: RequestOptions): Promise<Schemas['OrderDetail']> {
    return this.post('/orders', body, options);
  }

  /** Marks a pending order paid; 409 for any other status (`write:orders`). */
  payOrder(id: number, options?: RequestOptions): Promise<Schemas['OrderDetail']> {
    return this.post(`/orders/${path(id)}/pay`, undefined, options);
  }

  /** Refunds a paid order, revoking its entitlements and canceling its subscriptions; 409 for any other status (`write:orders`). */
  refundOrder(id: number, options?: RequestOptions): Promise<Schemas['OrderDetail']> {
    return this.post(`/orders/${path(id)}/refund`, undefined, options);
  }

  /** Streams, newest first, optionally live or ended (`read:streams`). */
  listStreams(query: QueryOf<'listStreams'> = {}): Paginated<Schemas['Stream']> {
    return this.list('/streams', query);
  }

  /** Starts a stream, raising stream.started (`write:streams`). */
  startStream(body: BodyOf<'startStream'>, options?: RequestOptions): Promise<Schemas['Stream']> {
    return this.post('/streams', body, options);
  }

  /** Ends a live stream, raising stream.ended; 409 when it has ended (`write:streams`). */
  endStream(id: number, options?: RequestOptions): Promise<Schemas['Stream']> {
    return this.post(`/streams/${path(id)}/end`, undefined, options);
  }

  /** Reports, oldest first, optionally of one period (`read:analytics`). */
  listReports(query: QueryOf<'listReports'> = {}): Paginated<Schemas['Report']> {
    return this.list('/reports', query);
  }

  /** A report: the analytics summary of its period (`read:analytics`). */
  getReport(id: number): Promise<Schemas['Report']> {
    return this.get(`/reports/${path(id)}`);
  }

  /** The orders of a report's period as RFC 4180 CSV text (`read:analytics`). */
  getReportOrdersCsv(id: number): Promise<string> {
    return this.transport.request<string>({ method: 'GET', path: `/reports/${path(id)}/orders.csv`, text: true });
  }

  /** Automations (`automations`). */
  listAutomations(query: QueryOf<'listAutomations'> = {}): Paginated<Schemas['Automation']> {
    return this.list('/automations', query);
  }

  /** Creates an automation; it runs for events raised from now on (`automations`). */
  createAutomation(body: BodyOf<'createAutomation'>, options?: RequestOptions): Promise<Schemas['Automation']> {
    return this.post('/automations', body, options);
  }

  /** An automation (`automations`). */
  getAutomation(id: number): Promise<Schemas['Automation']> {
    return this.get(`/automations/${path(id)}`);
  }

  /** Changes an automation's fields (`automations`). */
  updateAutomation(id: number, body: BodyOf<'updateAutomation'>): Promise<Schemas['Automation']> {
    return this.transport.request({ method: 'PATCH', path: `/automations/${path(id)}`, body });
  }

  /** Deletes an automation and its runs (`automations`). */
  deleteAutomation(id: number): Promise<Schemas['Deleted']> {
    return this.transport.request({ method: 'DELETE', path: `/automations/${path(id)}` });
  }

  /** An automation's runs, oldest first (`automations`). */
  listAutomationRuns(id: number, query: QueryOf<'listAutomationRuns'> = {}): Paginated<Schemas['AutomationRunRecord']> {
    return this.list(`/automations/${path(id)}/runs`, query);
  }

  /** Subscriptions, oldest first, optionally in one status (`read:orders`). */
  listSubscriptions(query: QueryOf<'listSubscriptions'> = {}): Paginated<Schemas['Subscription']> {
    return this.list('/subscriptions', query);
  }

  /** Cancels an active subscription and revokes its access; the order stays paid (`write:orders`). */
  cancelSubscription(id: number, options?: RequestOptions): Promise<Schemas['Subscription']> {
    return this.post(`/subscriptions/${path(id)}/cancel`, undefined, options);
  }

  /** Game servers (`read:servers`). */
  listServers(query: QueryOf<'listServers'> = {}): Paginated<Schemas['Server']> {
    return this.list('/servers', query);
  }

  /** A game server's public live status (`read:servers`). */
  getServerStatus(id: number): Promise<Schemas['ServerStatus']> {
    return this.get(`/servers/${path(id)}/status`);
  }

  /** Members, as they chose to show themselves (`read:members`). */
  listMembers(query: QueryOf<'listMembers'> = {}): Paginated<Schemas['Member']> {
    return this.list('/members', query);
  }

  /** Posts, newest first, optionally in one status or matching `q` in title or body (`read:posts`). */
  listPosts(query: QueryOf<'listPosts'> = {}): Paginated<Schemas['Post']> {
    return this.list('/posts', query);
  }

  /** A post (`read:posts`). */
  getPost(id: number): Promise<Schemas['Post']> {
    return this.get(`/posts/${path(id)}`);
  }

  /** Changes a post not yet published; `scheduled_at: null` takes it back to the drafts (`write:posts`). */
  updatePost(id: number, body: BodyOf<'updatePost'>): Promise<Schemas['Post']> {
    return this.patch(`/posts/${path(id)}`, body);
  }

  /** Deletes a post not yet published (`write:posts`). */
  deletePost(id: number): Promise<Schemas['Deleted']> {
    return this.transport.request({ method: 'DELETE', path: `/posts/${path(id)}` });
  }

  /** Creates a draft post (`write:posts`). */
  createPost(body: BodyOf<'createPost'>, options?: RequestOptions): Promise<Schemas['Post']> {
    return this.post('/posts', body, options);
  }

  /** Revenue, orders, subscribers, audience and daily figures over `days` (`read:analytics`). */
  getAnalyticsSummary(query: QueryOf<'getAnalyticsSummary'> = {}): Promise<Schemas['AnalyticsSummary']> {
    return this.get('/analytics/summary', query);
  }

  /** Every webhook of the workspace (`webhooks`). */
  listWebhooks(): Paginated<Schemas['Webhook']> {
    return this.list('/webhooks');
  }

  /** Registers a webhook; the answer shows its secret this once (`webhooks`). */
  createWebhook(body: BodyOf<'createWebhook'>, options?: RequestOptions): Promise<Schemas['RegisteredWebhook']> {
    return this.post('/webhooks', body, options);
  }

  /** A webhook, never its secret (`webhooks`). */
  getWebhook(id: number): Promise<Schemas['Webhook']> {
    return this.get(`/webhooks/${path(id)}`);
  }

  /** Changes a webhook's URL, events or description; its secret and delivery log are kept (`webhooks`). */
  updateWebhook(id: number, body: BodyOf<'updateWebhook'>): Promise<Schemas['Webhook']> {
    return this.patch(`/webhooks/${path(id)}`, body);
  }

  /** The event types: what causes each, the schema of its data and an example body (any key). */
  listEventTypes(): Promise<Schemas['EventTypeList']> {
    return this.get('/event-types');
  }

  /** Deletes a webhook; its pending deliveries are canceled (`webhooks`). */
  deleteWebhook(id: number): Promise<Schemas['Deleted']> {
    return this.transport.request({ method: 'DELETE', path: `/webhooks/${path(id)}` });
  }

  /** Re-enables a disabled webhook and resumes its held deliveries (`webhooks`). */
  enableWebhook(id: number, options?: RequestOptions): Promise<Schemas['Webhook']> {
    return this.post(`/webhooks/${path(id)}/enable`, undefined, options);
  }

  /** A webhook's deliveries, newest first, optionally in one status (`webhooks`). */
  listDeliveries(id: number, query: QueryOf<'listDeliveries'> = {}): Paginated<Schemas['Delivery']> {
    return this.list(`/webhooks/${path(id)}/deliveries`, query);
  }

  /** A delivery with every attempt (`webhooks`). */
  getDelivery(id: number, deliveryId: string): Promise<Schemas['DeliveryDetail']> {
    return this.get(`/webhooks/${path(id)}/deliveries/${encodeURIComponent(deliveryId)}`);
  }

  /** Sends a delivery again now: same delivery id, one extra attempt (`webhooks`). */
  redeliverDelivery(id: number, deliveryId: string, options?: RequestOptions): Promise<Schemas['Delivery']> {
    return this.post(`/webhooks/${path(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`, undefined, options);
  }

  /** Makes every failed delivery of a time window due again (`webhooks`). */
  recoverDeliveries(id: number, body: BodyOf<'recoverDeliveries'>, options?: RequestOptions): Promise<Schemas['Recovered']> {
    return this.post(`/webhooks/${path(id)}/recover`, body, options);
  }

  /** The workspace's events as they happen, each once and in order; reconnects and resumes by itself (`webhooks`). */
  async *streamEvents(query: QueryOf<'streamEvents'> = {}, options: StreamOptions = {}): AsyncGenerator<WebhookEvent> {
    for await (const m of follow((last) => this.transport.open('/events/stream', query, last, options.signal), options)) if (m.event !== 'ready') yield JSON.parse(m.data) as WebhookEvent;
  }

  /** A server's live status now and at each change, at most once a second; reconnects by itself (`read:servers`). */
  async *streamServerStatus(id: number, options: StreamOptions = {}): AsyncGenerator<Schemas['ServerStatus']> {
    for await (const m of follow((last) => this.transport.open(`/servers/${path(id)}/status/stream`, {}, last, options.signal), options)) if (m.event === 'status') yield JSON.parse(m.data) as Schemas['ServerStatus'];
  }

  /** Sends a sample of an event now, marked X-Service-Test: true (`webhooks`). */
  sendTestEvent(id: number, body: BodyOf<'sendTestEvent'>, options?: RequestOptions): Promise<Schemas['Delivery']> {
    return this.post(`/webhooks/${path(id)}/test`, body, options);
  }

  /**
   * Test mode, with a test key (`cwk_test_…`) only: raises an event in the workspace's test twin by its real cause
   * (`order.paid` sells a sample order) and answers with every event that cause raised. A live key gets 404.
   */
  triggerEvent(body: BodyOf<'triggerEvent'>, options?: RequestOptions): Promise<Schemas['Triggered']> {
    return this.post('/test/events', body, options);
  }

  /** Test mode, with a test key only: moves a test server online (with a player count) or offline, raising its events. */
  moveTestServer(id: number, body: BodyOf<'moveTestServer'>, options?: RequestOptions): Promise<Schemas['ServerStatus']> {
    return this.post(`/test/servers/${path(id)}/status`, body, options);
  }

  /** Rotates the signing secret; the previous one keeps signing for the overlap (`webhooks`). */
  rotateWebhookSecret(id: number, body: BodyOf<'rotateWebhookSecret'> = {}, options?: RequestOptions): Promise<Schemas['RotatedSecret']> {
    return this.post(`/webhooks/${path(id)}/rotate-secret`, body, options);
  }
}

/** The operationIds this client has a method for: the compiler checks it names every operation of the document. */
export const OPERATION_IDS = [
  'getMe', 'listProfiles', 'listProducts', 'createProduct', 'listOrders', 'getOrder', 'createOrder', 'payOrder', 'refundOrder', 'listSubscriptions',
  'cancelSubscription', 'listStreams', 'startStream', 'endStream', 'listReports', 'getReport', 'getReportOrdersCsv', 'listAutomations', 'createAutomation',
  'getAutomation', 'updateAutomation', 'deleteAutomation', 'listAutomationRuns', 'listServers', 'getServerStatus', 'listMembers', 'createPost',
  'getAnalyticsSummary', 'listWebhooks', 'createWebhook', 'deleteWebhook', 'enableWebhook', 'listDeliveries', 'getDelivery', 'redeliverDelivery',
  'recoverDeliveries', 'sendTestEvent', 'rotateWebhookSecret', 'getProduct', 'updateProduct', 'listPosts', 'getPost', 'updatePost', 'deletePost',
  'getWebhook', 'updateWebhook', 'listEventTypes', 'streamEvents', 'streamServerStatus', 'triggerEvent', 'moveTestServer',
] as const satisfies readonly (OperationId & keyof CreatorWorkspace)[];

// Every operation of the document is in the list (a new operation without a method fails to compile here);
// the `on…` operations are the events of the webhooks section, which the API sends rather than serves.
type Missing = Exclude<OperationId, (typeof OPERATION_IDS)[number] | `on${string}`>;
export const EVERY_OPERATION_HAS_A_METHOD: [Missing] extends [never] ? true : Missing = true;
