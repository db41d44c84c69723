/**
 * `npm run bench:scale`: do the list and summary reads stay flat as one workspace grows?
 *
 * For each store (SQLite, then PostgreSQL at BENCH_DATABASE_URL), two fresh stores are generated, each holding ONE
 * workspace: a small one (20,000 orders, 100,000 deliveries) and a large one (200,000 orders, 1,000,000 deliveries).
 * The workspace, its two webhooks and an API key are made through the services; the rows are bulk-inserted (SQLite:
 * one transaction of prepared inserts; PostgreSQL: `insert … select … from generate_series`), the same rows in both
 * stores (every "random" choice is a hash of the row's number). Then the tallies are folded (src/db/tallies.js, when
 * it exists), the tables analyzed (PostgreSQL: VACUUM ANALYZE, as autovacuum would leave them; BENCH_VACUUM=false for
 * ANALYZE alone, straight after the fold), and the real server started as a child process (WORKER=false, DEMO=false).
 *
 * Both sizes of a store are served at once (one server each) and each read is measured on both, one request at a
 * time over one keep-alive connection per server, alternating small and large so that the machine's other load falls
 * on both alike. Every read is warmed up first (BENCH_WARMUP, 20 requests, at most ~1.5 s each), then measured with
 * BENCH_REQUESTS (200) per size, stopping early once a slow read has had BENCH_READ_SECONDS (4). The answer cache is
 * off (ANSWER_CACHE_ENTRIES=0), so the read itself is measured, and on SQLite the bench commits a one-row write to a
 * table of its own before every request, as on a store that is being written to (the key is looked up again);
 * BENCH_KEPT=true turns the cache on and the writes off.
 *
 * Judged: large/small p50 ≤ 2 and p50 < 50 ms at both sizes (keyset pages deep in the list: < 100 ms). Reported only:
 * deep `page=` reads. A read that does not answer 200 prints its error once and is FAILED; the run goes on.
 *
 * Environment: BENCH_STORES=sqlite,postgres; BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test);
 * BENCH_SMALL_ORDERS, BENCH_SMALL_DELIVERIES, BENCH_LARGE_ORDERS, BENCH_LARGE_DELIVERIES; BENCH_REQUESTS,
 * BENCH_WARMUP, BENCH_READ_SECONDS; BENCH_KEPT; BENCH_VACUUM; BENCH_KEEP=true leaves the stores in place (their
 * addresses are printed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { freePort, terminate } from './children.js';
import { onCleanup, runCleanups } from './scale-cleanup.js';
import { KEPT, READ_SECONDS, REQUESTS, SIZES, STORES, WARMUP, seconds, type SizeName } from './scale-config.js';
import { judge, measure, printTable, READS, warm, type Measured, type Row, type Side } from './scale-reads.js';
import { generate, type Generated } from './scale-store.js';
import type { StoreKind } from './store.js';

const SERVER = fileURLToPath(new URL('../src/main/server.js', import.meta.url));

// ---------------------------------------------------------------------------------------------------------------
// The server, and each store's reads measured.

/** Starts the real server on the store; resolves once it says it is serving. */
async function startServer(url: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO: 'false',
      WORKER: 'false',
      WORKERS: '1',
      REDIS_URL: '',
      RATE_LIMIT_PER_MINUTE: '10000000',
      AUTH_FAILURE_LIMIT_PER_MINUTE: '10000000',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      // A write to a table of its own moves no read version: only this keeps cached answers out of the measure.
      ANSWER_CACHE_ENTRIES: KEPT ? '5000' : '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-20_000);
  };
  child.stderr?.on('data', keep);
  const stop = onCleanup(() => terminate(child, 10_000));
  await new Promise<void>((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`the server exited (${code}) before it was serving:\n${out}`));
    child.once('exit', failed);
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (/is serving/.test(out)) {
        child.off('exit', failed);
        resolve();
      }
    });
  });
  return { origin: `http://127.0.0.1:${port}`, stop };
}

