// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** docs/decisions.md#13-operating-it in one process: /healthz, /readyz (failing while a migration is pending), /metrics behind its token. */
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { sql } from 'kysely';
import { call, createTenant, overHttp, startApp, twinOf, type Tenant, type TestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/wait.js';
import { emitEvents } from '../../src/webhooks/emit.js';
import { parseMetrics, promtoolAccepts, PROMTOOL, valueOf } from '../helpers/prometheus.js';

const TOKEN = 'metrics-token-0123456789abcdef';

async function scrape(t: TestApp, authorization = `Bearer ${TOKEN}`) {
  return fetch(`${t.baseUrl}/metrics`, { headers: { authorization } });
}

describe('health and readiness', () => {
  let t: TestApp;
  before(async () => {
    t = await startApp();
  });
  after(() => t.close());

  test('GET /healthz is 200 without a key; GET /readyz is 200 on a reachable, migrated store', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(health.statusCode, 200);
    assert.deepEqual(health.json(), { status: 'ok' });
    assert.equal(health.headers['cache-control'], 'no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    assert.equal(ready.json().status, 'ready');
  });

  test('GET /readyz is 503 unavailable, naming the migration, while one is not applied; 200 once it is', async () => {
    const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.app.store.db);
    const last = rows[0];
    assert.ok(last);
    await sql`delete from kysely_migration where name = ${last.name}`.execute(t.app.store.db);
    try {
      const refused = await t.app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(refused.statusCode, 503);
      assert.equal(refused.json().error, 'unavailable');
      assert.match(refused.json().message, new RegExp(last.name));
      assert.equal(refused.headers['retry-after'], '1');
      assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200, 'alive all the same');
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(t.app.store.db);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
  });

  test('without METRICS_TOKEN, GET /metrics is an unknown path: 404 not_found', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(answer.statusCode, 404);
    assert.equal(answer.json().error, 'not_found');
  });
});

