/**
 * Recording a batch of finished attempts in two statements for the whole batch, not six for each attempt: one read
 * (each delivery's budget with its webhook's state) and one write (moveAttemptedMany: the attempt rows and the
 * deliveries' moves, one statement over arrays on PostgreSQL, needing no transaction around it).
 *
 * The rules are recordOutcomeIn's, unchanged: an attempt takes this road only when its recording writes nothing to
 * its webhook (a success while the webhook is not failing, or a failure that is not its probe's), so the attempts of
 * one webhook cannot change what the next one sees. A webhook with any other attempt in the batch has all of its
 * attempts handed back, for the recorder to record one by one, in order, by recordOutcomeIn.
 *
 * The read takes no lock, and none is needed: the attempts written here write nothing to their webhook, so however
 * a concurrent writer changes it (a failure that starts a probe, say), writing them first and that change after is a
 * valid order. (A share lock would deadlock against recordOutcomeIn's exclusive one when two writers hold the same
 * webhook.) A webhook deleted or disabled meanwhile has cancelled or held its open deliveries, and the moves (pending
 * and leased only) leave them so; the attempts stay in the log, as recordOutcomeIn leaves them.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { now } from '../../time.js';
import { leaseKey, leaseOf, oneOf } from './delivery-repository.js';
import { afterAttempt, countsAsProbe, successChangesWebhook, type AttemptedMove } from './delivery-state.js';
import { moveAttemptedMany } from './delivery-writes.js';
import { attemptRow, retryDelay, type FinishedAttempt, type Recorded } from './outcome.js';

/** A delivery of the batch as stored, with its webhook's state (nulls when the webhook is gone). */
interface Stored {
  readonly id: string;
  readonly workspace_id: number;
  readonly attempt_budget: number;
  readonly next_attempt_at: number;
  readonly webhook_workspace_id: number | null;
  readonly status: string | null;
  readonly consecutive_failures: number | null;
  readonly probe_delivery_id: string | null;
}

/** Whether recording `attempt` leaves its webhook row as it is (no webhook: nothing to change). */
function leavesWebhookAlone(stored: Stored | undefined, attempt: FinishedAttempt): boolean {
  if (stored === undefined || stored.webhook_workspace_id !== attempt.delivery.workspace_id || stored.status === null) return true;
  const webhook = { status: stored.status, consecutive_failures: stored.consecutive_failures ?? 0, probe_delivery_id: stored.probe_delivery_id };
  if (attempt.outcome.succeeded) return !successChangesWebhook(webhook);
  return !countsAsProbe(webhook, attempt.delivery.id);
}

/** What recordTogether wrote, and the attempts it left for recordOutcomeIn (in the batch's order). */
export interface Together {
  readonly recorded: Map<FinishedAttempt, Recorded>;
  readonly oneByOne: FinishedAttempt[];
}

/** Records what it can of `batch` together (see the top of this file); throws having written nothing, or all of it. */
export async function recordTogether(db: Kysely<Database>, dialect: Dialect, batch: readonly FinishedAttempt[], delays: readonly number[], owner: string): Promise<Together> {
  const ids = batch.map((a) => a.delivery.id);
  const { rows } = await sql<Stored>`select d.id, d.workspace_id, d.attempt_budget, d.next_attempt_at, w.workspace_id as webhook_workspace_id,
      w.status, w.consecutive_failures, w.probe_delivery_id
    from deliveries d left join webhooks w on w.id = d.webhook_id where ${oneOf(dialect, 'd.id', ids)}`.execute(db);
  // A row of another workspace is never used, whatever the ids say.
  const storedOf = new Map(rows.map((row) => [row.id, row]));
  const stored = (a: FinishedAttempt) => {
    const row = storedOf.get(a.delivery.id);
    return row?.workspace_id === a.delivery.workspace_id ? row : undefined;
  };
  const apart = new Set(batch.filter((a) => !leavesWebhookAlone(stored(a), a)).map((a) => a.delivery.webhook_id));
  const together = batch.filter((a) => !apart.has(a.delivery.webhook_id));
  const recorded = new Map<FinishedAttempt, Recorded>();
  if (together.length > 0) {
    const time = now();
    const moves: (AttemptedMove & { settled: Recorded['settled'] })[] = [];
    for (const a of together) {
      const { delivery, outcome } = a;
      const row = stored(a);
      // No webhook (deleted) or no delivery: the attempt is logged and nothing else changes, as recordOutcomeIn does.
      if (row === undefined || row.webhook_workspace_id !== delivery.workspace_id) continue;
      const attempts = delivery.attempts + 1;
      const askedAgain = Number(row.next_attempt_at) !== Number(delivery.next_attempt_at);
      const move = afterAttempt({ attempts, budget: row.attempt_budget, succeeded: outcome.succeeded, askedAgain });
      const done = move !== 'retry';
      const nextAttemptAt = done ? delivery.next_attempt_at : askedAgain ? Number(row.next_attempt_at) : Date.now() + retryDelay(delays, attempts, outcome.retryAfterMs);
      const settled = move === 'succeed' ? 'succeeded' : move === 'fail' ? 'failed' : 'retrying';
      moves.push({ workspaceId: delivery.workspace_id, id: delivery.id, move, attempts, nextAttemptAt, leaseUntil: Number(delivery.lease_until), completedAt: done ? time : null, lastAttempt: { at: time, statusCode: outcome.statusCode }, settled });
    }
    const moved = await moveAttemptedMany(db, dialect, owner, together.map((a) => attemptRow(a, time)), moves);
    // By lease: two attempts of one delivery (under a lease given back and the one taken again) move it once.
    const settledOf = new Map(moves.map((m) => [leaseKey(m.id, m.leaseUntil), m.settled] as const).filter(([key]) => moved.has(key)));
    for (const a of together) recorded.set(a, { emails: [], settled: settledOf.get(leaseOf(a.delivery)) ?? null });
  }
  return { recorded, oneByOne: batch.filter((a) => apart.has(a.delivery.webhook_id)) };
}
