/** Shapes of the webhook operations of docs/decisions.md#10-webhook-operations: deliveries, attempts, the inputs. */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_ID, Nullable, PageQuery, StringEnum, TimestampSchema } from '../http/schemas.js';
import { EVENT_NAMES } from './events.js';
import { WEBHOOK_SECRET_PATTERN } from './schema.js';

import { DELIVERY_STATUSES } from './engine/delivery-state.js';

/** A delivery id as the outbox makes it: `msg_` + 24 base62 characters. */
const DELIVERY_ID_PATTERN = '^msg_[0-9A-Za-z]{24}$';

/** Statuses a listed delivery can have (a canceled one belongs to a deleted webhook, which answers 404). */
export const LISTED_STATUSES = ['pending', 'held', 'succeeded', 'failed'] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

/** Longest overlap a rotated-out secret may keep (7 days). */
export const MAX_PREVIOUS_VALID_SECONDS = 604_800;
/** The overlap when none is asked for (a day). */
export const DEFAULT_PREVIOUS_VALID_SECONDS = 86_400;

/** One delivery of an event to a webhook. */
export const DeliverySchema = Type.Object({
  id: Type.String({ pattern: DELIVERY_ID_PATTERN, description: 'msg_…: the X-Service-Delivery and webhook-id of every attempt' }),
  livemode: Type.Boolean({ description: "true for a live workspace's delivery, false for its test twin's (test mode)" }),
  event_id: Type.Integer({ description: 'The event delivered' }),
  event: Type.String({ description: 'The event name' }),
  status: StringEnum(DELIVERY_STATUSES, { description: 'pending, held (webhook disabled), succeeded, failed (attempts used), canceled (webhook deleted)' }),
  attempts: Type.Integer({ description: 'Attempts made so far' }),
  created_at: TimestampSchema,
  last_attempt_at: Nullable(TimestampSchema),
  next_attempt_at: Nullable(TimestampSchema),
  last_status_code: Nullable(Type.Integer({ description: 'HTTP status of the last attempt, or null' })),
}, { title: 'Delivery', description: 'One delivery of one event to one webhook' });

/** One attempt of a delivery, as logged. */
export const AttemptSchema = Type.Object({
  attempt: Type.Integer({ description: '1 for the first attempt' }),
  attempted_at: TimestampSchema,
  status_code: Nullable(Type.Integer({ description: 'HTTP status the receiver answered, or null when none' })),
  error: Nullable(Type.String({ description: 'http_status, redirect, timeout, connection_refused, connection_reset, dns_failure, ssrf_blocked, tls_error, network_error' })),
  duration_ms: Type.Integer({ description: 'How long the attempt took, in milliseconds' }),
  response_body: Nullable(Type.String({ description: 'The first 1 KiB of the answer' })),
  retry_after: Nullable(Type.Integer({ description: "The receiver's Retry-After, in seconds" })),
}, { title: 'Attempt', description: 'One attempt of a delivery' });

/** A delivery with its attempt log (`attempts` is the log here). */
export const DeliveryDetailSchema = Type.Object({ ...DeliverySchema.properties, attempts: Type.Array(AttemptSchema, { description: 'The attempt log' })}, { title: 'DeliveryDetail', description: 'A delivery with its attempt log' });

/** Query of the delivery list. */
export const DeliveryListQuery = Type.Object({
  ...PageQuery.properties,
  /** Only deliveries in this status. */
  status: Type.Optional(StringEnum(LISTED_STATUSES, { description: 'Only deliveries in this status' })),
  starting_after: Type.Optional(
    Type.String({
      pattern: DELIVERY_ID_PATTERN,
      description: 'Keyset paging: the page of deliveries that comes after this one (msg_…) in the list, usually the last of the previous page. As fast at any depth, and nothing is skipped or repeated while deliveries are added. With it, `page` must be 1 (or left out) and `meta.page` is 1; `total` and `pages` count the whole list.',
      examples: ['msg_2x8Jq0LmN4pRt6VwY9bC1dEf'],
    }),
  ),
});

/** `{ id, delivery_id }` path parameters. */
export const DeliveryParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Webhook id' }),
  delivery_id: Type.String({ pattern: DELIVERY_ID_PATTERN, description: 'Delivery id (msg_…)', examples: ['msg_2fQ8cKbV3xN7pL0rT5wYz1Hd'] }),
});

/** Body of recover. */
export const RecoverBody = Type.Object(
  {
    /** Start of the window (inclusive), at most the retention period back. */
    since: Type.String({ format: 'date-time', description: 'Window start (inclusive), RFC 3339 or YYYY-MM-DD HH:MM:SS; at most WEBHOOK_RETENTION_DAYS back' }),
    /** End of the window (exclusive); default now. */
    until: Type.Optional(Type.String({ format: 'date-time', description: 'Window end (exclusive), after `since` (422 otherwise: JSON Schema cannot compare two fields); default now' })),
  },
  { additionalProperties: false, title: 'RecoverRequest', description: 'The window whose failed deliveries to make due again' },
);

/** Body of test. */
export const TestBody = Type.Object({ event: StringEnum(EVENT_NAMES, { description: 'The event to send a sample of' }) }, { additionalProperties: false, title: 'TestEventRequest', description: 'Which event to send a sample of' });

/** Body of rotate-secret. */
export const RotateBody = Type.Object(
  {
    /** How long the previous secret keeps signing. */
    previous_valid_seconds: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PREVIOUS_VALID_SECONDS, default: DEFAULT_PREVIOUS_VALID_SECONDS, description: 'Seconds the previous secret stays valid, 0–604,800 (default 86,400)' })),
  },
  { additionalProperties: false, title: 'RotateSecretRequest', description: 'How long the previous secret keeps signing' },
);

/** Answer of rotate-secret. */
export const RotatedSchema = Type.Object({ id: Type.Integer({ description: "The webhook's id" }), secret: Type.String({ pattern: WEBHOOK_SECRET_PATTERN, description: 'The new whsec_… secret, shown this once' }) }, { title: 'RotatedSecret', description: 'The new signing secret (shown this once)' });

/** Answer of recover. */
export const RecoveredSchema = Type.Object({ recovered: Type.Integer({ description: 'Failed deliveries of the window made due again' }) }, { title: 'Recovered', description: 'How many deliveries were made due again' });

/** API delivery. */
export type Delivery = Static<typeof DeliverySchema>;
/** API delivery with its attempts. */
export type DeliveryDetail = Static<typeof DeliveryDetailSchema>;
/** API attempt. */
export type Attempt = Static<typeof AttemptSchema>;
