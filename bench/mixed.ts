/** `npm run bench:mixed`: a realistic mix against the real server, as a ratio of bare node:http under the same load. */

/*
 * Per store (SQLite, then PostgreSQL + Redis; BENCH_STORES=sqlite|postgres picks one): a fresh store gets 4
 * workspaces with the demo data, 8 keys each and a few more things to read (mixed-prepare.ts), made through the
 * services; the real server (`node src/main/server.js`, worker on) and a bare node:http server start; one game server
 * per workspace sends a heartbeat every 100 ms throughout. The same request sequence (mixed-urls.ts: every GET
 * operation with varied pages, filters and real ids, 2 % writes, keys rotating) loads each server in alternating
 * rounds — wrk -t1 with a Lua script when installed, else a Node loop — at 32 connections. Reported: medians of
 * req/s, of the per-round ratio to bare, of p50/p99; per family, share, req/s, latency and non-2xx answers.
 *
 * Then a pass at one connection shows each family's own time, without the wait in line behind 31 others.
 *
 * BENCH_ROUNDS (5), BENCH_SECONDS (5), BENCH_CONNECTIONS (32), BENCH_PROBE_SECONDS (3), BENCH_DATABASE_URL
 * (PostgreSQL; a fresh schema), BENCH_REDIS_URL (redis://127.0.0.1:6379/9), BENCH_HEARTBEAT_MS (100; 0: none),
 * BENCH_NODE_ARGS (given to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it),
 * BENCH_WORKERS (1: the API's processes, WORKERS; above 1 SQLite gets Redis too, as it must), BENCH_PG_REDIS (true;
 * false keeps PostgreSQL's limits in PostgreSQL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, terminate } from './children.js';
import { HAVE_WRK, type LoadResult } from './load.js';
import { checkpoint, interrupted, onCleanup, runCleanups } from './mixed-cleanup.js';
import { BARE, RECEIVER, startChild, startHeartbeats, type Started } from './mixed-children.js';
import { mergePhases, nodePhase, type PhaseResult } from './mixed-load.js';
import { describe, prepareStore } from './mixed-prepare.js';
import { breakdown, printStore, summarize, type StoreResult } from './mixed-report.js';
import { scheduleOf, Sequence, type Read } from './mixed-urls.js';
import { wrkPhase } from './mixed-wrk.js';
import { freshSchema, POSTGRES, sqliteUrl, type FreshStore, type StoreKind } from './store.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const REDIS = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379/9';
const STORES: StoreKind[] = (process.env['BENCH_STORES'] ?? 'sqlite,postgres').split(',').map((s) => s.trim()) as StoreKind[];
/** Each workspace's game server sends a heartbeat this often (0: none, to see what they cost). */
const HEARTBEAT_MS = Number(process.env['BENCH_HEARTBEAT_MS'] ?? 100);
const WARMUP_SECONDS = 1;
const WORKERS = Number(process.env['BENCH_WORKERS'] ?? 1);
const PG_REDIS = process.env['BENCH_PG_REDIS'] !== 'false';
/** Extra arguments for the server's node (a profiler's, say). */
const NODE_ARGS = (process.env['BENCH_NODE_ARGS'] ?? '').split(' ').filter((a) => a !== '');
/** The one-connection pass that shows each family's own time. */
const PROBE_SECONDS = Number(process.env['BENCH_PROBE_SECONDS'] ?? 3);
const SERVER = fileURLToPath(new URL('../src/main/server.js', import.meta.url));
const LOAD = HAVE_WRK ? 'wrk' : 'node';
/** Tags the products and posts written by this run, so every name (and slug) is new. */
const RUN = Date.now().toString(36);

