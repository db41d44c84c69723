/** bench:mixed's Node load loop (undici, a fixed number in flight): latency and answers tallied per family and per route. */
import { Pool } from 'undici';
import type { LoadResult } from './load.js';
import type { Family, Sequence } from './mixed-urls.js';
import { percentile } from './stats.js';

/** What one family (or the whole phase) saw. */
export interface Tally {
  count: number;
  /** Answers outside 2xx/3xx, and failed requests (status 0). */
  errors: number;
  /** Milliseconds, unsorted. */
  latencies: number[];
}

/** One phase measured by the Node loop. */
export interface PhaseResult extends LoadResult {
  readonly requests: number;
  readonly seconds: number;
  readonly families: Map<Family, Tally>;
  /** The same by route (`GET /products/{id}`). */
  readonly routes: Map<string, Tally>;
  /** Non-2xx answers by route, then by status (0: the request failed). */
  readonly refusals: Map<string, Map<number, number>>;
}

const emptyTally = (): Tally => ({ count: 0, errors: 0, latencies: [] });

function add<K>(tallies: Map<K, Tally>, key: K, latency: number, failed: boolean): void {
  const tally = tallies.get(key) ?? emptyTally();
  tallies.set(key, tally);
  tally.count += 1;
  tally.latencies.push(latency);
  if (failed) tally.errors += 1;
}

/** Loads `origin` for `seconds` (or until `signal`) with `connections` requests in flight, each the next of `sequence`. */
export async function nodePhase(origin: string, sequence: Sequence, seconds: number, connections: number, signal?: AbortSignal): Promise<PhaseResult> {
  const pool = new Pool(origin, { connections, keepAliveTimeout: 30_000 });
  const families = new Map<Family, Tally>();
  const routes = new Map<string, Tally>();
  const refusals = new Map<string, Map<number, number>>();
  const all: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline && signal?.aborted !== true) {
        const shot = sequence.next();
        const headers: Record<string, string> = { authorization: `Bearer ${shot.key}` };
        if (shot.body !== undefined) headers['content-type'] = 'application/json';
        const sent = performance.now();
        let status = 0;
        try {
          const response = await pool.request({ method: shot.method, path: shot.path, headers, body: shot.body });
          await response.body.dump();
          status = response.statusCode;
        } catch {
          status = 0;
        }
        const latency = performance.now() - sent;
        const failed = status < 200 || status >= 400;
        add(families, shot.family, latency, failed);
        add(routes, shot.route, latency, failed);
        all.push(latency);
        if (failed) {
          errors += 1;
          const byStatus = refusals.get(shot.route) ?? new Map<number, number>();
          refusals.set(shot.route, byStatus);
          byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  all.sort((a, b) => a - b);
  return { rps: all.length / elapsed, p50: percentile(all, 50), p99: percentile(all, 99), errors, requests: all.length, seconds: elapsed, families, routes, refusals };
}

/** Several phases as one: counts, latencies and refusals added up. */
export function mergePhases(phases: readonly PhaseResult[]): { seconds: number; requests: number; families: Map<Family, Tally>; refusals: Map<string, Map<number, number>> } {
  const families = new Map<Family, Tally>();
  const refusals = new Map<string, Map<number, number>>();
  for (const phase of phases) {
    for (const [family, tally] of phase.families) {
      const into = families.get(family) ?? emptyTally();
      families.set(family, into);
      into.count += tally.count;
      into.errors += tally.errors;
      for (const latency of tally.latencies) into.latencies.push(latency);
    }
    for (const [route, byStatus] of phase.refusals) {
      const into = refusals.get(route) ?? new Map<number, number>();
      refusals.set(route, into);
      for (const [status, count] of byStatus) into.set(status, (into.get(status) ?? 0) + count);
    }
  }
  return {
    seconds: phases.reduce((sum, p) => sum + p.seconds, 0),
    requests: phases.reduce((sum, p) => sum + p.requests, 0),
    families,
    refusals,
  };
}
