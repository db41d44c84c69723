/**
 * `npm run bench:webhooks`: signed deliveries per second and event-to-receipt latency, against a plain signed POST
 * loop (node:http keep-alive, 32 in flight, each body signed as a delivery is) to the same receiver in the same run
 * (the baseline), rounds alternating which goes first. Each burst must arrive exactly once (every message id, none
 * twice). Medians of several rounds. BENCH_DATABASE_URL=postgres://… runs the engine on PostgreSQL, and graphile-worker
 * (webhook-anchors.ts) on the same database as a second anchor.
 *
 * Each engine round: a burst (N deliveries in the outbox, then the dispatcher starts: deliveries/s and the longest
 * event-loop delay of this process, which raises nothing meanwhile), then STEADY_RATE events/s for 4 s (event to
 * receipt p50/p99), then LOW_RATE events/s (p50 at low load). The plain loop's own longest event-loop delay is
 * measured too: what this shared machine adds to any process's, whatever it runs. BENCH_WEBHOOKS webhooks over BENCH_WORKSPACES
 * workspaces (default 1 over 1): each event raised in turn in one workspace, one delivery for each of its webhooks;
 * with more than one webhook the per-webhook cap stays the default (4), as in production. Each round also prints the
 * CPU this process spent (process.cpuUsage) per delivery of the burst and per request of the plain loop: on this
 * shared machine the loop's rate moves with the day far more than its CPU cost does.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../src/config.js';
import { DATABASE, storeUrl } from './store.js';
import { ask, graphileWorker, plainLoop, waitForCount } from './webhook-anchors.js';
import { openStore, type Store } from '../src/db/database.js';
import { createKey } from '../src/keys/service.js';
import { Dispatcher } from '../src/webhooks/engine/dispatcher.js';
import { raiseEvent, transactWithEvents } from '../src/webhooks/outbox.js';
import { registerWebhook } from '../src/webhooks/service.js';
import { createWorkspace } from '../src/workspaces/service.js';

const N = Number(process.env['BENCH_EVENTS'] ?? 5000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const CONCURRENCY = Number(process.env['WEBHOOK_CONCURRENCY'] ?? 32);
const STEADY_RATE = Number(process.env['BENCH_RATE'] ?? 1000);
const LOW_RATE = 20;
const WEBHOOKS = Number(process.env['BENCH_WEBHOOKS'] ?? 1);
const WORKSPACES = Number(process.env['BENCH_WORKSPACES'] ?? 1);
const PER_WORKSPACE = Math.max(1, Math.round(WEBHOOKS / WORKSPACES));

/** µs of CPU in a process.cpuUsage() difference. */
const cpuUs = (usage: NodeJS.CpuUsage) => usage.user + usage.system;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

/** Raises events for `deliveries` deliveries, each event in the next workspace in turn. */
async function raise(store: Store, workspaceIds: number[], deliveries: number): Promise<void> {
  const events = Math.max(1, Math.round(deliveries / PER_WORKSPACE));
  for (let done = 0; done < events; done += 500) {
    await transactWithEvents(store.db, async (trx) => {
      for (let i = done; i < Math.min(events, done + 500); i += 1) await raiseEvent(trx, workspaceIds[i % workspaceIds.length] as number, 'order.paid', { seq: i, t: Date.now() });
    });
  }
}

