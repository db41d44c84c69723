/** Durability across processes: SIGKILL between attempts, graceful SIGTERM mid-attempt, a separate worker process. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, CLI, freePort, startServer } from '../helpers/process.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually, sleep } from '../helpers/wait.js';

let dir: string;
let env: Record<string, string>;
let key: string;
const receivers: Receiver[] = [];

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cw-crash-'));
  env = {
    DATABASE_URL: `sqlite:${join(dir, 'store.db')}`,
    DEMO: 'false',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    WEBHOOK_RETRY_DELAYS_MS: '1500,1500,1500,1500',
    WEBHOOK_POLL_INTERVAL_MS: '50',
  };
  assert.equal((await cli(['workspace', 'create', 'crash'], env)).code, 0);
  key = JSON.parse((await cli(['key', 'create', '--workspace', 'crash', '--scopes', 'all', '--json'], env)).stdout).key;
});
after(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  rmSync(dir, { recursive: true, force: true });
});

async function serve(extra: Record<string, string> = {}) {
  const port = await freePort();
  const server = startServer(dir, { ...env, ...extra, PORT: String(port) }, /serving/);
  await server.ready;
  return { ...server, api: `http://127.0.0.1:${port}/api/v1` };
}

async function register(api: string, url: string): Promise<number> {
  const response = await fetch(`${api}/webhooks`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ url, events: ['*'] }) });
  assert.equal(response.status, 200);
  return ((await response.json()) as { id: number }).id;
}

async function removeAll(api: string): Promise<void> {
  const list = (await (await fetch(`${api}/webhooks`, { headers: { authorization: `Bearer ${key}` } })).json()) as { data: { id: number }[] };
  for (const hook of list.data) await fetch(`${api}/webhooks/${hook.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${key}` } });
}

test('SIGKILL between two attempts: after restart the retry comes, with the same delivery id', async () => {
  const r = await startReceiver((_req, i) => ({ status: i === 0 ? 500 : 200 }));
  receivers.push(r);
  // The retry waits long enough for the CLI (a process start, slow on a busy machine) to see the first attempt.
  const slowRetry = { WEBHOOK_RETRY_DELAYS_MS: '4000,4000,4000,4000' };
  const first = await serve(slowRetry);
  try {
    await register(first.api, r.url);
    assert.equal((await cli(['events', 'emit', '--workspace', 'crash', '--event', 'order.paid', '--data', '{"id":7}'], env)).code, 0);
    await r.waitFor(1);
    // Between attempts: once the failed first attempt is on record and the retry is scheduled.
    await eventually(async () => JSON.parse((await cli(['webhooks', 'deliveries', '--workspace', 'crash', '--json'], env)).stdout).length === 1, 5_000, 'first attempt recorded');
  } finally {
    // Killed whatever happened: a server left running would hold the store for the next tests.
    first.child.kill('SIGKILL');
  }
  assert.equal(await first.exited, null);
  await sleep(200);
  assert.equal(r.received.length, 1, 'no retry while the server is down');

  const second = await serve(slowRetry);
  try {
    await r.waitFor(2, 10_000);
    await sleep(500);
    assert.equal(r.received.length, 2, 'retried once, then done');
    assert.equal(r.received[1]?.headers['x-service-delivery'], r.received[0]?.headers['x-service-delivery']);
    assert.equal(r.received[1]?.body, r.received[0]?.body);
    await removeAll(second.api);
  } finally {
    second.child.kill('SIGTERM');
    assert.equal(await second.exited, 0);
  }
});

test('SIGTERM finishes the attempt in flight and records it; nothing is sent twice after restart', async () => {
  const r = await startReceiver(() => ({ status: 200, delayMs: 1500 }));
  receivers.push(r);
  const server = await serve();
  await register(server.api, r.url);
  assert.equal((await cli(['events', 'emit', '--workspace', 'crash', '--event', 'post.published'], env)).code, 0);
  await r.waitFor(1);
  server.child.kill('SIGTERM');
  assert.equal(await server.exited, 0);
  const log = JSON.parse((await cli(['webhooks', 'deliveries', '--workspace', 'crash', '--json'], env)).stdout) as { event_name: string; succeeded: boolean; status_code: number }[];
  const mine = log.filter((a) => a.event_name === 'post.published');
  assert.deepEqual(mine.map((a) => [a.succeeded, a.status_code]), [[true, 200]]);

  const again = await serve();
  try {
    await sleep(800);
    assert.equal(r.received.length, 1);
    await removeAll(again.api);
  } finally {
    again.child.kill('SIGTERM');
    await again.exited;
  }
});

test('a separate `creator-workspace worker` process delivers what the CLI raises', async () => {
  const r = await startReceiver();
  receivers.push(r);
  const server = await serve();
  await register(server.api, r.url);
  server.child.kill('SIGTERM');
  await server.exited;
  const worker = spawn(CLI, ['worker'], { env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => worker.on('exit', resolve));
  try {
    assert.equal((await cli(['events', 'emit', '--workspace', 'crash', '--event', 'report.created', '--repeat', '20'], env)).code, 0);
    await r.waitFor(20);
    await eventually(() => r.received.length === 20);
    assert.equal(new Set(r.received.map((x) => x.headers['x-service-delivery'])).size, 20);
  } finally {
    worker.kill('SIGTERM');
    assert.equal(await exited, 0);
  }
});

test('with several processes running, a silent game server goes offline once: one server.offline', async () => {
  const r = await startReceiver();
  receivers.push(r);
  const fast = { ...env, SERVER_OFFLINE_AFTER_SECONDS: '1' };
  const port = await freePort();
  const server = startServer(dir, { ...fast, PORT: String(port) }, /serving/);
  await server.ready;
  const api = `http://127.0.0.1:${port}/api/v1`;
  const workers = [0, 1].map(() => {
    const child = spawn(CLI, ['worker'], { env: { ...process.env, ...fast, LOG_LEVEL: 'silent' }, stdio: 'ignore' });
    return { child, exited: new Promise<number | null>((resolve) => child.on('exit', resolve)) };
  });
  try {
    await removeAll(api);
    const response = await fetch(`${api}/webhooks`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ url: r.url, events: ['server.online', 'server.offline'] }) });
    assert.equal(response.status, 200);
    const game = JSON.parse((await cli(['server', 'create', '--workspace', 'crash', '--name', 'Shared', '--json'], env)).stdout) as { id: number; ingest_token: string };
    const beat = await fetch(`http://127.0.0.1:${port}/ingest/v1/heartbeat`, { method: 'POST', headers: { authorization: `Bearer ${game.ingest_token}`, 'content-type': 'application/json' }, body: '{"players":[]}' });
    assert.equal(beat.status, 200);
    const events = () => r.received.map((x) => JSON.parse(x.body) as { event: string; data: { id: number } }).filter((e) => e.data.id === game.id).map((e) => e.event);
    await eventually(() => events().includes('server.online'), 5_000, 'server.online');
    // Recorded as sent (one of the three processes may have sent it): a delivery whose sender dies before it records
    // the answer is sent again at once (at least once), and this test counts what the silence raises.
    const hook = (await response.json()) as { id: number };
    const recorded = async () => {
      const list = await fetch(`${api}/webhooks/${hook.id}/deliveries?status=succeeded`, { headers: { authorization: `Bearer ${key}` } });
      return ((await list.json()) as { data: { event: string }[] }).data.some((d) => d.event === 'server.online');
    };
    await eventually(recorded, 5_000, 'server.online recorded');
    // The HTTP server dies; the two workers are left to notice the silence.
    server.child.kill('SIGKILL');
    await server.exited;
    await eventually(() => events().includes('server.offline'), 10_000, 'server.offline');
    await sleep(2_000);
    assert.deepEqual(events().sort(), ['server.offline', 'server.online']);
  } finally {
    for (const worker of workers) worker.child.kill('SIGTERM');
    for (const worker of workers) assert.equal(await worker.exited, 0);
  }
});
