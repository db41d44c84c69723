/** The dispatcher: leases due deliveries, attempts them with bounded concurrency, records every attempt. */
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Store } from '../db/database.js';
import type { Database } from '../db/types.js';
import { randomBase62 } from '../keys/format.js';
import { now } from '../time.js';
import { claimDue, releaseLeases, updateDelivery, type DeliveryRow } from './delivery-repository.js';
import { deliveryBody, onOutboxWrite } from './outbox.js';
import { recordOutcome } from './outcome.js';
import { signingSecrets } from './secrets.js';
import { Mailer } from './notify.js';
import { attempt, ATTEMPT_TIMEOUT_MS, createAgent } from './sender.js';

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
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private ticking: Promise<void> | undefined;
  private again = false;
  private stopping = false;

  constructor(
    private readonly store: Store,
    private readonly config: Config,
    private readonly log: Log,
  ) {
    this.db = store.db;
    this.agent = createAgent(config.webhookAllowPrivateUrls, config.webhookConcurrency);
    this.mailer = new Mailer(config.smtpUrl, config.smtpFrom, store.db, (err, message) => log.error({ err }, message));
  }

  /** Starts polling, and listens for work committed by this process. */
  start(): void {
    this.unsubscribe = onOutboxWrite(() => this.wake());
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
      const free = this.config.webhookConcurrency - this.inFlight.size;
      if (free <= 0) return;
      const time = Date.now();
      let claimed: DeliveryRow[];
      try {
        claimed = await claimDue(this.db, this.store.dialect, this.owner, free, time, time + LEASE_MS);
      } catch (error) {
        this.log.error({ err: error }, 'could not claim deliveries');
        return;
      }
      if (this.stopping) {
        // Best effort: leases expire by themselves if this fails.
        await releaseLeases(this.db, this.owner, claimed.map((d) => d.id)).catch((error: unknown) => this.log.error({ err: error }, 'could not release leases'));
        return;
      }
      for (const delivery of claimed) this.launch(delivery);
      if (claimed.length < free) return;
    } while (!this.stopping);
  }

  private launch(delivery: DeliveryRow): void {
    const work: Promise<void> = this.deliver(delivery)
      .catch((error: unknown) => this.log.error({ err: error, delivery: delivery.id }, 'delivery failed unexpectedly; its lease will expire and it will be retried'))
      .finally(() => {
        this.inFlight.delete(work);
        // Refill in batches rather than one claim query per finished delivery.
        if (this.config.webhookConcurrency - this.inFlight.size >= Math.max(1, this.config.webhookConcurrency >> 2)) this.wake();
      });
    this.inFlight.add(work);
  }

  private async deliver(delivery: DeliveryRow): Promise<void> {
    const [webhook, event] = await Promise.all([
      this.db.selectFrom('webhooks').selectAll().where('workspace_id', '=', delivery.workspace_id).where('id', '=', delivery.webhook_id).executeTakeFirst(),
      this.db.selectFrom('events').selectAll().where('workspace_id', '=', delivery.workspace_id).where('id', '=', delivery.event_id).executeTakeFirst(),
    ]);
    if (!webhook || webhook.status !== 'enabled' || !event) {
      // Disabled since it was claimed: held for enable. Deleted: nothing may be sent to it.
      const held = webhook?.status === 'disabled' && event !== undefined;
      await updateDelivery(this.db, delivery.workspace_id, delivery.id, this.owner, {
        status: held ? 'held' : 'canceled',
        attempts: delivery.attempts,
        nextAttemptAt: delivery.next_attempt_at,
        completedAt: held ? null : now(),
      });
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
    const emails = await recordOutcome(this.db, delivery, webhook, outcome, this.config.webhookRetryDelaysMs, this.owner);
    await this.mailer.send(emails);
  }

  /** Stops claiming, lets attempts in flight finish and be recorded, then closes connections. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.unsubscribe?.();
    await this.ticking;
    await Promise.allSettled([...this.inFlight]);
    await this.agent.close();
    this.mailer.close();
  }
}
