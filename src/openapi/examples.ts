/** One example per named component of the document: realistic values a reader can copy. */
import { EVENT_TYPES } from './event-type-routes.js';
import { SAMPLE_DATA } from '../webhooks/samples.js';

const AT = '2026-01-15 12:00:00';
const META = { page: 1, per_page: 25, total: 1, pages: 1 };
const list = (item: unknown) => ({ data: [item], meta: META });

const PRODUCT = {
  id: 301,
  name: 'VIP Rank',
  slug: 'vip-rank',
  description: 'Coloured name, /fly in the lobby and a monthly crate.',
  kind: 'recurring',
  price_cents: 999,
  currency: 'USD',
  interval: 'month',
  deliverables: [{ type: 'role', label: 'Discord role', value: 'VIP' }],
  is_active: true,
  sku: 'VIP-M',
  created_at: AT,
  updated_at: AT,
};
const ORDER_DETAIL = SAMPLE_DATA['order.paid'] as Record<string, unknown>;
const { items: ITEMS, entitlements: ENTITLEMENTS, ...ORDER } = ORDER_DETAIL as { items: unknown[]; entitlements: unknown[] };
const SUBSCRIPTION = { id: 88, product_id: 301, order_id: 1042, customer_email: 'steve@customers.example', status: 'active', started_at: AT, canceled_at: null };
const AUTOMATION = { id: 91, name: 'Bundle: VIP gets the map pack', enabled: true, trigger: { event: 'order.paid', product_id: 301 }, action: { type: 'grant_entitlement', product_id: 302 }, created_at: AT, updated_at: AT };
const RUN = { id: 5, ...(SAMPLE_DATA['automation.run'] as object), created_at: AT };
const POST = { ...(SAMPLE_DATA['post.published'] as object), media: ['https://cdn.example.com/patch-notes.png'] };
const SERVER = SAMPLE_DATA['server.online'];
const WEBHOOK = { id: 7, url: 'https://bot.example.com/hooks/creator', description: 'Store bot: grants ranks on payment', events: ['order.paid', 'post.published'], status: 'enabled', consecutive_failures: 0, disabled_at: null, created_at: AT };
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwIH7Fs2cDNWk=';
const DELIVERY = { id: 'msg_2fQ8cKbV3xN7pL0rT5wYz1Hd', livemode: true, event_id: 1201, event: 'order.paid', status: 'succeeded', attempts: 1, created_at: AT, last_attempt_at: AT, next_attempt_at: null, last_status_code: 200 };
const ATTEMPT = { attempt: 1, attempted_at: AT, status_code: 200, error: null, duration_ms: 87, response_body: '{"ok":true}', retry_after: null };
const DAY = { date: '2026-01-15', orders: 3, new_subscribers: 1, new_members: 4, revenue: [{ currency: 'USD', net_cents: 2997 }] };

/** Components whose example is made from today's date (marked `x-dated-example` in the document). */
export const DATED_EXAMPLES: ReadonlySet<string> = new Set(['RecoverRequest']);

