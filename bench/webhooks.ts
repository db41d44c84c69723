/**
 * `npm run bench:webhooks`: signed deliveries per second of the engine as users run it (the real server, `npm
 * start`, in its own process: webhook-server.ts), against a plain signed POST loop (node:http keep-alive, 32 in
 * flight, each body signed as a delivery is) to the same receiver in the same run, rounds alternating which goes
 * first. BENCH_DATABASE_URL=postgres://… runs the server on PostgreSQL, and graphile-worker at its documented best
 * (webhook-anchors.ts) on the same database as a second anchor. Every rate is what the receiver (its own process) got
 * over the span from its first receipt to its last, and each run must arrive exactly once (every message id, none
 * twice). Medians of the rounds.
 *
 * Each engine round: the drain (BENCH_EVENTS deliveries' events raised by `events emit`'s function before the server
 * starts: its events/s, then the server's deliveries/s and its own longest event-loop delay), then STEADY_RATE
 * deliveries/s for 4 s (event to receipt p50/p99), then LOW_RATE/s (p50 at low load). BENCH_WEBHOOKS webhooks over
 * BENCH_WORKSPACES workspaces (default 1 over 1); with one webhook its share (WEBHOOK_MAX_IN_FLIGHT) is the whole
 * concurrency, with more the default (4), as in production.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DATABASE } from './store.js';
import { terminateTracked } from './children.js';
import { GRAPHILE_WORKER, graphileWorker, plainLoop, type Anchor } from './webhook-anchors.js';
import { serverRound, type ServerRound, type Shape } from './webhook-server.js';

const N = Number(process.env['BENCH_EVENTS'] ?? 20_000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const CONCURRENCY = Number(process.env['WEBHOOK_CONCURRENCY'] ?? 32);
const WEBHOOKS = Number(process.env['BENCH_WEBHOOKS'] ?? 1);
const WORKSPACES = Number(process.env['BENCH_WORKSPACES'] ?? 1);
const SHAPE: Shape = {
  events: N,
  concurrency: CONCURRENCY,
  perWebhook: WEBHOOKS === 1 ? CONCURRENCY : 4,
  workspaces: WORKSPACES,
  webhooks: Math.max(1, Math.round(WEBHOOKS / WORKSPACES)),
  steadyRate: Number(process.env['BENCH_RATE'] ?? 1000),
  lowRate: 20,
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const receiver = fork(fileURLToPath(new URL('./receiver.js', import.meta.url)), { stdio: 'inherit' });
  const { port } = await new Promise<{ port: number }>((resolve) => receiver.once('message', (m) => resolve(m as { port: number })));
  const url = `http://127.0.0.1:${port}/hook`;
  const onPostgres = DATABASE.startsWith('postgres');
  if (onPostgres) console.log(`graphile-worker 0.18: concurrency ${CONCURRENCY}, ${JSON.stringify(GRAPHILE_WORKER)}, jobs added before the runner starts`);
  const none: Anchor = { perSecond: 0, cpuUs: 0, postgresCpuUs: 0 };
  const rows: (ServerRound & { loop: Anchor; graphile: Anchor; baseline: number })[] = [];
  // One unmeasured pass first: the loop's own client warms up (its first pass ran at half the speed of the next).
  await plainLoop(url, receiver, N, CONCURRENCY);
  for (let round = 1; round <= ROUNDS; round += 1) {
    // Alternating which goes first, so a drift during the run weighs on both alike.
    const anchors = async () => ({
      loop: await plainLoop(url, receiver, N, CONCURRENCY),
      graphile: onPostgres ? await graphileWorker(DATABASE, url, receiver, N, CONCURRENCY) : none,
    });
    let measured = round % 2 === 1 ? await anchors() : undefined;
    const result = await serverRound(url, receiver, SHAPE);
    measured ??= await anchors();
    const { loop, graphile } = measured;
    rows.push({ ...result, ...measured, baseline: loop.perSecond });
    const vsGraphile = onPostgres
      ? ` | graphile-worker ${graphile.perSecond.toFixed(0)} jobs/s (engine ${(result.drainPerSecond / graphile.perSecond).toFixed(2)}x; CPU ${graphile.cpuUs.toFixed(0)} µs a job + PostgreSQL ${graphile.postgresCpuUs.toFixed(0)} µs)`
      : '';
    console.log(
      `round ${round}: loop ${loop.perSecond.toFixed(0)} req/s (CPU ${loop.cpuUs.toFixed(0)} µs a request) | engine ${result.drainPerSecond.toFixed(0)} deliveries/s (${((100 * result.drainPerSecond) / loop.perSecond).toFixed(0)} % of loop; ` +
        `CPU ${result.serverCpuUs.toFixed(0)} µs a delivery${onPostgres ? ` + PostgreSQL ${result.postgresCpuUs.toFixed(0)} µs` : ''})${vsGraphile} | ` +
        `emit ${result.emitPerSecond.toFixed(0)} events/s | server loop delay max ${result.loopDelayMaxMs.toFixed(1)} ms | ` +
        `${SHAPE.steadyRate}/s p50 ${result.steadyP50} ms p99 ${result.steadyP99} ms | ${SHAPE.lowRate}/s p50 ${result.lowP50} ms`,
    );
  }
  console.log(
    JSON.stringify({
      events: N,
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
      webhooks: SHAPE.webhooks * WORKSPACES,
      workspaces: WORKSPACES,
      median_baseline_requests_per_s: Math.round(median(rows.map((r) => r.baseline))),
      median_deliveries_per_s: Math.round(median(rows.map((r) => r.drainPerSecond))),
      median_ratio_to_baseline: Number(median(rows.map((r) => r.drainPerSecond / r.baseline)).toFixed(3)),
      ...(onPostgres && {
        graphile_worker: GRAPHILE_WORKER,
        median_graphile_worker_jobs_per_s: Math.round(median(rows.map((r) => r.graphile.perSecond))),
        median_ratio_to_graphile_worker: Number(median(rows.map((r) => r.drainPerSecond / r.graphile.perSecond)).toFixed(3)),
        median_graphile_worker_cpu_us_per_job: Math.round(median(rows.map((r) => r.graphile.cpuUs))),
        median_graphile_worker_postgres_cpu_us_per_job: Math.round(median(rows.map((r) => r.graphile.postgresCpuUs))),
        median_postgres_cpu_us_per_delivery: Math.round(median(rows.map((r) => r.postgresCpuUs))),
      }),
      median_server_cpu_us_per_delivery: Math.round(median(rows.map((r) => r.serverCpuUs))),
      median_loop_cpu_us_per_request: Math.round(median(rows.map((r) => r.loop.cpuUs))),
      median_emit_events_per_s: Math.round(median(rows.map((r) => r.emitPerSecond))),
      max_server_event_loop_delay_ms: Number(Math.max(...rows.map((r) => r.loopDelayMaxMs)).toFixed(1)),
      median_steady_latency_p50_ms: median(rows.map((r) => r.steadyP50)),
      median_steady_latency_p99_ms: median(rows.map((r) => r.steadyP99)),
      steady_rate_per_s: SHAPE.steadyRate,
      median_low_load_latency_p50_ms: median(rows.map((r) => r.lowP50)),
      low_rate_per_s: SHAPE.lowRate,
      exactly_once: true,
      node: process.version,
      store: onPostgres ? 'postgresql' : 'sqlite',
    }),
  );
  receiver.kill();
}

try {
  await main();
} finally {
  await terminateTracked(5_000);
}
