// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Test data stays apart: live analytics never count it, its stream never carries live events, deleting it leaves live rows as they were. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { sql } from 'kysely';
import { CreatorWorkspace, CreatorWorkspaceError } from '@creator-workspace/sdk';
import { resetTwin } from '../../src/test-mode/reset.js';
import { notifyOwnersOfDisable } from '../../src/webhooks/engine/notify.js';
import { TRIGGER_RULE } from '../../src/test-mode/triggers.js';
import { EVENT_NAMES } from '../../src/webhooks/events.js';
import { call, createTenant, overHttp, startApp, twinOf, type Tenant, type TestApp } from '../helpers/app.js';
import { Client, person } from '../helpers/dashboard.js';
import { openStream } from '../helpers/sse.js';
import { eventually } from '../helpers/wait.js';

let t: TestApp;
let live: Tenant;
let twin: Tenant;

before(async () => {
  t = await overHttp(await startApp({ RATE_LIMIT_PER_MINUTE: '100000' }));
  live = await createTenant(t, { demo: true });
  twin = await twinOf(t, live);
});
after(() => t.close());

/** Every row of the live workspace in every table that names a workspace, and its users, as text. */
async function liveRows(): Promise<string> {
  const db = t.app.store.db;
  const tables = ['workspaces', 'api_keys', 'members', 'products', 'orders', 'order_items', 'entitlements', 'subscriptions', 'servers', 'posts', 'profiles', 'streams', 'reports', 'automations', 'automation_runs', 'webhooks', 'events', 'deliveries', 'notifications', 'read_versions', 'order_tallies'] as const;
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    const column = table === 'workspaces' ? 'id' : 'workspace_id';
    out[table] = (await sql`select * from ${sql.table(table)} where ${sql.ref(column)} = ${live.workspace.id} order by 1`.execute(db)).rows;
  }
  out['users'] = (await sql`select * from users where id in (select user_id from members where workspace_id = ${live.workspace.id}) order by id`.execute(db)).rows;
  return JSON.stringify(out);
}

const trigger = (event: string) => call(t, 'POST', '/api/v1/test/events', { key: twin.key, body: { event } });

test('live analytics, orders and members are the same after every trigger has run in test mode', async () => {
  const read = async () => Promise.all(['/api/v1/analytics/summary?days=30', '/api/v1/orders?per_page=1', '/api/v1/members?per_page=1', '/api/v1/reports'].map(async (path) => (await call(t, 'GET', path, { key: live.key })).body));
  const before = await read();
  const rows = await liveRows();
  for (const event of EVENT_NAMES) assert.equal((await trigger(event)).status, 200, event);
  assert.deepEqual(await read(), before);
  assert.equal(await liveRows(), rows);
  // The test twin's analytics did count them.
  const testSummary = await call(t, 'GET', '/api/v1/analytics/summary?days=30', { key: twin.key });
  assert.notDeepEqual(testSummary.body, before[0]);
});

test("owners' notices from test mode go to the live workspace's owners and say they are from test mode", async () => {
  assert.equal((await trigger('automation.run')).status, 200);
  const owner = await t.app.store.db.selectFrom('members').select('user_id').where('workspace_id', '=', live.workspace.id).where('role', '=', 'owner').executeTakeFirstOrThrow();
  const notices = await t.app.store.db.selectFrom('notifications').selectAll().where('workspace_id', '=', twin.workspace.id).execute();
  assert.ok(notices.length > 0);
  assert.ok(notices.every((n) => n.subject === `[Test mode] ${TRIGGER_RULE}`));
  assert.ok(notices.some((n) => n.user_id === owner.user_id), 'the live owner hears of it');
  const demoPeople = await t.app.store.db.selectFrom('members').select('user_id').where('workspace_id', '=', twin.workspace.id).execute();
  assert.ok(notices.every((n) => !demoPeople.some((m) => m.user_id === n.user_id)), "never the twin's demo people");
  // Its rule stays disabled, so only the trigger runs it: a later paid order raises no automation.run.
  const rule = await t.app.store.db.selectFrom('automations').selectAll().where('workspace_id', '=', twin.workspace.id).where('name', '=', TRIGGER_RULE).executeTakeFirstOrThrow();
  assert.equal(rule.enabled, 0);
  await t.app.store.db.updateTable('automations').set({ enabled: 1, name: TRIGGER_RULE }).where('id', '=', rule.id).execute();
  assert.deepEqual(((await trigger('automation.run')).body['events'] as { event: string }[]).map((e) => e.event), ['order.paid', 'entitlement.granted', 'automation.run'], 'a changed rule is set back first');
  assert.equal((await t.app.store.db.selectFrom('automations').select('enabled').where('id', '=', rule.id).executeTakeFirstOrThrow()).enabled, 0);
});

