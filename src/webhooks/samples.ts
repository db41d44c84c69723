/** Sample `data` for test deliveries: the same shape each event's real deliveries carry, with made-up values. */
import type { EventName } from './events.js';

const AT = '2026-01-15 12:00:00';
const ORDER = {
  id: 1001,
  number: 'CW-1001',
  status: 'paid',
  customer_email: 'customer@example.com',
  currency: 'USD',
  subtotal_cents: 999,
  total_cents: 999,
  item_count: 1,
  created_at: AT,
  paid_at: AT,
  refunded_at: null as string | null,
  items: [{ id: 2001, product_id: 301, name: 'VIP Rank', quantity: 1, unit_price_cents: 999, total_cents: 999 }],
  entitlements: [{ id: 4001, product_id: 301, status: 'active', granted_at: AT, revoked_at: null as string | null }],
};
const SUBSCRIPTION = { id: 5001, product_id: 301, order_id: 1001, customer_email: 'customer@example.com', status: 'active', started_at: AT, canceled_at: null as string | null };
const SERVER = { id: 61, name: 'Survival EU', game: 'minecraft', address: 'play.example.com:25565', region: 'eu-west', max_players: 64, created_at: AT };
const STREAM = { id: 71, title: 'Friday build stream', platform: 'twitch', url: 'https://twitch.tv/democreator', status: 'live', started_at: AT, ended_at: null as string | null };
const SUMMARY = {
  days: 7,
  from: '2026-01-05',
  to: '2026-01-11',
  revenue: [{ currency: 'USD', gross_cents: 2997, refunded_cents: 0, net_cents: 2997 }],
  orders: { total: 3, paid: 3, refunded: 0 },
  subscribers: { active: 41, new: 1, canceled: 0 },
  audience: { members: 512, new_members: 4 },
  daily: [{ date: '2026-01-05', orders: 3, new_subscribers: 1, new_members: 4, revenue: [{ currency: 'USD', net_cents: 2997 }] }],
};

/** Sample data per event name: the shape each event's real deliveries carry. */
export const SAMPLE_DATA: Record<EventName, unknown> = {
  'order.paid': ORDER,
  'order.refunded': { ...ORDER, status: 'refunded', refunded_at: AT, entitlements: [{ ...ORDER.entitlements[0], status: 'revoked', revoked_at: AT }] },
  'subscription.created': SUBSCRIPTION,
  'subscription.canceled': { ...SUBSCRIPTION, status: 'canceled', canceled_at: AT },
  'entitlement.granted': { ...ORDER.entitlements[0], order_id: 1001 },
  'entitlement.revoked': { ...ORDER.entitlements[0], status: 'revoked', revoked_at: AT, order_id: 1001 },
  'member.joined': { display_name: 'New Fan', role: 'member' },
  'stream.started': STREAM,
  'stream.ended': { ...STREAM, status: 'ended', ended_at: '2026-01-15 14:00:00' },
  'server.online': { ...SERVER, status: 'online' },
  'server.offline': { ...SERVER, status: 'offline' },
  'post.published': { id: 81, title: 'Patch notes', body: 'The arena is fixed.', status: 'published', scheduled_at: null, published_at: AT, media: [], created_at: AT, updated_at: AT },
  'automation.run': { automation_id: 91, trigger_event_id: 1201, action: { type: 'grant_entitlement', product_id: 302 }, outcome: 'succeeded' },
  'report.created': { id: 95, period: 'weekly', starts_on: '2026-01-05', ends_on: '2026-01-11', summary: SUMMARY, created_at: AT },
};
