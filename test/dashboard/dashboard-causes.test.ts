// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** The dashboard's Reports and Automations over real HTTP: Reports (read by all, made now by owners and admins, CSV) and Automations (owners and admins). */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { makeReport } from '../../src/reports/service.js';
import { call, createTenant, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { Client, person } from '../helpers/dashboard.js';
import { eventually } from '../helpers/wait.js';

let t: TestApp;
let tenant: Tenant;
let base: string;
const clients: Record<string, Client> = {};

before(async () => {
  t = await overHttp(await startApp({}, { worker: true }));
  tenant = await createTenant(t);
  base = `/dashboard/${tenant.workspace.slug}`;
  for (const role of ['admin', 'member']) {
    clients[role] = new Client(t.app, undefined, t.baseUrl);
    await (clients[role] as Client).signIn(await person(t.app, tenant.workspace.id, `${role}-causes-${process.pid}@example.test`, role));
  }
});
after(() => t.close());

const as = (role: string) => clients[role] as Client;
const count = async (table: 'reports' | 'automations') => (await t.app.store.db.selectFrom(table).select('id').where('workspace_id', '=', tenant.workspace.id).execute()).length;

test('Reports: everyone reads them and downloads the CSV; owners and admins make one now for any range up to 366 days; another workspace\'s report is 404', async () => {
  const member = as('member');
  assert.doesNotMatch((await member.get(`${base}/reports`)).html, /Make a report now/);
  assert.equal((await member.post(`${base}/reports`, { from: '2026-01-01', to: '2026-01-07' })).status, 403);
  const admin = as('admin');
  for (const [from, to, message] of [['2026-02-30', '2026-03-01', /Enter a date/], ['2026-03-10', '2026-03-01', /must not be before/], ['2025-01-01', '2026-01-02', /at most 366 days/]] as const) {
    const refused = await admin.post(`${base}/reports`, { from, to });
    assert.equal(refused.status, 422);
    assert.match(refused.html, message);
    assert.match(refused.html, new RegExp(`value="${to}"`), 'what was typed is kept');
  }
  assert.equal(await count('reports'), 0);
  const made = await admin.post(`${base}/reports`, { from: '2025-01-01', to: '2026-01-01' });
  assert.equal(made.status, 303);
  const page = await member.get(made.location as string);
  assert.equal(page.status, 200);
  assert.match(page.html, /2025-01-01 to 2026-01-01/);
  const csv = await fetch(`${t.baseUrl}${made.location}/orders.csv`, { headers: { cookie: [...member.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ') } });
  assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
  assert.match(await csv.text(), /^number,created_at,status,customer_email/);
  assert.equal((await t.app.store.db.selectFrom('events').select('name').where('workspace_id', '=', tenant.workspace.id).where('name', '=', 'report.created').execute()).length, 1);
  const other = await createTenant(t);
  const theirs = await makeReport(t.app.store.db, other.workspace.id, 'custom', '2026-01-01', '2026-01-02');
  assert.equal((await member.get(`${base}/reports/${theirs?.id}`)).status, 404);
  assert.equal((await member.get(`${base}/reports/${theirs?.id}/orders.csv`)).status, 404);
});

test('Automations: owners and admins only; a rule made from the form runs and its runs are listed; refusals keep the form; disable, enable, delete after confirming', async () => {
  assert.equal((await as('member').get(`${base}/automations`)).status, 403);
  assert.equal((await as('member').post(`${base}/automations`, { name: 'x', trigger_event: 'stream.started', action_type: 'notify', action_message: 'hi' })).status, 403);
  const admin = as('admin');
  const refused = await admin.post(`${base}/automations`, { name: 'Bundle', trigger_event: 'stream.started', action_type: 'grant_entitlement', action_product_id: '' });
  assert.equal(refused.status, 422);
  assert.match(refused.html, /product_id is required for grant_entitlement/);
  assert.match(refused.html, /value="Bundle"/);
  assert.equal(await count('automations'), 0);
  assert.equal((await admin.post(`${base}/automations`, { name: 'Tell the team', trigger_event: 'stream.started', trigger_product_id: '', action_type: 'notify', action_message: 'We are live' })).status, 303);
  const rule = await t.app.store.db.selectFrom('automations').selectAll().where('workspace_id', '=', tenant.workspace.id).executeTakeFirstOrThrow();
  assert.match((await admin.get(`${base}/automations`)).html, /When stream\.started, notify owners and admins: “We are live”\./);
  await call(t, 'POST', '/api/v1/streams', { key: tenant.key, body: { title: 'Live', platform: 'other' } });
  await eventually(async () => (await admin.get(`${base}/automations/${rule.id}`)).html.includes('succeeded') || undefined);
  assert.match((await admin.get(`${base}/notifications`)).html, /We are live/, 'the message reaches owners and admins');
  assert.equal((await admin.post(`${base}/automations/${rule.id}/disable`)).status, 303);
  assert.equal((await t.app.store.db.selectFrom('automations').select('enabled').where('id', '=', rule.id).executeTakeFirstOrThrow()).enabled, 0);
  assert.equal((await admin.post(`${base}/automations/${rule.id}/enable`)).status, 303);
  const ask = await admin.post(`${base}/automations/${rule.id}/delete`);
  assert.match(ask.html, /Delete the automation “Tell the team”\?/);
  assert.equal(await count('automations'), 1);
  assert.equal((await admin.post(`${base}/automations/${rule.id}/delete`, { confirmed: 'yes' })).status, 303);
  assert.equal(await count('automations'), 0);
  const other = await createTenant(t);
  const theirs = await call(t, 'POST', '/api/v1/automations', { key: other.key, body: { name: 'Theirs', trigger: { event: 'member.joined' }, action: { type: 'notify', message: 'x' } } });
  for (const path of ['', '/disable', '/delete']) {
    const url = `${base}/automations/${theirs.body['id']}${path}`;
    assert.equal((path === '' ? await admin.get(url) : await admin.post(url, { confirmed: 'yes' })).status, 404, url);
  }
});
