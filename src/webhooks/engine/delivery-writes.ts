/**
 * Every statement that writes the deliveries table: creating deliveries, leasing them, and each move of the state
 * machine (delivery-state.ts), whose table gives the statuses each one moves from and to. No other file writes
 * the table (test/webhooks/delivery-state.test.ts checks it), so a status can change only as the machine allows.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, Db } from '../../db/types.js';
import { pipelined } from '../../db/pipeline.js';
import type { Dialect } from '../../db/database.js';
import { compiledOnce, type Slots } from '../../db/compiled.js';
import { FINISHED_STATUSES, MAX_ATTEMPTS, MOVES, TEST_ATTEMPTS, type AttemptedMove, type DeliveryStatus, type DeliveryUpdate } from './delivery-state.js';
import { claimedRows, leasedRows, leaseKey, leaseOf, oneOf, type DeliveryRow } from './delivery-repository.js';
import { claimedFrom, dueIds, firstTurnIds, windowAnswer, type Claim, type Claimed, type WithRows } from './due.js';
import { insertAttempt, type AttemptRow } from './attempt-log.js';
export type { Claim, Claimed } from './due.js';

// Claims on PostgreSQL take turns under this transaction-scoped lock: each one counts the leases the one before it
// took, so the per-webhook share holds across processes. (A claim is one short statement.)
const CLAIM_LOCK = 7_201_911;

/**
 * Leases due deliveries to `claim.owner` until `claim.leaseUntil` (see dueIds for which). A delivery whose holder
 * died is due again once its lease expires. Two dispatchers never hold the same delivery.
 */
export async function claimDue(db: Kysely<Database>, dialect: Dialect, claim: Claim): Promise<Claimed> {
  if (dialect === 'postgres') return claimPipelined(db, claim);
  // The whole claim is one statement; with the window, one transaction: what it answers is leased as it was read.
  const { rows, complete } =
    claim.firstTurns !== true
      ? { rows: (await claimQuery(dialect, claim).execute(db)).rows, complete: undefined }
      : await db.transaction().execute(async (trx) => {
          const { ids, complete } = windowAnswer((await firstTurnIds(dialect, claim).execute(trx)).rows, claim.limit);
          return { rows: (await (ids !== undefined ? leaseQuery(dialect, claim, oneOf(dialect, 'id', ids)) : claimQuery(dialect, claim)).execute(trx)).rows, complete };
        });
  return { deliveries: rows, ...(await claimedRows(db, dialect, rows)), ...(complete !== undefined && { windowHeldAll: complete }) };
}

/** claimDue on PostgreSQL: its statements sent together (db/pipeline.ts), one round trip (two with first turns). */
function claimPipelined(db: Kysely<Database>, claim: Claim): Promise<Claimed> {
  return pipelined(db, async (conn) => {
    const locked = sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(conn);
    locked.catch(() => undefined); // awaited below
    let chosen = chosenBy('postgres', claim);
    let windowHeldAll: boolean | undefined;
    if (claim.firstTurns === true) {
      const { ids, complete } = windowAnswer((await firstTurnIds('postgres', claim).execute(conn)).rows, claim.limit);
      if (ids !== undefined) chosen = oneOf('postgres', 'id', ids);
      windowHeldAll = complete;
    }
    // The leased rows come with their events and webhooks, as JSON (every column is text or a number), each webhook
    // once (with the first of its deliveries): one busy webhook is not written and parsed again for every delivery.
    const leased = sql<WithRows>`with leased as (${leaseQuery('postgres', claim, chosen)})
      select l.*, row_to_json(e) as claimed_event, case when row_number() over (partition by l.webhook_id) = 1 then row_to_json(w) end as claimed_webhook
      from leased l left join events e on e.id = l.event_id left join webhooks w on w.id = l.webhook_id`.execute(conn);
    return { answers: Promise.all([locked, leased]).then(([, { rows }]) => ({ ...claimedFrom(rows), windowHeldAll })) };
  });
}

/** The statement of one claim (claimDue runs it; on PostgreSQL under the claim lock). */
export const claimQuery = (dialect: Dialect, claim: Claim) => leaseQuery(dialect, claim, chosenBy(dialect, claim));

/**
 * The deliveries dueIds chooses. On PostgreSQL as an array, looked up by id: as `id in (…)`, with its statistics
 * behind a fast-changing backlog, it walked every pending delivery to match them (7 ms a claim at 10,000 pending).
 */
function chosenBy(dialect: Dialect, claim: Claim): RawBuilder<unknown> {
  return dialect === 'postgres' ? sql`id = any(array(${dueIds(dialect, claim)}))` : sql`id in (${dueIds(dialect, claim)})`;
}

/** Leases the deliveries `chosen` picks that are still pending and unleased. */
function leaseQuery(dialect: Dialect, claim: Claim, chosen: RawBuilder<unknown>) {
  // Both stores would rather walk every pending delivery (an index on status), testing each against the chosen ids
  // (2.8 ms a claim at 20,000 pending). Neither `+status` nor `status || ''` is indexable: they look up the ids.
  const status = dialect === 'sqlite' ? sql`+status` : sql`(status || '')`;
  return sql<DeliveryRow>`update deliveries set lease_owner = ${claim.owner}, lease_until = ${claim.leaseUntil}
      where ${chosen} and ${status} = 'pending' and (lease_until is null or lease_until < ${claim.nowMs})
      returning *`;
}

