/** After an attempt: the attempt log row, the delivery's next state, the webhook's failure count, auto-disable. */
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { compiledOnce, type Slots } from '../../db/compiled.js';
import { now } from '../../time.js';
import { nextProbe, type DeliveryRow } from './delivery-repository.js';
import { afterAttempt, countsAsProbe, DISABLE_AFTER_FAILURES } from './delivery-state.js';
import { holdPendingDeliveries, updateDelivery } from './delivery-writes.js';
import { insertAttempt, type AttemptRow } from './attempt-log.js';
import { notifyOwnersOfDisable, type PendingEmail } from './notify.js';
import type { WebhookRow } from '../repository.js';
import type { AttemptOutcome } from './sender.js';
import type { DeliveryOutcome } from './observer.js';

/** The wait before attempt `attempts + 1`: the configured delay ±10 %, stretched to honour Retry-After up to 4×. */
export function retryDelay(delays: readonly number[], attempts: number, retryAfterMs: number | null): number {
  const base = delays[Math.min(attempts, delays.length) - 1] ?? 0;
  const jittered = Math.round(base * (0.9 + randomInt(0, 20_001) / 100_000));
  return retryAfterMs === null ? jittered : Math.max(jittered, Math.min(retryAfterMs, base * 4));
}

/**
 * Records one attempt made under `owner`'s lease and its consequences, in one transaction; returns the
 * notification emails to send after commit. An attempt whose delivery was held, canceled or re-leased meanwhile
 * is logged but changes nothing else (it must not count against the webhook twice).
 *
 * Failures count towards auto-disable only when made by the webhook's probe, or when the webhook had none (the
 * first failure after a success makes its delivery the probe): attempts already in flight when a failure was
 * recorded fail with it without adding to the count (docs/decisions.md#7-webhooks).
 */
export async function recordOutcome(
  db: Kysely<Database>,
  delivery: DeliveryRow,
  webhook: WebhookRow,
  outcome: AttemptOutcome,
  delays: readonly number[],
  owner: string,
): Promise<PendingEmail[]> {
  return (await db.transaction().execute((trx) => recordOutcomeIn(trx, { delivery, webhook, outcome }, delays, owner, true))).emails;
}

// The statements run for every attempt, compiled once (see compiled.ts).
type WebhookKey = { workspaceId: number; webhookId: number };
const webhookState = compiledOnce((db, slot: Slots<WebhookKey>) =>
  db.selectFrom('webhooks').select(['status', 'consecutive_failures', 'probe_delivery_id']).where('workspace_id', '=', slot('workspaceId')).where('id', '=', slot('webhookId')),
);
const lockedWebhookState = compiledOnce((db, slot: Slots<WebhookKey>) =>
  db
    .updateTable('webhooks')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('workspace_id', '=', slot('workspaceId'))
    .where('id', '=', slot('webhookId'))
    .returning(['status', 'consecutive_failures', 'probe_delivery_id']),
);
const storedDelivery = compiledOnce((db, slot: Slots<{ workspaceId: number; id: string }>) =>
  db.selectFrom('deliveries').select(['attempt_budget', 'next_attempt_at']).where('workspace_id', '=', slot('workspaceId')).where('id', '=', slot('id')),
);

/** What recording an attempt did: the emails to send after commit, and the delivery's new state (null: it had moved on). */
export interface Recorded {
  readonly emails: PendingEmail[];
  readonly settled: DeliveryOutcome | null;
}
const NOTHING: Recorded = { emails: [], settled: null };

/** The attempt log row of a finished attempt. */
export function attemptRow({ delivery, outcome }: Pick<FinishedAttempt, 'delivery' | 'outcome'>, time: string): AttemptRow {
  return {
    workspaceId: delivery.workspace_id,
    deliveryId: delivery.id,
    webhookId: delivery.webhook_id,
    attempt: delivery.attempts + 1,
    at: time,
    statusCode: outcome.statusCode,
    error: outcome.error,
    durationMs: outcome.durationMs,
    responseBody: outcome.responseBody,
    succeeded: outcome.succeeded ? 1 : 0,
    retryAfter: outcome.retryAfterSeconds,
  };
}

/** One finished attempt, to be recorded. */
export interface FinishedAttempt {
  readonly delivery: DeliveryRow;
  readonly webhook: WebhookRow;
  readonly outcome: AttemptOutcome;
}

/**
 * recordOutcome inside the caller's transaction `trx` (which may record several). `lockWebhook` takes the webhook
 * row's lock first, the lock order PostgreSQL needs; SQLite's BEGIN IMMEDIATE already serialises writers.
 */