async function prepare(kind: StoreKind, size: SizeName): Promise<Side> {
  const { orders, deliveries } = SIZES[size];
  console.log(`\n[${kind}] ${size}: generating ${orders.toLocaleString('en')} orders and ${deliveries.toLocaleString('en')} deliveries…`);
  const g = await generate(kind, size);
  const s = g.seconds;
  console.log(`  generated in ${(s.setup + s.rows + s.tallies + s.analyze).toFixed(1)} s (setup ${s.setup} s, rows ${s.rows} s [${Object.entries(s.steps).map(([k, v]) => `${k} ${v} s`).join(', ')}], tallies ${s.tallies} s, analyze ${s.analyze} s)`);
  const server = await startServer(g.url);
  const pool = new Pool(server.origin, { connections: 1, pipelining: 1 });
  onCleanup(async () => {
    await pool.close();
    await server.stop();
    await g.drop();
  });
  return { size, g, pool };
}

/** Both sizes of one store, generated and served side by side, every read measured on both. */
async function measureStore(kind: StoreKind): Promise<{ seconds: Record<SizeName, Generated['seconds']>; rows: Row[] }> {
  try {
    const sides = [await prepare(kind, 'small'), await prepare(kind, 'large')];
    const rows: Row[] = [];
    // Every read is warmed up before any is measured: a server's first requests (JIT, statement caches) are slow.
    const failed = new Map<string, Measured>();
    for (const read of READS) {
      for (const side of sides) {
        const failure = await warm(side.pool, side.g, read.path(side.g), `${read.name} (${side.size})`);
        if (failure) failed.set(`${read.name} ${side.size}`, failure);
      }
    }
    for (const read of READS) {
      const results = await measure(read, sides.filter((side) => !failed.has(`${read.name} ${side.size}`)));
      const of = (size: SizeName) => failed.get(`${read.name} ${size}`) ?? (results.get(size) as Measured);
      rows.push(judge(read, of('small'), of('large')));
    }
    return { seconds: { small: (sides[0] as Side).g.seconds, large: (sides[1] as Side).g.seconds }, rows };
  } finally {
    // This store's servers, connections and stores, also when a step failed.
    await runCleanups();
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  if (STORES.length === 0) throw new Error('BENCH_STORES names no store: use sqlite, postgres or both');
  console.log(
    `bench:scale: ${STORES.join(', ')}; small ${SIZES.small.orders} orders / ${SIZES.small.deliveries} deliveries, large ${SIZES.large.orders} / ${SIZES.large.deliveries}; ` +
      `${WARMUP} warm-up + up to ${REQUESTS} requests per read (at most ~${READ_SECONDS} s), one keep-alive connection per size, alternating${KEPT ? ', cached answers allowed' : ''}`,
  );
  const report: Record<string, unknown> = {};
  // Exit 1 only when a store's run broke; FAIL and FAILED reads are the report, as in bench:api.
  let failed = false;
  for (const kind of STORES) {
    const storeStarted = performance.now();
    try {
      const { seconds: generation, rows } = await measureStore(kind);
      printTable(kind, rows);
      const storeSeconds = seconds(storeStarted);
      console.log(`${kind}: ${rows.filter((r) => r.result === 'PASS').length} PASS, ${rows.filter((r) => r.result === 'FAIL').length} FAIL, ${rows.filter((r) => r.result === 'FAILED').length} FAILED in ${storeSeconds} s`);
      report[kind] = { generation_s: generation, seconds: storeSeconds, reads: rows };
    } catch (error) {
      failed = true;
      console.error(`\n[${kind}] the run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      report[kind] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  const total = seconds(started);
  console.log(`\ntotal ${total} s`);
  console.log(JSON.stringify({ bench: 'scale', sizes: SIZES, requests: REQUESTS, kept: KEPT, seconds: total, stores: report }));
  return failed ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} finally {
  await runCleanups();
}
process.exitCode = code;
