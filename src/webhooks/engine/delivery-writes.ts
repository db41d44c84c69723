/**
 * Every statement that writes the deliveries table: creating deliveries, leasing them, and each move of the state
 * machine (delivery-state.ts), whose table gives the statuses each one moves from and to. No other file writes
 * the table (test/delivery-state.test.ts checks it), so a status can change only as the machine allows.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, Db } from '../../db/types.js';
import type { Dialect } from '../../db/database.js';
import { compiledOnce, type Slots } from '../../db/compiled.js';
import { FINISHED_STATUSES, MAX_ATTEMPTS, MOVES, TEST_ATTEMPTS, type DeliveryStatus, type Move } from './delivery-state.js';
import type { DeliveryRow } from './delivery-repository.js';

/** What one claim asks for. */
export interface Claim {
  readonly owner: string;
  /** Deliveries to lease at most (the claiming dispatcher's free slots). */
  readonly limit: number;
  /** Attempts one webhook may have in flight, counted over every dispatcher's leases. */
  readonly perWebhook: number;
  readonly nowMs: number;
  readonly leaseUntil: number;
}

/**
 * The due deliveries a claim takes, best first. For each webhook, at most `perWebhook` of its oldest due ones (only
 * its probe while it is failing: see docs/webhooks.md, Retries) less those already leased and not expired, so a receiver that is slow,
 * silent or failing holds at most its own share of the slots. Then turns between workspaces: each workspace's
 * oldest, then each one's second, and so on, so one workspace's burst waits behind nobody and delays nobody.
 * Each webhook is looked up through deliveries_webhook_due and the leases through the partial index
 * deliveries_leased (SQLite is told to use it: it would rather walk every pending row), so the work grows with
 * the webhooks, not the backlog. Each LIMIT is an expression (`+ 0`): a bound LIMIT makes SQLite prepare the
 * whole claim again on every run (db/sqlite-limit.ts).
 */
function dueIds(dialect: Dialect, claim: Claim) {
  const { nowMs, perWebhook, limit } = claim;
  const due = sql`x.webhook_id = w.id and x.status = 'pending' and x.next_attempt_at <= ${nowMs}
      and (x.lease_until is null or x.lease_until < ${nowMs})
      and (w.probe_delivery_id is null or w.probe_delivery_id = x.id)
    order by x.next_attempt_at, x.event_id limit ${perWebhook} + 0`;
  const candidates =
    dialect === 'postgres'
      ? sql`select d.* from webhooks w cross join lateral (select x.id, x.workspace_id, x.webhook_id, x.next_attempt_at, x.event_id from deliveries x where ${due}) d`
      : sql`select d.id, d.workspace_id, d.webhook_id, d.next_attempt_at, d.event_id from webhooks w join deliveries d on d.id in (select x.id from deliveries x where ${due})`;
  return sql`with candidates as (${candidates}),
    flying as (
      select webhook_id, count(*) as n from deliveries ${dialect === 'sqlite' ? sql`indexed by deliveries_leased` : sql``}
      where lease_owner is not null and status = 'pending' and lease_until >= ${nowMs} group by webhook_id),
    placed as (
      select c.id, c.workspace_id, c.next_attempt_at, c.event_id,
        row_number() over (partition by c.webhook_id order by c.next_attempt_at, c.event_id) + coalesce(f.n, 0) as place
      from candidates c left join flying f on f.webhook_id = c.webhook_id),
    turns as (
      select id, next_attempt_at, event_id, row_number() over (partition by workspace_id order by next_attempt_at, event_id) as turn
      from placed where place <= ${perWebhook})
    select id from turns order by turn, next_attempt_at, event_id limit ${limit} + 0`;
}

// Claims on PostgreSQL take turns under this transaction-scoped lock: each one counts the leases the one before it
// took, so the per-webhook share holds across processes. (A claim is one short statement.)
const CLAIM_LOCK = 7_201_911;

/**
 * Leases due deliveries to `claim.owner` until `claim.leaseUntil` (see dueIds for which). A delivery whose holder
 * died is due again once its lease expires. Two dispatchers never hold the same delivery.
 */
export async function claimDue(db: Kysely<Database>, dialect: Dialect, claim: Claim): Promise<DeliveryRow[]> {
  if (dialect === 'sqlite') return (await claimQuery(dialect, claim).execute(db)).rows;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(trx);
    return (await claimQuery(dialect, claim).execute(trx)).rows;
  });
}

