/**
 * `npm run bench:isolation`: no webhook receiver slows another.
 *
 * 50 webhooks over 3 workspaces (17/17/16, each subscribed to `*`) and ~500 deliveries/s: every 100 ms this process
 * raises one event per workspace (as an API process would: it is not a worker), with `t` (ms) in the event's data.
 * The receiver (its own process, keep-alive) serves `/hook/<n>` and notes, for hooks 1–49, each receipt and its
 * event-to-receipt latency. Three scenarios, each on a fresh store with fresh `worker` processes (one on SQLite, two
 * on PostgreSQL): `baseline` (every receiver answers 204 at once), `sleeping` (hook 0 sleeps 30 s, then 204) and
 * `hanging` (hook 0 accepts the request and never answers). After ~3 s of warm-up, BENCH_SECONDS (15) are measured.
 *
 * Reported per scenario: deliveries/s to the other 49 in the measured window and its ratio to the store's baseline
 * (goal >= 0.90), p50/p99 event-to-receipt of the events raised inside the window (goal p99 <= 2,000 ms; a delivery
 * still missing when the wait ends counts as infinitely late) and the most requests hook 0 had open at once (the
 * per-webhook in-flight cap). Then, per store, the CLI: `events emit` run 10 times as its own process, from the line
 * it prints after commit to the receipt (goal p50 <= 500 ms).
 *
 * BENCH_STORES=sqlite|postgres|sqlite,postgres (default both); BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test; a fresh schema per scenario, dropped after). WEBHOOK_CONCURRENCY and
 * WEBHOOK_MAX_IN_FLIGHT, when set, are passed to the workers; every other setting is the default.
 */
import { loadavg } from 'node:os';
import { terminateTracked } from './children.js';
import { CLI_GOAL_MS, CPUS, HOOKS, P99_GOAL_MS, RATE_GOAL, SCENARIOS, SECONDS, TAIL_MS, TICK_MS, WARMUP_MS, WORKSPACE_SIZES, type CliResult, type ScenarioResult } from './isolation-config.js';
import { Receiver } from './isolation-receiver.js';
import { cleanups, scenario } from './isolation-scenario.js';
import type { StoreKind } from './store.js';

const ms = (value: number | null, missing = 0) => (value === null ? (missing > 0 ? `> ${TAIL_MS / 1000} s (${missing} missing)` : '-') : `${value}`);

function printScenario(r: ScenarioResult): void {
  console.log(
    `${r.store.padEnd(8)} ${r.scenario.padEnd(8)} | ${String(r.events_per_s).padStart(5)} ev/s, offered ${String(r.offered_per_s).padStart(4)}/s | delivered ${String(r.delivered_per_s).padStart(4)}/s` +
      ` ratio ${r.ratio === null ? '  -  ' : r.ratio.toFixed(3)} worst hook ${r.worst_hook_ratio === null ? '  -  ' : r.worst_hook_ratio.toFixed(3)}` +
      ` | p50 ${ms(r.p50_ms, r.missing)} ms p99 ${ms(r.p99_ms, r.missing)} ms | hook 0: ${r.hook0_requests} requests, max open ${r.hook0_max_open}` +
      `${r.duplicates > 0 ? ` | ${r.duplicates} duplicates` : ''}${r.worker_errors > 0 ? ` | ${r.worker_errors} worker errors` : ''}${r.raise_failures > 0 ? ` | ${r.raise_failures} raises failed` : ''}` +
      ` | load ${r.load_1m.toFixed(1)}, idle ${r.idle_pct ?? '?'} %, workers' CPU ${r.workers_cpu_pct ?? '?'} % | ${r.pass ? 'PASS' : 'FAIL'}`,
  );
}

