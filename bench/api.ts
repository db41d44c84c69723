/**
 * `npm run bench:api`: the read path against bare node:http, as the speed issue measures it.
 *
 * The real server (its own process, demo data) and a bare node:http server answering a constant small JSON run
 * side by side; each round loads the bare server and then one operation (A/B, alternating), with `wrk -t1 -c32`
 * when installed. A game server sends a heartbeat every 100 ms throughout, so the store keeps changing. Reported:
 * medians over the rounds of requests/s, of the ratio to the bare server measured next to it, and of p50/p99.
 * Then a sustained phase: /me under load for a minute, its last 10 s against its first 10 s.
 *
 * BENCH_DATABASE_URL=postgres://… runs the server on PostgreSQL (in a fresh schema).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HAVE_WRK, load, type LoadResult } from './load.js';
import { DATABASE, storeUrl } from './store.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const SUSTAIN = Number(process.env['BENCH_SUSTAIN_SECONDS'] ?? 60);
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a child and resolves once its stdout matches `ready`. */
function start(args: string[], env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}) before it was ready:\n${out}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = ready.exec(out);
      if (match) resolve({ child, match });
    });
  });
}

const BARE = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"ok":true,"items":[1,2,3]}'); })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));`;

interface Row {
  operation: string;
  rps: number;
  ratio: number;
  goal: string;
  p50_ms: number;
  p99_ms: number;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cw-bench-api-'));
  const store = await storeUrl(dir);
  const [port, barePort] = [await freePort(), await freePort()];
  const env = { DATABASE_URL: store.url, PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '10000000', HEARTBEAT_RATE_LIMIT_PER_MINUTE: '100000', WORKER: 'false' };
  const server = await start([join(DIST, 'main', 'server.js')], env, /Bearer (cwk_[0-9A-Za-z]+)/);
  const key = server.match[1] as string;
  const bare = await start(['-e', BARE], { PORT: String(barePort) }, /ready/);
  const created = JSON.parse(
    execFileSync(process.execPath, [join(DIST, '..', 'bin', 'creator-workspace'), 'server', 'create', '--workspace', 'demo', '--name', 'Bench', '--json'], { env: { ...process.env, DATABASE_URL: store.url } }).toString(),
  ) as { ingest_token: string };
  const players = Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, x: i * 3, y: 64, z: -i }));
  let beats = 0;
  const heartbeat = setInterval(() => {
    void fetch(`http://127.0.0.1:${port}/ingest/v1/heartbeat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${created.ingest_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ players }),
    }).then(async (response) => {
      await response.arrayBuffer();
      if (response.status === 200) beats += 1;
    });
  }, 100);

  const api = (path: string) => `http://127.0.0.1:${port}/api/v1${path}`;
  const headers = { authorization: `Bearer ${key}` };
  // One hot URL (the same key and URL again and again) stays at 40 % of bare node:http or above, whichever it is.
  const HOT_URL_GOAL = 0.4;
  const cases: { name: string; path: string; goal?: number }[] = [
    { name: 'GET /products (25 per page)', path: '/products', goal: HOT_URL_GOAL },
    { name: 'GET /me', path: '/me', goal: HOT_URL_GOAL },
    { name: 'GET /orders?status=paid', path: '/orders?status=paid', goal: HOT_URL_GOAL },
    { name: 'GET /orders/{id}', path: '/orders/42', goal: HOT_URL_GOAL },
    { name: 'GET /servers/{id}/status', path: '/servers/1/status', goal: HOT_URL_GOAL },
    { name: 'GET /analytics/summary', path: '/analytics/summary', goal: HOT_URL_GOAL },
  ];
  const measured = new Map<string, { bare: LoadResult[]; it: LoadResult[] }>(cases.map((c) => [c.name, { bare: [], it: [] }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const c of cases) {
      const entry = measured.get(c.name) as { bare: LoadResult[]; it: LoadResult[] };
      entry.bare.push(await load(`http://127.0.0.1:${barePort}/`, {}, SECONDS, CONNECTIONS));
      const result = await load(api(c.path), headers, SECONDS, CONNECTIONS);
      if (result.errors > 0) throw new Error(`${c.name}: ${result.errors} answers were errors`);
      entry.it.push(result);
    }
  }
  const rows: Row[] = cases.map((c) => {
    const { bare: b, it } = measured.get(c.name) as { bare: LoadResult[]; it: LoadResult[] };
    const ratio = median(it.map((r, i) => r.rps / (b[i] as LoadResult).rps));
    return {
      operation: c.name,
      rps: Math.round(median(it.map((r) => r.rps))),
      ratio: Number(ratio.toFixed(3)),
      goal: c.goal === undefined ? '' : `>= ${c.goal} ${ratio >= c.goal ? 'met' : 'MISSED'}`,
      p50_ms: Number(median(it.map((r) => r.p50)).toFixed(2)),
      p99_ms: Number(median(it.map((r) => r.p99)).toFixed(2)),
    };
  });
  const bareRps = Math.round(median([...measured.values()].flatMap((m) => m.bare.map((r) => r.rps))));

  // Sustained: one minute of /me; its last 10 s against its first 10 s.
  const first = await load(api('/me'), headers, 10, CONNECTIONS);
  if (SUSTAIN > 20) await load(api('/me'), headers, SUSTAIN - 20, CONNECTIONS);
  const last = await load(api('/me'), headers, 10, CONNECTIONS);
  const sustained = last.rps / first.rps;
  clearInterval(heartbeat);

  console.log(`\nload: ${HAVE_WRK ? 'wrk' : 'node (install wrk for real numbers)'} -c${CONNECTIONS}, ${ROUNDS} rounds of ${SECONDS} s, store ${DATABASE.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}; bare node:http median ${bareRps} req/s; ${beats} heartbeats accepted`);
  console.table(rows);
  console.log(`sustained /me: first 10 s ${Math.round(first.rps)} req/s, last 10 s ${Math.round(last.rps)} req/s after ${SUSTAIN} s: ${(sustained * 100).toFixed(1)} % (goal >= 90 % ${sustained >= 0.9 ? 'met' : 'MISSED'})`);
  console.log(JSON.stringify({ load: HAVE_WRK ? 'wrk' : 'node', bare_rps: bareRps, rows, sustained: { first: first.rps, last: last.rps, ratio: sustained } }));
  for (const child of [server.child, bare.child]) {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  }
  await store.drop();
  rmSync(dir, { recursive: true, force: true });
}

await main();
