/**
 * `npm run bench:live`: what the live streams hold on this machine (docs/scaling.md, "Live streams").
 *
 * 1. One API process (SQLite): public overlay streams of one server opened in steps (BENCH_STREAMS, default
 *    1000,5000,10000). At each step: the server's resident memory per open stream, and how long one status change
 *    takes to reach every stream (p50/p99/max), and a GET /healthz's time with all of them open.
 * 2. Two API processes (PostgreSQL + Redis): BENCH_LISTENERS (default 50) event streams on each; events raised in the
 *    store by BENCH_PRODUCERS (8) concurrent writers at BENCH_RATES (default 200,1000,2000 events/s) for BENCH_SECONDS
 *    (5) each. Reported: messages delivered per
 *    second across both processes, whether every listener got every event once and in order, and the lag
 *    from the commit to each message (p50/p99).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEventStream } from '@creator-workspace/sdk';
import { openStore } from '../src/db/database.js';
import { createKey } from '../src/keys/service.js';
import { createStatusToken } from '../src/live/service.js';
import { createServer } from '../src/servers/service.js';
import { raiseEvent, transactWithEvents } from '../src/webhooks/outbox.js';
import { createWorkspace } from '../src/workspaces/service.js';
import { freePort, sleep, terminate, track } from './children.js';
import { percentile } from './stats.js';
import { freshSchema, POSTGRES, sqliteUrl } from './store.js';

const SERVER = fileURLToPath(new URL('../src/main/server.js', import.meta.url));
const STEPS = (process.env['BENCH_STREAMS'] ?? '1000,5000,10000').split(',').map(Number);
const LISTENERS = Number(process.env['BENCH_LISTENERS'] ?? 50);
const RATES = (process.env['BENCH_RATES'] ?? '200,1000,2000').split(',').map(Number);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const REDIS = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379/9';
/** Transactions raising events at once (BENCH_PRODUCERS, default 8). */
const PRODUCERS = Number(process.env['BENCH_PRODUCERS'] ?? 8);

