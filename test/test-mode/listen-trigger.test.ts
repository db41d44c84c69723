// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * Test mode from a developer's terminal: `key create --test`, `listen` with the test key, and `trigger order.paid`,
 * against the real server. The receiver gets the trigger's events, verified with the listen secret, each with
 * `livemode: false`, and never a live event raised meanwhile.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { DIALECT, freshPostgresSchema } from '../helpers/app.js';
import { cli, CLI, freePort, startServer } from '../helpers/process.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/wait.js';

let dir: string;
let env: Record<string, string>;
let liveKey: string;
let testKey: string;
let drop: () => Promise<void> = async () => undefined;
let receiver: Receiver;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cw-test-mode-'));
  const store = DIALECT === 'postgres' ? await freshPostgresSchema() : { url: `sqlite:${join(dir, 'store.db')}`, drop: async () => undefined };
  drop = store.drop;
  env = { DATABASE_URL: store.url, DEMO: 'false', RATE_LIMIT_PER_MINUTE: '100000' };
  assert.equal((await cli(['workspace', 'create', 'studio'], env)).code, 0);
  const made = async (...extra: string[]) => (JSON.parse((await cli(['key', 'create', '--workspace', 'studio', '--scopes', 'all', '--json', ...extra], env)).stdout) as { key: string }).key;
  liveKey = await made();
  testKey = await made('--test');
  receiver = await startReceiver();
});
after(async () => {
  await receiver.close();
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

test('listen with a test key forwards what `trigger order.paid` raised, never a live event', async () => {
  assert.match(testKey, /^cwk_test_/);
  const port = await freePort();
  const api = `http://127.0.0.1:${port}/api/v1`;
  const server = startServer(dir, { ...env, PORT: String(port), WORKER: 'false' }, /serving/);
  await server.ready;
  const listen = spawn(CLI, ['listen', '--forward-to', receiver.url, '--api-key', testKey, '--base-url', api], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  listen.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  try {
    await eventually(() => out.includes('Ready!'), 15_000, 'listen ready');
    // A live event first: the test key's stream never carries it.
    const live = await fetch(`${api}/streams`, { method: 'POST', headers: { authorization: `Bearer ${liveKey}`, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Live show', platform: 'twitch' }) });
    assert.equal(live.status, 200);
    const triggered = await cli(['trigger', 'order.paid', '--api-key', testKey, '--base-url', api], env);
    assert.equal(triggered.code, 0, triggered.stderr);
    assert.match(triggered.stdout, /order\.paid[\s\S]*entitlement\.granted/);

    const received = await eventually(() => (receiver.received.length >= 2 ? receiver.received : undefined), 15_000, 'two forwarded events');
    const secret = (await cli(['listen', '--print-secret', '--api-key', testKey], env)).stdout.trim();
    const bodies = received.map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { event: string; livemode: boolean });
    assert.deepEqual(bodies.map((b) => b.event), ['order.paid', 'entitlement.granted']);
    assert.ok(bodies.every((b) => b.livemode === false));
    // A moment more: the live stream.started never follows.
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(receiver.received.length, 2);

    // A live key may not trigger: the CLI says so before calling, and the API answers 404 to one that tries.
    const refused = await cli(['trigger', 'order.paid', '--api-key', liveKey, '--base-url', api], env);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /needs a test key/);
    const direct = await fetch(`${api}/test/events`, { method: 'POST', headers: { authorization: `Bearer ${liveKey}`, 'content-type': 'application/json' }, body: '{"event":"order.paid"}' });
    assert.equal(direct.status, 404);
  } finally {
    listen.kill('SIGTERM');
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