test('the SDK: getMe says livemode, triggerEvent raises by the real cause, a live key gets a typed 404', async () => {
  const baseUrl = `${t.baseUrl as string}/api/v1`;
  const client = new CreatorWorkspace({ apiKey: twin.key, baseUrl });
  assert.equal((await client.getMe()).livemode, false);
  const triggered = await client.triggerEvent({ event: 'post.published' });
  assert.deepEqual(triggered.events.map((e) => e.event), ['post.published']);
  const moved = await client.moveTestServer(Number((await client.listServers()).data[0]?.id), { status: 'online', players: 5 });
  assert.equal(moved.status, 'online');
  const refused = await new CreatorWorkspace({ apiKey: live.key, baseUrl }).triggerEvent({ event: 'order.paid' }).catch((error: unknown) => error);
  assert.ok(refused instanceof CreatorWorkspaceError);
  assert.equal(refused.status, 404);
});

test("a test webhook disabled: the e-mail goes to the live owner, its subject saying test mode; none to the twin's people", async () => {
  const hook = await call(t, 'POST', '/api/v1/webhooks', { key: twin.key, body: { url: 'https://hooks.example.com/failing', events: ['*'] } });
  const emails = await notifyOwnersOfDisable(t.app.store.db, twin.workspace.id, { id: hook.body['id'] as number, url: 'https://hooks.example.com/failing' }, 10, '503');
  const owners = await t.app.store.db.selectFrom('members').innerJoin('users', 'users.id', 'members.user_id').select('users.email').where('members.workspace_id', '=', live.workspace.id).where('members.role', '=', 'owner').execute();
  assert.deepEqual(emails.map((e) => e.to), owners.map((o) => o.email));
  assert.ok(emails.every((e) => e.subject.startsWith('[Test mode] Webhook https://hooks.example.com/failing was disabled')));
});

test("a test key's event stream carries test events only, each with livemode false", async () => {
  const stream = openStream(`${t.baseUrl as string}/api/v1/events/stream`, { key: twin.key });
  try {
    await stream.waitFor('ready', 1);
    assert.equal((await call(t, 'POST', '/api/v1/streams', { key: live.key, body: { title: 'Live only', platform: 'kick' } })).status, 200);
    const raised = (await trigger('stream.started')).body['events'] as { id: number }[];
    const [got] = await stream.waitFor('stream.started', 1);
    assert.ok(got);
    assert.equal(got.id, String(raised[0]?.id));
    const body = JSON.parse(got.data) as { livemode: boolean; data: { title: string } };
    assert.equal(body.livemode, false);
    assert.equal(body.data.title, 'Test stream');
    assert.ok(stream.messages.every((m) => !m.data.includes('Live only')));
  } finally {
    stream.close();
  }
});

test('deleting all test data empties the twin and refills the demo data; live rows stay byte-identical, test keys keep working', async () => {
  assert.equal((await call(t, 'POST', '/api/v1/webhooks', { key: twin.key, body: { url: 'https://hooks.example.com/test', events: ['*'] } })).status, 200);
  assert.equal((await trigger('order.paid')).status, 200);
  const demoOrders = (await call(t, 'GET', '/api/v1/orders?per_page=1', { key: live.key })).body.meta?.['total'];
  assert.notEqual((await call(t, 'GET', '/api/v1/orders?per_page=1', { key: twin.key })).body.meta?.['total'], demoOrders);
  const rows = await liveRows();
  await resetTwin(t.app.store.db, twin.workspace);
  assert.equal(await liveRows(), rows);
  assert.equal((await call(t, 'GET', '/api/v1/orders?per_page=1', { key: twin.key })).body.meta?.['total'], demoOrders, 'the demo orders, as at first');
  assert.deepEqual((await call(t, 'GET', '/api/v1/webhooks', { key: twin.key })).body.data, []);
  assert.equal((await call(t, 'GET', '/api/v1/me', { key: twin.key })).body['livemode'], false);
  await assert.rejects(resetTwin(t.app.store.db, live.workspace), /only a test twin/);
});

test('deleting test data while triggers run: the reset answers, every trigger answers 200, no row of the old twin stays', async () => {
  const owner = await person(t.app, live.workspace.id, `owner-${process.pid}@race.example`, 'owner');
  const client = new Client(t.app, '127.0.0.1', t.baseUrl);
  assert.equal((await client.signIn(owner)).status, 303);
  const statuses: number[] = [];
  let running = true;
  const loop = async (event: string) => {
    while (running) statuses.push((await trigger(event)).status);
  };
  const loops = [loop('order.refunded'), loop('order.refunded'), loop('subscription.canceled')];
  const maxOrderId = async () => Number((await t.app.store.db.selectFrom('orders').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id);
  try {
    for (let round = 0; round < 3; round += 1) {
      const done = statuses.length;
      await eventually(() => statuses.length >= done + 4, 30_000, 'triggers ran');
      const before = await maxOrderId();
      const reset = await client.submit(`/dashboard/${twin.workspace.slug}/test-data`, `/dashboard/${twin.workspace.slug}/test-data`, { confirmed: 'yes' });
      assert.equal(reset.status, 303, reset.html.slice(0, 300));
      // Every order of the twin now is the refilled demo's or a later trigger's: none from before the reset.
      const old = await t.app.store.db.selectFrom('orders').select('id').where('workspace_id', '=', twin.workspace.id).where('id', '<=', before).execute();
      assert.deepEqual(old, [], 'no order of the old twin');
    }
  } finally {
    running = false;
    await Promise.all(loops);
  }
  assert.deepEqual([...new Set(statuses)], [200], 'every trigger answered 200');
});
