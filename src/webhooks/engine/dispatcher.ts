/** The dispatcher: leases due deliveries, attempts them with bounded concurrency, records every attempt. */
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Store } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { leaseOf, stillLeased, type DeliveryRow } from './delivery-repository.js';
import { releaseLeases } from './delivery-writes.js';
import { Claimer } from './claimer.js';
import { deliveryBody, onOutboxWrite } from '../outbox.js';
import { OutcomeRecorder } from './recorder.js';
import { park } from './outcome.js';
import type { WebhookRow } from '../repository.js';
import { signingSecrets } from '../secrets.js';
import { Mailer } from './notify.js';
import { attempt, ATTEMPT_TIMEOUT_MS, createAgent } from './sender.js';
import type { DeliveryObserver } from './observer.js';
import { hearNewWork, type Hearing } from './wakeup.js';
import { ReadyQueue, type Ready } from './ready-queue.js';
import { successChangesWebhook } from './delivery-state.js';
import type { EventRow } from './due.js';
import { takeOwnerLock, type OwnerLock } from './owners.js';
import type { FaultLog } from '../../db/faults.js';

// Long enough for a full attempt and its bookkeeping; a holder that died frees its work after this.
const LEASE_MS = ATTEMPT_TIMEOUT_MS * 3;

// A delivery that waited longer than this for a slot reads its webhook again before it is sent (it may have been
// deleted, disabled or edited, or another worker may have made it fail); one that waited half an attempt's timeout is
// given back, so it starts with nearly its whole lease, as one claimed for a free slot does.
const FRESH_MS = 50;
const WAIT_MS = ATTEMPT_TIMEOUT_MS / 2;
// How far a worker claims ahead (graphile-worker's local queue): it holds up to this many times its slots, in flight
// and waiting, and claims again once fewer than half of what may wait do (see Claimer for each webhook's part). On
// PostgreSQL a claim is a round trip and a pass over the due work: deep. On SQLite it is neither, and a deep queue
// only costs the worker's CPU (bench:webhooks): a second round of slots.
const AHEAD = { postgres: 16, sqlite: 2 } as const;

