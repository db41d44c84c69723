/** Reading delivery rows: a failing webhook's next probe, the attempt log, the backlog. Writes: delivery-writes.ts. */
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database, Db, DeliveryTable } from '../../db/types.js';

/** A stored delivery. */
export type DeliveryRow = Selectable<DeliveryTable>;

/** A lease, named (Claim.answered, stillLeased): its delivery's id with the lease's end, which only a claim sets. */
export const leaseKey = (id: string, leaseUntil: number) => `${id}:${leaseUntil}`;

/** The lease a claimed delivery was sent under, named (leaseKey). */
export const leaseOf = (delivery: Pick<DeliveryRow, 'id' | 'lease_until'>) => leaseKey(delivery.id, Number(delivery.lease_until));

/** `column` is one of `ids`: one SQL text whatever their number (an array on PostgreSQL, a JSON list on SQLite). */
export function oneOf(dialect: Dialect, column: string, ids: readonly (number | string)[]) {
  return dialect === 'postgres' ? sql<SqlBool>`${sql.ref(column)} = any(${ids})` : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/** The webhooks and events of claimed deliveries (on SQLite: PostgreSQL's claim returns them itself), two reads. */
export async function claimedRows(db: Db, dialect: Dialect, deliveries: readonly DeliveryRow[]) {
  if (deliveries.length === 0) return { webhooks: [], events: [] };
  const webhookIds = [...new Set(deliveries.map((d) => d.webhook_id))];
  const eventIds = [...new Set(deliveries.map((d) => d.event_id))];
  return {
    webhooks: await db.selectFrom('webhooks').selectAll().where(oneOf(dialect, 'id', webhookIds)).execute(),
    events: await db.selectFrom('events').selectAll().where(oneOf(dialect, 'id', eventIds)).execute(),
  };
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

/**
 * Of `deliveries`, those `owner` still holds under the lease it took on them (neither moved nor given back and
 * claimed again since), named by leaseKey (id:lease_until), with their webhooks as they are now: one read of each
 * table for a whole batch of deliveries that waited.
 */
export async function stillLeased(db: Db, dialect: Dialect, owner: string, deliveries: readonly Pick<DeliveryRow, 'workspace_id' | 'id' | 'lease_until' | 'webhook_id'>[]) {
  const rows = await db
    .selectFrom('deliveries')
    .select(['id', 'workspace_id', 'lease_until'])
    .where(oneOf(dialect, 'id', deliveries.map((d) => d.id)))
    .where('status', '=', 'pending')
    .where('lease_owner', '=', owner)
    .execute();
  const now = new Map(rows.map((r) => [r.id, r]));
  // By lease, not by id: a delivery given back and claimed again by the same owner may wait twice, once under each.
  const kept = deliveries.filter((d) => d.lease_until !== null && now.get(d.id)?.workspace_id === d.workspace_id && Number(now.get(d.id)?.lease_until) === Number(d.lease_until));
  const held = new Set(kept.map(leaseOf));
  const webhookIds = [...new Set(kept.map((d) => d.webhook_id))];
  const webhooks = webhookIds.length === 0 ? [] : await db.selectFrom('webhooks').selectAll().where(oneOf(dialect, 'id', webhookIds)).execute();
  return { held, webhooks: new Map(webhooks.map((w) => [w.id, w])) };
}

/** The deliveries table, read through the partial index deliveries_leased (SQLite is told to: it would walk them all). */
export const leasedRows = (dialect: Dialect) => (dialect === 'sqlite' ? sql`deliveries indexed by deliveries_leased` : sql`deliveries`);

/** The owners of leases unexpired at `nowMs`, found through the partial index deliveries_leased. */
export async function leaseOwners(db: Db, dialect: Dialect, nowMs: number): Promise<string[]> {
  const { rows } = await sql<{ owner: string }>`select distinct lease_owner as owner from ${leasedRows(dialect)} where lease_owner is not null and lease_until >= ${nowMs}`.execute(db);
  return rows.map((r) => r.owner);
}

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

/**
 * Reads the backlog at `nowMs` (one statement over the pending and held deliveries only), of live workspaces: test
 * mode's deliveries are sent like any other, but never counted in the live series (docs/decisions.md#21-test-mode).
 */
export async function deliveryBacklog(db: Kysely<Database>, nowMs: number): Promise<Backlog> {
  const { rows } = await sql<{ due: number | null; held: number | null; oldest: number | null }>`
    select sum(case when status = 'pending' and next_attempt_at <= ${nowMs} then 1 else 0 end) as due,
           sum(case when status = 'held' then 1 else 0 end) as held,
           min(case when status = 'pending' and next_attempt_at <= ${nowMs} then next_attempt_at end) as oldest
    from deliveries where status in ('pending', 'held') and workspace_id not in (select id from workspaces where live_id is not null)`.execute(db);
  const row = rows[0];
  return { due: Number(row?.due ?? 0), held: Number(row?.held ?? 0), oldestDueAt: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest) };
}
