// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * Every event of the contract has a cause (docs/webhooks.md, Events). One workspace does what its tools and people do (sell,
 * refund, stream, invite, run a game server, publish through a rule, make a report) and its webhook receives each
 * of the 14 events, signed; none needed `events emit`.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verifyWebhook } from '../../src/index.js';
import { acceptInvitation, invite } from '../../src/invitations/service.js';
import { makeReport } from '../../src/reports/service.js';
import { createServer } from '../../src/servers/service.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eventComponentName } from '../../src/openapi/events.js';
import { EVENT_NAMES, type EventName } from '../../src/webhooks/events.js';
import { call, createTenant, overHttp, startApp, type TestApp } from '../helpers/app.js';
import { PASSWORD } from '../helpers/dashboard.js';
import { ROOT } from '../helpers/process.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/wait.js';

let t: TestApp;
let r: Receiver;

before(async () => {
  t = await overHttp(await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '20', SERVER_OFFLINE_AFTER_SECONDS: '1' }, { worker: true }));
  r = await startReceiver();
});
after(async () => {
  await t.close();
  await r.close();
});

test('each of the 14 events of the contract is raised by a real action and received signed', async () => {
  const tenant = await createTenant(t);
  const db = t.app.store.db;
  const key = tenant.key;
  const secret = (await call(t, 'POST', '/api/v1/webhooks', { key, body: { url: r.url, events: ['*'] } })).body['secret'] as string;

  // A storefront sells a subscription and refunds it.
  const vip = Number((await call(t, 'POST', '/api/v1/products', { key, body: { name: 'VIP', price_cents: 999, kind: 'recurring', interval: 'month' } })).body['id']);
  const order = await call(t, 'POST', '/api/v1/orders', { key, body: { customer_email: 'fan@customers.example', items: [{ product_id: vip, quantity: 1 }] } });
  await call(t, 'POST', `/api/v1/orders/${order.body['id']}/refund`, { key });
  // A streaming tool goes live; a rule publishes the announcement when it does; the stream ends.
  const draft = await call(t, 'POST', '/api/v1/posts', { key, body: { title: 'Live now', body: 'Come watch' } });
  await call(t, 'POST', '/api/v1/automations', { key, body: { name: 'Announce', trigger: { event: 'stream.started' }, action: { type: 'publish_post', post_id: draft.body['id'] } } });
  const stream = await call(t, 'POST', '/api/v1/streams', { key, body: { title: 'Friday', platform: 'twitch' } });
  await call(t, 'POST', `/api/v1/streams/${stream.body['id']}/end`, { key });
  // Someone accepts an invitation.
  const { token } = await invite(db, tenant.workspace.id, { email: `joiner-${process.pid}@example.test`, role: 'member', inviterEmail: 'owner@example.test', inviterRole: 'owner', mailed: true });
  await acceptInvitation(db, token, { name: 'Joiner', password: PASSWORD });
  // A game server's plugin sends one heartbeat, then falls silent.
  const server = await createServer(db, tenant.workspace.id, { name: 'Survival' });
  const beat = await fetch(`${t.baseUrl}/ingest/v1/heartbeat`, { method: 'POST', headers: { authorization: `Bearer ${server.ingest_token}`, 'content-type': 'application/json' }, body: JSON.stringify({ players: [], max_players: 10 }) });
  assert.equal(beat.status, 200);
  // An owner makes a report now (the dashboard's button).
  await makeReport(db, tenant.workspace.id, 'custom', '2026-11-01', '2026-11-07');

  const names = () => new Set(r.received.filter((x) => JSON.parse(x.body).tenant_id === tenant.workspace.id).map((x) => JSON.parse(x.body).event as string));
  await eventually(() => EVENT_NAMES.every((name) => names().has(name)) || undefined, 20_000, 'all 14 events').catch(() => undefined);
  assert.deepEqual([...EVENT_NAMES].filter((name) => !names().has(name)), [], 'events never received');
  for (const x of r.received) assert.ok(verifyWebhook(x.body, x.headers as Record<string, string>, secret));
  assert.equal(EVENT_NAMES.length, 14);
  // Each real body fits its event's schema in the served document: closed objects, bounded integers.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema({ ...(t.spec.document as object), $id: 'https://document.test/' });
  for (const x of r.received.filter((y) => JSON.parse(y.body).tenant_id === tenant.workspace.id)) {
    const body = JSON.parse(x.body) as { event: EventName };
    const validate = ajv.getSchema(`https://document.test/#/components/schemas/${eventComponentName(body.event)}`);
    assert.ok(validate, body.event);
    assert.ok(validate(body), `${body.event}: ${ajv.errorsText(validate.errors)}\n${x.body.slice(0, 400)}`);
  }
});

test('docs/webhooks.md says no event is raised only with events emit', () => {
  const doc = readFileSync(join(ROOT, 'docs/webhooks.md'), 'utf8');
  const rows = doc.split('\n').filter((line) => /^\| `[a-z]+\.[a-z]+`/.test(line));
  assert.ok(rows.length >= 12, 'the event table');
  for (const row of rows) assert.doesNotMatch(row, /events emit/, row);
});
