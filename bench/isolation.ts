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
import { spawn, fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { VARIABLES } from '../src/config.js';
import { openStore, type Store } from '../src/db/database.js';
import { raiseEvent, transactWithEvents } from '../src/webhooks/outbox.js';
import { registerWebhook } from '../src/webhooks/service.js';
import { createWorkspace } from '../src/workspaces/service.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 15);
const WARMUP_MS = 3_000;
const TICK_MS = 100;
/** Webhooks per load workspace; hook n is the n-th overall, hook 0 (the slow one) is in the first workspace. */
const WORKSPACE_SIZES = [17, 17, 16] as const;
const HOOKS = WORKSPACE_SIZES.reduce((a, b) => a + b, 0);
/** The CLI's webhook, alone in a fourth workspace so the load never reaches it. */
const CLI_HOOK = HOOKS;
const CLI_RUNS = 10;
/** How long the load keeps running after the window while the window's deliveries are awaited. */
const TAIL_MS = 5_000;
const SLEEP_MS = 30_000;
const RATE_GOAL = 0.9;
const P99_GOAL_MS = 2_000;
const CLI_GOAL_MS = 500;
const PG_DEFAULT = 'postgres://postgres@127.0.0.1:5432/test';
const PG_URL = process.env['BENCH_DATABASE_URL'] ?? PG_DEFAULT;
const CPUS = availableParallelism();
/** The CLI next to this compiled file (`<outDir>/src/cli.js`), run as the binary runs it. */
const CLI_URL = new URL('../src/cli.js', import.meta.url);
const RUN_CLI = `import { main } from ${JSON.stringify(CLI_URL.href)}; process.exitCode = await main(process.argv.slice(1));`;

type Mode = 'answer' | 'sleep' | 'hang';
type StoreKind = 'sqlite' | 'postgres';
type ScenarioName = 'baseline' | 'sleeping' | 'hanging';
const SCENARIOS: { name: ScenarioName; mode: Mode }[] = [
  { name: 'baseline', mode: 'answer' },
  { name: 'sleeping', mode: 'sleep' },
  { name: 'hanging', mode: 'hang' },
];

interface Hook0Stats {
  /** Requests hook 0 received since the reset. */
  total: number;
  /** Open now. */
  open: number;
  /** The most open at once. */
  maxOpen: number;
}

/** What the bench asks the receiver: reset (hook 0's behaviour), count (receipts of events raised in [from, to)), report, cli. */
type ReceiverAsk = { op: 'reset'; mode: Mode } | { op: 'count'; from: number; to: number } | { op: 'report' } | { op: 'cli' };
type ReceiverCommand = ReceiverAsk & { id: number };

interface ReceiverReply {
  id: number;
  port?: number;
  count?: number;
  /** Flat triples: hook, receipt (ms), the event's `t` (ms). Hooks 1–49 only, first receipt of each delivery. */
  records?: number[];
  /** Flat pairs: the CLI run's number, receipt (ms). */
  cli?: number[];
  duplicates?: number;
  hook0?: Hook0Stats;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

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

// ---------------------------------------------------------------------------------------------------------------
// The receiver: this file forked with the argument `receiver`.

function runReceiver(): void {
  let mode: Mode = 'answer';
  let records: number[] = [];
  let cli: number[] = [];
  let seen = new Set<string>();
  let duplicates = 0;
  let hook0: Hook0Stats = { total: 0, open: 0, maxOpen: 0 };
  let openHook0 = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const match = /^\/hook\/(\d+)$/.exec(req.url ?? '');
    if (!match || req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    const hook = Number(match[1]);
    if (hook === 0) {
      hook0.total += 1;
      hook0.open += 1;
      hook0.maxOpen = Math.max(hook0.maxOpen, hook0.open);
      const open = openHook0;
      const stats = hook0;
      open.add(res);
      // Answered, or the connection closed (the sender gave up): no longer open. A reset replaces the set and counters.
      res.on('close', () => {
        if (open.delete(res)) stats.open -= 1;
      });
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = Date.now();
      const delivery = req.headers['x-service-delivery'];
      const id = Array.isArray(delivery) ? delivery[0] : delivery;
      const first = id === undefined || !seen.has(id);
      if (id !== undefined) seen.add(id);
      if (!first) duplicates += 1;
      if (hook !== 0 && first) {
        let data: { t?: unknown; cli?: unknown } = {};
        try {
          data = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: { t?: unknown; cli?: unknown } }).data ?? {};
        } catch {
          // Not a delivery body: recorded without its event time.
        }
        if (hook === CLI_HOOK) {
          if (typeof data.cli === 'number') cli.push(data.cli, received);
        } else {
          records.push(hook, received, typeof data.t === 'number' ? data.t : Number.NaN);
        }
      }
      if (hook === 0 && mode === 'hang') return;
      if (hook === 0 && mode === 'sleep') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) res.writeHead(204).end();
        }, SLEEP_MS);
        timers.add(timer);
        return;
      }
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 10_000;
  // A hanging or sleeping answer stays open until the sender gives up.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;

  const reply = (message: ReceiverReply) => process.send?.(message);
  process.on('message', (message: ReceiverCommand) => {
    switch (message.op) {
      case 'reset':
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        for (const res of openHook0) res.destroy();
        mode = message.mode;
        records = [];
        cli = [];
        seen = new Set();
        duplicates = 0;
        hook0 = { total: 0, open: 0, maxOpen: 0 };
        openHook0 = new Set();
        reply({ id: message.id });
        break;
      case 'count': {
        let count = 0;
        for (let i = 0; i < records.length; i += 3) {
          const t = records[i + 2] as number;
          if (t >= message.from && t < message.to) count += 1;
        }
        reply({ id: message.id, count });
        break;
      }
      case 'report':
        reply({ id: message.id, records, duplicates, hook0: { ...hook0 } });
        break;
      case 'cli':
        reply({ id: message.id, cli });
        break;
    }
  });
  process.on('disconnect', () => process.exit(0));
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    reply({ id: 0, port: typeof address === 'object' && address ? address.port : 0 });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The bench.

