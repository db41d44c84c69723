// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** docs/decisions.md#7-webhooks (revised): a brief outage in a burst neither disables a webhook nor loses events. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { emitEvents } from '../../src/webhooks/emit.js';
import { call, createTenant, startApp, type TestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually, sleep } from '../helpers/wait.js';

let t: TestApp;
let r: Receiver;

before(async () => {
  // Production concurrency (32 in flight); delays short enough for a test, long enough to outlast a 1 s outage.
  t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_RETRY_DELAYS_MS: '300,600,1200,2400', WEBHOOK_POLL_INTERVAL_MS: '20', RATE_LIMIT_PER_MINUTE: '100000' }, { worker: true });
});
after(async () => {
  await t.close();
  await r.close();
});

test('a 1 s outage at the start of a 500-event burst does not disable the webhook, and all 500 arrive', async () => {
  let outageUntil = 0;
  r = await startReceiver(({ at }) => {
    if (outageUntil === 0) outageUntil = at + 1_000;
    return { status: at < outageUntil ? 503 : 200 };
  });
  const tenant = await createTenant(t);
  const hook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: r.url, events: ['*'] } });
  await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', { burst: true }, 500);

  await eventually(async () => new Set(r.received.filter((x) => x.at >= outageUntil).map((x) => x.headers['x-service-delivery'])).size === 500, 30_000, 'all 500 delivered');
  const duringOutage = r.received.filter((x) => x.at < outageUntil).length;
  // The attempts in flight when the first failure came, then one probe at a time: not a stampede.
  assert.ok(duringOutage <= 32 + 4, `${duringOutage} requests during the outage`);
  const listed = await call(t, 'GET', '/api/v1/webhooks', { key: tenant.key });
  const webhook = listed.body.data?.find((w) => w['id'] === hook.body['id']);
  assert.equal(webhook?.['status'], 'enabled');
  assert.equal(webhook?.['consecutive_failures'], 0, 'the first success reset the count');
  await sleep(200);
  const statuses = await t.app.store.db.selectFrom('deliveries').select('status').where('workspace_id', '=', tenant.workspace.id).execute();
  assert.equal(statuses.length, 500);
  assert.ok(statuses.every((d) => d.status === 'succeeded'), 'every delivery succeeded');
});
