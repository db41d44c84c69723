/**
 * Which due deliveries a claim takes (claimDue in delivery-writes.ts leases them): the read half of a claim, kept
 * apart from the one writer of the deliveries table.
 */
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { EventTable } from '../../db/types.js';
import type { DeliveryRow } from './delivery-repository.js';
import type { WebhookRow } from '../repository.js';

/** What one claim asks for. */
export interface Claim {
  readonly owner: string;
  /** Deliveries to lease at most (the claiming dispatcher's free slots). */
  readonly limit: number;
  /** Attempts one webhook may have in flight, counted over every dispatcher's leases. */
  readonly perWebhook: number;
  /**
   * Deliveries of one webhook the claimer may hold leased (in flight and claimed ahead) while no other holds any of
   * its leases; at least perWebhook. The claimer starts at most perWebhook of them at once (the dispatcher's own
   * count), and another claimer, counting them all as leases, takes none meanwhile: the share holds across processes.
   */
  readonly ahead?: number;
  readonly nowMs: number;
  readonly leaseUntil: number;
  /** Try firstTurnIds before the whole claim (worth it when the due work is small or spread over many workspaces). */
  readonly firstTurns?: boolean;
  /**
   * Deliveries leased to `owner` whose attempt was answered (a success) and is being recorded, each named with its
   * lease (leaseKey): no longer in flight, so not counted against their webhook's share, which goes to the next
   * delivery at once, not after the commit.
   */
  readonly answered?: readonly string[];
}

/** A stored event. */
export type EventRow = Selectable<EventTable>;

/** What a claim leased, with the webhooks and events its deliveries need. */
export interface Claimed {
  readonly deliveries: DeliveryRow[];
  readonly webhooks: WebhookRow[];
  readonly events: EventRow[];
  /** Whether the window of oldest open deliveries was looked at and held all of them (undefined: not looked at). */
  readonly windowHeldAll?: boolean;
}

/** A leased delivery with its event and webhook (a claim on PostgreSQL returns them in its own statement). */
export type WithRows = DeliveryRow & { claimed_event: EventRow | null; claimed_webhook: WebhookRow | null };

/** The claim of `rows`: the deliveries, and their events and webhooks once each. */
export function claimedFrom(rows: readonly WithRows[]): Claimed {
  const webhooks = new Map<number, WebhookRow>();
  const events = new Map<number, EventRow>();
  const deliveries = rows.map(({ claimed_event: event, claimed_webhook: webhook, ...delivery }) => {
    if (event) events.set(event.id, event);
    if (webhook) webhooks.set(webhook.id, webhook);
    return delivery;
  });
  return { deliveries, webhooks: [...webhooks.values()], events: [...events.values()] };
}

/** Delivery `x` may be claimed at `nowMs`: pending, due, and not leased (or its lease ran out). */
const openAt = (nowMs: number) => sql`x.status = 'pending' and x.next_attempt_at <= ${nowMs} and (x.lease_until is null or x.lease_until < ${nowMs})`;

/**
 * Delivery `l` holds a lease at `nowMs`. Only a pending delivery is ever leased (every other move lets go of the
 * lease), so the leases are counted by lease alone: with status = 'pending' in it too, PostgreSQL (its statistics
 * behind a fast-changing backlog) walked every pending delivery instead of the leases.
 */
const leasedAt = (nowMs: number) => sql`l.lease_owner is not null and l.lease_until >= ${nowMs}`;

/** How many leases of one webhook `claim` may hold: perWebhook once another holds some (`others`), else ahead. */
const heldAtMost = (claim: Claim, others: RawBuilder<unknown>) =>
  (claim.ahead ?? claim.perWebhook) > claim.perWebhook ? sql`(case when ${others} > 0 then cast(${claim.perWebhook} as integer) else cast(${claim.ahead} as integer) end)` : sql`cast(${claim.perWebhook} as integer)`;

/** Delivery `l` is leased by another owner than `claim`'s. */
const othersAt = (claim: Claim) => sql`${leasedAt(claim.nowMs)} and l.lease_owner <> ${claim.owner}`;

/**
 * Delivery `l` is in flight for `claim`: leased, and not among the attempts the claiming owner says were answered
 * under that very lease (only its own: a lease that ran out and was taken again, by anyone, counts).
 */