/** Gives back leases this owner took and did not attempt, each only under the lease taken then (a new one stays). */
export async function releaseLeases(db: Db, owner: string, deliveries: readonly Pick<DeliveryRow, 'id' | 'lease_until'>[]): Promise<void> {
  for (const end of new Set(deliveries.map((d) => d.lease_until))) {
    const ids = deliveries.filter((d) => d.lease_until === end).map((d) => d.id);
    if (end !== null) await db.updateTable('deliveries').set({ lease_owner: null, lease_until: null }).where('lease_owner', '=', owner).where('lease_until', '=', Number(end)).where('id', 'in', ids).execute();
  }
}

/** Gives back the leases of `owners` unexpired at `nowMs` (processes known to be gone: owners.ts), due at once. How many. */
export async function releaseLeasesOf(db: Db, dialect: Dialect, owners: readonly string[], nowMs: number): Promise<number> {
  const mine = sql`lease_owner is not null and lease_until >= ${nowMs} and ${oneOf(dialect, 'lease_owner', owners)}`;
  return Number((await sql`update ${leasedRows(dialect)} set lease_owner = null, lease_until = null where ${mine}`.execute(db)).numAffectedRows ?? 0n);
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

/** Moves a leased delivery on, releasing the lease, while still pending and under the lease `owner` took (else false). */
export async function updateDelivery(db: Db, workspaceId: number, id: string, owner: string, values: DeliveryUpdate): Promise<boolean> {
  const { attempts, nextAttemptAt, completedAt, leaseUntil } = values;
  const common = { status: MOVES[values.move].to, attempts, nextAttemptAt, completedAt, leaseUntil, workspaceId, id, owner };
  const result = values.lastAttempt
    ? await moveAttempted(db, { ...common, lastAttemptAt: values.lastAttempt.at, lastStatusCode: values.lastAttempt.statusCode })
    : await move(db, common);
  return (result.numAffectedRows ?? 0n) > 0n;
}

type MoveValues = { status: DeliveryStatus; attempts: number; nextAttemptAt: number; completedAt: string | null; workspaceId: number; id: string; owner: string; leaseUntil: number };

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
      // Under the lease it was sent under: one given back and claimed again (by anyone) is another attempt's.
      .where('lease_owner', '=', slot('owner'))
      .where('lease_until', '=', slot('leaseUntil')),
  );
}

/**
 * Logs `attempts` and applies `moves` (updateDelivery's), all or nothing; returns the leases that moved (leaseKey). PostgreSQL: one
 * statement over arrays; SQLite: one transaction of compiled statements (no round trip to save there).
 */
export async function moveAttemptedMany(db: Kysely<Database>, dialect: Dialect, owner: string, attempts: readonly AttemptRow[], moves: readonly AttemptedMove[]): Promise<Set<string>> {
  const moved = new Set<string>();
  if (dialect === 'sqlite') {
    await db.transaction().execute(async (trx) => {
      for (const row of attempts) await insertAttempt(trx, row);
      for (const m of moves) if (await updateDelivery(trx, m.workspaceId, m.id, owner, m)) moved.add(leaseKey(m.id, m.leaseUntil));
    });
    return moved;
  }
  const a = <T>(pick: (row: AttemptRow) => T) => attempts.map(pick);
  const m = <T>(pick: (move: AttemptedMove) => T) => moves.map(pick);
  const { rows } = await sql<{ id: string; lease_until: number }>`with logged as (
      insert into delivery_attempts (workspace_id, delivery_id, webhook_id, attempt, attempted_at, status_code, error, duration_ms, response_body, succeeded, retry_after)
      select * from unnest(${a((r) => r.workspaceId)}::int[], ${a((r) => r.deliveryId)}::text[], ${a((r) => r.webhookId)}::int[], ${a((r) => r.attempt)}::int[],
        ${a((r) => r.at)}::text[], ${a((r) => r.statusCode)}::int[], ${a((r) => r.error)}::text[], ${a((r) => r.durationMs)}::int[],
        ${a((r) => r.responseBody)}::text[], ${a((r) => r.succeeded)}::int[], ${a((r) => r.retryAfter)}::int[]))
    update deliveries d set status = v.status, attempts = v.attempts, next_attempt_at = v.next_at, completed_at = v.completed_at,
      last_attempt_at = v.at, last_status_code = v.code, lease_owner = null, lease_until = null
    from unnest(${m((x) => x.id)}::text[], ${m((x) => x.workspaceId)}::int[], ${m((x) => MOVES[x.move].to)}::text[], ${m((x) => x.attempts)}::int[],
      ${m((x) => x.nextAttemptAt)}::bigint[], ${m((x) => x.completedAt)}::text[], ${m((x) => x.lastAttempt.at)}::text[], ${m((x) => x.lastAttempt.statusCode)}::int[],
      ${m((x) => x.leaseUntil)}::bigint[]) as v(id, workspace_id, status, attempts, next_at, completed_at, at, code, lease_until)
    where d.workspace_id = v.workspace_id and d.id = v.id and d.status = 'pending' and d.lease_owner = ${owner} and d.lease_until = v.lease_until
    returning d.id, v.lease_until`.execute(db);
  for (const row of rows) moved.add(leaseOf(row));
  return moved;
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

const INSERT_ROWS = 2_000; // 13 values a row: under SQLite's 32,766 bound values (and PostgreSQL's 65,535)
/** Stores the deliveries of raised events (one per subscribed webhook), each with the full attempt budget. */
export async function insertDeliveries(db: Db, deliveries: readonly NewDelivery[]): Promise<void> {
  for (let at = 0; at < deliveries.length; at += INSERT_ROWS) {
    await db
      .insertInto('deliveries')
      .values(deliveries.slice(at, at + INSERT_ROWS).map((d) => ({ ...created(d), attempt_budget: MAX_ATTEMPTS })))
      .execute();
  }
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