describe('metrics', () => {
  let t: TestApp;
  let tenant: Tenant;
  let receiver: Receiver;
  before(async () => {
    receiver = await startReceiver();
    t = await overHttp(await startApp({ METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '5', WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '20' }, { worker: true }));
    tenant = await createTenant(t, { demo: true });
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  test('refused without the token or with a wrong one: 401 in the envelope, no series shown', async () => {
    for (const authorization of ['', 'Bearer wrong-token-0123456789abcdef', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const answer = await scrape(t, authorization);
      assert.equal(answer.status, 401, authorization);
      const body = (await answer.json()) as { error: string };
      assert.equal(body.error, 'unauthorized');
    }
  });

  test('with the token: Prometheus text; requests counted by route pattern and status, 429s counted, deliveries and attempts counted', async () => {
    const before = await parseMetrics(await (await scrape(t)).text());
    const me = { method: 'GET', route: '/api/v1/me', status: '200' };
    const baseline = valueOf(before, 'cw_http_requests_total', me);
    const timedMe = { method: 'GET', route: '/api/v1/me' };
    const timedBaseline = valueOf(before, 'cw_http_request_duration_seconds_count', timedMe);
    // The second /me is a cached answer, sent by the front door on SQLite: it is counted all the same.
    for (let i = 0; i < 2; i += 1) assert.equal((await call(t, 'GET', '/api/v1/me', { key: tenant.key })).status, 200);
    assert.equal((await call(t, 'GET', '/api/v1/orders/987654', { key: tenant.key })).status, 404);
    const hook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: receiver.url, events: ['order.paid'] } });
    assert.equal(hook.status, 200);
    assert.equal((await call(t, 'GET', '/api/v1/me', { key: tenant.key })).status, 200, 'the fifth request of the budget');
    const limited = await call(t, 'GET', '/api/v1/me', { key: tenant.key });
    assert.equal(limited.status, 429);
    assert.equal((await fetch(`${t.baseUrl}/no/such/path/12345`)).status, 404);

    const text = await (await scrape(t)).text();
    const families = await parseMetrics(text);
    assert.equal(valueOf(families, 'cw_http_requests_total', me) - baseline, 3);
    assert.equal(valueOf(families, 'cw_http_request_duration_seconds_count', timedMe) - timedBaseline, 4, 'the histogram times the same requests, the 429 included');
    // The histogram has no status label (its series stay method x route); the counter keeps the status.
    assert.ok(families.some((f) => f.name === 'cw_http_request_duration_seconds_bucket'));
    assert.deepEqual(families.filter((f) => f.family === 'cw_http_request_duration_seconds' && 'status' in f.labels), []);
    // Only counters end in _total (promtool's rule): prom-client's nodejs_active_*_total gauges are not served.
    assert.deepEqual([...new Set(families.filter((f) => f.type !== 'counter' && f.name.endsWith('_total')).map((f) => f.name))], []);
    assert.ok(families.some((f) => f.name === 'nodejs_active_handles'), 'the same numbers, by type, under the gauge names');
    if (existsSync(PROMTOOL)) await promtoolAccepts(text);
    assert.equal(valueOf(families, 'cw_http_requests_total', { route: '/api/v1/orders/:id', status: '404' }), 1);
    assert.equal(valueOf(families, 'cw_http_requests_total', { route: '(unmatched)', status: '404' }), 1);
    assert.equal(valueOf(families, 'cw_rate_limit_rejections_total', { route: '/api/v1/me' }), 1);
    // Labels only: a value (a heap size, a sum of seconds) may hold these digits by chance.
    const labels = (text.match(/\{[^}]*\}/g) ?? []).join('');
    assert.ok(labels.includes('route=') && !labels.includes('987654') && !labels.includes('12345'), 'no raw URL or id becomes a label');
    assert.equal(families.find((f) => f.family === 'cw_http_request_duration_seconds')?.type, 'histogram');
    assert.ok(valueOf(families, 'process_cpu_seconds_total') > 0, 'the process series are there');
  });

  test('the worker\'s series: deliveries by outcome, attempt latency, the backlog', async () => {
    // Test mode's deliveries go out like any other, and never count in the series.
    const twin = await twinOf(t, tenant);
    assert.equal((await call(t, 'POST', '/api/v1/webhooks', { key: twin.key, body: { url: receiver.url, events: ['order.paid'] } })).status, 200);
    await emitEvents(t.app.store.db, twin.workspace.id, 'order.paid', { n: 0 }, 2);
    await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', { n: 1 }, 3);
    await receiver.waitFor(5);
    const twinSettled = async () => (await t.app.store.db.selectFrom('deliveries').select('status').where('workspace_id', '=', twin.workspace.id).execute()).every((d) => d.status === 'succeeded');
    await eventually(twinSettled, 10_000, "the test deliveries' outcomes recorded");
    const families = await eventually(async () => {
      const parsed = await parseMetrics(await (await scrape(t)).text());
      return valueOf(parsed, 'cw_webhook_deliveries_total', { outcome: 'succeeded' }) === 3 && parsed;
    });
    assert.equal(valueOf(families, 'cw_webhook_attempt_duration_seconds_count', { result: 'success' }), 3);
    assert.equal(valueOf(families, 'cw_webhook_deliveries_total', { outcome: 'failed' }), 0);
    assert.equal(valueOf(families, 'cw_webhook_deliveries_due'), 0);
    assert.equal(valueOf(families, 'cw_webhook_deliveries_held'), 0);
    assert.equal(valueOf(families, 'cw_webhook_oldest_due_age_seconds'), 0);

    // A disabled webhook's deliveries are held, and counted as such.
    await sql`update webhooks set status = 'disabled' where workspace_id in (${tenant.workspace.id}, ${twin.workspace.id})`.execute(t.app.store.db);
    await emitEvents(t.app.store.db, tenant.workspace.id, 'order.paid', { n: 2 }, 2);
    // Held in test mode too, and not counted.
    await emitEvents(t.app.store.db, twin.workspace.id, 'order.paid', { n: 3 }, 3);
    const held = await eventually(async () => {
      const parsed = await parseMetrics(await (await scrape(t)).text());
      return valueOf(parsed, 'cw_webhook_deliveries_held') === 2 && parsed;
    });
    assert.equal(valueOf(held, 'cw_webhook_deliveries_due'), 0);
    assert.equal(receiver.received.length, 5, 'nothing was sent to the disabled webhook');
  });
});
