/** bench:scale's reads: the API reads it times, how it warms up and measures them on both sizes, judges and prints them. */
import type { Pool } from 'undici';
import { READ_SECONDS, REQUESTS, WARMUP, type SizeName } from './scale-config.js';
import type { Generated } from './scale-store.js';
import { nearestRank as percentile } from './stats.js';
import type { StoreKind } from './store.js';

export interface Read {
  readonly name: string;
  /** Path under /api/v1, for a generated store. */
  readonly path: (g: Generated) => string;
  /** p50 goal in ms; undefined: reported, not judged. */
  readonly goal: number | undefined;
}

export const READS: readonly Read[] = [
  { name: 'GET /orders', path: () => '/orders', goal: 50 },
  { name: 'GET /orders?status=paid', path: () => '/orders?status=paid', goal: 50 },
  { name: 'GET /orders?status=refunded', path: () => '/orders?status=refunded', goal: 50 },
  { name: 'GET /orders?per_page=100', path: () => '/orders?per_page=100', goal: 50 },
  { name: 'GET /orders?starting_after=<90 %>', path: (g) => `/orders?starting_after=${g.deepOrderId}`, goal: 100 },
  { name: 'GET /orders?page=<90 %>', path: (g) => `/orders?page=${g.deepOrderPage}`, goal: undefined },
  { name: 'GET /analytics/summary?days=7', path: () => '/analytics/summary?days=7', goal: 50 },
  { name: 'GET /analytics/summary?days=30', path: () => '/analytics/summary?days=30', goal: 50 },
  { name: 'GET /analytics/summary?days=365', path: () => '/analytics/summary?days=365', goal: 50 },
  { name: 'GET /webhooks/{id}/deliveries', path: (g) => `/webhooks/${g.webhookId}/deliveries`, goal: 50 },
  { name: 'GET …/deliveries?status=failed', path: (g) => `/webhooks/${g.webhookId}/deliveries?status=failed`, goal: 50 },
  { name: 'GET …/deliveries?starting_after=<90 %>', path: (g) => `/webhooks/${g.webhookId}/deliveries?starting_after=${g.deepDeliveryId}`, goal: 100 },
  { name: 'GET …/deliveries?page=<90 %>', path: (g) => `/webhooks/${g.webhookId}/deliveries?page=${g.deepDeliveryPage}`, goal: undefined },
];

export interface Measured {
  /** The first status other than 200, or 200. */
  readonly status: number;
  readonly p50: number;
  readonly p95: number;
  readonly n: number;
}

const round = (ms: number): number => Number(ms.toFixed(2));

/** One request; on SQLite the store's change marker is moved first (outside the timing). */
async function request(pool: Pool, g: Generated, path: string): Promise<{ status: number; ms: number; body: string }> {
  g.touch();
  const started = performance.now();
  const response = await pool.request({ method: 'GET', path: `/api/v1${path}`, headers: { authorization: `Bearer ${g.key}` } });
  const body = await response.body.text();
  return { status: response.statusCode, ms: performance.now() - started, body };
}

const failure = (label: string, answer: { status: number; body: string }, n: number): Measured => {
  console.log(`    ${label}: ${answer.status} ${answer.body.slice(0, 500)}`);
  return { status: answer.status, p50: Number.NaN, p95: Number.NaN, n };
};

/** Warm-up: up to WARMUP requests (at most ~1.5 s); the failure when the read does not answer 200. */
export async function warm(pool: Pool, g: Generated, path: string, label: string): Promise<Measured | undefined> {
  const until = performance.now() + 1500;
  for (let i = 0; i < Math.max(1, WARMUP) && (i === 0 || performance.now() < until); i += 1) {
    const answer = await request(pool, g, path);
    if (answer.status !== 200) return failure(label, answer, 0);
  }
  return undefined;
}

/** A size being measured: its store, and one keep-alive connection to its server. */
export interface Side {
  readonly size: SizeName;
  readonly g: Generated;
  readonly pool: Pool;
}

/**
 * Measures one read on every side, one request at a time, alternating between the sides (so a change in the
 * machine's load falls on both sizes alike): up to REQUESTS each, fewer once a slow read has had READ_SECONDS.
 */
export async function measure(read: Read, sides: readonly Side[]): Promise<Map<SizeName, Measured>> {
  const results = new Map<SizeName, Measured>();
  const latencies = new Map<SizeName, number[]>(sides.map((side) => [side.size, []]));
  let open = [...sides];
  const until = performance.now() + READ_SECONDS * 1000;
  while (open.length > 0) {
    for (const side of open) {
      const answer = await request(side.pool, side.g, read.path(side.g));
      const mine = latencies.get(side.size) as number[];
      if (answer.status !== 200) results.set(side.size, failure(`${read.name} (${side.size})`, answer, mine.length));
      else mine.push(answer.ms);
    }
    open = open.filter((side) => {
      const n = latencies.get(side.size)?.length ?? 0;
      return !results.has(side.size) && n < REQUESTS && (n < 3 || performance.now() < until);
    });
  }
  for (const side of sides) {
    if (results.has(side.size)) continue;
    const sorted = (latencies.get(side.size) as number[]).sort((a, b) => a - b);
    results.set(side.size, { status: 200, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), n: sorted.length });
  }
  return results;
}

export interface Row {
  readonly read: string;
  readonly small: Measured;
  readonly large: Measured;
  readonly ratio: number;
  readonly goal: string;
  readonly result: 'PASS' | 'FAIL' | 'FAILED' | 'report';
}

export function judge(read: Read, small: Measured, large: Measured): Row {
  const ratio = Number((large.p50 / small.p50).toFixed(2));
  const goal = read.goal === undefined ? '(not judged)' : `ratio ≤ 2, p50 < ${read.goal} ms`;
  const ok = small.status === 200 && large.status === 200;
  const result = !ok ? 'FAILED' : read.goal === undefined ? 'report' : ratio <= 2 && small.p50 < read.goal && large.p50 < read.goal ? 'PASS' : 'FAIL';
  return { read: read.name, small, large, ratio, goal, result };
}

export function printTable(kind: StoreKind, rows: readonly Row[]): void {
  const ms = (m: Measured, which: 'p50' | 'p95') => (m.status === 200 ? m[which].toFixed(2) : String(m.status));
  const cells = [
    ['read', 'small p50', 'small p95', 'large p50', 'large p95', 'n', 'ratio', 'goal', 'result'],
    ...rows.map((r) => [r.read, ms(r.small, 'p50'), ms(r.small, 'p95'), ms(r.large, 'p50'), ms(r.large, 'p95'), `${r.small.n}/${r.large.n}`, Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : '-', r.goal, r.result]),
  ];
  const widths = (cells[0] as string[]).map((_, c) => Math.max(...cells.map((row) => (row[c] ?? '').length)));
  console.log(`\n${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (ms; n = requests measured small/large)`);
  cells.forEach((row, i) => {
    console.log(row.map((cell, c) => (c === 0 || c >= 7 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  });
}
