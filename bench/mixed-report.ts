/** bench:mixed's results: the summary of a store's rounds, the per-family breakdown, the refused routes, and how they are printed. */
import type { LoadResult } from './load.js';
import type { mergePhases, PhaseResult, Tally } from './mixed-load.js';
import { FAMILIES } from './mixed-urls.js';
import { percentile } from './stats.js';

/** The goal of the issue: the realistic mix at ≥ 15 % of bare node:http with p99 ≤ 25 ms, on SQLite. */
export const GOAL = { ratio: 0.15, p99Ms: 25 } as const;

export interface FamilyRow {
  family: string;
  share_pct: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  non_2xx: number;
  /** At one connection (the probe): the family's own time, without the wait behind 31 others. */
  c1_p50_ms: number;
  c1_p99_ms: number;
}

/** A route as the one-connection probe saw it. */
export interface RouteRow {
  route: string;
  count: number;
  p50_ms: number;
  p99_ms: number;
}

export interface StoreResult {
  store: string;
  load: string;
  urls: number;
  bare: { rps: number; p50_ms: number; p99_ms: number };
  mixed: { rps: number; ratio: number; p50_ms: number; p99_ms: number; non_2xx: number };
  goal: string;
  /** Each round: bare and mixed req/s. */
  rounds: { bare: number; mixed: number }[];
  families: FamilyRow[];
  refused: { route: string; status: number; count: number }[];
  /** The routes slowest at one connection, by p50. */
  slowest: RouteRow[];
  heartbeats: Record<string, number>;
  webhooks_received: number;
  cached_answers: { hits: number; misses: number; hit_pct: number; most_read: string };
  server_log: { warn: number; error: number; samples: string[] };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

/** Medians over the rounds (the ratio is the median of each round's mixed/bare), and the goal's verdict. */
export function summarize(bare: readonly LoadResult[], mixed: readonly LoadResult[], isSqlite: boolean): Pick<StoreResult, 'bare' | 'mixed' | 'goal' | 'rounds'> {
  const ratio = median(mixed.map((m, i) => m.rps / (bare[i] as LoadResult).rps));
  const p99 = median(mixed.map((m) => m.p99));
  const met = ratio >= GOAL.ratio && p99 <= GOAL.p99Ms;
  return {
    bare: { rps: Math.round(median(bare.map((b) => b.rps))), p50_ms: round(median(bare.map((b) => b.p50))), p99_ms: round(median(bare.map((b) => b.p99))) },
    mixed: {
      rps: Math.round(median(mixed.map((m) => m.rps))),
      ratio: round(ratio, 3),
      p50_ms: round(median(mixed.map((m) => m.p50))),
      p99_ms: round(p99),
      non_2xx: mixed.reduce((sum, m) => sum + m.errors, 0),
    },
    goal: isSqlite ? `>= ${GOAL.ratio * 100} % of bare, p99 <= ${GOAL.p99Ms} ms: ${met ? 'met' : 'MISSED'}` : 'report only',
    rounds: mixed.map((m, i) => ({ bare: Math.round((bare[i] as LoadResult).rps), mixed: Math.round(m.rps) })),
  };
}

/** p50 and p99 of a tally, rounded (NaN when it is empty). */
function quantiles(tally: Tally | undefined): { p50: number; p99: number } {
  const sorted = [...(tally?.latencies ?? [])].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
}

/**
 * Per family: its share of the requests, its req/s, p50/p99 and its non-2xx answers under load, and p50/p99 in the
 * one-connection `probe`; the refused routes by status; the routes slowest in the probe.
 */
export function breakdown(merged: ReturnType<typeof mergePhases>, probe: PhaseResult): Pick<StoreResult, 'families' | 'refused' | 'slowest'> {
  const families: FamilyRow[] = [];
  for (const family of FAMILIES) {
    const tally = merged.families.get(family);
    if (!tally) continue;
    const loaded = quantiles(tally);
    const alone = quantiles(probe.families.get(family));
    families.push({
      family,
      share_pct: round((100 * tally.count) / Math.max(1, merged.requests), 1),
      rps: Math.round(tally.count / merged.seconds),
      p50_ms: loaded.p50,
      p99_ms: loaded.p99,
      non_2xx: tally.errors,
      c1_p50_ms: alone.p50,
      c1_p99_ms: alone.p99,
    });
  }
  const refused = [...merged.refusals].flatMap(([route, byStatus]) => [...byStatus].map(([status, count]) => ({ route, status, count }))).sort((a, b) => b.count - a.count);
  const slowest = [...probe.routes]
    .map(([route, tally]) => ({ route, count: tally.count, p50_ms: quantiles(tally).p50, p99_ms: quantiles(tally).p99 }))
    .sort((a, b) => b.p50_ms - a.p50_ms)
    .slice(0, 8);
  return { families, refused, slowest };
}

/** Prints one store's result as tables. */
export function printStore(result: StoreResult, connections: number, rounds: number, seconds: number, familySource: string, probeSeconds: number): void {
  console.log(
    `\n== ${result.store}: ${result.load === 'wrk' ? 'wrk -t1' : 'Node loop (undici)'} -c${connections}, ${rounds} rounds of ${seconds} s alternating bare/real, ${result.urls} GET URLs + 2 % writes`,
  );
  console.table([
    { server: 'bare node:http', 'req/s': result.bare.rps, ratio: 1, p50_ms: result.bare.p50_ms, p99_ms: result.bare.p99_ms, non_2xx: 0, goal: '' },
    { server: 'real (mixed)', 'req/s': result.mixed.rps, ratio: result.mixed.ratio, p50_ms: result.mixed.p50_ms, p99_ms: result.mixed.p99_ms, non_2xx: result.mixed.non_2xx, goal: result.goal },
  ]);
  console.log(`rounds (bare / mixed req/s): ${result.rounds.map((r) => `${r.bare} / ${r.mixed}`).join(', ')}`);
  console.log(`per family (${familySource}; c1_*: a ${probeSeconds} s pass at one connection):`);
  console.table(result.families);
  console.log(`slowest routes at one connection (p50 / p99 ms): ${result.slowest.map((r) => `${r.route} ${r.p50_ms} / ${r.p99_ms}`).join('; ')}`);
  if (result.refused.length > 0) {
    console.log('non-2xx answers by route (status 0: the request failed):');
    for (const r of result.refused) console.log(`  ${r.route}: ${r.status} x ${r.count}`);
  } else {
    console.log('non-2xx answers: none');
  }
  const beats = Object.entries(result.heartbeats).map(([status, count]) => `${status}: ${count}`).join(', ');
  console.log(`heartbeats by answer: ${beats || 'none'}; webhook deliveries received: ${result.webhooks_received}`);
  const c = result.cached_answers;
  console.log(`cached answers (the operations that declare one, whole run): ${c.hit_pct} % hits (${c.hits} hits, ${c.misses} reads of the store); most read from the store: ${c.most_read}`);
  console.log(`server log: ${result.server_log.warn} warnings, ${result.server_log.error} errors`);
  for (const sample of result.server_log.samples) console.log(`  ${sample}`);
}
