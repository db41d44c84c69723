/** Events and their webhook deliveries (the delivery state machine is webhooks/engine/delivery-state.ts). */
import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.js';

export interface WebhookTable {
  id: Generated<number>;
  workspace_id: number;
  url: string;
  /** JSON array of event names or `*`. */
  events: string;
  secret: string;
  status: string;
  consecutive_failures: number;
  disabled_at: Timestamp | null;
  created_at: Timestamp;
  /** While failing: the one delivery being attempted; the webhook's other due deliveries wait behind it. */
  probe_delivery_id: string | null;
  /** The secret before the last rotation, and until when (epoch ms) it still signs. */
  previous_secret: string | null;
  previous_secret_until: number | null;
  /** What the webhook is for, in its owner's words (up to 500 characters). */
  description: string | null;
}

/** One raised event: the outbox. `data` is the JSON of the subject's API representation. */
export interface EventTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  data: string;
  created_at: Timestamp;
  /** The order an order, entitlement or subscription event is about (its page lists them). */
  order_id: number | null;
  /** 1 for an event an automation's action raised: it triggers no automation (no chains, no loops). */
  by_automation: Generated<number>;
  /** 1 for an event of a live workspace, 0 for one of a test twin: every body says which (`livemode`). */
  livemode: Generated<number>;
}

/** One event × webhook. Its `id` is the X-Service-Delivery / webhook-id, the same on every attempt. */
export interface DeliveryTable {
  id: string;
  workspace_id: number;
  event_id: number;
  webhook_id: number;
  event_name: string;
  /** The state machine's status: its moves are in webhooks/engine/delivery-state.ts. */
  status: 'pending' | 'held' | 'succeeded' | 'failed' | 'canceled';
  attempts: number;
  /** Epoch milliseconds when the next attempt is due. */
  next_attempt_at: number;
  /** Epoch milliseconds until which a dispatcher holds this delivery; expired leases are claimable. */
  lease_until: number | null;
  lease_owner: string | null;
  created_at: Timestamp;
  completed_at: Timestamp | null;
  /** Attempts it may make in all (5; more after redeliver, recover, enable). */
  attempt_budget: Generated<number>;
  last_attempt_at: Timestamp | null;
  last_status_code: number | null;
  /** 1 for a test delivery (X-Service-Test: true). */
  test: Generated<number>;
}

/** One HTTP attempt of a delivery. */
export interface DeliveryAttemptTable {
  id: Generated<number>;
  workspace_id: number;
  delivery_id: string;
  webhook_id: number;
  attempt: number;
  attempted_at: Timestamp;
  status_code: number | null;
  /** Why an attempt without a 2xx failed: http_status, timeout, connection_refused, … */
  error: string | null;
  duration_ms: number;
  /** The first 1 KiB of the answer. */
  response_body: string | null;
  succeeded: number;
  /** The receiver's Retry-After, in seconds, when it sent one. */
  retry_after: number | null;
}

/** Additions to a webhook's count of deliveries in one status, kept by triggers (see OrderTallyTable). */
export interface DeliveryTallyTable {
  id: Generated<number>;
  workspace_id: number;
  webhook_id: number;
  status: string;
  n: number;
}
