/**
 * `npm run bench:webhooks`: signed deliveries per second and event-to-receipt latency, against a plain signed POST
 * loop (node:http keep-alive, 32 in flight, each body signed as a delivery is) to the same receiver in the same run
 * (the baseline), rounds alternating which goes first. Each burst must arrive exactly once (every message id, none
 * twice). Medians of several rounds. BENCH_DATABASE_URL=postgres://… runs the engine on PostgreSQL.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { loadConfig } from '../src/config.js';
import { DATABASE, storeUrl } from './store.js';
import { openStore, type Store } from '../src/db/database.js';
import { createKey } from '../src/keys/service.js';
import { Dispatcher } from '../src/webhooks/engine/dispatcher.js';
import { raiseEvent, transactWithEvents } from '../src/webhooks/outbox.js';
import { registerWebhook } from '../src/webhooks/service.js';
import { generateWebhookSecret } from '../src/webhooks/secrets.js';
import { signatureHeaders } from '../src/webhooks/engine/signing.js';
import { createWorkspace } from '../src/workspaces/service.js';

const N = Number(process.env['BENCH_EVENTS'] ?? 5000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const CONCURRENCY = Number(process.env['WEBHOOK_CONCURRENCY'] ?? 32);
const STEADY_RATE = Number(process.env['BENCH_RATE'] ?? 1000);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

function ask<T>(child: ChildProcess, message: object): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (reply) => resolve(reply as T));
    child.send(message);
  });
}

async function waitForCount(child: ChildProcess, count: number): Promise<number[]> {
  for (;;) {
    const report = await ask<{ count: number; latencies: number[]; unique: number; duplicates: number }>(child, { report: true });
    if (report.duplicates > 0) throw new Error(`${report.duplicates} deliveries arrived twice`);
    if (report.count >= count) {
      if (report.unique !== count) throw new Error(`expected ${count} distinct message ids, got ${report.unique}`);
      return report.latencies;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One POST signed as a delivery is (the engine's own signatureHeaders), over `agent`; resolves when answered. */
function signedPost(url: URL, agent: HttpAgent, secret: string, id: string, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...signatureHeaders([secret], id, body) },
      },
      (res) => {
        res.resume();
        res.on('end', resolve);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The plain signed POST loop: N requests, CONCURRENCY in flight over keep-alive connections. */
async function baseline(url: string, child: ChildProcess): Promise<number> {
  await ask(child, { reset: true, report: true });
  const agent = new HttpAgent({ keepAlive: true, maxSockets: CONCURRENCY });
  const secret = generateWebhookSecret();
  const target = new URL(url);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < N) {
        next += 1;
        await signedPost(target, agent, secret, `msg_plain${next}`, `{"type":"order.paid","data":{"seq":${next}},"t":${Date.now()}}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return N / seconds;
}

async function raise(store: Store, workspaceId: number, count: number): Promise<void> {
  for (let done = 0; done < count; done += 500) {
    await transactWithEvents(store.db, async (trx) => {
      for (let i = done; i < Math.min(count, done + 500); i += 1) await raiseEvent(trx, workspaceId, 'order.paid', { seq: i, t: Date.now() });
    });
  }
}

async function engine(url: string, child: ChildProcess): Promise<{ burstPerSecond: number; steadyP50: number; steadyP99: number; burstP50: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'cw-bench-'));
  const where = await storeUrl(dir);
  const config = loadConfig({ DATABASE_URL: where.url, WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_CONCURRENCY: String(CONCURRENCY), WEBHOOK_MAX_IN_FLIGHT: String(CONCURRENCY), WEBHOOK_POLL_INTERVAL_MS: '20', LOG_LEVEL: 'silent' });
  const store = openStore(config.databaseUrl);
  await store.migrate();
  const workspace = await createWorkspace(store.db, { slug: 'bench' });
  await createKey(store.db, workspace.id, { scopes: [] });
  await registerWebhook(store.db, workspace.id, { url, events: ['*'] }, true);
  const dispatcher = new Dispatcher(store, config, { error: (details, message) => console.error(message, details) });

  // Burst: N events already in the outbox, then the dispatcher starts.
  await ask(child, { reset: true, report: true });
  await raise(store, workspace.id, N);
  const started = performance.now();
  dispatcher.start();
  const burstLatencies = await waitForCount(child, N);
  const burstPerSecond = N / ((performance.now() - started) / 1000);

  // Steady: events raised at STEADY_RATE per second while the dispatcher runs; latency is event → receipt.
  await ask(child, { reset: true, report: true });
  const steadyCount = Math.min(N, STEADY_RATE * 4);
  const tickMs = 50;
  const perTick = Math.max(1, Math.round((STEADY_RATE * tickMs) / 1000));
  for (let sent = 0; sent < steadyCount; sent += perTick) {
    await raise(store, workspace.id, Math.min(perTick, steadyCount - sent));
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  const steady = await waitForCount(child, steadyCount);
  await dispatcher.stop();
  await store.close();
  await where.drop();
  rmSync(dir, { recursive: true, force: true });
  return { burstPerSecond, burstP50: percentile(burstLatencies, 50), steadyP50: percentile(steady, 50), steadyP99: percentile(steady, 99) };
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(new URL('./receiver.js', import.meta.url)), { stdio: 'inherit' });
  const { port } = await new Promise<{ port: number }>((resolve) => child.once('message', (m) => resolve(m as { port: number })));
  const url = `http://127.0.0.1:${port}/hook`;
  const rows: { baseline: number; burst: number; ratio: number; steadyP50: number; steadyP99: number; burstP50: number }[] = [];
  // One unmeasured pass first: the loop's own client warms up (its first pass ran at half the speed of the next).
  await baseline(url, child);
  for (let round = 1; round <= ROUNDS; round += 1) {
    // Alternating which goes first, so a drift during the run weighs on both alike.
    let plain = 0;
    if (round % 2 === 1) plain = await baseline(url, child);
    const result = await engine(url, child);
    if (round % 2 === 0) plain = await baseline(url, child);
    rows.push({ baseline: plain, burst: result.burstPerSecond, ratio: result.burstPerSecond / plain, steadyP50: result.steadyP50, steadyP99: result.steadyP99, burstP50: result.burstP50 });
    console.log(
      `round ${round}: baseline ${plain.toFixed(0)} req/s | engine ${result.burstPerSecond.toFixed(0)} signed deliveries/s (${((100 * result.burstPerSecond) / plain).toFixed(0)} % of baseline) | steady ${STEADY_RATE}/s latency p50 ${result.steadyP50} ms, p99 ${result.steadyP99} ms`,
    );
  }
  console.log(
    JSON.stringify({
      events: N,
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
      median_baseline_requests_per_s: Math.round(median(rows.map((r) => r.baseline))),
      median_deliveries_per_s: Math.round(median(rows.map((r) => r.burst))),
      median_ratio_to_baseline: Number(median(rows.map((r) => r.ratio)).toFixed(3)),
      median_steady_latency_p50_ms: median(rows.map((r) => r.steadyP50)),
      median_steady_latency_p99_ms: median(rows.map((r) => r.steadyP99)),
      steady_rate_per_s: STEADY_RATE,
      exactly_once: true,
      node: process.version,
      store: DATABASE.startsWith('postgres') ? 'postgresql' : 'sqlite',
    }),
  );
  child.kill();
}

await main();