function printTable(results: ScenarioResult[], clis: CliResult[]): void {
  console.log(`\nisolation: ${HOOKS} webhooks over ${WORKSPACE_SIZES.length} workspaces, one event per workspace every ${TICK_MS} ms; ${SECONDS} s measured after ${WARMUP_MS / 1000} s warm-up`);
  console.log(`goals: the other ${HOOKS - 1} keep >= ${RATE_GOAL * 100} % of the store's baseline rate and p99 <= ${P99_GOAL_MS} ms; CLI event p50 <= ${CLI_GOAL_MS} ms\n`);
  console.table(
    results.map((r) => ({
      store: r.store,
      scenario: r.scenario,
      workers: r.workers,
      'offered/s': r.offered_per_s,
      'delivered/s (49)': r.delivered_per_s,
      'vs baseline': r.ratio ?? '-',
      'worst hook': r.worst_hook_ratio ?? '-',
      'p50 ms': r.p50_ms ?? '∞',
      'p99 ms': r.p99_ms ?? '∞',
      missing: r.missing,
      'hook 0 requests': r.hook0_requests,
      'hook 0 max open': r.hook0_max_open,
      'load 1m': r.load_1m,
      'idle %': r.idle_pct ?? '?',
      'workers CPU %': r.workers_cpu_pct ?? '?',
      result: r.pass ? 'PASS' : 'FAIL',
    })),
  );
  console.table(
    clis.map((c) => ({ store: c.store, runs: c.runs, 'printed→receipt p50 ms': c.p50_ms ?? '∞', 'max ms': c.max_ms ?? '∞', missing: c.missing, result: c.pass ? 'PASS' : 'FAIL' })),
  );
}

async function main(): Promise<void> {
  const stores = (process.env['BENCH_STORES'] ?? 'sqlite,postgres').split(',').map((s) => s.trim()).filter((s) => s !== '');
  for (const s of stores) if (s !== 'sqlite' && s !== 'postgres') throw new Error(`BENCH_STORES: "${s}" is neither sqlite nor postgres`);
  const settings = ['WEBHOOK_CONCURRENCY', 'WEBHOOK_MAX_IN_FLIGHT'].filter((name) => process.env[name] !== undefined).map((name) => `${name}=${process.env[name]}`);
  console.log(`stores: ${stores.join(', ')}; worker settings: ${settings.length > 0 ? settings.join(' ') : 'defaults'}; ${CPUS} CPUs, load average ${(loadavg()[0] ?? 0).toFixed(1)}`);
  const receiver = await Receiver.start();
  const results: ScenarioResult[] = [];
  const clis: CliResult[] = [];
  try {
    for (const kind of stores as StoreKind[]) {
      let baseline: ScenarioResult | undefined;
      for (const which of SCENARIOS) {
        const { result, cli } = await scenario(kind, which, receiver, baseline);
        if (which.name === 'baseline') baseline = result;
        results.push(result);
        printScenario(result);
        if (cli) {
          clis.push(cli);
          console.log(`${kind.padEnd(8)} cli      | events emit ×${cli.runs}: printed → receipt p50 ${ms(cli.p50_ms, cli.missing)} ms, max ${ms(cli.max_ms, cli.missing)} ms | ${cli.pass ? 'PASS' : 'FAIL'}`);
        }
      }
    }
  } finally {
    await receiver.stop();
  }
  printTable(results, clis);
  const busiest = Math.max(0, ...results.map((r) => r.load_1m));
  const leastIdle = Math.min(100, ...results.map((r) => r.idle_pct ?? 100));
  if (busiest > CPUS || leastIdle < 10) {
    console.log(`note: the machine was busy (load average up to ${busiest.toFixed(1)} on ${CPUS} CPUs, idle down to ${leastIdle} %); rates and latencies may be worse than the engine's own`);
  }
  console.log(
    JSON.stringify({
      seconds: SECONDS,
      cpus: CPUS,
      warmup_ms: WARMUP_MS,
      webhooks: HOOKS,
      goals: { rate_ratio: RATE_GOAL, p99_ms: P99_GOAL_MS, cli_p50_ms: CLI_GOAL_MS },
      scenarios: results.map(({ perHook: _perHook, ...r }) => r),
      cli: clis,
      pass: results.every((r) => r.pass) && clis.every((c) => c.pass),
    }),
  );
}

async function cleanUp(): Promise<void> {
  await terminateTracked(1_000);
  for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
  cleanups.clear();
}

// `receiver`: the receiver process (it lives in isolation-receiver.ts, which runs it on that argument), not the bench.
if (process.argv[2] !== 'receiver') {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
