/** A dispatcher's claims: what each asks for, from what the ones before it found (the claim itself: due.ts). */
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import type { WebhookRow } from '../repository.js';
import type { DeliveryRow } from './delivery-repository.js';
import { leaseOwners } from './delivery-repository.js';
import { claimDue, releaseLeasesOf } from './delivery-writes.js';
import type { EventRow } from './due.js';
import type { OwnerLock } from './owners.js';
import type { DeliveryObserver } from './observer.js';
import type { FaultLog } from '../../db/faults.js';

// A worker that found the due work too big for a look at its oldest (due.ts, windowAnswer) looks again after this.
const WINDOW_AGAIN_MS = 1_000;
// How often a claim looks for leases of owners that are gone (owners.ts), whose deliveries are then due at once.
const GONE_EVERY_MS = 500;
const NOTHING: Leased = { claimed: [], rows: { webhooks: new Map(), events: new Map() } };

/** What a claim leased, with the rows its deliveries are sent with. */
export interface Leased {
  readonly claimed: DeliveryRow[];
  readonly rows: { webhooks: Map<number, WebhookRow>; events: Map<number, EventRow> };
}

/** One per dispatcher. */
export class Claimer {
  /** Workspaces the last claim took from: a claim for no more than these looks at first turns first (firstTurnIds). */
  private spread = 0;
  /** Webhooks the last claim took from: the room is shared among as many (Claim.ahead). */
  private webhooksFound = Infinity;
  /** Whether the last look at the window of oldest open deliveries found all of them, and when it was (the due work is small: look again). */
  private windowHeldAll = true;
  private windowAt = 0;
  /**
   * Whether small due work is claimed through the window. On SQLite that claim is a transaction of two statements, and
   * two stores of one process (two workers in a test) then wait for each other's lock on one thread: there only
   * work spread over many workspaces takes that road, and the whole claim stays one statement.
   */
  private readonly smallWork: boolean;
  /** When leases of gone owners are looked for next. */
  private goneAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly lock: OwnerLock,
    private readonly perWebhook: number,
    /** Both told of the leases given back for owners that are gone. */
    private readonly log: FaultLog,
    private readonly observer?: DeliveryObserver,
  ) {
    this.smallWork = dialect === 'postgres';
  }

  /**
   * Leases up to `room` due deliveries until `leaseUntil` (`answered`: Claim.answered); nothing while the owner's lock
   * is not held. First, at most every GONE_EVERY_MS, gives back the leases of owners that are gone.
   */
  async claim(room: number, time: number, leaseUntil: number, answered: string[]): Promise<Leased> {
    if (!this.lock.held()) return NOTHING;
    if (time >= this.goneAt) {
      this.goneAt = time + GONE_EVERY_MS;
      const gone = await this.lock.gone(await leaseOwners(this.db, this.dialect, time));
      const leases = gone.length > 0 ? await releaseLeasesOf(this.db, this.dialect, gone, time) : 0;
      if (leases > 0) {
        this.log.info({ leases, owners: gone }, 'gave back the leases of workers that are gone: their deliveries are due now');
        this.observer?.recovered(leases);
      }
    }
    const leased = await claimDue(this.db, this.dialect, {
      owner: this.lock.owner,
      limit: room,
      perWebhook: this.perWebhook,
      ahead: Math.max(this.perWebhook, Math.ceil(room / this.webhooksFound)),
      nowMs: time,
      leaseUntil,
      answered,
      firstTurns: room <= this.spread || (this.smallWork && (this.windowHeldAll || time - this.windowAt >= WINDOW_AGAIN_MS)),
    });
    const claimed = leased.deliveries;
    if (leased.windowHeldAll !== undefined) [this.windowHeldAll, this.windowAt] = [leased.windowHeldAll, time];
    // Each from another workspace and as many as asked for: there may be more (a claim of any size tries first turns).
    const workspaces = new Set(claimed.map((d) => d.workspace_id)).size;
    this.spread = workspaces === room ? Infinity : workspaces;
    this.webhooksFound = Math.max(1, new Set(claimed.map((d) => d.webhook_id)).size);
    return { claimed, rows: { webhooks: new Map(leased.webhooks.map((w) => [w.id, w])), events: new Map(leased.events.map((e) => [e.id, e])) } };
  }
}
