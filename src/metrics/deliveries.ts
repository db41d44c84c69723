/** Worker series (docs/decisions.md#13-operating-it): deliveries by outcome, attempt latency, due and held backlog. */
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { deliveryBacklog, type Backlog } from '../webhooks/engine/delivery-repository.js';
import type { DeliveryObserver } from '../webhooks/engine/observer.js';

/** Registers the series on `registry`; the backlog gauges read the store when scraped. */
export function deliveryMetrics(registry: Registry, db: Kysely<Database>): DeliveryObserver {
  const deliveries = new Counter({ name: 'cw_webhook_deliveries_total', help: 'Deliveries by outcome after each attempt: succeeded, retrying, failed (no attempts left), canceled, held.', labelNames: ['outcome'], registers: [registry] });
  const attempts = new Histogram({
    name: 'cw_webhook_attempt_duration_seconds',
    help: 'Duration of delivery attempts, by result (success: a 2xx answer).',
    labelNames: ['result'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // A scrape collects the three gauges together: they share one read of the store, and the next scrape reads anew.
  let reading: Promise<Backlog> | undefined;
  const backlog = (): Promise<Backlog> =>
    (reading ??= deliveryBacklog(db, Date.now()).finally(() => {
      reading = undefined;
    }));
  const gauge = (name: string, help: string, value: (b: Backlog, time: number) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(value(await backlog(), Date.now()));
      },
    });
  gauge('cw_webhook_deliveries_due', 'Pending deliveries whose attempt is due now.', (b) => b.due);
  gauge('cw_webhook_deliveries_held', 'Deliveries held for a disabled webhook.', (b) => b.held);
  gauge('cw_webhook_oldest_due_age_seconds', 'How long the oldest due delivery has been due (0 when none is).', (b, time) => (b.oldestDueAt === null ? 0 : Math.max(0, (time - b.oldestDueAt) / 1000)));
  const recovered = new Counter({ name: 'cw_webhook_leases_recovered_total', help: 'Leases given back because the worker that held them is gone (its deliveries due again at once).', registers: [registry] });
  for (const outcome of ['succeeded', 'retrying', 'failed', 'canceled', 'held']) deliveries.labels(outcome).inc(0);
  return {
    attempted: (seconds, succeeded) => attempts.labels(succeeded ? 'success' : 'failure').observe(seconds),
    settled: (outcome) => deliveries.labels(outcome).inc(),
    recovered: (leases) => recovered.inc(leases),
  };
}
