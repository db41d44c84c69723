/**
 * docs/decisions.md#13-operating-it across processes: the rate limit exact (SQLite with Redis, PostgreSQL with
 * and without), WORKERS=N surviving the loss of a process, Redis stopping mid-run, one log line per request, and
 * the worker's own metrics port.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Agent, request } from 'undici';
import { freshPostgresSchema } from '../helpers/app.js';
import { CLI, cli, freePort, startServer } from '../helpers/process.js';
import { parseMetrics, valueOf } from '../helpers/prometheus.js';
import { OwnRedis } from '../helpers/redis-server.js';
import { eventually, sleep } from '../helpers/wait.js';
import { prettyLine } from '../../src/log.js';

const TOKEN = 'scaling-metrics-token-0123456789';
const tempDir = () => mkdtempSync(join(tmpdir(), 'cw-scale-'));

async function flushedRedis(db: number): Promise<string> {
  const url = `redis://127.0.0.1:6379/${db}`;
  const redis = new Redis(url);
  await redis.flushdb();
  await redis.quit();
  return url;
}

/** A workspace and a key with every scope, made by the CLI on `env`'s store. */
async function keyOn(env: Record<string, string>): Promise<string> {
  assert.equal((await cli(['workspace', 'create', 'scale'], env)).code, 0);
  return JSON.parse((await cli(['key', 'create', '--workspace', 'scale', '--scopes', 'all', '--json'], env)).stdout).key as string;
}

const me = (port: number, key: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}/api/v1/me`, { headers: { authorization: `Bearer ${key}`, ...headers } });

/** GET /me over `agent`'s connections; its status. */
async function meOver(agent: Agent, port: number, key: string): Promise<number> {
  const answer = await request(`http://127.0.0.1:${port}/api/v1/me`, { dispatcher: agent, headers: { authorization: `Bearer ${key}` } });
  await answer.body.dump();
  return answer.statusCode;
}

/** `count` requests of one key at once, spread over `ports`; the statuses counted. */
async function burst(ports: number[], key: string, count: number): Promise<Record<number, number>> {
  const statuses = await Promise.all(Array.from({ length: count }, (_, i) => me(ports[i % ports.length] as number, key).then(async (r) => (await r.arrayBuffer(), r.status))));
  const counted: Record<number, number> = {};
  for (const status of statuses) counted[status] = (counted[status] ?? 0) + 1;
  return counted;
}

/** Two API processes on `env`'s store: of 600 concurrent requests of one key exactly 300 (the default limit) pass. */
async function twoProcessesShareTheLimit(dir: string, env: Record<string, string>): Promise<void> {
  const key = await keyOn(env);
  const ports = [await freePort(), await freePort()];
  const servers = ports.map((port) => startServer(dir, { ...env, PORT: String(port) }, /serving/));
  try {
    await Promise.all(servers.map((s) => s.ready));
    assert.deepEqual(await burst(ports, key, 600), { 200: 300, 429: 300 });
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    assert.deepEqual(await Promise.all(servers.map((s) => s.exited)), [0, 0]);
  }
}

