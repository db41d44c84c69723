// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** docs/decisions.md#10-webhook-operations, real receivers: delivery log, redeliver, recover, test event, rotation. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { verifyWebhook } from '../../src/index.js';
import { emitEvents } from '../../src/webhooks/emit.js';
import { serviceSignature } from '../../src/webhooks/engine/signing.js';
import { call, createTenant, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { cli, ROOT } from '../helpers/process.js';
import { startReceiver, type Received, type Receiver } from '../helpers/receiver.js';
import { eventually, sleep } from '../helpers/wait.js';

let t: TestApp;
const receivers: Receiver[] = [];

before(async () => {
  t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_RETRY_DELAYS_MS: '60,60,60,60', WEBHOOK_POLL_INTERVAL_MS: '20', RATE_LIMIT_PER_MINUTE: '100000' }, { worker: true });
});
after(async () => {
  await t.close();
  await Promise.all(receivers.map((r) => r.close()));
});

async function receiver(respond?: Parameters<typeof startReceiver>[0]): Promise<Receiver> {
  const r = await startReceiver(respond);
  receivers.push(r);
  return r;
}

async function register(tenant: Tenant, url: string): Promise<{ id: number; secret: string }> {
  const reply = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url, events: ['*'] } });
  assert.equal(reply.status, 200, reply.raw);
  return { id: Number(reply.body['id']), secret: String(reply.body['secret']) };
}

const verifies = (secret: string, x: Received): boolean => {
  try {
    new Webhook(secret).verify(x.body, { 'webhook-id': String(x.headers['webhook-id']), 'webhook-timestamp': String(x.headers['webhook-timestamp']), 'webhook-signature': String(x.headers['webhook-signature']) });
    return true;
  } catch {
    return false;
  }
};

test('the delivery log shows every attempt of a flaky receiver with its code, error kind, answer and Retry-After', async () => {
  const tenant = await createTenant(t);
  const answers: { status: number; body: string; headers?: Record<string, string> }[] = [
    { status: 500, body: 'boom' },
    { status: 429, body: 'slow down', headers: { 'retry-after': '1' } },
    { status: 302, body: '', headers: { location: 'https://elsewhere.example/' } },
    { status: 200, body: 'ok' },
  ];
  const r = await receiver((_request, index) => answers[index] ?? { status: 200 });
  const hook = await register(tenant, r.url);
  await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', { n: 1 }, 1);
  await r.waitFor(4);
  const list = await eventually(async () => {
    const reply = await call(t, 'GET', `/api/v1/webhooks/${hook.id}/deliveries`, { key: tenant.key });
    return reply.body.data?.[0]?.['status'] === 'succeeded' ? reply : undefined;
  });
  const [delivery] = list.body.data ?? [];
  assert.equal(delivery?.['id'], r.received[0]?.headers['x-service-delivery']);
  assert.equal(delivery?.['attempts'], 4);
  assert.equal(delivery?.['last_status_code'], 200);
  assert.equal(delivery?.['next_attempt_at'], null);
  assert.equal(delivery?.['event'], 'order.paid');
  const detail = await call(t, 'GET', `/api/v1/webhooks/${hook.id}/deliveries/${delivery?.['id']}`, { key: tenant.key });
  const attempts = detail.body['attempts'] as Record<string, unknown>[];
  assert.deepEqual(
    attempts.map((a) => [a['attempt'], a['status_code'], a['error'], a['response_body'], a['retry_after']]),
    [
      [1, 500, 'http_status', 'boom', null],
      [2, 429, 'http_status', 'slow down', 1],
      [3, 302, 'redirect', '', null],
      [4, 200, null, 'ok', null],
    ],
  );
  assert.ok(attempts.every((a) => Number.isInteger(a['duration_ms'])));

  // A receiver that refuses connections is logged as such.
  const closed = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  const dead = await register(tenant, `http://127.0.0.1:${closed}/hook`);
  await emitEvents(t.app.store.db, tenant.workspace.id, 'report.created', {}, 1);
  await eventually(async () => {
    const reply = await call(t, 'GET', `/api/v1/webhooks/${dead.id}/deliveries`, { key: tenant.key });
    const id = reply.body.data?.[0]?.['id'];
    if (id === undefined) return false;
    const one = await call(t, 'GET', `/api/v1/webhooks/${dead.id}/deliveries/${id}`, { key: tenant.key });
    return (one.body['attempts'] as { error: string }[])[0]?.error === 'connection_refused';
  });
  const filtered = await call(t, 'GET', `/api/v1/webhooks/${hook.id}/deliveries?status=failed`, { key: tenant.key });
  assert.deepEqual(filtered.body.data, []);
  for (const status of ['lost', 'canceled']) assert.equal((await call(t, 'GET', `/api/v1/webhooks/${hook.id}/deliveries?status=${status}`, { key: tenant.key })).status, 422);
  await call(t, 'DELETE', `/api/v1/webhooks/${dead.id}`, { key: tenant.key });
});