/** The statement of one claim (claimDue runs it; on PostgreSQL under the claim lock). */
export function claimQuery(dialect: Dialect, claim: Claim) {
  // SQLite would rather walk every pending delivery (an index on status) and test each against the chosen ids: the
  // claim then grew with the backlog (2.8 ms at 20,000 pending). `+status` is not indexable, so it looks up the ids.
  const status = dialect === 'sqlite' ? sql`+status` : sql`status`;
  return sql<DeliveryRow>`update deliveries set lease_owner = ${claim.owner}, lease_until = ${claim.leaseUntil}
      where id in (${dueIds(dialect, claim)}) and ${status} = 'pending' and (lease_until is null or lease_until < ${claim.nowMs})
      returning *`;
}

/** Gives back leases this owner holds without having attempted them (graceful stop). */
export async function releaseLeases(db: Db, owner: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('deliveries').set({ lease_owner: null, lease_until: null }).where('lease_owner', '=', owner).where('id', 'in', ids).execute();
}

/** Cancels every pending or held delivery of a deleted webhook. */
export async function cancelOpenDeliveries(db: Db, workspaceId: number, webhookId: number, at: string): Promise<void> {
  await db
    .updateTable('deliveries')
    .set({ status: MOVES.cancel.to, completed_at: at, lease_owner: null, lease_until: null })
    .where('workspace_id', '=', workspaceId)
    .where('webhook_id', '=', webhookId)
    .where('status', 'in', MOVES.cancel.from)
    .execute();
}

/** Holds every pending delivery of a disabled webhook: nothing is attempted, nothing is lost (docs/webhooks.md). */
export async function holdPendingDeliveries(db: Db, workspaceId: number, webhookId: number): Promise<void> {
  await db
    .updateTable('deliveries')
    .set({ status: MOVES.hold.to, lease_owner: null, lease_until: null })
    .where('workspace_id', '=', workspaceId)
    .where('webhook_id', '=', webhookId)
    .where('status', 'in', MOVES.hold.from)
    .execute();
}

/** A held delivery made pending: due now, with at least one attempt left. */
const resumed = (nowMs: number) => ({
  status: MOVES.resume.to,
  next_attempt_at: nowMs,
  attempt_budget: sql<number>`case when attempts + 1 > attempt_budget then attempts + 1 else attempt_budget end`,
});