/** Every child this run started, so they are killed whatever happens. */
const children = new Set<ChildProcess>();

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM, then SIGKILL if it has not gone within `graceMs`. */
async function terminate(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

class Receiver {
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (reply: ReceiverReply) => void; reject: (error: Error) => void }>();

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.on('message', (reply: ReceiverReply) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      waiting?.resolve(reply);
    });
    child.on('exit', (code) => {
      for (const { reject } of this.waiting.values()) reject(new Error(`the receiver exited (${code})`));
      this.waiting.clear();
    });
  }

  static async start(): Promise<Receiver> {
    const child = track(fork(fileURLToPath(import.meta.url), ['receiver'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    let early: ((code: number | null) => void) | undefined;
    const port = await new Promise<number>((resolve, reject) => {
      early = (code) => reject(new Error(`the receiver exited (${code}) before listening`));
      child.once('exit', early);
      child.once('message', (reply: ReceiverReply) => resolve(reply.port ?? 0));
    }).finally(() => early && child.off('exit', early));
    return new Receiver(child, port);
  }

  ask(command: ReceiverAsk): Promise<ReceiverReply> {
    const id = this.next;
    this.next += 1;
    return new Promise((resolve, reject) => {
      if (!this.child.connected) return reject(new Error('the receiver is gone'));
      this.waiting.set(id, { resolve, reject });
      this.child.send({ ...command, id });
    });
  }

  async stop(): Promise<void> {
    this.child.disconnect();
    await terminate(this.child, 1_000);
  }
}

/** A fresh store: a SQLite file in `dir`, or a new PostgreSQL schema (dropped by `drop`). */
async function freshStore(kind: StoreKind, dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (kind === 'sqlite') return { url: `sqlite:${join(dir, 'store.db')}`, drop: async () => undefined };
  const schema = `bench_iso_${process.pid}_${Date.now()}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => admin(`drop schema if exists ${schema} cascade`) };
}

/** The environment of a worker or CLI child: the inherited one without any of the service's settings, then ours. */
function childEnv(url: string, logLevel: string): Record<string, string> {
  const settings = new Set<string>([...Object.values(VARIABLES).map((v) => v.name), 'WEBHOOK_MAX_IN_FLIGHT']);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !settings.has(name)) env[name] = value;
  for (const name of ['WEBHOOK_CONCURRENCY', 'WEBHOOK_MAX_IN_FLIGHT']) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, DATABASE_URL: url, WEBHOOK_ALLOW_PRIVATE_URLS: 'true', LOG_LEVEL: logLevel, LOG_FORMAT: 'json' };
}

interface Worker {
  readonly child: ChildProcess;
  /** Log entries at level error or above (their messages, the first few). */
  readonly errors: string[];
  errorCount(): number;
}

/** `creator-workspace worker`, ready once it logs "worker started" (LOG_LEVEL=info: it logs nothing else at info). */
function startWorker(url: string): Promise<Worker> {
  const child = track(spawn(process.execPath, ['--input-type=module', '-e', RUN_CLI, 'worker'], { env: childEnv(url, 'info'), stdio: ['ignore', 'ignore', 'pipe'] }));
  const errors: string[] = [];
  let count = 0;
  let pending = '';
  let said = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker did not start within 30 s:\n${said}`)), 30_000);
    const early = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited (${code}) before it started:\n${said}`));
    };
    child.once('exit', early);
    child.stderr?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (said.length < 8_000) said += `${line}\n`;
        // The CLI names its store on standard error before the command runs.
        if (line.startsWith('(store: ') || line.trim() === '') continue;
        let entry: { level?: unknown; msg?: unknown; err?: { message?: unknown } } = {};
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          // Not a log entry (a crash's stack trace): counted as an error.
          entry = { level: 50, msg: line };
        }
        if (entry.msg === 'worker started') {
          clearTimeout(timer);
          child.off('exit', early);
          resolve({ child, errors, errorCount: () => count });
        }
        if (typeof entry.level === 'number' && entry.level >= 50) {
          count += 1;
          if (errors.length < 3) errors.push(`${String(entry.msg)}${typeof entry.err?.message === 'string' ? `: ${entry.err.message}` : ''}`);
        }
      }
    });
  });
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

interface ScenarioResult {
  store: StoreKind;
  scenario: ScenarioName;
  workers: number;
  /** The measured window's length. */
  seconds: number;
  events_per_s: number;
  offered_per_s: number;
  delivered_per_s: number;
  ratio: number | null;
  p50_ms: number | null;
  p99_ms: number | null;
  max_ms: number | null;
  missing: number;
  worst_hook_ratio: number | null;
  hook0_requests: number;
  hook0_max_open: number;
  duplicates: number;
  worker_errors: number;
  raise_failures: number;
  /** The machine's 1-minute load average at the window's end: other work on the machine lowers every number. */
  load_1m: number;
  /** The machine's idle CPU share during the window (Linux), in %: near 0 means the numbers are the machine's. */
  idle_pct: number | null;
  /** CPU the worker processes used during the window, in % of one CPU (Linux). */
  workers_cpu_pct: number | null;
  pass: boolean;
  /** Deliveries in the window to each of hooks 1–49 (index = hook), for the worst-hook ratio; not printed. */
  perHook: number[];
}

interface CliResult {
  store: StoreKind;
  runs: number;
  p50_ms: number | null;
  max_ms: number | null;
  missing: number;
  pass: boolean;
}

/** Runs `events emit` as its own process; resolves with when its line arrived on stdout (after commit). */
function emitByCli(url: string, run: number): Promise<number> {
  const data = JSON.stringify({ cli: run, t: Date.now() });
  const child = track(
    spawn(process.execPath, ['--input-type=module', '-e', RUN_CLI, 'events', 'emit', '--workspace', 'iso-cli', '--event', 'order.paid', '--data', data], {
      env: childEnv(url, 'silent'),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let out = '';
  let err = '';
  let printed: number | undefined;
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (printed === undefined && out.includes('\n')) printed = Date.now();
  });
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0 && printed !== undefined) resolve(printed);
      else reject(new Error(`events emit exited (${code}):\n${out}${err}`));
    });
  });
}

async function cliLatency(kind: StoreKind, url: string, receiver: Receiver): Promise<CliResult> {
  const latencies: number[] = [];
  let missing = 0;
  for (let run = 0; run < CLI_RUNS; run += 1) {
    const printed = await emitByCli(url, run);
    let received: number | undefined;
    for (const until = Date.now() + 5_000; received === undefined && Date.now() < until; ) {
      const pairs = (await receiver.ask({ op: 'cli' })).cli ?? [];
      for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === run) received = pairs[i + 1];
      if (received === undefined) await sleep(10);
    }
    if (received === undefined) missing += 1;
    else latencies.push(received - printed);
  }
  latencies.sort((a, b) => a - b);
  const all = [...latencies, ...Array<number>(missing).fill(Number.POSITIVE_INFINITY)];
  const p50 = percentile(all, 50);
  return {
    store: kind,
    runs: CLI_RUNS,
    p50_ms: Number.isFinite(p50) ? p50 : null,
    max_ms: missing > 0 ? null : (latencies[latencies.length - 1] ?? null),
    missing,
    pass: Number.isFinite(p50) && p50 <= CLI_GOAL_MS,
  };
}

/** Cleanups still to run should the run fail: schemas to drop, directories to remove. */
const cleanups = new Set<() => Promise<void>>();

async function scenario(
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
  await Promise.all([...children].map((child) => terminate(child, 1_000)));
  for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
  cleanups.clear();
}

if (process.argv[2] === 'receiver') {
  runReceiver();
} else {
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
