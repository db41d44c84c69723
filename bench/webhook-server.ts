/**
 * The engine as users run it, for `npm run bench:webhooks`: the real server (package.json's `start` script, so
 * `npm start`: the API with its worker) in a process of its own, on a fresh store. The events are raised by `events
 * emit`'s own function (emitEvents, the CLI's start left out), so its rate is measured on the way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore, type Store } from '../src/db/database.js';
import { createWorkspace } from '../src/workspaces/service.js';
import { registerWebhook } from '../src/webhooks/service.js';
import { emitEvents } from '../src/webhooks/emit.js';
import { freePort, terminate, track } from './children.js';
import { cpuOf, cpuOfAll } from './proc-cpu.js';
import { storeUrl } from './store.js';
import { ask, rateOf, waitForCount } from './webhook-anchors.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** How the engine's rounds are shaped. */
export interface Shape {
  readonly events: number;
  readonly concurrency: number;
  /** WEBHOOK_MAX_IN_FLIGHT: each webhook's share. */
  readonly perWebhook: number;
  readonly workspaces: number;
  /** Webhooks in each workspace. */
  readonly webhooks: number;
  readonly steadyRate: number;
  readonly lowRate: number;
}

/** One round of the engine through the real server. */
export interface ServerRound {
  /** Deliveries per second of the drain (events raised before the server started), over the receiver's span. */
  readonly drainPerSecond: number;
  /** Events per second emitEvents stored for the drain. */
  readonly emitPerSecond: number;
  /** CPU µs a delivery of the drain, of the server and of PostgreSQL's processes (0 on SQLite), from its start on. */
  readonly serverCpuUs: number;
  readonly postgresCpuUs: number;
  /** The server's longest event-loop delay during the drain (its own nodejs_eventloop_lag_max_seconds). */
  readonly loopDelayMaxMs: number;
  readonly steadyP50: number;
  readonly steadyP99: number;
  readonly lowP50: number;
}

/** `npm start`'s command with `process.execPath` for `node`. */
function startCommand(): string[] {
  const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const [node, ...args] = script.split(/\s+/);
  if (node !== 'node') throw new Error(`package.json's start script does not run node: ${script}`);
  return args;
}

/** Starts the server and resolves once it says it is serving. */
function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = track(spawn(process.execPath, startCommand(), { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] }));
  let out = '';
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was serving:\n${out}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('is serving')) resolve(child);
    });
  });
}

/** The server's longest event-loop delay since the last call, in ms (prom-client resets it at each scrape). */
async function loopDelayMax(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const match = /^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text);
  return match ? Number(match[1]) * 1000 : NaN;
}

/** Emits `deliveries` deliveries' worth of events, spread over the workspaces in turn; events per second. */
async function emit(store: Store, workspaceIds: readonly number[], shape: Shape, deliveries: number, t: () => number): Promise<number> {
  const perWorkspace = Math.max(1, Math.round(deliveries / shape.webhooks / workspaceIds.length));
  const started = performance.now();
  for (const id of workspaceIds) await emitEvents(store.db, id, 'order.paid', { seq: 0, t: t() }, perWorkspace);
  return (perWorkspace * workspaceIds.length) / ((performance.now() - started) / 1000);
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

/** Raises `deliveries` at `rate` a second (in 50 ms ticks) and returns their event-to-receipt latencies. */
async function atRate(store: Store, workspaceIds: readonly number[], shape: Shape, receiver: ChildProcess, rate: number, deliveries: number): Promise<number[]> {
  await ask(receiver, { reset: true, report: true });
  const tickMs = 50;
  const perTick = Math.max(shape.webhooks * workspaceIds.length, Math.round((rate * tickMs) / 1000));
  let sent = 0;
  while (sent < deliveries) {
    const events = Math.max(1, Math.round(Math.min(perTick, deliveries - sent) / shape.webhooks / workspaceIds.length));
    for (const id of workspaceIds) await emitEvents(store.db, id, 'order.paid', { seq: sent, t: Date.now() }, events);
    sent += events * shape.webhooks * workspaceIds.length;
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  return (await waitForCount(receiver, sent)).latencies;
}

/** A fresh store with the workspaces and their webhooks, the drain's events raised, then the server started on it. */
export async function serverRound(url: string, receiver: ChildProcess, shape: Shape): Promise<ServerRound> {
  const dir = mkdtempSync(join(tmpdir(), 'cw-bench-'));
  const where = await storeUrl(dir);
  const store = openStore(where.url);
  let server: ChildProcess | undefined;
  try {
    await store.migrate();
    const workspaceIds: number[] = [];
    for (let w = 0; w < shape.workspaces; w += 1) {
      const workspace = await createWorkspace(store.db, { slug: `bench-${w}` });
      for (let h = 0; h < shape.webhooks; h += 1) await registerWebhook(store.db, workspace.id, { url: `${url}?w=${w}&h=${h}`, events: ['*'] }, true);
      workspaceIds.push(workspace.id);
    }
    await ask(receiver, { reset: true, report: true });
    // Every event of the drain carries the same `t`: its latency is not what the drain measures.
    const emitPerSecond = await emit(store, workspaceIds, shape, shape.events, () => Date.now());
    const drained = Math.max(1, Math.round(shape.events / shape.webhooks / workspaceIds.length)) * shape.webhooks * workspaceIds.length;
    const port = await freePort();
    server = await startServer({
      DATABASE_URL: where.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_CONCURRENCY: String(shape.concurrency),
      WEBHOOK_MAX_IN_FLIGHT: String(shape.perWebhook),
      // Events raised by this process reach a server on SQLite (no Redis here) only when it looks: every 20 ms.
      WEBHOOK_POLL_INTERVAL_MS: '20',
    });
    await loopDelayMax(port);
    // The CPU each side spends on what is delivered once the server is serving (its start is not the engine's).
    const before = { count: (await ask<{ count: number }>(receiver, { report: true, counts: true })).count, server: cpuOf(server.pid), postgres: cpuOfAll('postgres') };
    const drainPerSecond = rateOf(drained, await waitForCount(receiver, drained));
    const perDelivery = (ms: number) => (1000 * ms) / Math.max(1, drained - before.count);
    const [serverCpuUs, postgresCpuUs] = [perDelivery(cpuOf(server.pid) - before.server), perDelivery(cpuOfAll('postgres') - before.postgres)];
    const loopDelayMaxMs = await loopDelayMax(port);
    const steady = await atRate(store, workspaceIds, shape, receiver, shape.steadyRate, Math.min(drained, shape.steadyRate * 4));
    const low = await atRate(store, workspaceIds, shape, receiver, shape.lowRate, shape.lowRate * 3);
    return { drainPerSecond, emitPerSecond, serverCpuUs, postgresCpuUs, loopDelayMaxMs, steadyP50: percentile(steady, 50), steadyP99: percentile(steady, 99), lowP50: percentile(low, 50) };
  } finally {
    if (server) await terminate(server, 10_000);
    await store.close();
    await where.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