/** Metrics are on, as in production; the cached answers' counter tells how many reads the cache served. */
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** Hits and misses of the cached answers over the whole run (every phase), from the server's /metrics. */
async function cachedAnswers(origin: string): Promise<{ hits: number; misses: number; hit_pct: number; most_read: string }> {
  const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const byRoute = new Map<string, { hit: number; miss: number }>();
  for (const match of text.matchAll(/^cw_http_cached_answers_total\{route="([^"]*)",outcome="(hit|miss)"\} (\d+)/gm)) {
    const counts = byRoute.get(match[1] as string) ?? { hit: 0, miss: 0 };
    counts[match[2] as 'hit' | 'miss'] += Number(match[3]);
    byRoute.set(match[1] as string, counts);
  }
  const all = [...byRoute.values()];
  const [hits, misses] = [all.reduce((n, c) => n + c.hit, 0), all.reduce((n, c) => n + c.miss, 0)];
  const mostRead = [...byRoute]
    .sort((a, b) => b[1].miss - a[1].miss)
    .slice(0, 5)
    .map(([route, c]) => `${route} ${c.miss} (${Math.round((100 * c.hit) / (c.hit + c.miss))} % hits)`)
    .join('; ');
  return { hits, misses, hit_pct: hits + misses === 0 ? 0 : Math.round((1000 * hits) / (hits + misses)) / 10, most_read: mostRead };
}

/** One load phase against `origin`, by wrk or the Node loop, with the sequence tagged `tag`. */
function phase(origin: string, schedule: readonly Read[], keys: readonly (readonly string[])[], tag: string, seconds: number, dir: string): Promise<LoadResult | PhaseResult> {
  if (HAVE_WRK) return wrkPhase(origin, schedule, keys, tag, seconds, CONNECTIONS, dir, interrupted.signal);
  return nodePhase(origin, new Sequence(schedule, keys, tag), seconds, CONNECTIONS, interrupted.signal);
}

/** Throws when interrupted or when `started` has exited. */
function alive(started: Started, name: string): void {
  checkpoint();
  if (started.child.exitCode !== null || started.child.signalCode !== null) throw new Error(`${name} has exited:\n${started.tail()}`);
}

