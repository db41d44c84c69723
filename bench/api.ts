/**
 * `npm run bench:api`: requests per second and p50/p99 latency of the main read and write operations against
 * the real server (its own process, demo data), as ratios to an unknown path (routing and the error envelope,
 * no store) measured in the same run. Medians of several rounds.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 3);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 16);
const SERVER = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Case {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
}

async function load(pool: Pool, key: string, c: Case): Promise<{ rps: number; p50: number; p99: number }> {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await pool.request({
          method: c.method,
          path: c.path,
          headers: { authorization: `Bearer ${key}`, ...(c.body && { 'content-type': 'application/json' }) },
          ...(c.body !== undefined && { body: c.body }),
        });
        await response.body.dump();
        if (response.statusCode >= 500) throw new Error(`${c.name}: ${response.statusCode}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / SECONDS, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cw-bench-api-'));
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '10000000', WORKER: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const key = await new Promise<string>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Bearer (cwk_[0-9A-Za-z]+)/.exec(out);
      if (match) resolve(match[1] as string);
    }),
  );
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: CONNECTIONS });
  const cases: Case[] = [
    { name: 'baseline: unknown path (404)', method: 'GET', path: '/api/v1/nope' },
    { name: 'GET /me', method: 'GET', path: '/api/v1/me' },
    { name: 'GET /products', method: 'GET', path: '/api/v1/products' },
    { name: 'GET /orders?status=paid', method: 'GET', path: '/api/v1/orders?status=paid' },
    { name: 'GET /orders/{id}', method: 'GET', path: '/api/v1/orders/42' },
    { name: 'GET /servers/{id}/status', method: 'GET', path: '/api/v1/servers/1/status' },
    { name: 'GET /analytics/summary', method: 'GET', path: '/api/v1/analytics/summary' },
    { name: 'POST /posts', method: 'POST', path: '/api/v1/posts', body: '{"title":"Bench","body":"Hello"}' },
  ];
  const results = new Map<string, { rps: number[]; p50: number[]; p99: number[] }>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const c of cases) {
      const r = await load(pool, key, c);
      const entry = results.get(c.name) ?? { rps: [], p50: [], p99: [] };
      entry.rps.push(r.rps);
      entry.p50.push(r.p50);
      entry.p99.push(r.p99);
      results.set(c.name, entry);
    }
  }
  const baseline = median(results.get(cases[0]?.name ?? '')?.rps ?? []);
  const rows = [...results].map(([name, r]) => ({
    operation: name,
    median_rps: Math.round(median(r.rps)),
    ratio_to_baseline: Number((median(r.rps) / baseline).toFixed(2)),
    median_p50_ms: Number(median(r.p50).toFixed(2)),
    median_p99_ms: Number(median(r.p99).toFixed(2)),
  }));
  console.table(rows);
  console.log(JSON.stringify({ rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, rows }));
  await pool.close();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}

await main();