/** One dispatcher per process; several processes may run one each on the same store. */
export class Dispatcher {
  private readonly lock: OwnerLock; // of its lease owner: its leases are given back once its process is gone (owners.ts)
  private readonly db: Kysely<Database>;
  private readonly agent;
  private readonly mailer: Mailer;
  private readonly recorder: OutcomeRecorder;
  /** Slots taken: attempts in flight, and those being recorded that hold theirs (see deliver). */
  private taken = 0;
  /** Every attempt started and not yet recorded (stop() waits for them). */
  private readonly working = new Set<Promise<void>>();
  /** Successes being recorded (leaseKey): no longer in flight. At most the slots: past that, a success holds its slot. */
  private readonly answered = new Set<string>();
  /** Claimed ahead, waiting for a free slot and for their webhook's share (see AHEAD), and what is in flight. */
  private readonly ready = new ReadyQueue();
  private readonly ahead: number;
  private readonly lettingGo = new Set<Promise<void>>();
  private readonly checking = new Set<Promise<void>>(); // reads of waiting deliveries (recheck) under way
  private rechecking = 0; // and the deliveries they hold
  /**
   * Webhooks whose last attempt failed, and when that failure was recorded (Infinity while it is being recorded): a
   * claim begun before then may hold their deliveries, read before the failure made one of them the probe.
   */
  private readonly failed = new Map<number, number>();
  private readonly claimer: Claimer;
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
    private readonly log: FaultLog, // what goes wrong, and the leases given back for workers that are gone
    private readonly observer?: DeliveryObserver,
  ) {
    this.db = store.engineDb;
    this.lock = takeOwnerLock(store, (err) => log.error({ err }, 'lost the lease owner lock: claiming again once it is taken'));
    this.claimer = new Claimer(store.engineDb, store.dialect, this.lock, config.webhookMaxInFlight, log, observer);
    this.ahead = AHEAD[store.dialect];
    this.agent = createAgent(config.webhookAllowPrivateUrls, config.webhookConcurrency);
    this.recorder = new OutcomeRecorder(store.engineDb, store.dialect, config.webhookRetryDelaysMs, this.lock.owner);
    this.mailer = new Mailer(config.smtpUrl, config.smtpFrom, store.db, (err, message) => log.error({ err }, message));
  }

  /** Starts polling, and listens for work committed by this process and (see wakeup.ts) by others. */
  start(): void {
    this.unsubscribe = onOutboxWrite(() => this.wake());
    this.hearing = hearNewWork(this.store, this.config.redisUrl, () => this.wake());
    this.wake(); // claims nothing until the owner's lock is held (PostgreSQL: once its connection is up)
    void this.lock.taken.then(() => this.wake());
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
      const time = Date.now();
      this.startReady();
      // One whose webhook kept its share in flight for half an attempt's timeout is given back, as in startReady.
      void this.letGo(this.ready.takeWhere((r) => time - r.since >= WAIT_MS).map((r) => r.delivery));
      // Deliveries of a stuck webhook wait without taking room from the others'.
      const room = this.ahead * this.config.webhookConcurrency - this.taken - this.waiting();
      if (room <= 0 || this.queueFull()) return;
      // On failure nothing was leased, or the leases expire and the deliveries are claimed again.
      const leased = await this.claimer.claim(room, time, time + LEASE_MS, [...this.answered]).catch((error: unknown) => this.log.error({ err: error }, 'could not claim deliveries'));
      if (leased === undefined) return;
      const { claimed, rows } = leased;
      if (this.stopping) return this.letGo(claimed);
      // A failure recorded since the claim began (this worker's) may have made a claimed delivery's webhook fail.
      for (const [webhookId, recordedAt] of this.failed) if (recordedAt < time) this.failed.delete(webhookId);
      const failedSince = (d: DeliveryRow) => (this.failed.get(d.webhook_id) ?? -Infinity) >= time;
      void this.letGo(claimed.filter(failedSince));
      const fresh = claimed.filter((d) => !failedSince(d));
      this.ready.add(fresh.map((delivery) => ({ delivery, webhook: rows.webhooks.get(delivery.webhook_id), event: rows.events.get(delivery.event_id), since: time, checked: time })));
      this.startReady();
      if (claimed.length < room) return;
    } while (!this.stopping);
  }

  /** Starts claimed deliveries while slots are free, oldest claim first. */
  private startReady(): void {
    const perWebhook = this.config.webhookMaxInFlight;
    while (!this.stopping && this.free() > 0) {
      const next = this.ready.next(perWebhook);
      if (next === undefined) return;
      const time = Date.now();
      if (time - next.since >= WAIT_MS) void this.letGo([next.delivery]);
      else if (time - next.checked > FRESH_MS) this.recheck(next);
      else this.launch(next.delivery, next.webhook, next.event);
    }
  }

  /**
   * Reads again, in one read, whether `waited` and every waiting delivery last read over FRESH_MS / 2 ago are still
   * this worker's, and their webhooks (see FRESH_MS); those still leased to it go back to the head of the queue. One
   * taken from it meanwhile (its webhook disabled and enabled) is left to whoever holds it: nothing is sent twice.
   */
  private recheck(waited: Ready): void {
    const time = Date.now();
    const batch = [waited, ...this.ready.takeWhere((r) => time - r.checked > FRESH_MS / 2)];
    this.rechecking += batch.length;
    const checking: Promise<void> = stillLeased(this.db, this.store.dialect, this.lock.owner, batch.map((r) => r.delivery))
      .then(({ held, webhooks }) => {
        const kept = batch.filter((r) => held.has(leaseOf(r.delivery)));
        for (const r of kept) [r.checked, r.webhook] = [time, webhooks.get(r.delivery.webhook_id)];
        if (this.stopping) return this.letGo(kept.map((r) => r.delivery));
        this.ready.putBack(kept);
        this.startReady();
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'could not read waiting deliveries again; their leases will expire and they will be retried'))
      .finally(() => {
        this.rechecking -= batch.length;
        this.checking.delete(checking);
      });
    this.checking.add(checking);
  }

  /** Gives back leases taken and not attempted (best effort: they expire by themselves); stop() waits for it. */
  private async letGo(deliveries: readonly DeliveryRow[]): Promise<void> {
    if (deliveries.length === 0) return;
    const done = releaseLeases(this.db, this.lock.owner, deliveries).catch((error: unknown) => this.log.error({ err: error }, 'could not release leases'));
    this.lettingGo.add(done);
    await done.finally(() => this.lettingGo.delete(done));
  }

  /** Attempts `delivery` in a slot of its own, with its webhook as read a moment ago (FRESH_MS). */
  private launch(delivery: DeliveryRow, webhook: WebhookRow | undefined, event: EventRow | undefined): void {
    let held = true;
    const webhookId = delivery.webhook_id;
    const release = () => {
      if (!held) return;
      held = false;
      this.taken -= 1;
      this.ready.ended(webhookId);
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
    this.ready.started(webhookId);
    this.working.add(work);
  }

  /** Enough claimed deliveries wait: no claim until fewer than half of what may wait do. */
  private queueFull(): boolean {
    return this.waiting() >= ((this.ahead - 1) * this.config.webhookConcurrency) / 2;
  }

  /** Claimed deliveries waiting for a slot (those being read again too), less those of stuck webhooks. */
  private waiting(): number {
    return this.ready.length + this.rechecking - this.ready.blocked(this.config.webhookMaxInFlight);
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
    if (this.refilling || this.queueFull()) return;
    this.refilling = true;
    setImmediate(() => {
      this.refilling = false;
      this.wake();
    });
  }

  private async deliver(delivery: DeliveryRow, found: WebhookRow | undefined, foundEvent: EventRow | undefined, release: () => void): Promise<void> {
    // Rows of another workspace are never used, whatever the ids say.
    const webhook = found?.workspace_id === delivery.workspace_id ? found : undefined;
    const event = foundEvent?.workspace_id === delivery.workspace_id ? foundEvent : undefined;
    if (!webhook || webhook.status !== 'enabled' || !event) {
      const parked = await park(this.db, this.lock.owner, delivery, webhook, event);
      if (parked !== null && event?.livemode !== 0) this.observer?.settled(parked);
      return;
    }
    // Failing since it was claimed (another worker's attempt): only its probe may go, and this is not it. Test mode's
    // deliveries are sent like any other, but never counted in the live series.
    if (webhook.probe_delivery_id !== null && webhook.probe_delivery_id !== delivery.id) return this.letGo([delivery]);
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
      outcome.succeeded && !successChangesWebhook(webhook) && this.answered.size < this.config.webhookConcurrency ? leaseOf(delivery) : undefined;
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
    await Promise.allSettled([...this.checking]);
    await this.letGo(this.ready.take());
    await Promise.allSettled([...this.working]);
    await Promise.allSettled([...this.lettingGo]);
    await this.recorder.drain();
    await this.lock.release();
    await this.agent.close();
    this.mailer.close();
  }
}
