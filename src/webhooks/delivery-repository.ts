/** Delivery rows: claiming due work with a lease, recording attempts, canceling. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, Db, DeliveryTable } from '../db/types.js';
import type { Dialect } from '../db/database.js';
import { compiledOnce, type Slots } from '../db/compiled.js';

/** A stored delivery. */
export type DeliveryRow = Selectable<DeliveryTable>;

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
    .set({ status: 'canceled', completed_at: at, lease_owner: null, lease_until: null })
    .where('workspace_id', '=', workspaceId)
    .where('webhook_id', '=', webhookId)
    .where('status', 'in', ['pending', 'held'])
    .execute();
}

/** Holds every pending delivery of a disabled webhook: nothing is attempted, nothing is lost (decisions §7). */
export async function holdPendingDeliveries(db: Db, workspaceId: number, webhookId: number): Promise<void> {
  await db
    .updateTable('deliveries')
    .set({ status: 'held', lease_owner: null, lease_until: null })
    .where('workspace_id', '=', workspaceId)
    .where('webhook_id', '=', webhookId)
    .where('status', '=', 'pending')
    .execute();
}

/** A held delivery made pending: due now, with at least one attempt left. */
const resumed = (nowMs: number) => ({
  status: 'pending',
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
    .where('status', '=', 'held')
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
    .where('status', '=', 'held')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('webhooks').select('webhooks.id').whereRef('webhooks.id', '=', 'deliveries.webhook_id').where('webhooks.status', '=', 'enabled')),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The delivery a failing webhook is probed with next: its oldest pending one other than `except`. */
export async function nextProbe(db: Db, workspaceId: number, webhookId: number, except: string): Promise<string | null> {
  const row = await db
    .selectFrom('deliveries')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('webhook_id', '=', webhookId)
    .where('status', '=', 'pending')
    .where('id', '<>', except)
    .orderBy('next_attempt_at')
    .orderBy('event_id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A leased delivery's next state. */
export interface DeliveryUpdate {
  readonly status: 'pending' | 'succeeded' | 'failed' | 'held' | 'canceled';
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
  const common = { status: values.status, attempts: values.attempts, nextAttemptAt: values.nextAttemptAt, completedAt: values.completedAt, workspaceId, id, owner };
  const result = values.lastAttempt
    ? await moveAttempted(db, { ...common, lastAttemptAt: values.lastAttempt.at, lastStatusCode: values.lastAttempt.statusCode })
    : await move(db, common);
  return (result.numAffectedRows ?? 0n) > 0n;
}

type MoveValues = { status: DeliveryUpdate['status']; attempts: number; nextAttemptAt: number; completedAt: string | null; workspaceId: number; id: string; owner: string };

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
      .where('status', '=', 'pending')
      .where('lease_owner', '=', slot('owner')),
  );
}
const move = moveQuery(false) as (db: Db, values: MoveValues) => ReturnType<ReturnType<typeof moveQuery>>;
const moveAttempted = moveQuery(true);

/** The attempt log of a workspace, newest first, optionally for one webhook. */
export async function listAttempts(db: Db, workspaceId: number, filter: { webhookId?: number | undefined; limit: number }) {
  let query = db
    .selectFrom('delivery_attempts')
    .innerJoin('deliveries', (join) => join.onRef('deliveries.id', '=', 'delivery_attempts.delivery_id').onRef('deliveries.workspace_id', '=', 'delivery_attempts.workspace_id'))
    .select([
      'delivery_attempts.delivery_id',
      'delivery_attempts.webhook_id',
      'deliveries.event_id',
      'deliveries.event_name',
      'deliveries.status as delivery_status',
      'delivery_attempts.attempt',
      'delivery_attempts.attempted_at',
      'delivery_attempts.status_code',
      'delivery_attempts.error',
      'delivery_attempts.duration_ms',
      'delivery_attempts.response_body',
      'delivery_attempts.succeeded',
      'delivery_attempts.retry_after',
    ])
    .where('delivery_attempts.workspace_id', '=', workspaceId)
    .orderBy('delivery_attempts.id', 'desc')
    .limit(filter.limit);
  if (filter.webhookId !== undefined) query = query.where('delivery_attempts.webhook_id', '=', filter.webhookId);
  return query.execute();
}

/** Every workspace's delivery backlog, for the operator's metrics: due now, held, and when the oldest due one fell due. */
export interface Backlog {
  readonly due: number;
  readonly held: number;
  readonly oldestDueAt: number | null;
}

/** Reads the backlog at `nowMs` (one statement over the pending and held deliveries only). */
export async function deliveryBacklog(db: Kysely<Database>, nowMs: number): Promise<Backlog> {
  const { rows } = await sql<{ due: number | null; held: number | null; oldest: number | null }>`
    select sum(case when status = 'pending' and next_attempt_at <= ${nowMs} then 1 else 0 end) as due,
           sum(case when status = 'held' then 1 else 0 end) as held,
           min(case when status = 'pending' and next_attempt_at <= ${nowMs} then next_attempt_at end) as oldest
    from deliveries where status in ('pending', 'held')`.execute(db);
  const row = rows[0];
  return { due: Number(row?.due ?? 0), held: Number(row?.held ?? 0), oldestDueAt: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest) };
}
