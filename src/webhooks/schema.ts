/** Webhook shapes: as registered and as listed. */
import { Type, type Static } from '@sinclair/typebox';
import { ListOf, Nullable, StringEnum, TimestampSchema } from '../http/schemas.js';
import { EVENT_NAMES } from './events.js';

/** Most webhooks a workspace may have. */
export const MAX_WEBHOOKS = 20;

/** A signing secret as generateWebhookSecret makes it: `whsec_` + base64 of 32 bytes. */
export const WEBHOOK_SECRET_PATTERN = '^whsec_[A-Za-z0-9+/]{43}=$';

const EventSubscription = StringEnum([...EVENT_NAMES, '*'] as const, { description: 'An event name, or * for all events' });

/** A webhook as listed: never the secret. */
export const WebhookSchema = Type.Object({
  id: Type.Integer({ description: "The webhook's id" }),
  url: Type.String({ description: 'Where deliveries are sent' }),
  description: Nullable(Type.String({ description: "What the webhook is for, in its owner's words" })),
  events: Type.Array(EventSubscription, { description: 'Event names delivered, or * for all' }),
  status: StringEnum(['enabled', 'disabled'] as const, { description: 'Current status' }),
  consecutive_failures: Type.Integer({ description: 'Failed attempts in a row; 10 disable the webhook' }),
  disabled_at: Nullable(TimestampSchema),
  created_at: TimestampSchema,
}, { title: 'Webhook', description: 'A registered webhook (never its secret)' });

/** A webhook as registered: the listed fields plus its secret, shown this once. */
export const RegisteredWebhookSchema = Type.Object({
  ...WebhookSchema.properties,
  secret: Type.String({ pattern: WEBHOOK_SECRET_PATTERN, description: 'whsec_… signing secret, returned once only' }),
}, { title: 'RegisteredWebhook', description: 'A webhook just registered, with its signing secret (shown this once)' });

/** A webhook as accepted on registration. */
export const CreateWebhookBody = Type.Object(
  {
    /** Absolute http(s) URL that receives deliveries, up to 2,048 characters. */
    url: Type.String({ format: 'uri', maxLength: 2048, description: 'Absolute http(s) URL, ≤ 2,048 characters' }),
    /** Event names to deliver, or `*`. */
    events: Type.Array(EventSubscription, { minItems: 1, uniqueItems: true, description: 'Non-empty, no duplicates' }),
    /** What the webhook is for. */
    description: Type.Optional(Nullable(Type.String({ maxLength: 500, description: 'What the webhook is for, ≤ 500 characters' }))),
  },
  { additionalProperties: false, title: 'CreateWebhook', description: 'A webhook to register' },
);

/** Body of PATCH /webhooks/{id}: the fields to change, at least one; the secret and the delivery log are kept. */
export const UpdateWebhookBody = Type.Partial(CreateWebhookBody, {
  additionalProperties: false,
  minProperties: 1,
  title: 'UpdateWebhook',
  description: 'The fields to change. A new `url` is checked exactly as at registration. The secret, the status and the delivery log are kept.',
});

/** Input of PATCH /webhooks/{id}. */
export type UpdateWebhook = Static<typeof UpdateWebhookBody>;

/** The delete answer. */
export const DeletedSchema = Type.Object({ id: Type.Integer({ description: 'The id of what was deleted' }), deleted: Type.Literal(true, { description: 'Always true' })}, { title: 'Deleted', description: 'What was deleted' });

/** The listing of GET /webhooks: every webhook, in the list envelope (one page). */
export const WebhookListSchema = ListOf(WebhookSchema);

/** API webhook (listed). */
export type Webhook = Static<typeof WebhookSchema>;
