/**
 * The events of every workspace as they are committed, in id order, for the open event streams of this process
 * (docs/live-status.md#the-event-stream). One poll of the events table serves every stream; it runs only while a
 * stream is open, so it works the same across processes (each reads the shared store) and on one.
 *
 * PostgreSQL hands out ids when a transaction inserts and not when it commits, so a later id can be visible before
 * an earlier one. An event is passed on only once every id below it is settled: committed, or a gap that no
 * transaction running when the gap was seen can still fill (its snapshot's xmin has passed the gap's xmax). So the
 * ids a stream sends only grow, and `Last-Event-ID` resumes exactly: nothing lost or doubled.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, EventTable } from '../db/types.js';

/** An event as read. */
export type EventRow = Selectable<EventTable>;

/** One open stream's interest: its workspace, and what to do with each settled event of it. */
export interface EventSubscriber {
  readonly workspaceId: number;
  deliver(event: EventRow): void;
}

const POLL_MS = 150;
const BATCH = 500;
// A gap seen is settled once no transaction running then is left; a gap older than this is settled regardless.
const GAP_MIN_MS = 200;
const GAP_MAX_MS = 60_000;
const START_WAIT_MS = 5_000;
// More missing ids than this below the newest read are read back as a range rather than listed.
const MAX_LISTED_GAPS = 1_000;

/** The lowest missing id, since when it has been missing, and the horizon it waits for. */
interface Gap {
  readonly at: number;
  readonly seenAt: number;
  /** The snapshot's xmax when the gap was seen (PostgreSQL); undefined where ids are handed out in commit order. */
  readonly horizon: bigint | undefined;
}

/** The process's one reader of new events. */
export class EventTail {
  /** Every id up to this is settled and passed on. */
  private floor = 0;
  private readonly pending = new Map<number, EventRow>();
  private gap: Gap | undefined;
  private readonly subscribers = new Map<number, Set<EventSubscriber>>();
  private count = 0;
  private timer: NodeJS.Timeout | undefined;
  private started: Promise<void> | undefined;
  private running = false;
  private polling: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly postgres: boolean,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Subscribes; resolves with the id everything up to which this subscriber is not sent (the tail's floor). */
  async subscribe(subscriber: EventSubscriber): Promise<number> {
    // An idle tail stops; the next subscriber starts it again (see start()).
    while (!this.running) {
      // A start that failed (the store unreachable) is tried again by the next subscriber, not kept.
      this.started ??= this.start().catch((error: unknown) => {
        this.started = undefined;
        throw error;
      });
      await this.started;
    }
    let set = this.subscribers.get(subscriber.workspaceId);
    if (!set) this.subscribers.set(subscriber.workspaceId, (set = new Set()));
    set.add(subscriber);
    this.count += 1;
    return this.floor;
  }

  unsubscribe(subscriber: EventSubscriber): void {
    const set = this.subscribers.get(subscriber.workspaceId);
    if (set?.delete(subscriber) !== true) return;
    this.count -= 1;
    if (set.size === 0) this.subscribers.delete(subscriber.workspaceId);
  }

  /** Stops polling; waits for a poll under way. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.polling;
  }

  /**
   * Starts at the newest event. On PostgreSQL it first waits (at most 5 s) for every transaction running now to
   * end, so an event one of them commits with a lower id is in the store before anyone reads up to the floor:
   * a resuming stream's read of what it missed then sees it.
   */
  private async start(): Promise<void> {
    const newest = await this.db.selectFrom('events').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
    if (this.postgres) {
      const { xmax: horizon } = await this.snapshot();
      for (let waited = 0; waited < START_WAIT_MS && (await this.snapshot()).xmin < horizon; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    this.floor = Number(newest?.max ?? 0);
    this.pending.clear();
    this.gap = undefined;
    this.running = true;
    this.started = undefined;
    this.schedule(POLL_MS);
  }

  private schedule(ms: number): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.polling = this.poll()
        .then((next) => (next === 'stop' ? undefined : this.schedule(next === 'full' ? 0 : POLL_MS)))
        .catch((error: unknown) => {
          this.onError(error);
          this.schedule(POLL_MS * 10);
        });
    }, ms);
    this.timer.unref();
  }

  /** One read of what is new: 'full' when the batch was full (read again at once), 'stop' when nobody listens. */
  private async poll(): Promise<'full' | 'more' | 'stop'> {
    if (this.count === 0) {
      this.running = false;
      return 'stop';
    }
    // Before the reads: a gap is settled only when no transaction that could fill it was running before them,
    // so a row it committed is in what they read. After: the horizon of gaps seen in them.
    const before = this.postgres ? await this.snapshot() : undefined;
    let top = this.floor;
    for (const id of this.pending.keys()) if (id > top) top = id;
    const newer = this.db.selectFrom('events').selectAll().where('id', '>', top).orderBy('id').limit(BATCH).execute();
    // Ids missing below the newest one read: any of them that committed since (out of order) is read too.
    const missing: number[] = [];
    for (let id = this.floor + 1; id < top && missing.length <= MAX_LISTED_GAPS; id += 1) if (!this.pending.has(id)) missing.push(id);
    const late =
      missing.length === 0
        ? Promise.resolve([])
        : missing.length <= MAX_LISTED_GAPS
          ? this.db.selectFrom('events').selectAll().where('id', 'in', missing).execute()
          : this.db.selectFrom('events').selectAll().where('id', '>', this.floor).where('id', '<', top).execute();
    const [rows, filled] = await Promise.all([newer, late]);
    for (const row of [...filled, ...rows]) this.pending.set(row.id, row);
    const after = this.postgres ? await this.snapshot() : undefined;
    this.settle(before && after && { xmin: before.xmin, xmax: after.xmax });
    return rows.length === BATCH ? 'full' : 'more';
  }

  private async snapshot(): Promise<{ xmin: bigint; xmax: bigint }> {
    const { rows } = await sql<{ xmin: string; xmax: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(this.db);
    const row = rows[0] as { xmin: string; xmax: string };
    return { xmin: BigInt(row.xmin), xmax: BigInt(row.xmax) };
  }

  /** Passes on every event whose lower ids are all settled, in id order. */
  private settle(snapshot: { xmin: bigint; xmax: bigint } | undefined): void {
    const now = Date.now();
    for (;;) {
      const next = this.floor + 1;
      const row = this.pending.get(next);
      if (row) {
        this.pending.delete(next);
        this.floor = next;
        this.gap = undefined;
        this.pass(row);
        continue;
      }
      if (this.pending.size === 0) return;
      // The lowest id still to come is missing while a higher one is here: a gap.
      if (this.gap?.at !== next) this.gap = { at: next, seenAt: now, horizon: snapshot?.xmax };
      const { seenAt, horizon } = this.gap;
      const settled = horizon === undefined || now - seenAt >= GAP_MAX_MS || (now - seenAt >= GAP_MIN_MS && snapshot !== undefined && snapshot.xmin >= horizon);
      if (!settled) return;
      let lowest = Number.POSITIVE_INFINITY;
      for (const id of this.pending.keys()) if (id < lowest) lowest = id;
      this.floor = lowest - 1;
      this.gap = undefined;
    }
  }

  private pass(row: EventRow): void {
    for (const subscriber of this.subscribers.get(row.workspace_id) ?? []) subscriber.deliver(row);
  }
}
