/** The dispatcher: leases due deliveries, attempts them with bounded concurrency, records every attempt. */
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Store } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { randomBase62 } from '../../keys/format.js';
import { now } from '../../time.js';
import { stillLeased, type DeliveryRow } from './delivery-repository.js';
import { claimDue, releaseLeases, updateDelivery } from './delivery-writes.js';
import { deliveryBody, onOutboxWrite } from '../outbox.js';
import { OutcomeRecorder } from './recorder.js';
import type { WebhookRow } from '../repository.js';
import { signingSecrets } from '../secrets.js';
import { Mailer } from './notify.js';
import { attempt, ATTEMPT_TIMEOUT_MS, createAgent } from './sender.js';
import type { DeliveryObserver } from './observer.js';
import { hearNewWork, type Hearing } from './wakeup.js';
import { ReadyQueue } from './ready-queue.js';
import { successChangesWebhook } from './delivery-state.js';
import { answeredKey, type EventRow } from './due.js';

// Long enough for a full attempt and its bookkeeping; a holder that died frees its work after this.
const LEASE_MS = ATTEMPT_TIMEOUT_MS * 3;

// A delivery that waited longer than this for a slot reads its webhook again before it is sent (it may have been
// deleted, disabled or edited, or another worker may have made it fail); one that waited half an attempt's timeout is
// given back, so it starts with nearly its whole lease, as one claimed for a free slot does.
const FRESH_MS = 50;
const WAIT_MS = ATTEMPT_TIMEOUT_MS / 2;
// A worker that found the due work too big for a look at its oldest (due.ts, windowAnswer) looks again after this.
const WINDOW_AGAIN_MS = 1_000;

/** Where the dispatcher reports what goes wrong. */
export interface Log {
  error(details: object, message: string): void;
}

/** One dispatcher per process; several processes may run one each on the same store. */
export class Dispatcher {
  private readonly owner = `dispatcher-${randomBase62(12)}`;
  private readonly db: Kysely<Database>;
  private readonly agent;
  private readonly mailer: Mailer;
  private readonly recorder: OutcomeRecorder;
  /** Slots taken: attempts in flight, and those being recorded that hold theirs (see deliver). */
  private taken = 0;
  /** Every attempt started and not yet recorded (stop() waits for them). */
  private readonly working = new Set<Promise<void>>();
  /**
   * Successes being recorded, each a delivery with the lease it was sent under (answeredKey): no longer in flight.
   * At most as many as the slots: past that, a success holds its slot until it is recorded, as a failure does.
   */
  private readonly answered = new Set<string>();
  /** Claimed ahead, up to a second round of slots (with one webhook its cap leaves nothing to claim ahead). */
  private readonly ready = new ReadyQueue();
  private readonly lettingGo = new Set<Promise<void>>();
  /**
   * Webhooks whose last attempt failed, and when that failure was recorded (Infinity while it is being recorded): a
   * claim begun before then may hold their deliveries, read before the failure made one of them the probe.
   */
  private readonly failed = new Map<number, number>();
  /** Workspaces the last claim took from: a claim for no more than these looks at first turns first (firstTurnIds). */
  private spread = 0;
  /** Whether the last look at the window of oldest open deliveries found all of them, and when it was (the due work is small: look again). */
  private windowHeldAll = true;
  private windowAt = 0;
  /**
   * Whether small due work is claimed through the window. On SQLite that claim is a transaction of two statements, and
   * two stores of one process (two workers in a test) then wait for each other's lock on one thread: there only
   * work spread over many workspaces takes that road, and the whole claim stays one statement.
   */
  private readonly smallWork: boolean;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private hearing: Hearing | undefined;
  private ticking: Promise<void> | undefined;
  private again = false;
  private refilling = false;
  private stopping = false;

  constructor(
    private readonly store: Store,
    private readonly config: Config,
    private readonly log: Log,
    private readonly observer?: DeliveryObserver,
  ) {
    this.db = store.engineDb;
    this.smallWork = store.dialect === 'postgres';
    this.agent = createAgent(config.webhookAllowPrivateUrls, config.webhookConcurrency);
    this.recorder = new OutcomeRecorder(store.engineDb, store.dialect, config.webhookRetryDelaysMs, this.owner);
    this.mailer = new Mailer(config.smtpUrl, config.smtpFrom, store.db, (err, message) => log.error({ err }, message));
  }

