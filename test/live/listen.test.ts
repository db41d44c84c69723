// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * `creator-workspace listen --forward-to`: the real CLI against the real server (`npm start`'s), a real receiver,
 * and a server restart in the middle. Every event arrives exactly once, in order, verified by the Standard Webhooks
 * library with the listen secret; the CLI says when the connection dropped and when it is back, and "Ready" only
 * once the stream is open. With PostgreSQL, also across two API processes sharing Redis.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { verifyWebhook } from '@creator-workspace/sdk';
import { DIALECT, freshPostgresSchema } from '../helpers/app.js';
import { cli, CLI, freePort, startServer } from '../helpers/process.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/wait.js';

let dir: string;
let env: Record<string, string>;
let key: string;
let drop: () => Promise<void> = async () => undefined;
const receivers: Receiver[] = [];

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cw-listen-'));
  const store = DIALECT === 'postgres' ? await freshPostgresSchema() : { url: `sqlite:${join(dir, 'store.db')}`, drop: async () => undefined };
  drop = store.drop;
  env = { DATABASE_URL: store.url, DEMO: 'false', RATE_LIMIT_PER_MINUTE: '100000' };
  assert.equal((await cli(['workspace', 'create', 'listen'], env)).code, 0);
  key = (JSON.parse((await cli(['key', 'create', '--workspace', 'listen', '--scopes', 'all', '--json'], env)).stdout) as { key: string }).key;
});
after(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

async function serve(port: number, extra: Record<string, string> = {}) {
  const server = startServer(dir, { ...env, ...extra, PORT: String(port), WORKER: 'false' }, /serving/);
  await server.ready;
  return server;
}

/** `listen` as a developer runs it; its output lines as they come. */
function startListen(args: string[]) {
  const child = spawn(CLI, ['listen', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, lines: () => out.split('\n'), output: () => out };
}

const startStream = async (api: string, title: string): Promise<void> => {
  const answer = await fetch(`${api}/streams`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ title, platform: 'twitch' }) });
  assert.equal(answer.status, 200, await answer.text());
};

/** The receiver got exactly `titles`, in order, each signed with the listen secret in both schemes. */
function assertExactlyOnce(receiver: Receiver, secret: string, titles: string[]): void {
  const standard = new Webhook(secret);
  const bodies = receiver.received.map((request) => {
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    standard.verify(request.body, headers);
    verifyWebhook(request.body, request.headers, secret);
    return JSON.parse(request.body) as { id: number; event: string; data: { title: string } };
  });
  assert.deepEqual(bodies.map((b) => b.data.title), titles);
  assert.equal(new Set(bodies.map((b) => b.id)).size, titles.length, 'no event twice');
  assert.ok(bodies.every((b, i) => i === 0 || b.id > (bodies[i - 1]?.id ?? 0)), 'in order');
}

test('listen forwards every event once across a server restart, says when it dropped and when it is back', async () => {
  const receiver = await startReceiver();
  receivers.push(receiver);
  const port = await freePort();
  const api = `http://127.0.0.1:${port}/api/v1`;
  const printed = await cli(['listen', '--print-secret', '--api-key', key], {});
  assert.equal(printed.code, 0, printed.stderr);
  const secret = printed.stdout.trim();
  assert.match(secret, /^whsec_[A-Za-z0-9+/]+=*$/);
  assert.equal((await cli(['listen', '--print-secret', '--api-key', key], {})).stdout.trim(), secret, 'the same secret on every run');

  // Started before the server is up: no "Ready" until the stream is open.
  const listen = startListen(['--forward-to', receiver.url, '--api-key', key, '--base-url', api]);
  try {
    await eventually(() => listen.output().includes('Cannot reach'), 15_000, 'the CLI saying the server is not there');
    assert.ok(!listen.output().includes('Ready'), listen.output());
    let server = await serve(port);
    await eventually(() => listen.output().includes('Ready!'), 20_000, `Ready (${listen.output()})`);
    for (const title of ['a', 'b', 'c']) await startStream(api, title);
    await receiver.waitFor(3);
    await eventually(() => listen.lines().filter((line) => line.includes('stream.started')).length === 3, 5_000, 'a line per event');
    assert.match(listen.lines().find((line) => line.includes('stream.started')) ?? '', /stream\.started\s+\d+\s+→ 200\s+\d+ ms/);

    // The server dies; events raised while it is down (by the CLI) and after it is back all arrive, once.
    server.child.kill('SIGKILL');
    await server.exited;
    await eventually(() => listen.lines().some((line) => line.startsWith('!!') && line.includes('lost') && line.includes('after')), 15_000, 'the drop line');
    for (const title of ['d', 'e']) assert.equal((await cli(['events', 'emit', '--workspace', 'listen', '--event', 'stream.started', '--data', JSON.stringify({ title })], env)).code, 0);
    server = await serve(port);
    await eventually(() => listen.output().includes('Connection back'), 20_000, `the back line (${listen.output()})`);
    for (const title of ['f', 'g']) await startStream(api, title);
    await receiver.waitFor(7);
    await new Promise((resolve) => setTimeout(resolve, 500));
    assertExactlyOnce(receiver, secret, ['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    server.child.kill('SIGTERM');
    await server.exited;
  } finally {
    listen.child.kill('SIGINT');
  }
  assert.equal(await listen.exited, 0, listen.output());
  assert.match(listen.output(), /Stopped\./);
});

if (DIALECT === 'postgres') {
  test('listen across two API processes (PostgreSQL + Redis): events raised on the other process, one restarted', async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379/4' };
    const [portA, portB] = [await freePort(), await freePort()];
    let a = await serve(portA, redis);
    const b = await serve(portB, redis);
    const apiB = `http://127.0.0.1:${portB}/api/v1`;
    const listen = startListen(['--forward-to', receiver.url, '--api-key', key, '--base-url', `http://127.0.0.1:${portA}/api/v1`, '--events', 'stream.started']);
    try {
      await eventually(() => listen.output().includes('Ready!'), 20_000, `Ready (${listen.output()})`);
      for (const title of ['1', '2', '3']) await startStream(apiB, title);
      await receiver.waitFor(3);
      a.child.kill('SIGKILL');
      await a.exited;
      await eventually(() => listen.output().includes('lost'), 15_000, 'the drop line');
      for (const title of ['4', '5']) await startStream(apiB, title);
      a = await serve(portA, redis);
      await eventually(() => listen.output().includes('Connection back'), 20_000, 'the back line');
      for (const title of ['6']) await startStream(apiB, title);
      await receiver.waitFor(6);
      await new Promise((resolve) => setTimeout(resolve, 500));
      assertExactlyOnce(receiver, (await cli(['listen', '--print-secret', '--api-key', key], {})).stdout.trim(), ['1', '2', '3', '4', '5', '6']);
    } finally {
      listen.child.kill('SIGINT');
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited, listen.exited]);
    }
  });
}
