/** Webhook row → API webhook; the secret is added only by registration. */
import type { WebhookRow } from './repository.js';
import type { Webhook } from './schema.js';

/** Webhook row → listed webhook (no secret). */
export function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as Webhook['events'],
    status: row.status as Webhook['status'],
    consecutive_failures: row.consecutive_failures,
    disabled_at: row.disabled_at,
    created_at: row.created_at,
  };
}
