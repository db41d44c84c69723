/** One bench:isolation scenario on a fresh store: the load that raises events, the CPU readings, and the measured run. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../src/db/database.js';
import { raiseEvent, transactWithEvents } from '../src/webhooks/outbox.js';
import { registerWebhook } from '../src/webhooks/service.js';
import { createWorkspace } from '../src/workspaces/service.js';
import { sleep, terminate } from './children.js';
import { CLI_HOOK, HOOKS, P99_GOAL_MS, RATE_GOAL, SECONDS, TAIL_MS, TICK_MS, WARMUP_MS, WORKSPACE_SIZES, type CliResult, type Mode, type ScenarioName, type ScenarioResult } from './isolation-config.js';
import type { Receiver } from './isolation-receiver.js';
import { cliLatency, startWorker, type Worker } from './isolation-workers.js';
import { percentile } from './stats.js';
import { freshSchema, POSTGRES, sqliteUrl, type FreshStore, type StoreKind } from './store.js';

/** CPU seconds a process has used (Linux /proc, 100 ticks/s); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The machine's idle and total CPU ticks so far (Linux /proc/stat); null elsewhere. */
function machineTicks(): { idle: number; total: number } | null {
  try {
    const values = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    return { idle: (values[3] ?? 0) + (values[4] ?? 0), total: values.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** A fresh store: a SQLite file in `dir`, or a new PostgreSQL schema (dropped by `drop`). */
async function freshStore(kind: StoreKind, dir: string): Promise<FreshStore> {
  if (kind === 'sqlite') return { url: sqliteUrl(dir), drop: async () => undefined };
  return freshSchema(POSTGRES, 'bench_iso', true);
}

/** Raises one event per workspace every TICK_MS (catching up if a tick ran late) until stopped. */
class Load {
  /** Flat pairs: workspace index, `t` of each event raised. */
  readonly raised: number[] = [];
  failures = 0;
  private stopped = false;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly workspaceIds: readonly number[],
  ) {}

  start(): void {
    this.running = this.loop();
  }

  private async loop(): Promise<void> {
    const started = Date.now();
    for (let tick = 1; !this.stopped; tick += 1) {
      for (const [index, workspaceId] of this.workspaceIds.entries()) {
        const t = Date.now();
        try {
          await transactWithEvents(this.store.db, (trx) => raiseEvent(trx, workspaceId, 'order.paid', { t, seq: this.raised.length / 2 }));
          this.raised.push(index, t);
        } catch {
          this.failures += 1;
        }
      }
      await sleep(Math.max(0, started + tick * TICK_MS - Date.now()));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** Deliveries to hooks 1–49 the events raised in [from, to) make. */
  expected(from: number, to: number): { events: number; deliveries: number } {
    let events = 0;
    let deliveries = 0;
    for (let i = 0; i < this.raised.length; i += 2) {
      const t = this.raised[i + 1] as number;
      if (t < from || t >= to) continue;
      const index = this.raised[i] as number;
      events += 1;
      deliveries += (WORKSPACE_SIZES[index] ?? 0) - (index === 0 ? 1 : 0);
    }
    return { events, deliveries };
  }
}

/** Cleanups still to run should the run fail: schemas to drop, directories to remove. */
export const cleanups = new Set<() => Promise<void>>();

export async function scenario(
  kind: StoreKind,
  which: { name: ScenarioName; mode: Mode },
  receiver: Receiver,
  baseline: ScenarioResult | undefined,
): Promise<{ result: ScenarioResult; cli?: CliResult }> {
  const dir = mkdtempSync(join(tmpdir(), 'cw-bench-iso-'));
  const where = await freshStore(kind, dir).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const cleanup = async () => {
    await where.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  const store = openStore(where.url);
  const workers: Worker[] = [];
  let load: Load | undefined;
  try {
    await store.migrate();
    const workspaceIds: number[] = [];
    let hook = 0;
    for (const [index, size] of WORKSPACE_SIZES.entries()) {
      const workspace = await createWorkspace(store.db, { slug: `iso-${index}` });
      workspaceIds.push(workspace.id);
      for (let i = 0; i < size; i += 1, hook += 1) await registerWebhook(store.db, workspace.id, { url: `http://127.0.0.1:${receiver.port}/hook/${hook}`, events: ['*'] }, true);
    }
    const cliWorkspace = await createWorkspace(store.db, { slug: 'iso-cli' });
    await registerWebhook(store.db, cliWorkspace.id, { url: `http://127.0.0.1:${receiver.port}/hook/${CLI_HOOK}`, events: ['*'] }, true);

    await receiver.ask({ op: 'reset', mode: which.mode });
    const count = kind === 'postgres' ? 2 : 1;
    for (let i = 0; i < count; i += 1) workers.push(await startWorker(where.url));

    load = new Load(store, workspaceIds);
    load.start();
    await sleep(WARMUP_MS);
    const workersCpu = (): number | null => {
      let sum = 0;
      for (const worker of workers) {
        const used = cpuSeconds(worker.child.pid);
        if (used === null) return null;
        sum += used;
      }
      return sum;
    };
    const [cpuBefore, machineBefore] = [workersCpu(), machineTicks()];
    const from = Date.now();
    await sleep(SECONDS * 1000);
    const to = Date.now();
    const [cpuAfter, machineAfter] = [workersCpu(), machineTicks()];
    const busy = loadavg()[0] ?? 0;
    const seconds = (to - from) / 1000;
    // The load goes on while the window's deliveries are awaited, so its last events meet the same traffic.
    for (const until = to + TAIL_MS; Date.now() < until; ) {
      if (((await receiver.ask({ op: 'count', from, to })).count ?? 0) >= load.expected(from, to).deliveries) break;
      await sleep(100);
    }
    await load.stop();
    const expected = load.expected(from, to);
    const report = await receiver.ask({ op: 'report' });
    const records = report.records ?? [];
    const latencies: number[] = [];
    const perHook = Array<number>(HOOKS).fill(0);
    let delivered = 0;
    for (let i = 0; i < records.length; i += 3) {
      const [h, received, t] = [records[i] as number, records[i + 1] as number, records[i + 2] as number];
      if (received >= from && received < to) {
        delivered += 1;
        perHook[h] = (perHook[h] ?? 0) + 1;
      }
      if (t >= from && t < to) latencies.push(received - t);
    }
    latencies.sort((a, b) => a - b);
    const missing = Math.max(0, expected.deliveries - latencies.length);
    const all = [...latencies, ...Array<number>(missing).fill(Number.POSITIVE_INFINITY)];
    const [p50, p99] = [percentile(all, 50), percentile(all, 99)];
    const finite = (value: number) => (Number.isFinite(value) ? value : null);
    const deliveredPerSecond = delivered / seconds;
    const ratio = baseline ? deliveredPerSecond / baseline.delivered_per_s : 1;
    let worst: number | null = null;
    if (baseline) {
      for (let h = 1; h < HOOKS; h += 1) {
        const before = baseline.perHook[h] ?? 0;
        if (before > 0) worst = Math.min(worst ?? Number.POSITIVE_INFINITY, (perHook[h] ?? 0) / seconds / (before / baseline.seconds));
      }
    }
    const result: ScenarioResult = {
      store: kind,
      scenario: which.name,
      workers: count,
      seconds: Number(seconds.toFixed(3)),
      events_per_s: Number((expected.events / seconds).toFixed(1)),
      offered_per_s: Math.round(expected.deliveries / seconds),
      delivered_per_s: Math.round(deliveredPerSecond),
      ratio: baseline ? Number(ratio.toFixed(3)) : null,
      p50_ms: finite(p50),
      p99_ms: finite(p99),
      max_ms: missing > 0 ? null : (latencies[latencies.length - 1] ?? null),
      missing,
      worst_hook_ratio: worst === null ? null : Number(worst.toFixed(3)),
      hook0_requests: report.hook0?.total ?? 0,
      hook0_max_open: report.hook0?.maxOpen ?? 0,
      duplicates: report.duplicates ?? 0,
      worker_errors: workers.reduce((sum, w) => sum + w.errorCount(), 0),
      raise_failures: load.failures,
      load_1m: Number(busy.toFixed(2)),
      idle_pct: machineBefore && machineAfter ? Math.round((100 * (machineAfter.idle - machineBefore.idle)) / Math.max(1, machineAfter.total - machineBefore.total)) : null,
      workers_cpu_pct: cpuBefore !== null && cpuAfter !== null ? Math.round((100 * (cpuAfter - cpuBefore)) / seconds) : null,
      pass: ratio >= RATE_GOAL && Number.isFinite(p99) && p99 <= P99_GOAL_MS,
      perHook,
    };
    for (const worker of workers) for (const error of worker.errors) console.error(`  worker error (${kind} ${which.name}): ${error}`);

    let cli: CliResult | undefined;
    if (which.name === 'baseline') {
      // Idle workers: the backlog delivered first, so the CLI's event is the only work.
      const total = load.expected(0, Number.MAX_SAFE_INTEGER).deliveries;
      for (const until = Date.now() + 10_000; Date.now() < until; ) {
        if (((await receiver.ask({ op: 'count', from: 0, to: Number.MAX_SAFE_INTEGER })).count ?? 0) >= total) break;
        await sleep(100);
      }
      cli = await cliLatency(kind, where.url, receiver);
    }
    return { result, ...(cli && { cli }) };
  } finally {
    await load?.stop();
    // A worker waits for its attempts in flight (up to 10 s against a hanging receiver); the store is thrown away.
    await Promise.all(workers.map((worker) => terminate(worker.child, 2_000)));
    await store.close();
    cleanups.delete(cleanup);
    await cleanup();
  }
}