test('redeliver sends the same delivery id again now with a valid, fresh signature; a disabled webhook must be enabled first', async () => {
  const tenant = await createTenant(t);
  const r = await receiver();
  const hook = await register(tenant, r.url);
  await emitEvents(t.app.store.db, tenant.workspace.id, 'member.joined', { display_name: 'Ada', role: 'member' }, 1);
  const [first] = await r.waitFor(1);
  const id = String(first?.headers['x-service-delivery']);
  await eventually(async () => (await call(t, 'GET', `/api/v1/webhooks/${hook.id}/deliveries/${id}`, { key: tenant.key })).body['status'] === 'succeeded');
  const redelivered = await call(t, 'POST', `/api/v1/webhooks/${hook.id}/deliveries/${id}/redeliver`, { key: tenant.key });
  assert.equal(redelivered.status, 200, redelivered.raw);
  assert.equal(redelivered.body['id'], id);
  assert.equal(redelivered.body['status'], 'pending');
  const [, again] = await r.waitFor(2);
  assert.equal(again?.headers['x-service-delivery'], id);
  assert.equal(again?.headers['webhook-id'], id);
  assert.equal(again?.body, first?.body, 'the same event body');
  assert.ok(verifies(hook.secret, again as Received), 'the Standard Webhooks signature verifies');
  assert.equal(again?.headers['x-service-signature'], serviceSignature(hook.secret, again?.body ?? ''));
  const detail = await eventually(async () => {
    const reply = await call(t, 'GET', `/api/v1/webhooks/${hook.id}/deliveries/${id}`, { key: tenant.key });
    return reply.body['status'] === 'succeeded' ? reply : undefined;
  });
  assert.deepEqual((detail.body['attempts'] as { attempt: number }[]).map((a) => a.attempt), [1, 2], 'one extra attempt');

  await t.app.store.db.updateTable('webhooks').set({ status: 'disabled' }).where('id', '=', hook.id).execute();
  const refused = await call(t, 'POST', `/api/v1/webhooks/${hook.id}/deliveries/${id}/redeliver`, { key: tenant.key });
  assert.equal(refused.status, 422);
  assert.match(JSON.stringify(refused.body['errors']), /enable it first/);
  assert.equal((await call(t, 'GET', `/api/v1/webhooks/${hook.id}/deliveries/msg_${'Z'.repeat(24)}`, { key: tenant.key })).status, 404);
  assert.equal((await call(t, 'GET', `/api/v1/webhooks/${hook.id}/deliveries/nope`, { key: tenant.key })).status, 422);
});