export async function recordOutcomeIn(
  trx: Transaction<Database>,
  { delivery, webhook, outcome }: FinishedAttempt,
  delays: readonly number[],
  owner: string,
  lockWebhook: boolean,
): Promise<Recorded> {
  const attempts = delivery.attempts + 1;
  const time = now();
  const { workspace_id: workspaceId, webhook_id: webhookId } = delivery;
  await insertAttempt(trx, attemptRow({ delivery, outcome }, time));
  // Lock order, everywhere: the webhook row first, then its deliveries (removal and disable do the same),
  // so concurrent attempts, deletes and disables cannot deadlock on PostgreSQL.
  const webhookRow = () => trx.updateTable('webhooks').where('workspace_id', '=', workspaceId).where('id', '=', webhookId);
  const current = (await (lockWebhook ? lockedWebhookState : webhookState)(trx, { workspaceId, webhookId })).rows[0];
  if (!current) return NOTHING;

  // Read under the webhook's lock: a redeliver made while this attempt was in flight raised the budget and made
  // the delivery due now, and that request must survive this attempt's outcome.
  const stored = (await storedDelivery(trx, { workspaceId, id: delivery.id })).rows[0];
  const askedAgain = stored !== undefined && Number(stored.next_attempt_at) !== Number(delivery.next_attempt_at);
  const budget = stored?.attempt_budget ?? delivery.attempt_budget;
  const exhausted = attempts >= budget;
  const move = afterAttempt({ attempts, budget, succeeded: outcome.succeeded, askedAgain });
  const done = move !== 'retry';
  const moved = await updateDelivery(trx, workspaceId, delivery.id, owner, {
    move,
    attempts,
    leaseUntil: Number(delivery.lease_until),
    nextAttemptAt: done ? delivery.next_attempt_at : askedAgain ? Number(stored.next_attempt_at) : Date.now() + retryDelay(delays, attempts, outcome.retryAfterMs),
    completedAt: done ? time : null,
    lastAttempt: { at: time, statusCode: outcome.statusCode },
  });
  if (!moved) return NOTHING;
  const settled: DeliveryOutcome = move === 'succeed' ? 'succeeded' : move === 'fail' ? 'failed' : 'retrying';
  if (outcome.succeeded) {
    // The first success releases the backlog at full concurrency (read under the lock, so nothing is missed).
    if (current.consecutive_failures !== 0 || current.probe_delivery_id !== null) {
      await webhookRow().set({ consecutive_failures: 0, probe_delivery_id: null }).execute();
    }
    return { emails: [], settled };
  }

  if (!countsAsProbe(current, delivery.id)) return { emails: [], settled };
  const failures = current.consecutive_failures + 1;
  if (failures < DISABLE_AFTER_FAILURES) {
    const probe = exhausted ? await nextProbe(trx, workspaceId, webhookId, delivery.id) : delivery.id;
    await webhookRow().set({ consecutive_failures: failures, probe_delivery_id: probe }).execute();
    return { emails: [], settled };
  }
  await webhookRow().set({ consecutive_failures: failures, probe_delivery_id: null, status: 'disabled', disabled_at: time }).execute();
  await holdPendingDeliveries(trx, workspaceId, webhookId);
  const emails = await notifyOwnersOfDisable(trx, workspaceId, webhook, failures, outcome.statusCode === null ? (outcome.error ?? 'error') : String(outcome.statusCode));
  // A delivery left to retry is held with the rest of the webhook's.
  return { emails, settled: done ? settled : 'held' };
}

/**
 * Parks a claimed delivery that may not be sent: its webhook disabled since it was claimed (held for enable), or
 * deleted, or its event gone (canceled: nothing may be sent to it). Returns what it became, or null when it was no
 * longer leased to `owner`.
 */
export async function park(db: Kysely<Database>, owner: string, delivery: DeliveryRow, webhook: WebhookRow | undefined, event: object | undefined): Promise<'held' | 'canceled' | null> {
  const held = webhook?.status === 'disabled' && event !== undefined;
  const moved = await updateDelivery(db, delivery.workspace_id, delivery.id, owner, {
    move: held ? 'hold' : 'cancel',
    attempts: delivery.attempts,
    leaseUntil: Number(delivery.lease_until),
    nextAttemptAt: delivery.next_attempt_at,
    completedAt: held ? null : now(),
  });
  return !moved ? null : held ? 'held' : 'canceled';
}