function inFlightAt(dialect: Dialect, { nowMs, owner, answered = [] }: Claim) {
  if (answered.length === 0) return leasedAt(nowMs);
  const key = sql`(l.id || ':' || l.lease_until)`;
  const listed = dialect === 'postgres' ? sql`${key} = any(${answered})` : sql`${key} in (select value from json_each(${JSON.stringify(answered)}))`;
  return sql`${leasedAt(nowMs)} and not (l.lease_owner = ${owner} and ${listed})`;
}

/** How many of the oldest open deliveries firstTurnIds looks at, per delivery asked for. */
const WINDOW_PER_SLOT = 8;

/**
 * The due deliveries a claim takes, best first. For each webhook, at most `perWebhook` of its oldest due ones (only
 * its probe while it is failing: see docs/webhooks.md, Retries) less those in flight (leased, not expired, and not
 * answered: inFlightAt), so a receiver that is slow, silent or failing holds at most its own share of the slots.
 * Then turns between workspaces: each workspace's oldest, then each one's second, and so on, so one workspace's
 * burst waits behind nobody and delays nobody. Each webhook's due ones are looked up through deliveries_webhook_due
 * and its leases through the partial index deliveries_leased, so the work grows with the webhooks, not the backlog.
 * Each LIMIT is an expression (`+ 0`): a bound LIMIT makes SQLite prepare the whole claim again on every run
 * (db/sqlite-limit.ts).
 */
export function dueIds(dialect: Dialect, claim: Claim) {
  const { nowMs, perWebhook, limit } = claim;
  const open = openAt(nowMs);
  const leased = inFlightAt(dialect, claim);
  const columns = sql`x.id, x.workspace_id, x.webhook_id, x.next_attempt_at, x.event_id`;
  // A failing webhook offers its probe only, looked up by id (kept out of the lookup of the others: in it,
  // PostgreSQL misjudged how many rows match and walked the whole backlog instead of the index).
  const probes =
    dialect === 'postgres'
      ? // Looked up from each failing webhook (a LATERAL with a LIMIT is not turned into a join driven by the backlog).
        sql`select x.* from webhooks w cross join lateral (select ${columns} from deliveries x
          where x.id = w.probe_delivery_id and x.webhook_id = w.id and ${open} limit 1) x where w.probe_delivery_id is not null`
      : // CROSS JOIN: SQLite keeps webhooks as the outer loop (left to its choice, it walked every due delivery).
        sql`select ${columns} from webhooks w cross join deliveries x on x.id = w.probe_delivery_id where w.probe_delivery_id is not null and x.webhook_id = w.id and ${open}`;
  const order = sql`order by x.next_attempt_at, x.event_id`;
  if (dialect === 'postgres') {
    // Each webhook's leases are counted where it is looked up, and it offers only as many as it may still hold.
    const free = sql`(${perWebhook} - (select count(*) from deliveries l where l.webhook_id = w.id and ${leased}))`;
    const counted = sql`(select count(*) filter (where ${leased}) as n, count(*) filter (where ${othersAt(claim)}) as others
      from deliveries l where l.webhook_id = w.id and ${leasedAt(nowMs)})`;
    return sql`with candidates as (
        select d.* from webhooks w cross join lateral ${counted} f cross join lateral (select ${columns} from deliveries x
          where x.webhook_id = w.id and ${open} ${order} limit greatest(${heldAtMost(claim, sql`f.others`)} - f.n, 0)) d
        where w.probe_delivery_id is null
        union all ${probes} and ${free} > 0),
      turns as (select id, next_attempt_at, event_id, row_number() over (partition by workspace_id order by next_attempt_at, event_id) as turn from candidates)
      select id from turns order by turn, next_attempt_at, event_id limit ${limit} + 0`;
  }
  // SQLite has no LATERAL: the oldest `perWebhook` of each webhook, less its leases (counted once for all,
  // through deliveries_leased, which SQLite is told to use: it would rather walk every pending delivery).
  const heads = sql`select d.id, d.workspace_id, d.webhook_id, d.next_attempt_at, d.event_id, 0 as probe from webhooks w
    join deliveries d on d.id in (select x.id from deliveries x where x.webhook_id = w.id and ${open} ${order} limit ${claim.ahead ?? perWebhook} + 0)
    where w.probe_delivery_id is null`;
  return sql`with candidates as (${heads} union all select p.*, 1 as probe from (${probes}) p),
    flying as (select l.webhook_id, count(*) filter (where ${leased}) as n, count(*) filter (where ${othersAt(claim)}) as others
      from deliveries l indexed by deliveries_leased where ${leasedAt(nowMs)} group by l.webhook_id),
    placed as (
      select c.id, c.workspace_id, c.next_attempt_at, c.event_id, c.probe, coalesce(f.others, 0) as others,
        row_number() over (partition by c.webhook_id order by c.next_attempt_at, c.event_id) + coalesce(f.n, 0) as place
      from candidates c left join flying f on f.webhook_id = c.webhook_id),
    turns as (
      select id, next_attempt_at, event_id, row_number() over (partition by workspace_id order by next_attempt_at, event_id) as turn
      from placed where place <= case when probe = 1 then ${perWebhook} else ${heldAtMost(claim, sql`others`)} end)
    select id from turns order by turn, next_attempt_at, event_id limit ${limit} + 0`;
}

