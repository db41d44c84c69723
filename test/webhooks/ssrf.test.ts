// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** The SSRF guard: refused at registration without the flag, and refused at connect time whatever the store holds. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { isBlockedAddress, registrationRefusal } from '../../src/webhooks/engine/ssrf.js';
import { emitEvents } from '../../src/webhooks/emit.js';
import { generateWebhookSecret } from '../../src/webhooks/secrets.js';
import { call, createTenant, startApp, type TestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually, sleep } from '../helpers/wait.js';

let t: TestApp;
let r: Receiver;
before(async () => {
  t = await startApp({ WEBHOOK_RETRY_DELAYS_MS: '20,20,20,20', WEBHOOK_POLL_INTERVAL_MS: '20' }, { worker: true });
  r = await startReceiver();
});
after(async () => {
  await t.close();
  await r.close();
});

const REFUSED = [
  'http://127.0.0.1/hook',
  'http://127.1.2.3:8080/',
  'http://localhost:3000/hook',
  'http://api.localhost/hook',
  'http://[::1]/hook',
  'http://[::ffff:127.0.0.1]/hook',
  'http://[::ffff:a9fe:a9fe]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://10.0.0.5/',
  'http://172.16.3.4/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://0.0.0.0/',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://224.0.0.1/',
  'http://[fe80::1]/',
  'http://[fd00::1]/',
  'http://[ff02::1]/',
];

for (const url of REFUSED) {
  test(`registration refuses ${url} with 422`, async () => {
    const tenant = await createTenant(t);
    const reply = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url, events: ['*'] } });
    assert.equal(reply.status, 422);
    assert.ok((reply.body['errors'] as Record<string, unknown>)['url'], reply.raw);
  });
}

test('public destinations are accepted', async () => {
  const tenant = await createTenant(t);
  for (const url of ['https://hooks.example.com/in', 'http://93.184.216.34/hook', 'https://[2606:2800:220:1:248:1893:25c8:1946]/']) {
    assert.equal((await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url, events: ['*'] } })).status, 200, url);
  }
});

test('the address check covers every blocked range and IPv4 inside IPv6', () => {
  for (const address of ['127.0.0.1', '10.1.1.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.127.0.1', '0.0.0.0', '255.255.255.255', '240.0.0.1', '::', '::1', '::ffff:10.0.0.1', '::ffff:7f00:1', '64:ff9b::a00:1', '2002:7f00:1::', 'fe80::1%eth0', 'fc00::1', 'ff00::1']) {
    assert.ok(isBlockedAddress(address), address);
  }
  for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) assert.ok(!isBlockedAddress(address), address);
  assert.equal(registrationRefusal('https://example.com/'), undefined);
});

test('at connect time a blocked destination is refused even if the store holds it (literal IP or a name that resolves to loopback)', async () => {
  const tenant = await createTenant(t);
  const port = new URL(r.url).port;
  for (const url of [r.url, `http://localhost:${port}/hook`]) {
    // Written past the registration check, as a DNS change after registration would be.
    await t.app.store.db
      .insertInto('webhooks')
      .values({ workspace_id: tenant.workspace.id, url, events: '["*"]', secret: generateWebhookSecret(), status: 'enabled', consecutive_failures: 0, disabled_at: null, created_at: '2026-01-01 00:00:00' })
      .execute();
  }
  await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', {}, 1);
  const attempts = await eventually(async () => {
    const rows = await t.app.store.db.selectFrom('delivery_attempts').selectAll().where('workspace_id', '=', tenant.workspace.id).execute();
    return rows.length >= 10 ? rows : undefined;
  }, 10_000, 'ten refused attempts');
  assert.ok(attempts.every((a) => a.error === 'ssrf_blocked' && a.status_code === null), JSON.stringify(attempts.map((a) => a.error)));
  await sleep(100);
  assert.equal(r.received.length, 0, 'nothing reached the loopback receiver');
});
