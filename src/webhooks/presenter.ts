/** Rows → API shapes for webhooks, deliveries and attempts; the secret is added only by registration and rotation. */
import { formatTimestamp } from '../time.js';
import type { DeliveryRow } from './engine/delivery-repository.js';
import type { AttemptRow } from './delivery-log.js';
import type { Attempt, Delivery } from './delivery-schema.js';
import type { WebhookRow } from './repository.js';
import type { Webhook } from './schema.js';

/** Webhook row → listed webhook (no secret). */
export function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as Webhook['events'],
    status: row.status as Webhook['status'],
    consecutive_failures: row.consecutive_failures,
    disabled_at: row.disabled_at,
    created_at: row.created_at,
  };
}

/** Delivery row → API delivery. */
export function toDelivery(row: DeliveryRow, livemode: number): Delivery {
  return {
    id: row.id,
    livemode: livemode === 1,
    event_id: row.event_id,
    event: row.event_name,
    status: row.status as Delivery['status'],
    attempts: row.attempts,
    created_at: row.created_at,
    last_attempt_at: row.last_attempt_at,
    next_attempt_at: row.status === 'pending' ? formatTimestamp(new Date(Number(row.next_attempt_at))) : null,
    last_status_code: row.last_status_code,
  };
}

/** Attempt row → API attempt. */
export function toAttempt(row: AttemptRow): Attempt {
  return {
    attempt: row.attempt,
    attempted_at: row.attempted_at,
    status_code: row.status_code,
    error: row.error,
    duration_ms: row.duration_ms,
    response_body: row.response_body,
    retry_after: row.retry_after,
  };
}