async function runStore(kind: StoreKind): Promise<StoreResult> {
  const redis = kind === 'postgres' ? PG_REDIS : WORKERS > 1;
  const label = `${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}${redis ? ' + Redis' : ''}${WORKERS > 1 ? `, ${WORKERS} API processes` : ''}`;
  console.log(`\n${label}: preparing the store`);
  const dir = mkdtempSync(join(tmpdir(), 'cw-bench-mixed-'));
  const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const store: FreshStore = kind === 'sqlite' ? { url: sqliteUrl(dir), drop: async () => undefined } : await freshSchema(POSTGRES, 'bench_mixed', true);
  const dropStore = onCleanup(() => store.drop());

  const receiverPort = await freePort();
  const receiver = await startChild(['-e', RECEIVER], { PORT: String(receiverPort) }, /ready/, 'receiver');
  const stopReceiver = onCleanup(() => terminate(receiver.child, 5000));
  checkpoint();
  const workspaces = await prepareStore(store.url, `http://127.0.0.1:${receiverPort}/hooks`);
  checkpoint();
  console.log(describe(workspaces));
  const schedule = scheduleOf(workspaces);
  const keys = workspaces.map((w) => w.keys);

  const [port, barePort] = [await freePort(), await freePort()];
  const env: Record<string, string> = {
    DATABASE_URL: store.url,
    HOST: '127.0.0.1',
    PORT: String(port),
    DEMO: 'false',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    WORKERS: String(WORKERS),
    WORKER: 'true',
    RATE_LIMIT_PER_MINUTE: '10000000',
    HEARTBEAT_RATE_LIMIT_PER_MINUTE: '1000000',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    METRICS_TOKEN: METRICS_TOKEN,
    REDIS_URL: redis ? REDIS : '',
  };
  const server = await startChild([...NODE_ARGS, SERVER], env, /Creator Workspace is serving/, 'server');
  const stopServer = onCleanup(() => terminate(server.child, 10_000));
  const bare = await startChild(['-e', BARE], { PORT: String(barePort) }, /ready/, 'bare');
  const stopBare = onCleanup(() => terminate(bare.child, 5000));
  checkpoint();
  const real = `http://127.0.0.1:${port}`;
  const bareOrigin = `http://127.0.0.1:${barePort}`;
  const heartbeats = startHeartbeats(real, HEARTBEAT_MS > 0 ? workspaces : [], HEARTBEAT_MS);
  const stopHeartbeats = onCleanup(() => heartbeats.stop());

  console.log(`${schedule.length} GET URLs over ${workspaces.length} workspaces; warming up (${WARMUP_SECONDS} s each)`);
  await phase(bareOrigin, schedule, keys, `${RUN}-${kind[0]}w0`, WARMUP_SECONDS, dir);
  await phase(real, schedule, keys, `${RUN}-${kind[0]}w1`, WARMUP_SECONDS, dir);
  const bareRuns: LoadResult[] = [];
  const mixedRuns: (LoadResult | PhaseResult)[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternating which goes first, so a drift during the run weighs on both alike.
    const order = round % 2 === 0 ? (['bare', 'real'] as const) : (['real', 'bare'] as const);
    for (const which of order) {
      alive(server, 'the server');
      const result = await phase(which === 'bare' ? bareOrigin : real, schedule, keys, `${RUN}-${kind[0]}${round}${which[0]}`, SECONDS, dir);
      (which === 'bare' ? bareRuns : mixedRuns).push(result);
      console.log(`  round ${round + 1} ${which}: ${Math.round(result.rps)} req/s, p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, ${result.errors} non-2xx`);
    }
  }
  alive(server, 'the server');
  // wrk cannot tell which request an answer belongs to: the family breakdown then comes from a Node pass of its own.
  const familyPhases = HAVE_WRK ? [await nodePhase(real, new Sequence(schedule, keys, `${RUN}-${kind[0]}f`), SECONDS, CONNECTIONS, interrupted.signal)] : (mixedRuns as PhaseResult[]);
  const probe = await nodePhase(real, new Sequence(schedule, keys, `${RUN}-${kind[0]}p`), PROBE_SECONDS, 1, interrupted.signal);
  alive(server, 'the server');
  const cached = await cachedAnswers(real);
  await stopHeartbeats();
  await stopBare();
  await stopServer();
  await stopReceiver();
  await dropStore();
  await removeDir();

  const received = Number(/received (\d+)/.exec(receiver.tail())?.[1] ?? 0);
  return {
    store: label,
    load: LOAD,
    urls: schedule.length,
    ...summarize(bareRuns, mixedRuns, kind === 'sqlite'),
    ...breakdown(mergePhases(familyPhases), probe),
    heartbeats: Object.fromEntries([...heartbeats.counts].map(([status, count]) => [String(status), count])),
    webhooks_received: received,
    cached_answers: cached,
    server_log: server.logs,
  };
}

async function main(): Promise<void> {
  const unknown = STORES.filter((s) => s !== 'sqlite' && s !== 'postgres');
  if (unknown.length > 0) throw new Error(`BENCH_STORES: unknown store(s) ${unknown.join(', ')}; use sqlite or postgres`);
  const familySource = HAVE_WRK ? `a separate Node pass of ${SECONDS} s on the real server` : `the real server's rounds, all ${ROUNDS}`;
  const results: StoreResult[] = [];
  for (const kind of STORES) {
    const result = await runStore(kind);
    printStore(result, CONNECTIONS, ROUNDS, SECONDS, familySource, PROBE_SECONDS);
    results.push(result);
  }
  console.log(`\nbench:mixed, ${LOAD === 'wrk' ? 'wrk' : 'Node loop (install wrk for real numbers)'} -c${CONNECTIONS}, medians of ${ROUNDS} rounds of ${SECONDS} s:`);
  console.table(results.map((r) => ({ store: r.store, 'bare req/s': r.bare.rps, 'mixed req/s': r.mixed.rps, ratio: r.mixed.ratio, p50_ms: r.mixed.p50_ms, p99_ms: r.mixed.p99_ms, non_2xx: r.mixed.non_2xx, goal: r.goal })));
  console.log(JSON.stringify({ bench: 'mixed', load: LOAD, connections: CONNECTIONS, rounds: ROUNDS, seconds: SECONDS, stores: results }));
}

try {
  await main();
} catch (error) {
  if (interrupted.signal.aborted) console.error('interrupted');
  else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = interrupted.signal.aborted ? 130 : 1;
} finally {
  await runCleanups();
}
