/**
 * The delivery state machine, written once: the statuses, the moves between them and what causes each, the attempt
 * budgets, the probe rule of a failing webhook and what retention may prune. Every statement that writes a
 * delivery's status lives in delivery-writes.ts and names its move here; test/webhooks/delivery-state.test.ts checks the
 * table, and that no other file writes the deliveries table. The rules and their reasons: docs/webhooks.md.
 *
 *   (new) ──► pending ◄──────────────── held          enable, redeliver
 *   (new) ──► held ◄──────────────────── pending      disable (by the owner, or after 10 failures)
 *             pending ──► pending                      a failed attempt with budget left; redeliver
 *             pending ──► succeeded | failed           a 2xx; the budget used
 *   pending | held ──► canceled                        the webhook deleted (or its event gone)
 *   succeeded | failed | canceled ──► pending          redeliver; recover (failed only)
 *   succeeded | failed | canceled ──► (pruned)         past retention; pending and held are never pruned
 */

import type { DeliveryTable } from '../../db/types.js';

/** Every status a delivery can be in (the column's type is the same union). */
export type DeliveryStatus = DeliveryTable['status'];
export const DELIVERY_STATUSES = ['pending', 'held', 'succeeded', 'failed', 'canceled'] as const satisfies readonly DeliveryStatus[];
// Fails to compile when the column gains a status this list lacks.
const everyStatus: Record<DeliveryStatus, true> = { pending: true, held: true, succeeded: true, failed: true, canceled: true };
void everyStatus;

/** Not finished: the work is still owed to the receiver, so nothing here is ever pruned. */
export const OPEN_STATUSES = ['pending', 'held'] as const satisfies readonly DeliveryStatus[];
/** Finished: succeeded, failed (budget used) or canceled (webhook deleted); retention prunes these when old. */
export const FINISHED_STATUSES = ['succeeded', 'failed', 'canceled'] as const satisfies readonly DeliveryStatus[];

/** Attempts a delivery may make in all, unless an owner's action gives it more (the contract's 5). */
export const MAX_ATTEMPTS = 5;
/** A test event is sent once: it is a check of the receiver, not work owed to it. */
export const TEST_ATTEMPTS = 1;
/** Consecutive failed attempts (counted on the probe only) that disable a webhook. */
export const DISABLE_AFTER_FAILURES = 10;

/** Why a delivery moves: each move of the machine, by its cause. */
export const MOVES = {
  /** An event raised for an enabled webhook, or a test event. */
  create: { from: [], to: 'pending' },
  /** An event raised for a disabled webhook: kept, sent when it is enabled again. */
  createHeld: { from: [], to: 'held' },
  /** An attempt answered 2xx. */
  succeed: { from: ['pending'], to: 'succeeded' },
  /** A failed attempt with attempts left: due again after the retry delay. */
  retry: { from: ['pending'], to: 'pending' },
  /** A failed attempt that used the budget. */
  fail: { from: ['pending'], to: 'failed' },
  /** The webhook was disabled (by its owner, or after too many failures, or found disabled when attempted). */
  hold: { from: ['pending'], to: 'held' },
  /** The webhook was enabled again: what it held is due now. */
  resume: { from: ['held'], to: 'pending' },
  /** The webhook was deleted (or the delivery's event is gone): nothing may be sent any more. */
  cancel: { from: ['pending', 'held'], to: 'canceled' },
  /** The owner asked for it again: due now, with one more attempt. */
  redeliver: { from: ['pending', 'held', 'succeeded', 'failed', 'canceled'], to: 'pending' },
  /** The owner recovered a period's failures: due now, with a fresh budget. */
  recover: { from: ['failed'], to: 'pending' },
} as const satisfies Record<string, { from: readonly DeliveryStatus[]; to: DeliveryStatus }>;

export type Move = keyof typeof MOVES;

/** Whether any move takes a delivery from `from` to `to` (`null`: a new delivery). */
export function canMove(from: DeliveryStatus | null, to: DeliveryStatus): boolean {
  return Object.values(MOVES).some((move) => move.to === to && (from === null ? move.from.length === 0 : (move.from as readonly DeliveryStatus[]).includes(from)));
}

/** Whether retention may delete a delivery in `status` (older than the retention period). */
export function prunable(status: DeliveryStatus): boolean {
  return (FINISHED_STATUSES as readonly DeliveryStatus[]).includes(status);
}

/** The budget after redeliver: one attempt beyond what was made, and a pending one keeps its remaining retries too. */
export function redeliveredBudget(status: DeliveryStatus, attempts: number, budget: number): number {
  return status === 'pending' ? budget + 1 : attempts + 1;
}

/** Where an attempt leaves its delivery: the budget it is measured against is the stored one (redeliver raises it). */
export function afterAttempt(input: { attempts: number; budget: number; succeeded: boolean; askedAgain: boolean }): Extract<Move, 'succeed' | 'retry' | 'fail'> {
  if (input.succeeded && !input.askedAgain) return 'succeed';
  if (input.attempts >= input.budget) return input.succeeded ? 'succeed' : 'fail';
  return 'retry';
}

/** The probe of a failing webhook, as the failure count sees it. */
export interface ProbeState {
  readonly status: string;
  readonly probe_delivery_id: string | null;
}

/**
 * Whether a failed attempt of `deliveryId` counts towards disabling the webhook: only the probe's do (or the first
 * failure after a success, which makes its delivery the probe), so attempts already in flight when a failure was
 * recorded fail with it without adding to the count. A disabled webhook counts nothing more.
 */
export function countsAsProbe(webhook: ProbeState, deliveryId: string): boolean {
  return webhook.status === 'enabled' && (webhook.probe_delivery_id === null || webhook.probe_delivery_id === deliveryId);
}

/**
 * Whether recording a success changes its webhook: it ends a failure streak (its count and probe go back to none),
 * which releases the webhook's backlog. Any other success leaves the webhook row as it is.
 */
export function successChangesWebhook(webhook: { readonly consecutive_failures: number; readonly probe_delivery_id: string | null }): boolean {
  return webhook.consecutive_failures !== 0 || webhook.probe_delivery_id !== null;
}

/** The moves a dispatcher makes to a delivery it holds the lease of. */
export type LeasedMove = Extract<Move, 'succeed' | 'retry' | 'fail' | 'hold' | 'cancel'>;

/** A leased delivery's next state. */
export interface DeliveryUpdate {
  readonly move: LeasedMove;
  readonly attempts: number;
  readonly nextAttemptAt: number;
  readonly completedAt: string | null;
  /** The end of the lease it was claimed under (lease_until as claimed): a lease taken again since is not this move's. */
  readonly leaseUntil: number;
  /** The attempt just made, when there was one. */
  readonly lastAttempt?: { readonly at: string; readonly statusCode: number | null };
}

/** One attempted delivery's next state, for moveAttemptedMany. */
export interface AttemptedMove extends DeliveryUpdate {
  readonly workspaceId: number;
  readonly id: string;
  readonly lastAttempt: { readonly at: string; readonly statusCode: number | null };
}