/**
 * The same choice as dueIds, found without visiting every webhook: a window of the oldest open deliveries
 * (WINDOW_PER_SLOT per slot, in due order), each placed as dueIds places it (its webhook's free slots, only its probe
 * while failing), in dueIds' turns. windowAnswer tells when that is dueIds' whole answer; otherwise the caller makes
 * the whole claim.
 */
export function firstTurnIds(dialect: Dialect, claim: Claim) {
  const { nowMs, perWebhook, limit } = claim;
  return sql<WindowRow>`with win as (
      select x.id, x.workspace_id, x.webhook_id, x.next_attempt_at, x.event_id from deliveries x where ${openAt(nowMs)}
      order by x.next_attempt_at, x.event_id limit ${windowOf(limit)} + 0),
    flying as (select l.webhook_id, count(*) filter (where ${inFlightAt(dialect, claim)}) as n, count(*) filter (where ${othersAt(claim)}) as others
      from deliveries l where l.webhook_id in (select webhook_id from win) and ${leasedAt(nowMs)} group by l.webhook_id),
    placed as (
      select win.id, win.workspace_id, win.next_attempt_at, win.event_id, w.probe_delivery_id as probe, coalesce(f.n, 0) as n, coalesce(f.others, 0) as others,
        row_number() over (partition by win.webhook_id order by win.next_attempt_at, win.event_id) as place
      from win join webhooks w on w.id = win.webhook_id left join flying f on f.webhook_id = win.webhook_id),
    turns as (
      select id, next_attempt_at, event_id, row_number() over (partition by workspace_id order by next_attempt_at, event_id) as turn
      from placed where case when probe is null then place + n <= ${heldAtMost(claim, sql`others`)} else probe = id and n < ${perWebhook} end)
    select * from (select id, turn, next_attempt_at, event_id, 0 as seen from turns order by turn, next_attempt_at, event_id limit ${limit} + 0) t
    union all select '' as id, 0 as turn, 0 as next_attempt_at, 0 as event_id, count(*) as seen from win`;
}

/** A row of firstTurnIds: a delivery in its turn, or (id '') how many open deliveries the window held. */
export interface WindowRow {
  readonly id: string;
  readonly turn: number;
  readonly next_attempt_at: number;
  readonly event_id: number;
  readonly seen: number;
}

const windowOf = (limit: number) => Math.min(limit * WINDOW_PER_SLOT, 1024);

/**
 * What firstTurnIds' rows answer: dueIds' ids, in its order, when the window tells (undefined when it does not).
 * - The window held fewer than it could: it holds every open delivery, so its turns are the whole claim's.
 * - The window was full, and the first `limit` in turn order are all first turns: every workspace outside the
 *   window has its oldest later than the whole window, so the first turns of the `limit` oldest workspaces are all
 *   inside it, and come first in dueIds' order.
 * `complete` says which of the two the window was (the dispatcher tries the window again while it is small).
 */
export function windowAnswer(rows: readonly WindowRow[], limit: number): { ids: string[] | undefined; complete: boolean } {
  const complete = Number(rows.find((r) => r.id === '')?.seen ?? 0) < windowOf(limit);
  const turns = rows
    .filter((r) => r.id !== '')
    .sort((a, b) => Number(a.turn) - Number(b.turn) || Number(a.next_attempt_at) - Number(b.next_attempt_at) || Number(a.event_id) - Number(b.event_id));
  const firsts = turns.length >= limit && turns.every((r) => Number(r.turn) === 1);
  return { ids: complete || firsts ? turns.map((r) => r.id) : undefined, complete };
}
