/** API series (docs/decisions.md#13-operating-it): requests by route and status, latency, rate-limit rejections. */
import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched (never the raw URL: labels stay few). */
export const UNMATCHED_ROUTE = '(unmatched)';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const LABELS = ['method', 'route', 'status'] as const;
// The histogram leaves out `status`: with 14 buckets per series, method x route x status reached thousands of
// series in one process; the counter keeps the status, the histogram the latency of the route.
const TIMED = ['method', 'route'] as const;

interface Series {
  readonly count: Counter.Internal;
  readonly seconds: Histogram.Internal<(typeof TIMED)[number]>;
}

/** Per process; observed once per answered request, by the front door or by Fastify. */
export class HttpMetrics {
  private readonly requests: Counter<(typeof LABELS)[number]>;
  private readonly seconds: Histogram<(typeof TIMED)[number]>;
  private readonly rejections: Counter<'route'>;
  private readonly answers: Counter<'route' | 'outcome'>;
  private readonly outcomes = new Map<string, Counter.Internal>();
  // Label children by "method route status": route patterns and our own statuses only, so this stays small.
  private readonly series = new Map<string, Series>();

  constructor(registry: Registry) {
    this.requests = new Counter({ name: 'cw_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', labelNames: LABELS, registers: [registry] });
    this.seconds = new Histogram({
      name: 'cw_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method and route pattern.',
      labelNames: TIMED,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    this.rejections = new Counter({ name: 'cw_rate_limit_rejections_total', help: 'Requests refused with 429 rate_limited, by route pattern.', labelNames: ['route'], registers: [registry] });
    this.answers = new Counter({
      name: 'cw_http_cached_answers_total',
      help: 'Reads of operations whose answers are cached, by route pattern and outcome: hit (sent from memory) or miss (read from the store).',
      labelNames: ['route', 'outcome'],
      registers: [registry],
    });
  }

  /** Counts one read of a cached operation. */
  cached(route: string, hit: boolean): void {
    const key = `${hit ? 'hit' : 'miss'} ${route}`;
    let child = this.outcomes.get(key);
    if (child === undefined) {
      child = this.answers.labels(route, hit ? 'hit' : 'miss');
      this.outcomes.set(key, child);
    }
    child.inc();
  }

  /** Counts one answered request. `route` is the matched route pattern, or UNMATCHED_ROUTE. */
  observe(method: string, route: string, status: number, seconds: number): void {
    const name = METHODS.has(method) ? method : 'OTHER';
    const key = `${name} ${route} ${status}`;
    let series = this.series.get(key);
    if (series === undefined) {
      const labels = [name, route, String(status)];
      series = { count: this.requests.labels(...labels), seconds: this.seconds.labels(name, route) };
      this.series.set(key, series);
    }
    series.count.inc();
    series.seconds.observe(seconds);
    if (status === 429) this.rejections.labels(route).inc();
  }
}