test('two API processes on one SQLite file with REDIS_URL let exactly 300 of 600 concurrent requests of one key through', async () => {
  const dir = tempDir();
  try {
    await twoProcessesShareTheLimit(dir, { DATABASE_URL: `sqlite:${join(dir, 'store.db')}`, DEMO: 'false', REDIS_URL: await flushedRedis(8) });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

for (const withRedis of [true, false]) {
  test(`two API processes on one PostgreSQL store ${withRedis ? 'with' : 'without'} REDIS_URL let exactly 300 of 600 through`, async () => {
    const dir = tempDir();
    const schema = await freshPostgresSchema();
    try {
      await twoProcessesShareTheLimit(dir, { DATABASE_URL: schema.url, DEMO: 'false', ...(withRedis && { REDIS_URL: await flushedRedis(9) }) });
    } finally {
      await schema.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

test('WORKERS=2: one port, metrics summed over both processes; a killed process is replaced while the other serves; SIGTERM drains all', async () => {
  const dir = tempDir();
  const env = { DATABASE_URL: `sqlite:${join(dir, 'store.db')}`, DEMO: 'false', REDIS_URL: await flushedRedis(10), METRICS_TOKEN: TOKEN, WORKERS: '2', RATE_LIMIT_PER_MINUTE: '1000' };
  const key = await keyOn(env);
  const port = await freePort();
  const server = startServer(dir, { ...env, PORT: String(port) }, /serving/);
  try {
    await server.ready;
    const pid = server.child.pid as number;
    const processes = childrenOf(pid);
    assert.equal(processes.length, 2, 'two API processes');
    for (let i = 0; i < 20; i += 1) assert.equal((await me(port, key)).status, 200);
    const metrics = await parseMetrics(await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text());
    assert.equal(valueOf(metrics, 'cw_http_requests_total', { route: '/api/v1/me', status: '200' }), 20, 'every process\'s requests, whichever answers the scrape');
    assert.ok(metrics.some((s) => s.name === 'cw_webhook_deliveries_due'), 'the jobs\' series, from the primary');

    process.kill(processes[0] as number, 'SIGKILL');
    // A connection handed to the killed process before the primary saw it die is lost, as kill -9 loses any work
    // in flight (clients retry); from the moment it is seen, the other process takes every new connection.
    await eventually(() => /an API process ended unexpectedly/.test(server.output()), 5_000, 'the primary seeing the death');
    const fresh = new Agent({ headersTimeout: 10_000 });
    for (let i = 0; i < 20; i += 1) assert.equal(await meOver(fresh, port, key), 200, 'the other process serves meanwhile');
    const replaced = await eventually(() => {
      const now = childrenOf(pid);
      return now.length === 2 && !now.includes(processes[0] as number) && now;
    }, 15_000, 'a replacement process');
    assert.ok(replaced.includes(processes[1] as number));
    for (let i = 0; i < 10; i += 1) assert.equal(await meOver(fresh, port, key), 200);
    await fresh.close();

    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
    assert.deepEqual(childrenOf(pid), []);
    assert.ok(replaced.every((child) => !existsProcess(child)), 'no API process outlives the primary');
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

function existsProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('WORKERS=2 on SQLite without REDIS_URL refuses to start, naming REDIS_URL', async () => {
  const dir = tempDir();
  try {
    const server = startServer(dir, { DATABASE_URL: `sqlite:${join(dir, 'store.db')}`, DEMO: 'false', WORKERS: '2', PORT: String(await freePort()) }, /serving/);
    server.ready.catch(() => undefined);
    assert.equal(await server.exited, 1);
    assert.match(server.output(), /WORKERS=2 on SQLite needs REDIS_URL/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Redis stopped mid-run: 503 unavailable (no stack), /readyz 503, said once in the log; service resumes when it is back', async () => {
  const dir = tempDir();
  const redis = new OwnRedis();
  await redis.start();
  const env = { DATABASE_URL: `sqlite:${join(dir, 'store.db')}`, DEMO: 'false', REDIS_URL: redis.url, LOG_LEVEL: 'info' };
  const key = await keyOn(env);
  const port = await freePort();
  const server = startServer(dir, { ...env, PORT: String(port) }, /serving/);
  try {
    await server.ready;
    assert.equal((await me(port, key)).status, 200);
    await redis.stop();
    for (let i = 0; i < 5; i += 1) {
      const refused = await me(port, key);
      assert.equal(refused.status, 503);
      assert.equal(refused.headers.get('retry-after'), '1');
      const text = await refused.text();
      assert.equal(JSON.parse(text).error, 'unavailable');
      assert.ok(!text.includes('    at '), 'no stack trace');
    }
    assert.equal((await fetch(`http://127.0.0.1:${port}/readyz`)).status, 503);
    assert.equal((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200);
    await eventually(() => /rate-limit store \(REDIS_URL\) is unreachable/.test(server.output()), 5_000, 'the log saying so');

    await redis.start();
    await eventually(async () => (await me(port, key)).status === 200, 15_000, 'service resuming');
    assert.equal((await fetch(`http://127.0.0.1:${port}/readyz`)).status, 200);
    await eventually(() => /reachable again/.test(server.output()), 5_000, 'the log saying it is back');
    // Told once: one line when it began, one when it ended with the count of refused requests; no stack anywhere.
    const lines = server.output().split('\n');
    assert.equal(lines.filter((line) => /rate-limit store \(REDIS_URL\) is unreachable/.test(line)).length, 1);
    const ended = lines.filter((line) => /reachable again/.test(line));
    assert.equal(ended.length, 1);
    assert.ok(Number(/"refused":(\d+)/.exec(ended[0] ?? '')?.[1]) >= 5, ended[0]);
    assert.deepEqual(lines.filter((line) => line.includes('"stack"')), [], 'no stack in the log');
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('one log line per request, the front door\'s too, with a client\'s X-Request-Id only when it is a safe token', async () => {
  const dir = tempDir();
  const env = { DATABASE_URL: `sqlite:${join(dir, 'store.db')}`, DEMO: 'false', LOG_LEVEL: 'info' };
  const key = await keyOn(env);
  const port = await freePort();
  const server = startServer(dir, { ...env, PORT: String(port) }, /serving/);
  try {
    await server.ready;
    // The second /me is a cached answer, sent before Fastify sees it.
    for (const id of ['trace-one', 'trace-two']) assert.equal((await me(port, key, { 'x-request-id': id })).status, 200);
    const unsafe = await me(port, key, { 'x-request-id': 'no good <script>' });
    const given = unsafe.headers.get('x-request-id') as string;
    assert.notEqual(given, 'no good <script>');
    const lines = await eventually(() => {
      const found = server.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry['msg'] === 'request');
      return found.length >= 3 && found;
    }, 5_000, 'three request lines');
    assert.equal(lines.length, 3, 'exactly one line per request');
    assert.deepEqual(lines.map((l) => l['requestId']), ['trace-one', 'trace-two', given]);
    for (const line of lines) {
      assert.deepEqual(Object.keys(line).sort(), ['durationMs', 'hostname', 'level', 'method', 'msg', 'pid', 'requestId', 'route', 'status', 'time']);
      assert.deepEqual([line['method'], line['route'], line['status'], line['level']], ['GET', '/api/v1/me', 200, 30]);
      assert.equal(typeof line['durationMs'], 'number');
    }
    assert.ok(!server.output().includes(key), 'the key is never logged');
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
  const pretty = prettyLine('{"level":30,"time":0,"pid":1,"hostname":"h","requestId":"r-1","method":"GET","route":"/api/v1/me","status":200,"durationMs":1.5,"msg":"request"}\n');
  assert.equal(pretty, '00:00:00.000 INFO  GET /api/v1/me 200 1.5 ms requestId=r-1\n');
});

test('creator-workspace worker --metrics-port serves its series behind METRICS_TOKEN, and refuses without it', async () => {
  const dir = tempDir();
  const env = { DATABASE_URL: `sqlite:${join(dir, 'store.db')}`, LOG_LEVEL: 'silent' };
  try {
    const refused = await cli(['worker', '--metrics-port', String(await freePort())], env);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /METRICS_TOKEN/);

    const port = await freePort();
    const worker = spawn(CLI, ['worker', '--metrics-port', String(port)], { env: { ...process.env, ...env, METRICS_TOKEN: TOKEN }, stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => worker.on('exit', resolve));
    try {
      const url = `http://127.0.0.1:${port}/metrics`;
      await eventually(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.status === 200, 10_000, 'the metrics port');
      assert.equal((await fetch(url)).status, 401);
      assert.equal((await fetch(url, { headers: { authorization: 'Bearer not-the-token-at-all' } })).status, 401);
      const metrics = await parseMetrics(await (await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).text());
      assert.equal(valueOf(metrics, 'cw_webhook_deliveries_due'), 0);
      assert.equal(valueOf(metrics, 'cw_webhook_deliveries_total', { outcome: 'succeeded' }), 0);
      assert.ok(valueOf(metrics, 'process_resident_memory_bytes') > 0);
      assert.equal((await fetch(`http://127.0.0.1:${port}/other`)).status, 404);
    } finally {
      worker.kill('SIGTERM');
      assert.equal(await exited, 0);
    }
  } finally {
    await sleep(0);
    rmSync(dir, { recursive: true, force: true });
  }
});