/** Raises `deliveries` deliveries at `rate` a second (in 50 ms ticks) and returns their event-to-receipt latencies. */
async function atRate(store: Store, workspaceIds: number[], child: ChildProcess, rate: number, deliveries: number): Promise<number[]> {
  await ask(child, { reset: true, report: true });
  const tickMs = 50;
  const perTick = Math.max(PER_WORKSPACE, Math.round((rate * tickMs) / 1000));
  for (let sent = 0; sent < deliveries; sent += perTick) {
    await raise(store, workspaceIds, Math.min(perTick, deliveries - sent));
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  return waitForCount(child, deliveries);
}

interface EngineRound {
  burstPerSecond: number;
  /** CPU of this process (user + system) per delivery of the burst, in µs. */
  burstCpuUs: number;
  loopDelayMaxMs: number;
  steadyP50: number;
  steadyP99: number;
  lowP50: number;
}

async function engine(url: string, child: ChildProcess): Promise<EngineRound> {
  const dir = mkdtempSync(join(tmpdir(), 'cw-bench-'));
  const where = await storeUrl(dir);
  const cap = WEBHOOKS === 1 ? CONCURRENCY : 4;
  const config = loadConfig({ DATABASE_URL: where.url, WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_CONCURRENCY: String(CONCURRENCY), WEBHOOK_MAX_IN_FLIGHT: String(cap), WEBHOOK_POLL_INTERVAL_MS: '20', LOG_LEVEL: 'silent' });
  const store = openStore(config.databaseUrl);
  await store.migrate();
  const workspaceIds: number[] = [];
  for (let w = 0; w < WORKSPACES; w += 1) {
    const workspace = await createWorkspace(store.db, { slug: `bench-${w}` });
    await createKey(store.db, workspace.id, { scopes: [] });
    for (let h = 0; h < PER_WORKSPACE; h += 1) await registerWebhook(store.db, workspace.id, { url: `${url}?w=${w}&h=${h}`, events: ['*'] }, true);
    workspaceIds.push(workspace.id);
  }
  const dispatcher = new Dispatcher(store, config, { error: (details, message) => console.error(message, details) });

  // Burst: the deliveries already in the outbox, then the dispatcher starts.
  const burst = PER_WORKSPACE * Math.max(1, Math.round(N / PER_WORKSPACE));
  await ask(child, { reset: true, report: true });
  await raise(store, workspaceIds, burst);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const started = performance.now();
  const cpu = process.cpuUsage();
  dispatcher.start();
  await waitForCount(child, burst);
  const burstPerSecond = burst / ((performance.now() - started) / 1000);
  const burstCpuUs = cpuUs(process.cpuUsage(cpu)) / burst;
  delay.disable();

  const steadyCount = Math.min(burst, STEADY_RATE * 4);
  const steady = await atRate(store, workspaceIds, child, STEADY_RATE, steadyCount - (steadyCount % PER_WORKSPACE));
  const low = await atRate(store, workspaceIds, child, LOW_RATE, Math.max(PER_WORKSPACE, LOW_RATE * 3 - ((LOW_RATE * 3) % PER_WORKSPACE)));
  await dispatcher.stop();
  await store.close();
  await where.drop();
  rmSync(dir, { recursive: true, force: true });
  return { burstPerSecond, burstCpuUs, loopDelayMaxMs: delay.max / 1e6, steadyP50: percentile(steady, 50), steadyP99: percentile(steady, 99), lowP50: percentile(low, 50) };
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(new URL('./receiver.js', import.meta.url)), { stdio: 'inherit' });
  const { port } = await new Promise<{ port: number }>((resolve) => child.once('message', (m) => resolve(m as { port: number })));
  const url = `http://127.0.0.1:${port}/hook`;
  const onPostgres = DATABASE.startsWith('postgres');
  const rows: (EngineRound & { baseline: number; plainCpuUs: number; plainDelayMaxMs: number; graphile: number })[] = [];
  // One unmeasured pass first: the loop's own client warms up (its first pass ran at half the speed of the next).
  await plainLoop(url, child, N, CONCURRENCY);
  for (let round = 1; round <= ROUNDS; round += 1) {
    // Alternating which goes first, so a drift during the run weighs on both alike.
    const anchors = async () => {
      // The plain loop's own longest event-loop delay: what this shared machine alone adds to the engine's.
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      const cpu = process.cpuUsage();
      const baseline = await plainLoop(url, child, N, CONCURRENCY);
      const plainCpuUs = cpuUs(process.cpuUsage(cpu)) / N;
      delay.disable();
      return { baseline, plainCpuUs, plainDelayMaxMs: delay.max / 1e6, graphile: onPostgres ? await graphileWorker(DATABASE, url, child, N, CONCURRENCY) : 0 };
    };
    let measured = round % 2 === 1 ? await anchors() : undefined;
    const result = await engine(url, child);
    measured ??= await anchors();
    rows.push({ ...result, ...measured });
    const vsGraphile = onPostgres ? ` | graphile-worker ${measured.graphile.toFixed(0)} jobs/s (engine ${(result.burstPerSecond / measured.graphile).toFixed(2)}x)` : '';
    console.log(
      `round ${round}: loop ${measured.baseline.toFixed(0)} req/s | engine ${result.burstPerSecond.toFixed(0)} deliveries/s (${((100 * result.burstPerSecond) / measured.baseline).toFixed(0)} % of loop)${vsGraphile} | ` +
        `CPU ${result.burstCpuUs.toFixed(0)} µs a delivery (loop ${measured.plainCpuUs.toFixed(0)} µs a request) | ` +
        `loop delay max ${result.loopDelayMaxMs.toFixed(1)} ms (plain loop ${measured.plainDelayMaxMs.toFixed(1)} ms) | ${STEADY_RATE}/s p50 ${result.steadyP50} ms p99 ${result.steadyP99} ms | ${LOW_RATE}/s p50 ${result.lowP50} ms`,
    );
  }
  console.log(
    JSON.stringify({
      events: N,
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
      webhooks: PER_WORKSPACE * WORKSPACES,
      workspaces: WORKSPACES,
      median_baseline_requests_per_s: Math.round(median(rows.map((r) => r.baseline))),
      median_deliveries_per_s: Math.round(median(rows.map((r) => r.burstPerSecond))),
      median_ratio_to_baseline: Number(median(rows.map((r) => r.burstPerSecond / r.baseline)).toFixed(3)),
      median_engine_cpu_us_per_delivery: Math.round(median(rows.map((r) => r.burstCpuUs))),
      median_loop_cpu_us_per_request: Math.round(median(rows.map((r) => r.plainCpuUs))),
      ...(onPostgres && {
        median_graphile_worker_jobs_per_s: Math.round(median(rows.map((r) => r.graphile))),
        median_ratio_to_graphile_worker: Number(median(rows.map((r) => r.burstPerSecond / r.graphile)).toFixed(3)),
      }),
      max_event_loop_delay_ms: Number(Math.max(...rows.map((r) => r.loopDelayMaxMs)).toFixed(1)),
      max_event_loop_delay_of_plain_loop_ms: Number(Math.max(...rows.map((r) => r.plainDelayMaxMs)).toFixed(1)),
      median_steady_latency_p50_ms: median(rows.map((r) => r.steadyP50)),
      median_steady_latency_p99_ms: median(rows.map((r) => r.steadyP99)),
      steady_rate_per_s: STEADY_RATE,
      median_low_load_latency_p50_ms: median(rows.map((r) => r.lowP50)),
      low_rate_per_s: LOW_RATE,
      exactly_once: true,
      node: process.version,
      store: onPostgres ? 'postgresql' : 'sqlite',
    }),
  );
  child.kill();
}

await main();
