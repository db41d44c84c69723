/** The events of docs/contract.md#6-webhooks in the document's 3.1 `webhooks` section: one entry per event, its body and its signature headers. */
import { Type, type TSchema } from '@sinclair/typebox';
import { TimestampSchema } from '../http/schemas.js';
import { EntitlementSchema, OrderDetailSchema } from '../orders/schema.js';
import { MemberSchema } from '../members/schema.js';
import { PostSchema } from '../posts/schema.js';
import { ServerSchema } from '../servers/schema.js';
import { EVENT_CAUSES, EVENT_NAMES, type EventName } from '../webhooks/events.js';
import { StreamSchema } from '../streams/schema.js';
import { SubscriptionSchema } from '../orders/subscription-schema.js';
import { ReportSchema } from '../reports/schema.js';
import { AutomationRunSchema } from '../automations/schema.js';
import { SAMPLE_DATA } from '../webhooks/samples.js';
import { tighten } from './closed.js';
import type { Json } from './walk.js';

const EntitlementChangeSchema = Type.Object(
  { ...EntitlementSchema.properties, order_id: Type.Integer({ description: 'The order that granted it' }) },
  { title: 'EntitlementChange', description: 'An entitlement with the order that granted it' },
);

/** What `data` holds for each event. */
export const EVENT_DATA: Record<EventName, TSchema> = {
  'order.paid': OrderDetailSchema,
  'order.refunded': OrderDetailSchema,
  'subscription.created': SubscriptionSchema,
  'subscription.canceled': SubscriptionSchema,
  'entitlement.granted': EntitlementChangeSchema,
  'entitlement.revoked': EntitlementChangeSchema,
  'member.joined': MemberSchema,
  'stream.started': StreamSchema,
  'stream.ended': StreamSchema,
  'server.online': ServerSchema,
  'server.offline': ServerSchema,
  'post.published': PostSchema,
  'automation.run': AutomationRunSchema,
  'report.created': ReportSchema,
};

const closedData = new Map<EventName, object>();

/** EVENT_DATA[name] as the document gives it, objects closed and integers bounded: what an event's `data` must fit. */
export function closedEventData(name: EventName): object {
  let schema = closedData.get(name);
  if (schema === undefined) {
    schema = JSON.parse(JSON.stringify(EVENT_DATA[name])) as object;
    tighten(schema);
    closedData.set(name, schema);
  }
  return schema;
}

/** `order.paid` → `OrderPaidEvent`. */
export function eventComponentName(name: EventName): string {
  return `${name.split(/[._]/).map((part) => part[0]?.toUpperCase() + part.slice(1)).join('')}Event`;
}

/** An example delivery body of one event: the document's example, and GET /event-types'. */
export function exampleBody(name: EventName): { id: number; event: EventName; created_at: string; tenant_id: number; livemode: boolean; data: unknown } {
  return { id: 1201, event: name, created_at: '2026-01-15 12:00:00', tenant_id: 1, livemode: true, data: SAMPLE_DATA[name] };
}

/** The envelope `{ id, event, created_at, tenant_id, livemode, data }` of one event. */
export function eventEnvelope(name: EventName): TSchema {
  return Type.Object(
    {
      id: Type.Integer({ description: "The event's id: the same in every delivery of this event", examples: [1201] }),
      event: Type.Literal(name, { description: 'The event name (also in X-Service-Event)', examples: [name] }),
      created_at: TimestampSchema,
      tenant_id: Type.Integer({ description: 'The workspace the event belongs to', examples: [1] }),
      livemode: Type.Boolean({ description: "true for a live workspace's event, false for its test twin's (test mode)", examples: [true] }),
      data: EVENT_DATA[name],
    },
    { title: eventComponentName(name), description: EVENT_CAUSES[name], examples: [exampleBody(name)] },
  );
}

const header = (name: string, description: string, example: string): Json => ({ name, in: 'header', required: true, description, schema: { type: 'string', description, examples: [example] }, example });

/** The headers of every delivery, signatures included. */
export const DELIVERY_HEADERS: readonly Json[] = [
  header('X-Service-Event', 'The event name', 'order.paid'),
  header('X-Service-Delivery', 'The delivery id: the same on every retry of this delivery; use it to drop duplicates', 'msg_2fQ8cKbV3xN7pL0rT5wYz1Hd'),
  header('X-Service-Signature', '`sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)', 'sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd'),
  header('webhook-id', 'Standard Webhooks: the delivery id (same as X-Service-Delivery)', 'msg_2fQ8cKbV3xN7pL0rT5wYz1Hd'),
  header('webhook-timestamp', 'Standard Webhooks: Unix seconds when this attempt was signed', '1768478400'),
  header('webhook-signature', 'Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation', 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4='),
];

/** The `webhooks` section: one POST per event name, and the event components it references. */
export function webhooksSection(): { webhooks: Json; schemas: TSchema[] } {
  const webhooks: Json = {};
  const schemas: TSchema[] = [];
  for (const name of EVENT_NAMES) {
    const envelope = eventEnvelope(name);
    schemas.push(envelope);
    webhooks[name] = {
      post: {
        operationId: `on${eventComponentName(name).replace(/Event$/, '')}`,
        summary: name,
        description: `${EVENT_CAUSES[name]} Sent to every enabled webhook subscribed to \`${name}\` or \`*\`, signed with both schemes; verify before trusting the body.`,
        tags: ['Events'],
        security: [],
        parameters: DELIVERY_HEADERS,
        requestBody: { required: true, description: 'The event, as raw JSON: verify the signature over these exact bytes', content: { 'application/json': { schema: envelope } } },
        responses: {
          '200': { description: 'Any 2xx within 10 seconds acknowledges the delivery' },
          '400': { description: 'A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried)' },
        },
      },
    };
  }
  return { webhooks, schemas };
}