test('recover brings back exactly the failed deliveries of the window, each once; again it recovers 0', async () => {
  const tenant = await createTenant(t);
  const r = await receiver();
  const hook = await register(tenant, r.url);
  const db = t.app.store.db;
  const stage = async (label: string, status: 'pending' | 'held' | 'succeeded' | 'failed' | 'canceled', createdAt: string) => {
    const event = await db.insertInto('events').values({ workspace_id: tenant.workspace.id, name: 'report.created', data: JSON.stringify({ label }), created_at: createdAt }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('deliveries')
      .values({ id: `msg_${label.padEnd(24, '0')}`, workspace_id: tenant.workspace.id, event_id: event.id, webhook_id: hook.id, event_name: 'report.created', status, attempts: 5, next_attempt_at: 0, lease_until: null, lease_owner: null, created_at: createdAt, completed_at: createdAt })
      .execute();
  };
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  await stage('before', 'failed', at(10));
  await stage('inside1', 'failed', at(5));
  await stage('inside2', 'failed', at(4));
  await stage('insideok', 'succeeded', at(4));
  await stage('after', 'failed', at(1));
  const window = { since: new Date(Date.now() - 6 * 3_600_000).toISOString(), until: new Date(Date.now() - 2 * 3_600_000).toISOString() };
  const recovered = await call(t, 'POST', `/api/v1/webhooks/${hook.id}/recover`, { key: tenant.key, body: window });
  assert.deepEqual(recovered.body, { recovered: 2 });
  await r.waitFor(2);
  await sleep(300);
  assert.deepEqual(r.received.map((x) => (JSON.parse(x.body) as { data: { label: string } }).data.label).sort(), ['inside1', 'inside2']);
  assert.deepEqual((await call(t, 'POST', `/api/v1/webhooks/${hook.id}/recover`, { key: tenant.key, body: window })).body, { recovered: 0 });
  const tooOld = await call(t, 'POST', `/api/v1/webhooks/${hook.id}/recover`, { key: tenant.key, body: { since: '2001-01-01T00:00:00Z' } });
  assert.equal(tooOld.status, 422);
  assert.ok((tooOld.body['errors'] as Record<string, unknown>)['since']);
  assert.equal((await call(t, 'POST', `/api/v1/webhooks/${hook.id}/recover`, { key: tenant.key, body: { since: 'yesterday' } })).status, 422);
  const future = await call(t, 'POST', `/api/v1/webhooks/${hook.id}/recover`, { key: tenant.key, body: { since: new Date(Date.now() + 60_000).toISOString() } });
  assert.deepEqual(future.body['errors'], { since: ['must be in the past'] });
});

test('a test event arrives now with X-Service-Test: true and sample data of the real shape, and is in the log', async () => {
  const tenant = await createTenant(t);
  const r = await receiver();
  const hook = await register(tenant, r.url);
  const sent = await call(t, 'POST', `/api/v1/webhooks/${hook.id}/test`, { key: tenant.key, body: { event: 'order.paid' } });
  assert.equal(sent.status, 200, sent.raw);
  const [x] = await r.waitFor(1);
  assert.equal(x?.headers['x-service-test'], 'true');
  assert.equal(x?.headers['x-service-delivery'], sent.body['id']);
  const body = JSON.parse(x?.body ?? '{}') as { event: string; tenant_id: number; data: Record<string, unknown> };
  assert.equal(body.event, 'order.paid');
  assert.equal(body.tenant_id, tenant.workspace.id);
  for (const field of ['id', 'number', 'status', 'customer_email', 'currency', 'total_cents', 'items', 'entitlements']) assert.ok(field in body.data, field);
  assert.ok(verifies(hook.secret, x as Received));
  const list = await call(t, 'GET', `/api/v1/webhooks/${hook.id}/deliveries`, { key: tenant.key });
  assert.equal(list.body.data?.[0]?.['id'], sent.body['id']);
  assert.equal((await call(t, 'POST', `/api/v1/webhooks/${hook.id}/test`, { key: tenant.key, body: { event: '*' } })).status, 422);
  await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', {}, 1);
  const [, real] = await r.waitFor(2);
  assert.equal(real?.headers['x-service-test'], undefined, 'real deliveries carry no test header');
});

test('rotation: during the overlap either secret verifies every delivery; rotating again keeps the newest two; after the overlap only the new one', async () => {
  const tenant = await createTenant(t);
  const r = await receiver();
  const hook = await register(tenant, r.url);
  const rotate = async (body: unknown) => {
    const reply = await call(t, 'POST', `/api/v1/webhooks/${hook.id}/rotate-secret`, { key: tenant.key, body });
    assert.equal(reply.status, 200, reply.raw);
    assert.deepEqual(Object.keys(reply.body).sort(), ['id', 'secret']);
    return String(reply.body['secret']);
  };
  const deliver = async (n: number) => {
    await emitEvents(t.app.store.db, tenant.workspace.id, 'report.created', { n }, 1);
    return (await r.waitFor(n))[n - 1] as Received;
  };
  const a = hook.secret;
  const b = await rotate({ previous_valid_seconds: 60 });
  assert.notEqual(b, a);
  const first = await deliver(1);
  assert.ok(verifies(a, first) && verifies(b, first), 'a receiver holding either secret verifies');
  assert.ok(verifyWebhook(first.body, first.headers, a, { toleranceSeconds: 300 }) && verifyWebhook(first.body, first.headers, b), 'so does our own verifyWebhook');
  assert.equal(String(first.headers['webhook-signature']).split(' ').length, 2);
  assert.equal(first.headers['x-service-signature'], serviceSignature(b, first.body), 'X-Service-Signature uses the newest');
  assert.notEqual(first.headers['x-service-signature'], serviceSignature(a, first.body), 'and only the newest');
  // The guide says so: a receiver checking only X-Service-Signature needs the new secret at once.
  const guide = readFileSync(`${ROOT}docs/webhooks.md`, 'utf8').replace(/\s+/g, ' ');
  assert.match(guide, /`X-Service-Signature` is signed with the newest secret only/);
  assert.doesNotMatch(guide, /holding either secret verifies every delivery/);

  const c = await rotate({ previous_valid_seconds: 1 });
  const second = await deliver(2);
  assert.ok(verifies(b, second) && verifies(c, second));
  assert.ok(!verifies(a, second), 'the oldest secret ended with the second rotation');
  await sleep(1_200);
  const third = await deliver(3);
  assert.ok(verifies(c, third));
  assert.ok(!verifies(b, third), 'after the overlap only the new secret verifies');
  assert.ok(!verifyWebhook(third.body, third.headers, b) && verifyWebhook(third.body, third.headers, c));
  assert.equal(String(third.headers['webhook-signature']).split(' ').length, 1);

  const d = await rotate(undefined);
  const fourth = await deliver(4);
  assert.ok(verifies(c, fourth) && verifies(d, fourth), 'without a body the overlap is a day');
  const listed = await call(t, 'GET', '/api/v1/webhooks', { key: tenant.key });
  assert.ok(![a, b, c, d].some((secret) => listed.raw.includes(secret.slice(6))), 'no listing shows a secret');
  for (const bad of [{ previous_valid_seconds: -1 }, { previous_valid_seconds: 604_801 }, { previous_valid_seconds: 1.5 }, { other: 1 }]) {
    assert.equal((await call(t, 'POST', `/api/v1/webhooks/${hook.id}/rotate-secret`, { key: tenant.key, body: bad })).status, 422);
  }
});

test('the CLI offers the same operations with the --json and exit-code contract', async () => {
  const tenant = await createTenant(t);
  const r = await receiver();
  const hook = await register(tenant, r.url);
  const env = { DATABASE_URL: t.config.databaseUrl };
  const run = async (args: string[]) => cli(['webhooks', ...args, '--workspace', tenant.workspace.slug, '--json'], env);

  const tested = await run(['test', String(hook.id), '--event', 'member.joined']);
  assert.equal(tested.code, 0, tested.stderr);
  const delivery = JSON.parse(tested.stdout) as { id: string; status: string };
  assert.equal(delivery.status, 'pending');
  const [x] = await r.waitFor(1);
  assert.equal(x?.headers['x-service-test'], 'true');
  await eventually(async () => (await call(t, 'GET', `/api/v1/webhooks/${hook.id}/deliveries/${delivery.id}`, { key: tenant.key })).body['status'] === 'succeeded');

  const again = await run(['redeliver', String(hook.id), delivery.id]);
  assert.equal(again.code, 0, again.stderr);
  assert.equal(JSON.parse(again.stdout).id, delivery.id);
  await r.waitFor(2);

  const recovered = await run(['recover', String(hook.id), '--since', new Date(Date.now() - 60_000).toISOString()]);
  assert.deepEqual(JSON.parse(recovered.stdout), { recovered: 0 });
  const tooOld = await run(['recover', String(hook.id), '--since', '2001-01-01T00:00:00Z']);
  assert.equal(tooOld.code, 1);
  assert.match(tooOld.stderr, /since must be within the retention period/);
  assert.equal((await run(['recover', String(hook.id), '--since', 'soon'])).code, 2);

  const rotated = await run(['rotate-secret', String(hook.id), '--previous-valid-seconds', '0']);
  assert.equal(rotated.code, 0, rotated.stderr);
  const { secret } = JSON.parse(rotated.stdout) as { secret: string };
  await emitEvents(t.app.store.db, tenant.workspace.id, 'report.created', {}, 1);
  const [, , third] = await r.waitFor(3);
  assert.ok(verifies(secret, third as Received) && !verifies(hook.secret, third as Received), 'overlap 0: only the new secret');

  const log = await run(['deliveries', '--webhook', String(hook.id)]);
  assert.equal(JSON.parse(log.stdout).length, 3);
  assert.equal((await run(['redeliver', '999999', delivery.id])).code, 1, 'an unknown webhook is an error');
  assert.equal((await run(['test', String(hook.id), '--event', 'nope'])).code, 2);
});

test('an answer with NUL bytes is logged (made text-safe), so the attempt counts and the delivery moves on', async () => {
  const tenant = await createTenant(t);
  const r = await receiver((_request, index) => (index === 0 ? { status: 500, body: 'bad\u0000bin' } : { status: 200, body: 'ok' }));
  const hook = await register(tenant, r.url);
  await emitEvents(t.app.store.db, tenant.workspace.id, 'report.created', {}, 1);
  await r.waitFor(2);
  const [delivery] = (await eventually(async () => {
    const reply = await call(t, 'GET', `/api/v1/webhooks/${hook.id}/deliveries?status=succeeded`, { key: tenant.key });
    return reply.body.data?.length ? reply.body.data : undefined;
  })) as Record<string, unknown>[];
  const detail = await call(t, 'GET', `/api/v1/webhooks/${hook.id}/deliveries/${delivery?.['id']}`, { key: tenant.key });
  assert.deepEqual((detail.body['attempts'] as { response_body: string }[]).map((a) => a.response_body), ['bad\uFFFDbin', 'ok']);
});

test('a redeliver asked while the attempt is in flight is not lost when that attempt succeeds', async () => {
  const tenant = await createTenant(t);
  const r = await receiver((_request, index) => ({ status: 200, delayMs: index === 0 ? 500 : 0 }));
  const hook = await register(tenant, r.url);
  await emitEvents(t.app.store.db, tenant.workspace.id, 'report.created', {}, 1);
  const [first] = await r.waitFor(1);
  const redelivered = await call(t, 'POST', `/api/v1/webhooks/${hook.id}/deliveries/${first?.headers['x-service-delivery']}/redeliver`, { key: tenant.key });
  assert.equal(redelivered.status, 200);
  const [, second] = await r.waitFor(2, 5_000);
  assert.equal(second?.headers['x-service-delivery'], first?.headers['x-service-delivery']);
});

test('a held delivery of an enabled webhook (enable raced with the event) is resumed by the workers', async () => {
  const tenant = await createTenant(t);
  const r = await receiver();
  const hook = await register(tenant, r.url);
  const db = t.app.store.db;
  const event = await db.insertInto('events').values({ workspace_id: tenant.workspace.id, name: 'report.created', data: '{"raced":true}', created_at: '2026-01-01 00:00:00' }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('deliveries')
    .values({ id: `msg_${'r'.repeat(24)}`, workspace_id: tenant.workspace.id, event_id: event.id, webhook_id: hook.id, event_name: 'report.created', status: 'held', attempts: 0, next_attempt_at: 0, lease_until: null, lease_owner: null, created_at: '2026-01-01 00:00:00', completed_at: null })
    .execute();
  const [x] = await r.waitFor(1, 5_000);
  assert.match(x?.body ?? '', /"raced":true/);
});

test('concurrent rotations: every secret shown is the newest or the one before it at some point; the valid previous one was shown', async () => {
  const tenant = await createTenant(t);
  const hook = await register(tenant, 'https://hooks.example.com/rotate');
  const shown = await Promise.all(Array.from({ length: 8 }, async () => String((await call(t, 'POST', `/api/v1/webhooks/${hook.id}/rotate-secret`, { key: tenant.key, body: {} })).body['secret'])));
  const row = await t.app.store.db.selectFrom('webhooks').select(['secret', 'previous_secret']).where('id', '=', hook.id).executeTakeFirstOrThrow();
  assert.ok(shown.includes(row.secret));
  assert.ok(shown.includes(String(row.previous_secret)), 'the previous secret is the one the rotation before showed, not the original');
});

test('enable on an enabled, failing webhook resets the count but keeps its one probe', async () => {
  const tenant = await createTenant(t);
  const hook = await register(tenant, 'https://hooks.example.com/probe');
  const probe = `msg_${'p'.repeat(24)}`;
  await t.app.store.db.updateTable('webhooks').set({ probe_delivery_id: probe, consecutive_failures: 3 }).where('id', '=', hook.id).execute();
  const enabled = await call(t, 'POST', `/api/v1/webhooks/${hook.id}/enable`, { key: tenant.key });
  assert.equal(enabled.body['consecutive_failures'], 0);
  const row = await t.app.store.db.selectFrom('webhooks').select('probe_delivery_id').where('id', '=', hook.id).executeTakeFirstOrThrow();
  assert.equal(row.probe_delivery_id, probe);
});
