/**
 * `npm run bench:uncached`: every list and detail operation of the store and the posts, with the answer cache off
 * (ANSWER_CACHE_ENTRIES=0), against a plain handler on the same store, driven by the same wrk script (the family's
 * URLs over 4 workspaces, 8 keys each, no writes): plain-handler.ts (Fastify + better-sqlite3) on SQLite,
 * plain-pg-handler.ts (Fastify + pg) on PostgreSQL. Rounds alternate between the two servers; reported: medians of
 * req/s, of the per-round ratio, of p50/p99.
 *
 * BENCH_STORES: which setups, comma-separated (sqlite): `sqlite`, `postgres` (limits kept in PostgreSQL),
 * `postgres+redis` (REDIS_URL set), `postgres+memory` (limits in the process's memory, process-limits-server.ts: not
 * a deployment, the measure of what sharing the limits costs; one process only). BENCH_WORKERS (1): the API's processes. BENCH_ROUNDS (3), BENCH_SECONDS (4),
 * BENCH_CONNECTIONS (32), BENCH_DATABASE_URL (PostgreSQL; a fresh schema), BENCH_REDIS_URL (redis://127.0.0.1:6379/9),
 * BENCH_ANSWER_CACHE (0: the answer cache's entries; the server's default, 5000, measures the API as it runs).
 *
 * `npm run bench:plain-pg` is the same comparison on PostgreSQL as deployed: BENCH_STORES defaults to
 * `postgres+redis,postgres` and BENCH_ANSWER_CACHE to the server's own default, 5000.
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
import { freshSchema, POSTGRES, sqliteUrl, type FreshStore } from './store.js';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 4);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const WORKERS = Number(process.env['BENCH_WORKERS'] ?? 1);
/** `npm run bench:plain-pg`: PostgreSQL (with Redis, then with the limits in it) and the API as it runs, its answer cache on. */
const PLAIN_PG = process.argv.includes('--plain-pg');
const ANSWER_CACHE = process.env['BENCH_ANSWER_CACHE'] ?? (PLAIN_PG ? '5000' : '0');
const REDIS = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379/9';
type Setup = 'sqlite' | 'postgres' | 'postgres+redis' | 'postgres+memory';
const SETUPS = (process.env['BENCH_STORES'] ?? (PLAIN_PG ? 'postgres+redis,postgres' : 'sqlite')).split(',').map((s) => s.trim()) as Setup[];
const SERVER = fileURLToPath(new URL('../src/main/server.js', import.meta.url));
const PROCESS_LIMITS_SERVER = fileURLToPath(new URL('./process-limits-server.js', import.meta.url));
const PLAIN = fileURLToPath(new URL('./plain-handler.js', import.meta.url));
const PLAIN_PG_HANDLER = fileURLToPath(new URL('./plain-pg-handler.js', import.meta.url));

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
  for (const setup of SETUPS) {
    if (!['sqlite', 'postgres', 'postgres+redis', 'postgres+memory'].includes(setup)) throw new Error(`BENCH_STORES: unknown setup ${setup}`);
    await runSetup(setup);
  }
}

async function runSetup(setup: Setup): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cw-bench-uncached-'));
  const store: FreshStore = setup === 'sqlite' ? { url: sqliteUrl(dir), drop: async () => undefined } : await freshSchema(POSTGRES, 'bench_uncached', true);
  const url = store.url;
  try {
    console.log(`preparing the store (${setup}: 4 workspaces with the demo data, 8 keys each)`);
    const workspaces = await prepareStore(url, 'http://127.0.0.1:9/hooks');
    const keys = workspaces.map((w) => w.keys);
    const [port, plainPort] = [await freePort(), await freePort()];
    const env = {
      DATABASE_URL: url,
      REDIS_URL: setup === 'postgres+redis' ? REDIS : '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      WORKER: 'false',
      WORKERS: String(WORKERS),
      RATE_LIMIT_PER_MINUTE: '10000000',
      ANSWER_CACHE_ENTRIES: ANSWER_CACHE,
      METRICS_TOKEN: '',
    };
    const ours = await startChild([setup === 'postgres+memory' ? PROCESS_LIMITS_SERVER : SERVER], env, /Creator Workspace is serving/, 'server');
    const plain =
      setup === 'sqlite'
        ? await startChild([PLAIN], { DATABASE_FILE: url.slice('sqlite:'.length), PORT: String(plainPort) }, /ready/, 'plain')
        : await startChild([PLAIN_PG_HANDLER], { DATABASE_URL: url, PORT: String(plainPort) }, /ready/, 'plain');
    const goal = setup === 'postgres' ? 0.8 : 1;
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
          goal: `>= ${goal.toFixed(1)}x ${ratio >= goal ? 'met' : 'MISSED'}`,
        };
        rows.push(row);
        console.log(`  ${op.name}: ours ${row.ours_rps} req/s, plain ${row.plain_rps} req/s, ${row.ratio}x`);
      }
      console.log(`\nbench:uncached, ${setup}, ${WORKERS} API process(es), wrk -t1 -c${CONNECTIONS}, medians of ${ROUNDS} alternating rounds of ${SECONDS} s, answer cache ${ANSWER_CACHE === '0' ? 'off' : `of ${ANSWER_CACHE} entries`}, Node ${process.version}:`);
      console.table(rows);
      console.log(JSON.stringify({ bench: 'uncached', setup, workers: WORKERS, answerCache: Number(ANSWER_CACHE), node: process.version, rows }));
    } finally {
      await terminate(ours.child, 10_000);
      await terminate(plain.child, 5000);
    }
  } finally {
    await store.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
