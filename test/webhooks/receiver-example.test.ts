/** examples/receiver against the real service: verified deliveries processed once, forgeries refused with 400. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, freePort, ROOT, startServer } from '../helpers/process.js';
import { eventually } from '../helpers/wait.js';

let dir: string;
let receiver: ChildProcess;
let receiverOut = '';
let server: ReturnType<typeof startServer>;
let receiverUrl: string;
let secret: string;
let env: Record<string, string>;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cw-example-'));
  env = { DATABASE_URL: `sqlite:${join(dir, 'store.db')}`, DEMO: 'false', WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '50' };
  await cli(['workspace', 'create', 'shop'], env);
  const key = JSON.parse((await cli(['key', 'create', '--workspace', 'shop', '--scopes', 'webhooks', '--json'], env)).stdout).key as string;
  const apiPort = await freePort();
  server = startServer(dir, { ...env, PORT: String(apiPort) }, /serving/);
  await server.ready;
  const receiverPort = await freePort();
  receiverUrl = `http://127.0.0.1:${receiverPort}/`;
  const registered = await fetch(`http://127.0.0.1:${apiPort}/api/v1/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiverUrl, events: ['member.joined', 'order.paid'] }),
  });
  secret = ((await registered.json()) as { secret: string }).secret;
  receiver = spawn(process.execPath, [join(ROOT, 'examples/receiver/receiver.mjs')], { cwd: ROOT, env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(receiverPort) }, stdio: ['ignore', 'pipe', 'inherit'] });
  receiver.stdout?.on('data', (chunk: Buffer) => (receiverOut += chunk.toString()));
  await eventually(() => receiverOut.includes('listening'), 10_000, 'receiver listening');
});
after(async () => {
  receiver.kill('SIGTERM');
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
});

test('the example receiver verifies and processes real deliveries', async () => {
  assert.equal((await cli(['members', 'add', '--workspace', 'shop', '--email', 'a@fans.example', '--name', 'Ada'], env)).code, 0);
  assert.equal((await cli(['events', 'emit', '--workspace', 'shop', '--event', 'order.paid', '--data', '{"id":7}', '--repeat', '3'], env)).code, 0);
  const events = await eventually(async () => {
    const list = (await (await fetch(`${receiverUrl}events`)).json()) as { event: string; data: unknown }[];
    return list.length === 4 ? list : undefined;
  }, 10_000, 'four processed deliveries');
  assert.deepEqual(events.map((e) => e.event).sort(), ['member.joined', 'order.paid', 'order.paid', 'order.paid']);
  assert.deepEqual(events.find((e) => e.event === 'member.joined')?.data, { display_name: 'Ada', role: 'member' });
});

test('a forged or tampered delivery gets 400; a replayed delivery id is processed once', async () => {
  const body = JSON.stringify({ id: 1, event: 'order.paid', created_at: '2026-01-01 00:00:00', tenant_id: 1, data: {} });
  const forged = await fetch(receiverUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-service-delivery': 'msg_forged', 'x-service-signature': 'sha256=00' }, body });
  assert.equal(forged.status, 400);

  const timestamp = Math.floor(Date.now() / 1000);
  const id = 'msg_replayed0000000000000000';
  const headers = {
    'content-type': 'application/json',
    'x-service-delivery': id,
    'x-service-signature': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${createHmac('sha256', Buffer.from(secret.slice(6), 'base64')).update(`${id}.${timestamp}.${body}`).digest('base64')}`,
  };
  assert.equal((await fetch(receiverUrl, { method: 'POST', headers, body })).status, 200);
  const second = await fetch(receiverUrl, { method: 'POST', headers, body });
  assert.deepEqual(await second.json(), { duplicate: true });
  const tampered = await fetch(receiverUrl, { method: 'POST', headers, body: body.replace('"data":{}', '"data":{"x":1}') });
  assert.equal(tampered.status, 400);
  const list = (await (await fetch(`${receiverUrl}events`)).json()) as { delivery: string }[];
  assert.equal(list.filter((e) => e.delivery === id).length, 1);
});
