/** bench:isolation's service processes: `worker` children and the CLI's `events emit`, timed from print to receipt. */
import { spawn, type ChildProcess } from 'node:child_process';
import { VARIABLES } from '../src/config.js';
import { sleep, track } from './children.js';
import { CLI_GOAL_MS, CLI_RUNS, type CliResult } from './isolation-config.js';
import type { Receiver } from './isolation-receiver.js';
import { percentile } from './stats.js';
import type { StoreKind } from './store.js';

/** The CLI next to this compiled file (`<outDir>/src/main/cli.js`), run as the binary runs it. */
const CLI_URL = new URL('../src/main/cli.js', import.meta.url);
const RUN_CLI = `import { main } from ${JSON.stringify(CLI_URL.href)}; process.exitCode = await main(process.argv.slice(1));`;

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

export interface Worker {
  readonly child: ChildProcess;
  /** Log entries at level error or above (their messages, the first few). */
  readonly errors: string[];
  errorCount(): number;
}

/** `creator-workspace worker`, ready once it logs "worker started" (LOG_LEVEL=info: it logs nothing else at info). */
export function startWorker(url: string): Promise<Worker> {
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

/** Runs `events emit` as its own process (run n as the order id n + 1); resolves with when its line arrived on stdout (after commit). */
function emitByCli(url: string, run: number): Promise<number> {
  const data = JSON.stringify({ id: run + 1 });
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

export async function cliLatency(kind: StoreKind, url: string, receiver: Receiver): Promise<CliResult> {
  const latencies: number[] = [];
  let missing = 0;
  for (let run = 0; run < CLI_RUNS; run += 1) {
    const printed = await emitByCli(url, run);
    let received: number | undefined;
    for (const until = Date.now() + 5_000; received === undefined && Date.now() < until; ) {
      const pairs = (await receiver.ask({ op: 'cli' })).cli ?? [];
      for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === run + 1) received = pairs[i + 1];
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