/** Examples by component name. */
export const COMPONENT_EXAMPLES: Record<string, unknown> = {
  Me: {
    livemode: true,
    workspace: { id: 1, slug: 'demo', name: 'Demo Creator', currency: 'USD' },
    key: { id: 3, name: 'Store bot', prefix: 'cwk_4Hq7pZ2x', scopes: ['read:store', 'write:store'], created_at: AT, last_used_at: AT },
  },
  TriggerRequest: { event: 'order.paid' },
  Triggered: { event: 'order.paid', events: [{ id: 1201, event: 'order.paid' }, { id: 1202, event: 'entitlement.granted' }] },
  RaisedByTrigger: { id: 1201, event: 'order.paid' },
  MoveTestServer: { status: 'online', players: 12 },
  Profile: { id: 1, handle: 'demo', display_name: 'Demo Creator', bio: 'Survival servers and Friday build streams.', avatar_url: 'https://cdn.example.com/avatar.png', website_url: 'https://demo.example.com', created_at: AT },
  Deliverable: { type: 'role', label: 'Discord role', value: 'VIP' },
  Product: PRODUCT,
  // Request examples work as they are on a fresh `npm start` (test/openapi/document-examples.test.ts): demo product 2 is
  // the VIP Rank, 8 the Map Pack, and the demo already has a `vip-rank`.
  CreateProduct: {
    name: 'VIP Rank Plus',
    price_cents: 999,
    slug: 'vip-rank-plus',
    description: 'Coloured name, /fly in the lobby and a monthly crate.',
    kind: 'recurring',
    currency: 'USD',
    interval: 'month',
    deliverables: [{ type: 'role', label: 'Discord role', value: 'VIP' }],
    is_active: true,
    sku: 'VIP-PLUS-M',
  },
  Subscription: SUBSCRIPTION,
  SubscriptionList: list(SUBSCRIPTION),
  CreateOrder: { customer_email: 'steve@customers.example', items: [{ product_id: 2, quantity: 1 }], status: 'paid' },
  NewOrderItem: { product_id: 301, quantity: 1 },
  EntitlementChange: SAMPLE_DATA['entitlement.granted'],
  Stream: SAMPLE_DATA['stream.started'],
  StreamList: list(SAMPLE_DATA['stream.started']),
  StartStream: { title: 'Friday build stream', platform: 'twitch', url: 'https://twitch.tv/democreator' },
  AutomationRun: SAMPLE_DATA['automation.run'],
  AutomationRunRecord: RUN,
  AutomationRunRecordList: list(RUN),
  Automation: AUTOMATION,
  AutomationList: list(AUTOMATION),
  CreateAutomation: { name: 'Bundle: VIP gets the map pack', enabled: true, trigger: { event: 'order.paid', product_id: 2 }, action: { type: 'grant_entitlement', product_id: 8 } },
  UpdateAutomation: { enabled: false },
  Trigger: { event: 'order.paid', product_id: 301 },
  Action: { type: 'grant_entitlement', product_id: 302 },
  Report: SAMPLE_DATA['report.created'],
  ReportList: list(SAMPLE_DATA['report.created']),
  Order: ORDER,
  OrderItem: ITEMS[0],
  Entitlement: ENTITLEMENTS[0],
  OrderDetail: ORDER_DETAIL,
  Server: SERVER,
  Zone: { name: 'spawn', players: 12 },
  ServerStatus: { server_id: 61, status: 'online', players_online: 20, max_players: 64, last_heartbeat_at: AT, zones: [{ name: 'spawn', players: 10 }], zone_min_count: 5, livemode: true },
  Member: { display_name: 'Ada Builder', role: 'moderator' },
  Post: POST,
  CreatePost: { title: 'Patch notes', body: 'The arena is fixed.', scheduled_at: '2030-01-16T18:00:00Z', media: ['https://cdn.example.com/patch-notes.png'] },
  AnalyticsSummary: {
    days: 1,
    from: '2026-01-15',
    to: '2026-01-15',
    revenue: [{ currency: 'USD', gross_cents: 2997, refunded_cents: 0, net_cents: 2997 }],
    orders: { total: 3, paid: 3, refunded: 0 },
    subscribers: { active: 41, new: 1, canceled: 0 },
    audience: { members: 512, new_members: 4 },
    daily: [DAY],
  },
  Webhook: WEBHOOK,
  RegisteredWebhook: { ...WEBHOOK, secret: SECRET },
  CreateWebhook: { url: 'https://bot.example.com/hooks/creator', events: ['order.paid', 'post.published'], description: 'Store bot: grants ranks on payment' },
  UpdateWebhook: { url: 'https://bot.example.com/hooks/creator-v2', events: ['order.paid', 'order.refunded'], description: 'Store bot v2: ranks and refunds' },
  UpdateProduct: {
    name: 'VIP Rank (season 2)',
    price_cents: 1299,
    slug: 'vip-rank-season-2',
    description: 'Coloured name, /fly in the lobby and two monthly crates.',
    kind: 'recurring',
    currency: 'USD',
    interval: 'month',
    deliverables: [{ type: 'role', label: 'Discord role', value: 'VIP' }],
    is_active: true,
    sku: 'VIP-S2',
  },
  UpdatePost: { title: 'Patch notes, corrected', body: 'The arena is fixed, and so is the lobby.', scheduled_at: '2030-12-31T18:00:00Z', media: ['https://cdn.example.com/patch-notes.png'] },
  PostList: list(POST),
  EventType: EVENT_TYPES[0],
  EventTypeList: { data: [EVENT_TYPES[0]], meta: { page: 1, per_page: 14, total: 14, pages: 1 } },
  Deleted: { id: 7, deleted: true },
  Delivery: DELIVERY,
  Attempt: ATTEMPT,
  DeliveryDetail: { ...DELIVERY, attempts: [ATTEMPT] },
  // Within the retention whenever the document is built: the failed deliveries of today (UTC).
  get RecoverRequest() {
    const day = (offset: number) => `${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`;
    return { since: day(0), until: day(1) };
  },
  TestEventRequest: { event: 'order.paid' },
  RotateSecretRequest: { previous_valid_seconds: 86_400 },
  RotatedSecret: { id: 7, secret: SECRET },
  Recovered: { recovered: 12 },
  PageMeta: META,
  Error: { error: 'not_found', message: 'Not found.' },
  ValidationError: { error: 'validation_failed', message: 'The request is invalid.', errors: { price_cents: ['must be >= 0'] } },
  Heartbeat: { players: [{ id: 'steve', x: 12.5, y: 64, z: -30.25 }], max_players: 64 },
  ProductList: list(PRODUCT),
  OrderList: list(ORDER),
  ServerList: list(SERVER),
  MemberList: list({ display_name: 'Ada Builder', role: 'moderator' }),
  WebhookList: list(WEBHOOK),
  DeliveryList: list(DELIVERY),
  ProfileList: list({ id: 1, handle: 'demo', display_name: 'Demo Creator', bio: null, avatar_url: null, website_url: null, created_at: AT }),
};