async function serve(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = track(spawn(process.execPath, [SERVER], { env: { ...process.env, DEMO: 'false', LOG_LEVEL: 'warn', WORKER: 'false', PORT: String(port), ...env }, stdio: ['ignore', 'pipe', 'inherit'] }));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/serving/.test(out)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

const rssMiB = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** An open overlay stream: when each `event: status` arrived. */
function overlayStream(url: string, arrivals: number[][], index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${index}: ${res.statusCode}`));
      let tail = '';
      res.on('data', (chunk: Buffer) => {
        const text = tail + chunk.toString();
        const count = text.split('event: status').length - 1;
        for (let i = 0; i < count; i += 1) (arrivals[index] ??= []).push(performance.now());
        if (count > 0) resolve();
        tail = text.slice(-20);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function capacity(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cw-bench-live-'));
  const url = sqliteUrl(dir);
  const store = openStore(url);
  await store.migrate();
  const workspace = await createWorkspace(store.db, { slug: 'live-bench' });
  const server = await createServer(store.db, workspace.id, { name: 'Bench', maxPlayers: 100_000 });
  const { token } = await createStatusToken(store.db, workspace.id, server.id, null);
  await store.close();
  const api = await serve({ DATABASE_URL: url, MAX_CONNECTIONS_PER_ADDRESS: '100000', HEARTBEATS_PER_MINUTE: '100000' });
  const pid = api.child.pid as number;
  let players = 0;
  const beat = async () => {
    players += 10;
    const body = JSON.stringify({ players: Array.from({ length: players }, (_, i) => ({ id: `p${i}`, x: 0, y: 0, z: 0 })) });
    const answer = await fetch(`${api.origin}/ingest/v1/heartbeat`, { method: 'POST', headers: { authorization: `Bearer ${server.ingest_token}`, 'content-type': 'application/json' }, body });
    if (answer.status !== 200) throw new Error(`heartbeat ${answer.status}`);
  };
  await beat();
  await sleep(1_000);
  const base = rssMiB(pid);
  console.log(`\n1. Overlay streams on one API process (SQLite): ${base.toFixed(0)} MiB resident before any stream`);
  console.log('   streams  resident MiB  KiB/stream  change→all p50/p99/max ms  /healthz ms');
  const arrivals: number[][] = [];
  let open = 0;
  for (const target of STEPS) {
    while (open < target) {
      const batch = Array.from({ length: Math.min(500, target - open) }, (_, i) => overlayStream(`${api.origin}/public/v1/status/${token}/stream`, arrivals, open + i));
      await Promise.all(batch);
      open += batch.length;
    }
    await sleep(2_000);
    const rss = rssMiB(pid);
    const sent = performance.now();
    const before = arrivals.map((a) => a.length);
    await sleep(1_100);
    await beat();
    const deadline = Date.now() + 30_000;
    while (arrivals.some((a, i) => a.length <= (before[i] ?? 0)) && Date.now() < deadline) await sleep(50);
    const delays = arrivals.map((a, i) => (a.length > (before[i] ?? 0) ? (a[before[i] ?? 0] ?? 0) - sent - 1_100 : Number.NaN)).filter((d) => !Number.isNaN(d)).sort((x, y) => x - y);
    const health = performance.now();
    await fetch(`${api.origin}/healthz`);
    const healthMs = performance.now() - health;
    console.log(
      `   ${String(open).padStart(7)}  ${rss.toFixed(0).padStart(12)}  ${(((rss - base) * 1024) / open).toFixed(1).padStart(10)}  ${[50, 99, 100].map((p) => percentile(delays, p).toFixed(0)).join(' / ').padStart(25)}  ${healthMs.toFixed(1).padStart(11)}${delays.length < open ? `  (${open - delays.length} missed)` : ''}`,
    );
  }
  await terminate(api.child, 5_000);
  rmSync(dir, { recursive: true, force: true });
}

async function fanOut(): Promise<void> {
  const fresh = await freshSchema(POSTGRES, 'bench_live', true);
  const store = openStore(fresh.url);
  await store.migrate();
  const workspace = await createWorkspace(store.db, { slug: 'fan-out' });
  const { key } = await createKey(store.db, workspace.id, { scopes: ['webhooks'] });
  const env = { DATABASE_URL: fresh.url, REDIS_URL: REDIS, RATE_LIMIT_PER_MINUTE: '1000000', MAX_CONNECTIONS_PER_ADDRESS: '100000' };
  const apis = [await serve(env), await serve(env)];
  console.log(`\n2. Event streams across two API processes (PostgreSQL + Redis), ${LISTENERS} listeners on each`);
  console.log('   events/s raised  messages/s delivered  all once, in order  lag p50/p99 ms');
  for (const rate of RATES) {
    const stop = new AbortController();
    const got: { id: number; lag: number; at: number }[][] = [];
    const ready: Promise<void>[] = [];
    for (const [p, api] of apis.entries()) {
      for (let l = 0; l < LISTENERS; l += 1) {
        const slot: { id: number; lag: number; at: number }[] = [];
        got.push(slot);
        ready.push(
          new Promise<void>((resolve, reject) => {
            fetch(`${api.origin}/api/v1/events/stream`, { headers: { authorization: `Bearer ${key}` }, signal: stop.signal })
              .then(async (response) => {
                for await (const message of parseEventStream(response.body as ReadableStream<Uint8Array>)) {
                  if (message.event === 'ready') resolve();
                  else slot.push({ id: Number(message.id), lag: Date.now() - (JSON.parse(message.data) as { data: { sent: number } }).data.sent, at: Date.now() });
                }
              })
              .catch((error: unknown) => (stop.signal.aborted ? undefined : reject(new Error(`listener ${p}.${l}: ${String(error)}`))));
          }),
        );
      }
    }
    await Promise.all(ready);
    const total = rate * SECONDS;
    const started = Date.now();
    // PRODUCERS transactions at once, as many writers would: ids then commit out of order, as they do in production.
    await Promise.all(
      Array.from({ length: PRODUCERS }, async (_, p) => {
        for (let i = p; i < total; i += PRODUCERS) {
          const due = started + (i * 1000) / rate;
          if (due > Date.now()) await sleep(due - Date.now());
          await transactWithEvents(store.db, (trx) => raiseEvent(trx, workspace.id, 'stream.started', { id: i, title: 'bench', sent: Date.now() }));
        }
      }),
    );
    const raisedPerSecond = total / ((Date.now() - started) / 1000);
    const deadline = Date.now() + 30_000;
    while (got.some((slot) => slot.length < total) && Date.now() < deadline) await sleep(100);
    let last = started;
    for (const slot of got) for (const m of slot) last = Math.max(last, m.at);
    const seconds = (last - started) / 1000;
    const delivered = got.reduce((n, slot) => n + slot.length, 0);
    const exact = got.every((slot) => slot.length === total && slot.every((m, i) => i === 0 || m.id > (slot[i - 1]?.id ?? 0)));
    const lags = got.flatMap((slot) => slot.map((m) => m.lag)).sort((a, b) => a - b);
    stop.abort();
    console.log(`   ${raisedPerSecond.toFixed(0).padStart(15)}  ${(delivered / seconds).toFixed(0).padStart(20)}  ${(exact ? 'yes' : `NO (${delivered} of ${total * got.length})`).padStart(18)}  ${percentile(lags, 50)} / ${percentile(lags, 99)}`);
    await sleep(500);
  }
  await Promise.all(apis.map((api) => terminate(api.child, 5_000)));
  await store.close();
  await fresh.drop();
}

console.log(`Live streams on ${process.version}, ${(await import('node:os')).cpus().length} cores; file descriptors per process: ${readFileSync('/proc/self/limits', 'utf8').match(/Max open files\s+(\d+)/)?.[1] ?? '?'}`);
if (process.env['BENCH_PART'] !== 'fan-out') await capacity();
if (process.env['BENCH_PART'] !== 'capacity') await fanOut();
