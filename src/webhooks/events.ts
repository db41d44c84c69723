/** The event names of docs/contract.md#6-webhooks. */
export const EVENT_NAMES = [
  'order.paid',
  'order.refunded',
  'subscription.created',
  'subscription.canceled',
  'entitlement.granted',
  'entitlement.revoked',
  'member.joined',
  'stream.started',
  'stream.ended',
  'server.online',
  'server.offline',
  'post.published',
  'automation.run',
  'report.created',
] as const;

/** One event name. */
export type EventName = (typeof EVENT_NAMES)[number];

/** True when `name` is an event name. */
export function isEventName(name: string): name is EventName {
  return (EVENT_NAMES as readonly string[]).includes(name);
}

/** What causes each event, in one sentence (GET /event-types, the document, the dashboard's webhook form). */
export const EVENT_CAUSES: Record<EventName, string> = {
  'order.paid': 'An order became paid: created paid (POST /orders, the dashboard), or a pending one paid (POST /orders/{id}/pay, the CLI, the dashboard); `data` is the order with its items and entitlements.',
  'order.refunded': 'A paid order was refunded (POST /orders/{id}/refund, the CLI, the dashboard); its entitlements are revoked in the same change.',
  'subscription.created': 'A paid order bought a recurring product, which starts a subscription.',
  'subscription.canceled': 'A subscription was canceled (POST /subscriptions/{id}/cancel, the dashboard) or its order was refunded.',
  'entitlement.granted': 'A paid order granted access to one of its products.',
  'entitlement.revoked': 'Access was taken back: the order was refunded or the subscription canceled.',
  'member.joined': 'Someone joined the workspace (an accepted invitation); `data` shows only what the member chose to show.',
  'stream.started': 'A live stream started (POST /streams, the dashboard).',
  'stream.ended': 'A live stream ended (POST /streams/{id}/end, the dashboard, or after 12 hours live).',
  'server.online': 'A game server sent its first heartbeat after being offline.',
  'server.offline': 'A game server missed its heartbeats for SERVER_OFFLINE_AFTER_SECONDS and is now offline.',
  'post.published': 'A post was published: by its owner in the dashboard, or by the worker at its scheduled time.',
  'automation.run': 'An automation ran its action for an event that matched its trigger (whether the action succeeded or failed).',
  'report.created': 'A report was made: weekly or monthly by the worker, or on request (POST /reports, the dashboard).',
};
