/**
 * /metrics across WORKERS=N processes (docs/decisions.md#13-operating-it): whichever process a scrape reaches asks the
 * primary, which collects every process's series (and its own: the background jobs run there) and sums them with
 * prom-client's aggregator. A process that does not answer within a second is left out of that scrape.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';
import type { MetricsSource } from './source.js';

type Json = MetricObjectWithValues<MetricValue<string>>[];
type Message = { type: 'cw:metrics:ask' | 'cw:metrics:collect'; id: number } | { type: 'cw:metrics:json'; id: number; json: Json } | { type: 'cw:metrics:text'; id: number; text: string | null };

const COLLECT_TIMEOUT_MS = 1_000;
const ANSWER_TIMEOUT_MS = 5_000;

function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string' && String((value as { type: string }).type).startsWith('cw:metrics:');
}

/** In an API process of the cluster: answers the primary's collections, and asks it for everyone's series. */
export function clusterMetricsSource(registry: Registry): MetricsSource {
  const waiting = new Map<number, (text: string | null) => void>();
  let next = 0;
  process.on('message', (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === 'cw:metrics:collect') {
      void registry.getMetricsAsJSON().then((json) => process.send?.({ type: 'cw:metrics:json', id: message.id, json } satisfies Message));
    } else if (message.type === 'cw:metrics:text') {
      waiting.get(message.id)?.(message.text);
    }
  });
  return () =>
    new Promise((resolve, reject) => {
      next += 1;
      const id = next;
      const timer = setTimeout(() => settle(null), ANSWER_TIMEOUT_MS);
      const settle = (text: string | null) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (text === null) reject(new Error('the cluster primary did not answer with the metrics'));
        else resolve(text);
      };
      waiting.set(id, settle);
      process.send?.({ type: 'cw:metrics:ask', id } satisfies Message);
    });
}

/** In the primary: answers every process's asks with all processes' series, plus `own` (the jobs' series). */
export function serveClusterMetrics(own: Registry | undefined): void {
  const collecting = new Map<number, (json: Json) => void>();
  let next = 0;
  const collect = (worker: Worker): Promise<Json | undefined> =>
    new Promise((resolve) => {
      next += 1;
      const id = next;
      const timer = setTimeout(() => done(undefined), COLLECT_TIMEOUT_MS);
      const done = (json: Json | undefined) => {
        clearTimeout(timer);
        collecting.delete(id);
        resolve(json);
      };
      collecting.set(id, done);
      try {
        worker.send({ type: 'cw:metrics:collect', id } satisfies Message);
      } catch {
        done(undefined);
      }
    });
  const all = async (): Promise<string> => {
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && w.isConnected());
    const parts = (await Promise.all(workers.map(collect))).filter((json): json is Json => json !== undefined);
    if (own) parts.push(await own.getMetricsAsJSON());
    return AggregatorRegistry.aggregate(parts).metrics();
  };
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === 'cw:metrics:json') collecting.get(message.id)?.(message.json);
    else if (message.type === 'cw:metrics:ask') {
      all().then(
        (text) => worker.isConnected() && worker.send({ type: 'cw:metrics:text', id: message.id, text } satisfies Message),
        () => worker.isConnected() && worker.send({ type: 'cw:metrics:text', id: message.id, text: null } satisfies Message),
      );
    }
  });
}
