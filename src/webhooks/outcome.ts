/** After an attempt: the attempt log row, the delivery's next state, the webhook's failure count, auto-disable. */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { now } from '../time.js';
import { cancelPendingDeliveries, updateDelivery, type DeliveryRow } from './delivery-repository.js';
import { notifyOwnersOfDisable, type PendingEmail } from './notify.js';
import type { WebhookRow } from './repository.js';
import type { AttemptOutcome } from './sender.js';

/** Attempts per delivery (spec §6). */
export const MAX_ATTEMPTS = 5;
/** Consecutive failed attempts that disable a webhook (spec §6). */
export const DISABLE_AFTER_FAILURES = 10;

/** The wait before attempt `attempts + 1`: the configured delay ±10 %, stretched to honour Retry-After up to 4×. */
export function retryDelay(delays: readonly number[], attempts: number, retryAfterMs: number | null): number {
  const base = delays[Math.min(attempts, delays.length) - 1] ?? 0;
  const jittered = Math.round(base * (0.9 + randomInt(0, 20_001) / 100_000));
  return retryAfterMs === null ? jittered : Math.max(jittered, Math.min(retryAfterMs, base * 4));
}

/** Records one attempt and its consequences in one transaction; returns notification emails to send after commit. */
export async function recordOutcome(
  db: Kysely<Database>,
  delivery: DeliveryRow,
  webhook: WebhookRow,
  outcome: AttemptOutcome,
  delays: readonly number[],
): Promise<PendingEmail[]> {
  const attempts = delivery.attempts + 1;
  const time = now();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('delivery_attempts')
      .values({
        workspace_id: delivery.workspace_id,
        delivery_id: delivery.id,
        webhook_id: delivery.webhook_id,
        attempt: attempts,
        attempted_at: time,
        status_code: outcome.statusCode,
        error: outcome.error,
        duration_ms: outcome.durationMs,
        response_body: outcome.responseBody,
        succeeded: outcome.succeeded ? 1 : 0,
      })
      .execute();
    // Lock order, everywhere: the webhook row first, then its deliveries (removal and disable do the same),
    // so concurrent attempts, deletes and disables cannot deadlock on PostgreSQL.
    const webhookRow = trx.updateTable('webhooks').where('workspace_id', '=', delivery.workspace_id).where('id', '=', delivery.webhook_id);

    if (outcome.succeeded) {
      await webhookRow.set({ consecutive_failures: 0 }).where('consecutive_failures', '<>', 0).execute();
      await updateDelivery(trx, delivery.workspace_id, delivery.id, { status: 'succeeded', attempts, nextAttemptAt: delivery.next_attempt_at, completedAt: time });
      return [];
    }

    const counted = await webhookRow
      .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
      .returning(['consecutive_failures', 'status'])
      .executeTakeFirst();
    const exhausted = attempts >= MAX_ATTEMPTS;
    await updateDelivery(trx, delivery.workspace_id, delivery.id, {
      status: exhausted ? 'failed' : 'pending',
      attempts,
      nextAttemptAt: exhausted ? delivery.next_attempt_at : Date.now() + retryDelay(delays, attempts, outcome.retryAfterMs),
      completedAt: exhausted ? time : null,
    });
    if (!counted || counted.status !== 'enabled' || counted.consecutive_failures < DISABLE_AFTER_FAILURES) return [];

    await trx
      .updateTable('webhooks')
      .set({ status: 'disabled', disabled_at: time })
      .where('workspace_id', '=', delivery.workspace_id)
      .where('id', '=', delivery.webhook_id)
      .execute();
    await cancelPendingDeliveries(trx, delivery.workspace_id, delivery.webhook_id, time);
    return notifyOwnersOfDisable(trx, delivery.workspace_id, webhook, counted.consecutive_failures);
  });
}
