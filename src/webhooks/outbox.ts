/** The outbox: an event and its deliveries are written in the caller's transaction, so a crash loses nothing. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import { NEW_WORK_CHANNEL } from './engine/wakeup.js';
import { insertDeliveries } from './engine/delivery-writes.js';
import type { Database, Db, EventTable } from '../db/types.js';
import { base62, randomBase62 } from '../keys/format.js';
import { now } from '../time.js';
import type { EventName } from './events.js';

/** Wakes the dispatchers of this process once a transaction that raised events has committed. */
const listeners = new Set<() => void>();

/** Registers a listener for "new deliveries committed"; returns the unsubscribe function. */
export function onOutboxWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this process's dispatchers to look for work now, and other processes through the announcer of `db`. */
function nudgeDispatchers(db: object): void {
  for (const listener of listeners) listener();
  announcers.get(db)?.().catch(() => undefined);
}

// How a store's commits are told to other processes after the fact (Redis pub/sub on SQLite with REDIS_URL).
// PostgreSQL needs none: its NOTIFY goes out with the commit itself (see transactWithEvents).
const announcers = new WeakMap<object, () => Promise<unknown>>();

/** Sets how new deliveries committed on `db` are announced to other processes (see wakeup.ts). */
export function announceWith(db: Kysely<Database>, announce: () => Promise<unknown>): void {
  announcers.set(db, announce);
}

// Transactions that queued deliveries, so only those wake the dispatchers once committed.
const queuedIn = new WeakSet<object>();

/** Marks a transaction as having made deliveries due, so this process's dispatchers wake once it commits. */
export function markQueued(trx: object): void {
  queuedIn.add(trx);
}

/**
 * Runs `work` in one transaction, then wakes the dispatchers if it queued deliveries: this process's at once, other
 * processes' by PostgreSQL's NOTIFY (sent if and when the transaction commits) or the store's announcer.
 */
export async function transactWithEvents<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  let transaction: object | undefined;
  const result = await db.transaction().execute(async (trx) => {
    transaction = trx;
    const done = await work(trx);
    if (queuedIn.has(trx) && isPostgres(trx)) await sql`select pg_notify(${NEW_WORK_CHANNEL}, '')`.execute(trx);
    return done;
  });
  if (transaction && queuedIn.has(transaction)) nudgeDispatchers(db);
  return result;
}

/**
 * A new delivery id: the X-Service-Delivery and webhook-id of every attempt of it. Its first 8 characters are the
 * millisecond it was made (base62, so ids sort by it), the other 16 random (95 bits): deliveries made together lie
 * together in the indexes keyed by their id, and a batch of recorded attempts writes a page or two of them, not a
 * page per delivery (random ids were a third of the pages a batch wrote on SQLite, bench:webhooks).
 */
export function newDeliveryId(): string {
  return `msg_${base62(Date.now(), 8)}${randomBase62(16)}`;
}

/** The exact body of every delivery of an event: `{ id, event, created_at, tenant_id, livemode, data }`. */
export function deliveryBody(event: Selectable<EventTable>): string {
  return `{"id":${event.id},"event":${JSON.stringify(event.name)},"created_at":${JSON.stringify(event.created_at)},"tenant_id":${event.workspace_id},"livemode":${event.livemode === 1},"data":${event.data}}`;
}

// Whether each workspace is live, as its events record it: a workspace never changes side, so this never goes stale.
const liveWorkspaces = new Map<number, boolean>();

/** 1 when the workspace is live, 0 for a test twin (docs/decisions.md#21-test-mode). */
export async function livemodeOf(db: Db, workspaceId: number): Promise<number> {
  let live = liveWorkspaces.get(workspaceId);
  if (live === undefined) {
    // All columns: a store not yet migrated to test mode has no live_id, and all its workspaces are live.
    const row = await db.selectFrom('workspaces').selectAll().where('id', '=', workspaceId).executeTakeFirst();
    live = (row?.live_id ?? null) === null;
    if (row !== undefined) {
      if (liveWorkspaces.size >= 10_000) liveWorkspaces.clear();
      liveWorkspaces.set(workspaceId, live);
    }
  }
  return live ? 1 : 0;
}

