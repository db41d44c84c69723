/**
 * `npm run bench:uncached`: every list and detail operation of the store and the posts, with the answer cache off
 * (ANSWER_CACHE_ENTRIES=0), against the plain Fastify + better-sqlite3 handler of plain-handler.ts on the same
 * SQLite store, driven by the same wrk script (the family's URLs over 4 workspaces, 8 keys each, no writes).
 * Rounds alternate between the two servers; reported: medians of req/s, of the per-round ratio, of p50/p99.
 *
 * BENCH_ROUNDS (3), BENCH_SECONDS (4), BENCH_CONNECTIONS (32).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, terminate } from './children.js';
import { HAVE_WRK, type LoadResult } from './load.js';
import { startChild } from './mixed-children.js';
import { prepareStore, type PreparedWorkspace } from './mixed-prepare.js';
import { API, type Family, type Read } from './mixed-urls.js';
import { wrkPhase } from './mixed-wrk.js';
import { median } from './mixed-report.js';
import { sqliteUrl } from './store.js';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 4);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const SERVER = fileURLToPath(new URL('../src/server.js', import.meta.url));
const PLAIN = fileURLToPath(new URL('./plain-handler.js', import.meta.url));

/** The URLs of one operation over every workspace. */
function urls(workspaces: readonly PreparedWorkspace[], family: Family, paths: (w: PreparedWorkspace) => string[]): Read[] {
  return workspaces.flatMap((w, index) => paths(w).map((path) => ({ family, route: family, path: `${API}${path}`, workspace: index })));
}

const OPERATIONS: { name: string; family: Family; paths: (w: PreparedWorkspace) => string[] }[] = [
  { name: 'GET /products (3 pages x 3 sizes)', family: 'products list', paths: () => [5, 10, 25].flatMap((size) => [1, 2, 3].map((page) => `/products?page=${page}&per_page=${size}`)) },
  { name: 'GET /products/{id}', family: 'product detail', paths: (w) => w.activeProductIds.map((id) => `/products/${id}`) },
  {
    name: 'GET /orders (pages 1-5, each status)',
    family: 'orders list',
    paths: () => ['', 'paid', 'pending', 'refunded', 'canceled'].flatMap((status) => [1, 2, 3, 4, 5].map((page) => `/orders?page=${page}${status === '' ? '' : `&status=${status}`}`)),
  },
  { name: 'GET /orders/{id}', family: 'order detail', paths: (w) => w.orderIds.slice(0, 40).map((id) => `/orders/${id}`) },
  { name: 'GET /posts (2 pages, each status)', family: 'posts list', paths: () => ['', 'draft', 'published'].flatMap((status) => [1, 2].map((page) => `/posts?page=${page}&per_page=3${status === '' ? '' : `&status=${status}`}`)) },
  { name: 'GET /posts/{id}', family: 'post detail', paths: (w) => w.postIds.map((id) => `/posts/${id}`) },
];

interface Row {
  operation: string;
  plain_rps: number;
  ours_rps: number;
  ratio: number;
  ours_p50_ms: number;
  ours_p99_ms: number;
  plain_p99_ms: number;
  non_2xx: number;
  goal: string;
}

async function main(): Promise<void> {
  if (!HAVE_WRK) throw new Error('bench:uncached needs wrk (apt-get install wrk)');
  const dir = mkdtempSync(join(tmpdir(), 'cw-bench-uncached-'));
  const url = sqliteUrl(dir);
  try {
    console.log('preparing the store (4 workspaces with the demo data, 8 keys each)');
    const workspaces = await prepareStore(url, 'http://127.0.0.1:9/hooks');
    const keys = workspaces.map((w) => w.keys);
    const [port, plainPort] = [await freePort(), await freePort()];
    const env = { DATABASE_URL: url, HOST: '127.0.0.1', PORT: String(port), DEMO: 'false', LOG_LEVEL: 'warn', WORKER: 'false', WORKERS: '1', RATE_LIMIT_PER_MINUTE: '10000000', ANSWER_CACHE_ENTRIES: '0', METRICS_TOKEN: '' };
    const ours = await startChild([SERVER], env, /Creator Workspace is serving/, 'server');
    const plain = await startChild([PLAIN], { DATABASE_FILE: url.slice('sqlite:'.length), PORT: String(plainPort) }, /ready/, 'plain');
    try {
      const rows: Row[] = [];
      for (const op of OPERATIONS) {
        const schedule = urls(workspaces, op.family, op.paths);
        const origin = { ours: `http://127.0.0.1:${port}`, plain: `http://127.0.0.1:${plainPort}` };
        for (const which of ['ours', 'plain'] as const) await wrkPhase(origin[which], schedule, keys, `warm-${which}`, 1, CONNECTIONS, dir, undefined, 0);
        const runs: { ours: LoadResult[]; plain: LoadResult[] } = { ours: [], plain: [] };
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const which of round % 2 === 0 ? (['ours', 'plain'] as const) : (['plain', 'ours'] as const)) {
            runs[which].push(await wrkPhase(origin[which], schedule, keys, `${which}-${round}`, SECONDS, CONNECTIONS, dir, undefined, 0));
          }
        }
        const ratio = median(runs.ours.map((r, i) => r.rps / (runs.plain[i] as LoadResult).rps));
        const row: Row = {
          operation: op.name,
          plain_rps: Math.round(median(runs.plain.map((r) => r.rps))),
          ours_rps: Math.round(median(runs.ours.map((r) => r.rps))),
          ratio: Math.round(ratio * 100) / 100,
          ours_p50_ms: median(runs.ours.map((r) => r.p50)),
          ours_p99_ms: median(runs.ours.map((r) => r.p99)),
          plain_p99_ms: median(runs.plain.map((r) => r.p99)),
          non_2xx: [...runs.ours, ...runs.plain].reduce((n, r) => n + r.errors, 0),
          goal: ratio >= 1 ? '>= 1.0x met' : '>= 1.0x MISSED',
        };
        rows.push(row);
        console.log(`  ${op.name}: ours ${row.ours_rps} req/s, plain ${row.plain_rps} req/s, ${row.ratio}x`);
      }
      console.log(`\nbench:uncached, wrk -t1 -c${CONNECTIONS}, medians of ${ROUNDS} alternating rounds of ${SECONDS} s, answer cache off, SQLite, Node ${process.version}:`);
      console.table(rows);
      console.log(JSON.stringify({ bench: 'uncached', node: process.version, rows }));
    } finally {
      await terminate(ours.child, 10_000);
      await terminate(plain.child, 5000);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