/** Resumes a re-enabled webhook's held deliveries, due now (oldest first, by event), each with at least one attempt left. */
export async function resumeHeldDeliveries(db: Db, workspaceId: number, webhookId: number, nowMs: number): Promise<number> {
  const result = await db
    .updateTable('deliveries')
    .set(resumed(nowMs))
    .where('workspace_id', '=', workspaceId)
    .where('webhook_id', '=', webhookId)
    .where('status', 'in', MOVES.resume.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Resumes held deliveries whose webhook is enabled. Enable resumes what is held when it commits; a delivery held by
 * a transaction that read the webhook as disabled just before (an event raised, an attempt parked) lands after it,
 * and this sweep, run every second by the workers, sends it too. Returns how many it resumed.
 */
export async function resumeStrayHeld(db: Kysely<Database>, nowMs: number): Promise<number> {
  const result = await db
    .updateTable('deliveries')
    .set(resumed(nowMs))
    .where('status', 'in', MOVES.resume.from)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('webhooks').select('webhooks.id').whereRef('webhooks.id', '=', 'deliveries.webhook_id').where('webhooks.status', '=', 'enabled')),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The moves a dispatcher makes to a delivery it holds the lease of. */
export type LeasedMove = Extract<Move, 'succeed' | 'retry' | 'fail' | 'hold' | 'cancel'>;

/** A leased delivery's next state. */
export interface DeliveryUpdate {
  readonly move: LeasedMove;
  readonly attempts: number;
  readonly nextAttemptAt: number;
  readonly completedAt: string | null;
  /** The attempt just made, when there was one. */
  readonly lastAttempt?: { readonly at: string; readonly statusCode: number | null };
}

/**
 * Moves a leased delivery on: done, canceled, or due again at `nextAttemptAt`, releasing the lease. Applies only
 * while it is still pending and leased to `owner`; false when it was canceled or re-leased meanwhile.
 */
export async function updateDelivery(db: Db, workspaceId: number, id: string, owner: string, values: DeliveryUpdate): Promise<boolean> {
  const common = { status: MOVES[values.move].to, attempts: values.attempts, nextAttemptAt: values.nextAttemptAt, completedAt: values.completedAt, workspaceId, id, owner };
  const result = values.lastAttempt
    ? await moveAttempted(db, { ...common, lastAttemptAt: values.lastAttempt.at, lastStatusCode: values.lastAttempt.statusCode })
    : await move(db, common);
  return (result.numAffectedRows ?? 0n) > 0n;
}

type MoveValues = { status: DeliveryStatus; attempts: number; nextAttemptAt: number; completedAt: string | null; workspaceId: number; id: string; owner: string };

function moveQuery(attempted: boolean) {
  return compiledOnce((db, slot: Slots<MoveValues & { lastAttemptAt: string; lastStatusCode: number | null }>) =>
    db
      .updateTable('deliveries')
      .set({
        status: slot('status'),
        attempts: slot('attempts'),
        next_attempt_at: slot('nextAttemptAt'),
        completed_at: slot('completedAt'),
        lease_owner: null,
        lease_until: null,
        ...(attempted && { last_attempt_at: slot('lastAttemptAt'), last_status_code: slot('lastStatusCode') }),
      })
      .where('workspace_id', '=', slot('workspaceId'))
      .where('id', '=', slot('id'))
      // Every leased move starts from pending: a lease is only ever taken on a pending delivery.
      .where('status', '=', 'pending')
      .where('lease_owner', '=', slot('owner')),
  );
}
const move = moveQuery(false) as (db: Db, values: MoveValues) => ReturnType<ReturnType<typeof moveQuery>>;
const moveAttempted = moveQuery(true);


/** A new delivery of an event to a webhook: pending when the webhook is enabled, held when it is disabled. */
export interface NewDelivery {
  readonly id: string;
  readonly workspaceId: number;
  readonly eventId: number;
  readonly webhookId: number;
  readonly eventName: string;
  readonly webhookEnabled: boolean;
  readonly createdAt: string;
  readonly dueAt: number;
}

const created = (d: NewDelivery) => ({
  id: d.id,
  workspace_id: d.workspaceId,
  event_id: d.eventId,
  webhook_id: d.webhookId,
  event_name: d.eventName,
  status: d.webhookEnabled ? MOVES.create.to : MOVES.createHeld.to,
  attempts: 0,
  next_attempt_at: d.dueAt,
  lease_until: null,
  lease_owner: null,
  created_at: d.createdAt,
  completed_at: null,
});

/** Stores the deliveries of a raised event (one per subscribed webhook), each with the full attempt budget. */
export async function insertDeliveries(db: Db, deliveries: readonly NewDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  await db
    .insertInto('deliveries')
    .values(deliveries.map((d) => ({ ...created(d), attempt_budget: MAX_ATTEMPTS })))
    .execute();
}

/** Stores a test delivery (X-Service-Test: true): due now, attempted once. */
export async function insertTestDelivery(db: Db, delivery: NewDelivery): Promise<DeliveryRow> {
  return db
    .insertInto('deliveries')
    .values({ ...created(delivery), attempt_budget: TEST_ATTEMPTS, test: 1 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Redeliver: due now, same id, one attempt beyond its budget (a pending one keeps its remaining retries too). */
export async function redeliverDelivery(db: Db, workspaceId: number, id: string, budget: number, nowMs: number): Promise<DeliveryRow | undefined> {
  return db
    .updateTable('deliveries')
    .set({ status: MOVES.redeliver.to, next_attempt_at: nowMs, attempt_budget: budget, completed_at: null })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .where('status', 'in', MOVES.redeliver.from)
    .returningAll()
    .executeTakeFirst();
}

/** Recover: every failed delivery of the webhook created in [since, until) due now, with a fresh budget. */
export async function recoverFailed(db: Db, workspaceId: number, webhookId: number, since: string, until: string, nowMs: number): Promise<number> {
  const result = await db
    .updateTable('deliveries')
    .set((eb) => ({ status: MOVES.recover.to, next_attempt_at: nowMs, attempt_budget: eb('attempts', '+', MAX_ATTEMPTS), completed_at: null }))
    .where('workspace_id', '=', workspaceId)
    .where('webhook_id', '=', webhookId)
    .where('status', 'in', MOVES.recover.from)
    .where('created_at', '>=', since)
    .where('created_at', '<', until)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Retention: deletes up to `limit` finished deliveries created before `cutoff`; pending and held ones are owed and stay. */
export async function pruneFinished(db: Db, cutoff: string, limit: number): Promise<number> {
  const old = db.selectFrom('deliveries').select('id').where('created_at', '<', cutoff).where('status', 'in', FINISHED_STATUSES).limit(limit);
  const result = await db.deleteFrom('deliveries').where('id', 'in', old).executeTakeFirst();
  return Number(result.numDeletedRows);
}