  /** Starts polling, and listens for work committed by this process and (see wakeup.ts) by others. */
  start(): void {
    this.unsubscribe = onOutboxWrite(() => this.wake());
    this.hearing = hearNewWork(this.store, this.config.redisUrl, () => this.wake());
    this.wake();
  }

  /** Looks for due work now. */
  wake(): void {
    if (this.stopping) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.tick().finally(() => {
      this.ticking = undefined;
      if (this.stopping) return;
      if (this.again) return this.wake();
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.wake(), this.config.webhookPollIntervalMs);
    });
  }

  private async tick(): Promise<void> {
    do {
      this.again = false;
      this.startReady();
      const room = 2 * this.config.webhookConcurrency - this.taken - this.ready.length;
      if (room <= 0 || this.ready.length >= this.config.webhookConcurrency / 2) return;
      const time = Date.now();
      let claimed: DeliveryRow[];
      let rows: { webhooks: Map<number, WebhookRow>; events: Map<number, EventRow> };
      try {
        const leased = await claimDue(this.db, this.store.dialect, {
          owner: this.owner,
          limit: room,
          perWebhook: this.config.webhookMaxInFlight,
          nowMs: time,
          leaseUntil: time + LEASE_MS,
          answered: [...this.answered],
          firstTurns: room <= this.spread || (this.smallWork && (this.windowHeldAll || time - this.windowAt >= WINDOW_AGAIN_MS)),
        });
        claimed = leased.deliveries;
        rows = { webhooks: new Map(leased.webhooks.map((w) => [w.id, w])), events: new Map(leased.events.map((e) => [e.id, e])) };
        if (leased.windowHeldAll !== undefined) [this.windowHeldAll, this.windowAt] = [leased.windowHeldAll, time];
        // Each from another workspace and as many as asked for: there may be more (a claim of any size tries first turns).
        const workspaces = new Set(claimed.map((d) => d.workspace_id)).size;
        this.spread = workspaces === room ? Infinity : workspaces;
      } catch (error) {
        // Nothing was leased, or the leases expire and the deliveries are claimed again.
        this.log.error({ err: error }, 'could not claim deliveries');
        return;
      }
      if (this.stopping) return this.letGo(claimed);
      // A failure recorded since the claim began (this worker's) may have made a claimed delivery's webhook fail.
      for (const [webhookId, recordedAt] of this.failed) if (recordedAt < time) this.failed.delete(webhookId);
      const failedSince = (d: DeliveryRow) => (this.failed.get(d.webhook_id) ?? -Infinity) >= time;
      void this.letGo(claimed.filter(failedSince));
      const fresh = claimed.filter((d) => !failedSince(d));
      this.ready.add(fresh.map((delivery) => ({ delivery, webhook: rows.webhooks.get(delivery.webhook_id), event: rows.events.get(delivery.event_id), since: time })));
      this.startReady();
      if (claimed.length < room) return;
    } while (!this.stopping);
  }

  /** Starts claimed deliveries while slots are free, oldest claim first. */
  private startReady(): void {
    while (!this.stopping && this.free() > 0) {
      const next = this.ready.next();
      if (next === undefined) return;
      const waited = Date.now() - next.since;
      if (waited >= WAIT_MS) void this.letGo([next.delivery]);
      else this.launch(next.delivery, waited <= FRESH_MS ? next.webhook : null, next.event);
    }
  }

  /** Gives back leases taken and not attempted (best effort: they expire by themselves); stop() waits for it. */
  private async letGo(deliveries: readonly DeliveryRow[]): Promise<void> {
    if (deliveries.length === 0) return;
    const done = releaseLeases(this.db, this.owner, deliveries).catch((error: unknown) => this.log.error({ err: error }, 'could not release leases'));
    this.lettingGo.add(done);
    await done.finally(() => this.lettingGo.delete(done));
  }

  /** Attempts `delivery` in a slot of its own; `webhook` null: read it again first. */
  private launch(delivery: DeliveryRow, webhook: WebhookRow | undefined | null, event: EventRow | undefined): void {
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      this.taken -= 1;
      this.startReady();
      this.refill();
    };
    const work: Promise<void> = this.deliver(delivery, webhook, event, release)
      .catch((error: unknown) => this.log.error({ err: error, delivery: delivery.id }, 'delivery failed unexpectedly; its lease will expire and it will be retried'))
      .finally(() => {
        release();
        this.working.delete(work);
      });
    this.taken += 1;
    this.working.add(work);
  }

  /** Attempts that may start now. */
  private free(): number {
    return this.config.webhookConcurrency - this.taken;
  }

  /**
   * A freed slot is claimed for at once: in the same turn of the event loop, so the slots a recorded batch frees
   * together are filled by one claim (and claims made meanwhile are folded into the next by wake()).
   */
  private refill(): void {
    if (this.refilling || this.ready.length >= this.config.webhookConcurrency / 2) return;
    this.refilling = true;
    setImmediate(() => {
      this.refilling = false;
      this.wake();
    });
  }

  private async deliver(delivery: DeliveryRow, known: WebhookRow | undefined | null, foundEvent: EventRow | undefined, release: () => void): Promise<void> {
    if (known === null && !(await stillLeased(this.db, this.owner, delivery))) {
      // Taken from this worker while it waited (its webhook was disabled and enabled, or the lease ran out): whoever
      // holds it now sends it, and nothing is sent twice.
      return;
    }
    const found = known === null ? await this.db.selectFrom('webhooks').selectAll().where('id', '=', delivery.webhook_id).executeTakeFirst() : known;
    // Rows of another workspace are never used, whatever the ids say.
    const webhook = found?.workspace_id === delivery.workspace_id ? found : undefined;
    const event = foundEvent?.workspace_id === delivery.workspace_id ? foundEvent : undefined;
    if (!webhook || webhook.status !== 'enabled' || !event) {
      // Disabled since it was claimed: held for enable. Deleted: nothing may be sent to it.
      const held = webhook?.status === 'disabled' && event !== undefined;
      const moved = await updateDelivery(this.db, delivery.workspace_id, delivery.id, this.owner, {
        move: held ? 'hold' : 'cancel',
        attempts: delivery.attempts,
        nextAttemptAt: delivery.next_attempt_at,
        completedAt: held ? null : now(),
      });
      if (moved && event?.livemode !== 0) this.observer?.settled(held ? 'held' : 'canceled');
      return;
    }
    // Failing since it was claimed (another worker's attempt): only its probe may go, and this is not it.
    if (webhook.probe_delivery_id !== null && webhook.probe_delivery_id !== delivery.id) return this.letGo([delivery]);
    // Test mode's deliveries are sent like any other, but never counted in the live series.
    const observer = event.livemode === 1 ? this.observer : undefined;
    const outcome = await attempt(this.agent, this.config.webhookAllowPrivateUrls, {
      url: webhook.url,
      secrets: signingSecrets(webhook, Date.now()),
      test: delivery.test === 1,
      deliveryId: delivery.id,
      eventName: delivery.event_name,
      body: deliveryBody(event),
    });
    observer?.attempted(outcome.durationMs / 1000, outcome.succeeded);
    // A failure holds its slot until it is recorded: it must make its delivery the webhook's probe before more
    // attempts are claimed, or an outage would be met with a stampede (docs/decisions.md#7-webhooks). Nor may the
    // webhook's deliveries claimed ahead go out after it: they are given back once it is recorded. So does a success
    // that ends a failure streak: its recording releases the backlog, and freeing the slot then claims for it.
    if (!outcome.succeeded) this.failed.set(webhook.id, Infinity);
    const heldBack = outcome.succeeded ? [] : this.ready.take(webhook.id);
    const recording = this.recorder.record({ delivery, webhook, outcome });
    // Any other success is no longer in flight: its slot, and its place in its webhook's share, go to the next
    // attempt while it is recorded (claims do not count its lease: Claim.answered), up to as many as the slots.
    const answered =
      outcome.succeeded && !successChangesWebhook(webhook) && this.answered.size < this.config.webhookConcurrency ? answeredKey(delivery.id, Number(delivery.lease_until)) : undefined;
    if (answered !== undefined) {
      this.answered.add(answered);
      release();
    }
    const recorded = await recording.finally(() => {
      if (answered !== undefined) this.answered.delete(answered);
      if (!outcome.succeeded) this.failed.set(webhook.id, Date.now());
    });
    await this.letGo(heldBack);
    if (recorded.settled !== null) observer?.settled(recorded.settled);
    await this.mailer.send(recorded.emails);
  }

  /** Stops claiming, lets attempts in flight finish and be recorded, then closes connections. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.unsubscribe?.();
    await this.hearing?.close();
    await this.ticking;
    await this.letGo(this.ready.take());
    await Promise.allSettled([...this.working]);
    await Promise.allSettled([...this.lettingGo]);
    await this.recorder.drain();
    await this.agent.close();
    this.mailer.close();
  }
}