const automationRuns = new WeakSet<object>();

/** Marks a transaction as an automation's run: the events its action raises trigger no automation (no chains, no loops). */
export function markAutomationRun(trx: object): void {
  automationRuns.add(trx);
}

/** An event as raised: its id and name. */
export interface RaisedEvent {
  readonly id: number;
  readonly event: EventName;
}

// The events raised by the work `collectRaised` runs, whichever transactions it opens (the test triggers' answer).
const raisedBy = new AsyncLocalStorage<RaisedEvent[]>();

/** Runs `work` and returns what it returned with the events it raised, in order (committed or not: `work` threw else). */
export async function collectRaised<T>(work: () => Promise<T>): Promise<{ result: T; raised: RaisedEvent[] }> {
  const raised: RaisedEvent[] = [];
  const result = await raisedBy.run(raised, work);
  // Work that collects inside work that collects: the outer one hears of these too.
  raisedBy.getStore()?.push(...raised);
  return { result, raised };
}

/** The order an event is about: an order's own id, or the `order_id` an entitlement or subscription carries. */
function orderOf(name: string, data: unknown): number | null {
  if (data === null || typeof data !== 'object') return null;
  const value = name.startsWith('order.') ? (data as { id?: unknown }).id : name.startsWith('entitlement.') || name.startsWith('subscription.') ? (data as { order_id?: unknown }).order_id : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/**
 * Stores an event and one delivery for each webhook of the workspace that subscribes to it: pending for an enabled
 * webhook, held if disabled (resumed by enable, docs/decisions.md#7-webhooks). Call in the transaction of the change
 * that raised it (see `transactWithEvents`).
 */
export async function raiseEvent(db: Db, workspaceId: number, name: EventName, data: unknown): Promise<{ eventId: number; deliveries: number }> {
  const { eventIds, deliveries } = await raiseEvents(db, workspaceId, name, data, 1);
  return { eventId: eventIds[0] as number, deliveries };
}

/**
 * raiseEvent `count` times over (the same name and data; `events emit --repeat`): the events in one statement, the
 * workspace's webhooks read once, and every delivery in one more (a few for thousands: delivery-writes.ts).
 */
export async function raiseEvents(db: Db, workspaceId: number, name: EventName, data: unknown, count: number): Promise<{ eventIds: number[]; deliveries: number }> {
  const event = { workspace_id: workspaceId, name, data: JSON.stringify(data ?? {}), created_at: now(), order_id: orderOf(name, data), by_automation: automationRuns.has(db) ? 1 : 0, ...((await livemodeOf(db, workspaceId)) === 0 && { livemode: 0 }) };
  const events = await db
    .insertInto('events')
    .values(Array.from({ length: count }, () => event))
    .returning(['id', 'created_at'])
    .execute();
  // Raised in id order, as one at a time would have been.
  events.sort((a, b) => a.id - b.id);
  raisedBy.getStore()?.push(...events.map((e) => ({ id: e.id, event: name })));
  const webhooks = await db.selectFrom('webhooks').select(['id', 'events', 'status']).where('workspace_id', '=', workspaceId).execute();
  const subscribed = webhooks.filter((webhook) => {
    const names = JSON.parse(webhook.events) as string[];
    return names.includes('*') || names.includes(name);
  });
  if (subscribed.length > 0) {
    if (subscribed.some((webhook) => webhook.status === 'enabled')) queuedIn.add(db);
    const dueAt = Date.now();
    await insertDeliveries(
      db,
      events.flatMap((e) =>
        subscribed.map((webhook) => ({ id: newDeliveryId(), workspaceId, eventId: e.id, webhookId: webhook.id, eventName: name, webhookEnabled: webhook.status === 'enabled', createdAt: e.created_at, dueAt })),
      ),
    );
  }
  return { eventIds: events.map((e) => e.id), deliveries: subscribed.length * events.length };
}
