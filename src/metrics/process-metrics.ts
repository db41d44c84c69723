/** The process series of every registry we serve: prom-client's defaults, less the gauges it names like counters. */
import { collectDefaultMetrics, type Registry } from 'prom-client';

/**
 * Gauges whose `_total` suffix promtool rejects (only counters may end in `_total`). prom-client also serves each
 * of them without the suffix, by type (`nodejs_active_handles`, …), so nothing is lost.
 */
export const GAUGES_NAMED_LIKE_COUNTERS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/** Registers the process series (CPU, memory, event-loop lag, GC, handles) on `registry`. */
export function collectProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
  for (const name of GAUGES_NAMED_LIKE_COUNTERS) registry.removeSingleMetric(name);
}
