/** The dispatcher: leases due deliveries, attempts them with bounded concurrency, records every attempt. */
import type { Kysely, Selectable } from 'kysely';
import type { Config } from '../../config.js';
import type { Store } from '../../db/database.js';
import type { Database, EventTable } from '../../db/types.js';
import { randomBase62 } from '../../keys/format.js';
import { now } from '../../time.js';
import type { DeliveryRow } from './delivery-repository.js';
import { claimDue, releaseLeases, updateDelivery } from './delivery-writes.js';
import { deliveryBody, onOutboxWrite } from '../outbox.js';
import { OutcomeRecorder } from './recorder.js';
import type { WebhookRow } from '../repository.js';
import { signingSecrets } from '../secrets.js';
import { Mailer } from './notify.js';
import { attempt, ATTEMPT_TIMEOUT_MS, createAgent } from './sender.js';
import type { DeliveryObserver } from './observer.js';
import { hearNewWork, type Hearing } from './wakeup.js';

type EventRow = Selectable<EventTable>;

// Long enough for a full attempt and its bookkeeping; a holder that died frees its work after this.
const LEASE_MS = ATTEMPT_TIMEOUT_MS * 3;

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
  private readonly inFlight = new Set<Promise<void>>();
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
      const free = this.free();
      if (free <= 0) return;
      const time = Date.now();
      let claimed: DeliveryRow[];
      try {
        claimed = await claimDue(this.db, this.store.dialect, {
          owner: this.owner,
          limit: free,
          perWebhook: this.config.webhookMaxInFlight,
          nowMs: time,
          leaseUntil: time + LEASE_MS,
        });
      } catch (error) {
        this.log.error({ err: error }, 'could not claim deliveries');
        return;
      }
      if (this.stopping) {
        // Best effort: leases expire by themselves if this fails.
        await releaseLeases(this.db, this.owner, claimed.map((d) => d.id)).catch((error: unknown) => this.log.error({ err: error }, 'could not release leases'));
        return;
      }
      let rows: { webhooks: Map<number, WebhookRow>; events: Map<number, EventRow> };
      try {
        rows = await this.rowsOf(claimed);
      } catch (error) {
        // The leases expire and the deliveries are claimed again.
        this.log.error({ err: error }, 'could not read the claimed deliveries\' webhooks and events');
        return;
      }
      for (const delivery of claimed) this.launch(delivery, rows.webhooks.get(delivery.webhook_id), rows.events.get(delivery.event_id));
      if (claimed.length < free) return;
    } while (!this.stopping);
  }

  /** The webhooks and events of a claimed batch, two reads for the whole batch. */
  private async rowsOf(claimed: DeliveryRow[]): Promise<{ webhooks: Map<number, WebhookRow>; events: Map<number, EventRow> }> {
    if (claimed.length === 0) return { webhooks: new Map(), events: new Map() };
    const webhookIds = [...new Set(claimed.map((d) => d.webhook_id))];
    const eventIds = [...new Set(claimed.map((d) => d.event_id))];
    const [webhooks, events] = await Promise.all([
      this.db.selectFrom('webhooks').selectAll().where('id', 'in', webhookIds).execute(),
      this.db.selectFrom('events').selectAll().where('id', 'in', eventIds).execute(),
    ]);
    return { webhooks: new Map(webhooks.map((w) => [w.id, w])), events: new Map(events.map((e) => [e.id, e])) };
  }

  private launch(delivery: DeliveryRow, webhook: WebhookRow | undefined, event: EventRow | undefined): void {
    const work: Promise<void> = this.deliver(delivery, webhook, event)
      .catch((error: unknown) => this.log.error({ err: error, delivery: delivery.id }, 'delivery failed unexpectedly; its lease will expire and it will be retried'))
      .finally(() => {
        this.inFlight.delete(work);
        this.refill();
      });
    this.inFlight.add(work);
  }

  /** Attempts that may start now. */
  private free(): number {
    return this.config.webhookConcurrency - this.inFlight.size;
  }

  /**
   * A freed slot is claimed for at once: in the same turn of the event loop, so the slots a recorded batch frees
   * together are filled by one claim (and claims made meanwhile are folded into the next by wake()).
   */
  private refill(): void {
    if (this.refilling || this.free() <= 0) return;
    this.refilling = true;
    setImmediate(() => {
      this.refilling = false;
      this.wake();
    });
  }

  private async deliver(delivery: DeliveryRow, found: WebhookRow | undefined, foundEvent: EventRow | undefined): Promise<void> {
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
      if (moved) this.observer?.settled(held ? 'held' : 'canceled');
      return;
    }
    const outcome = await attempt(this.agent, this.config.webhookAllowPrivateUrls, {
      url: webhook.url,
      secrets: signingSecrets(webhook, Date.now()),
      test: delivery.test === 1,
      deliveryId: delivery.id,
      eventName: delivery.event_name,
      body: deliveryBody(event),
    });
    // The slot is held until the outcome is recorded: a failure must make its delivery the webhook's probe before
    // more attempts are claimed, or an outage would be met with a stampede (docs/decisions.md#7-webhooks).
    this.observer?.attempted(outcome.durationMs / 1000, outcome.succeeded);
    const recorded = await this.recorder.record({ delivery, webhook, outcome });
    if (recorded.settled !== null) this.observer?.settled(recorded.settled);
    await this.mailer.send(recorded.emails);
  }

  /** Stops claiming, lets attempts in flight finish and be recorded, then closes connections. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.unsubscribe?.();
    await this.hearing?.close();
    await this.ticking;
    await Promise.allSettled([...this.inFlight]);
    await this.recorder.drain();
    await this.agent.close();
    this.mailer.close();
  }
}
