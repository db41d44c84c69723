/** The event names of spec §6. */
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
