/** The attempt log (delivery_attempts): one row per attempt made, whatever became of its delivery. */
import { compiledOnce, type Slots } from '../../db/compiled.js';

/** One attempt log row (delivery_attempts). */
export type AttemptRow = {
  readonly workspaceId: number;
  readonly deliveryId: string;
  readonly webhookId: number;
  readonly attempt: number;
  readonly at: string;
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly durationMs: number;
  readonly responseBody: string | null;
  readonly succeeded: number;
  readonly retryAfter: number | null;
};

/** Logs one attempt (compiled once: it runs for every attempt recorded one by one). */
export const insertAttempt = compiledOnce((db, slot: Slots<AttemptRow>) =>
  db.insertInto('delivery_attempts').values({
    workspace_id: slot('workspaceId'),
    delivery_id: slot('deliveryId'),
    webhook_id: slot('webhookId'),
    attempt: slot('attempt'),
    attempted_at: slot('at'),
    status_code: slot('statusCode'),
    error: slot('error'),
    duration_ms: slot('durationMs'),
    response_body: slot('responseBody'),
    succeeded: slot('succeeded'),
    retry_after: slot('retryAfter'),
  }),
);
