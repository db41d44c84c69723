// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Streams, reports and automations (docs/webhooks.md) over real HTTP with a real receiver: streams, reports and automations, each event raised by a real action and received signed. */
import { after, before, describe, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { verifyWebhook } from '../../src/index.js';
import { summarize } from '../../src/analytics/service.js';
import { makeDueReports } from '../../src/reports/service.js';
import { endStaleStreams } from '../../src/streams/service.js';
import { runAutomations } from '../../src/automations/runner.js';
import { call, createTenant, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { person } from '../helpers/dashboard.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/wait.js';

let t: TestApp;
let r: Receiver;

before(async () => {
  t = await overHttp(await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '20' }, { worker: true }));
  r = await startReceiver();
});
after(async () => {
  await t.close();
  await r.close();
});

interface Event {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

/** A tenant whose webhook receives every event; `events()` reads what arrived, each verified against its signature. */
async function subscribed(options: { demo?: boolean } = {}): Promise<{ tenant: Tenant; events(name?: string): Event[] }> {
  const tenant = await createTenant(t, options);
  const secret = (await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: r.url, events: ['*'] } })).body['secret'] as string;
  return {
    tenant,
    events(name) {
      return r.received
        .filter((x) => JSON.parse(x.body).tenant_id === tenant.workspace.id)
        .map((x) => {
          assert.ok(verifyWebhook(x.body, x.headers as Record<string, string>, secret), 'signed with the webhook secret');
          return JSON.parse(x.body) as Event;
        })
        .filter((e) => name === undefined || e.event === name);
    },
  };
}

describe('streams', () => {
  test('a streaming tool starts and ends a stream: stream.started and stream.ended carry it; ending twice is 409', async () => {
    const { tenant, events } = await subscribed();
    const started = await call(t, 'POST', '/api/v1/streams', { key: tenant.key, body: { title: 'Friday build', platform: 'twitch', url: 'https://twitch.tv/demo' } });
    assert.equal(started.status, 200);
    assert.deepEqual({ ...started.body, id: 0, started_at: '' }, { id: 0, title: 'Friday build', platform: 'twitch', url: 'https://twitch.tv/demo', status: 'live', started_at: '', ended_at: null });
    const ended = await call(t, 'POST', `/api/v1/streams/${started.body['id']}/end`, { key: tenant.key });
    assert.equal(ended.body['status'], 'ended');
    assert.equal((await call(t, 'POST', `/api/v1/streams/${started.body['id']}/end`, { key: tenant.key })).status, 409);
    await eventually(() => events('stream.ended').length === 1);
    assert.deepEqual(events('stream.started')[0]?.data, started.body);
    assert.deepEqual(events('stream.ended')[0]?.data, ended.body);
    const listed = await call(t, 'GET', '/api/v1/streams?status=ended', { key: tenant.key });
    assert.deepEqual(listed.body.data?.map((s) => s['id']), [started.body['id']]);
    assert.equal((await call(t, 'POST', '/api/v1/streams', { key: tenant.key, body: { title: '', platform: 'myspace' } })).status, 422);
  });

  test('a stream live for 12 hours is ended by the worker, as of its twelfth hour', async () => {
    const { tenant, events } = await subscribed();
    const started = await call(t, 'POST', '/api/v1/streams', { key: tenant.key, body: { title: 'Forgot to stop', platform: 'youtube' } });
    const id = started.body['id'] as number;
    await t.app.store.db.updateTable('streams').set({ started_at: '2026-01-10 08:00:00' }).where('id', '=', id).execute();
    assert.ok((await endStaleStreams(t.app.store.db)) >= 1);
    const [stream] = (await call(t, 'GET', '/api/v1/streams', { key: tenant.key })).body.data ?? [];
    assert.deepEqual([stream?.['status'], stream?.['ended_at']], ['ended', '2026-01-10 20:00:00']);
    await eventually(() => events('stream.ended').length === 1);
    assert.equal(await endStaleStreams(t.app.store.db), 0, 'once');
  });
});

describe('reports', () => {
  test('a clock that crosses a Monday and a month start makes exactly one weekly and one monthly report, equal to the analytics of those days', async () => {
    const { tenant, events } = await subscribed();
    const db = t.app.store.db;
    const ws = tenant.workspace.id;
    await db.updateTable('workspaces').set({ created_at: '2026-06-22 09:00:00' }).where('id', '=', ws).execute();
    const product = Number((await call(t, 'POST', '/api/v1/products', { key: tenant.key, body: { name: 'Crate, "gold"\nedition', price_cents: 1250 } })).body['id']);
    const awkward = ['o,brien@customers.example', '"quoted"@customers.example', '=HYPERLINK("http://evil.example")@x.io'];
    for (const [i, email] of awkward.entries()) {
      const order = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: email, items: [{ product_id: product, quantity: i + 1 }] } });
      await db.updateTable('orders').set({ created_at: `2026-06-2${4 + i} 10:00:00`, paid_at: `2026-06-2${4 + i} 10:01:00` }).where('id', '=', order.body['id'] as number).execute();
    }
    const runAt = (iso: string) => makeDueReports(db, new Date(iso));
    assert.equal(await runAt('2026-06-28T23:00:00Z'), 0, 'Sunday: nothing is due for a workspace made on Monday');
    assert.equal(await runAt('2026-06-29T00:30:00Z'), 1, 'Monday: last week');
    assert.equal(await runAt('2026-06-30T12:00:00Z'), 0);
    assert.equal(await runAt('2026-07-01T00:30:00Z'), 1, 'the 1st: last month');
    assert.equal(await runAt('2026-07-01T01:30:00Z'), 0, 'each once');
    const reports = (await call(t, 'GET', '/api/v1/reports', { key: tenant.key })).body.data ?? [];
    assert.deepEqual(reports.map((x) => [x['period'], x['starts_on'], x['ends_on']]), [['weekly', '2026-06-22', '2026-06-28'], ['monthly', '2026-06-01', '2026-06-30']], 'oldest first (docs/concepts.md, Pagination)');
    const weekly = reports[0] as Record<string, unknown>;
    assert.deepEqual(weekly['summary'], await summarize(db, ws, 7, new Date('2026-06-28T12:00:00Z')));
    assert.deepEqual((weekly['summary'] as { revenue: unknown }).revenue, [{ currency: 'USD', gross_cents: 1250 * 6, refunded_cents: 0, net_cents: 1250 * 6 }]);
    assert.deepEqual((reports[1]?.['summary'] as { orders: unknown }).orders, { total: 3, paid: 3, refunded: 0 });
    assert.deepEqual((await call(t, 'GET', `/api/v1/reports/${weekly['id']}`, { key: tenant.key })).body, weekly);
    await eventually(() => events('report.created').length === 2);
    assert.deepEqual(events('report.created').map((e) => e.data['period']).sort(), ['monthly', 'weekly']);

    const csv = await fetch(`${t.baseUrl}/api/v1/reports/${weekly['id']}/orders.csv`, { headers: { authorization: `Bearer ${tenant.key}` } });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
    const text = await csv.text();
    assert.ok(text.endsWith('\r\n'));
    // Python's csv module, a real RFC 4180 reader, gives back every awkward value exactly.
    const script = 'import csv,io,json,sys; print(json.dumps(list(csv.reader(io.TextIOWrapper(sys.stdin.buffer, newline="")))))';
    const rows = JSON.parse(execFileSync('python3', ['-c', script], { input: text }).toString()) as string[][];
    assert.deepEqual(rows[0], ['number', 'created_at', 'status', 'customer_email', 'items', 'currency', 'subtotal_cents', 'total_cents', 'paid_at', 'refunded_at']);
    // A value a spreadsheet would run as a formula is written with a leading apostrophe (OWASP's advice); the rest exactly.
    const shown = (email: string) => (email.startsWith('=') ? `'${email}` : email);
    assert.deepEqual(rows.slice(1).map((row) => [row[3], row[4], row[5], row[7]]), awkward.map((email, i) => [shown(email), `${i + 1} × Crate, "gold"\nedition`, 'USD', String(1250 * (i + 1))]));
    const foreign = await createTenant(t);
    assert.equal((await call(t, 'GET', `/api/v1/reports/${weekly['id']}/orders.csv`, { key: foreign.key })).status, 404);
  });
});

describe('automations', () => {
  test('a bundle rule grants the second product on order.paid, and automation.run tells its outcome', async () => {
    const { tenant, events } = await subscribed();
    const product = async (name: string) => Number((await call(t, 'POST', '/api/v1/products', { key: tenant.key, body: { name, price_cents: 500 } })).body['id']);
    const [vip, map, other] = [await product('VIP'), await product('Map pack'), await product('Other')];
    const rule = await call(t, 'POST', '/api/v1/automations', { key: tenant.key, body: { name: 'VIP gets the map', trigger: { event: 'order.paid', product_id: vip }, action: { type: 'grant_entitlement', product_id: map } } });
    assert.equal(rule.status, 200, rule.raw);
    const bought = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'fan@customers.example', items: [{ product_id: vip, quantity: 1 }] } });
    await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'else@customers.example', items: [{ product_id: other, quantity: 1 }] } });
    await eventually(() => events('automation.run').length === 1);
    const run = events('automation.run')[0]?.data;
    assert.deepEqual(run, { automation_id: rule.body['id'], trigger_event_id: events('order.paid').find((e) => e.data['id'] === bought.body['id'])?.id, action: { type: 'grant_entitlement', product_id: map }, outcome: 'succeeded' });
    const order = await call(t, 'GET', `/api/v1/orders/${bought.body['id']}`, { key: tenant.key });
    assert.deepEqual((order.body['entitlements'] as Record<string, unknown>[]).map((e) => [e['product_id'], e['status']]), [[vip, 'active'], [map, 'active']]);
    await eventually(() => events('entitlement.granted').some((e) => e.data['product_id'] === map));
    const runs = await call(t, 'GET', `/api/v1/automations/${rule.body['id']}/runs`, { key: tenant.key });
    assert.equal(runs.body.meta?.['total'], 1, 'the order of another product did not run it');
  });

  test('a publish rule publishes the draft and raises post.published; run again it fails with a reason and the stream still starts; notify reaches owners and admins', async () => {
    const { tenant, events } = await subscribed();
    const owner = await person(t.app, tenant.workspace.id, `auto-owner-${process.pid}@example.test`, 'owner');
    const draft = await call(t, 'POST', '/api/v1/posts', { key: tenant.key, body: { title: 'We are live', body: 'Come watch.' } });
    const rule = await call(t, 'POST', '/api/v1/automations', { key: tenant.key, body: { name: 'Announce streams', trigger: { event: 'stream.started' }, action: { type: 'publish_post', post_id: draft.body['id'] } } });
    await call(t, 'POST', '/api/v1/automations', { key: tenant.key, body: { name: 'Tell the team', trigger: { event: 'stream.started' }, action: { type: 'notify', message: 'A stream started' } } });
    await call(t, 'POST', '/api/v1/streams', { key: tenant.key, body: { title: 'One', platform: 'kick' } });
    await eventually(() => events('automation.run').length === 2 && events('post.published').length === 1);
    assert.equal(events('post.published')[0]?.data['id'], draft.body['id']);
    const second = await call(t, 'POST', '/api/v1/streams', { key: tenant.key, body: { title: 'Two', platform: 'kick' } });
    assert.equal(second.status, 200, 'a failing rule never blocks the event');
    await eventually(() => events('automation.run').length === 4);
    const failed = events('automation.run').find((e) => e.data['automation_id'] === rule.body['id'] && e.data['outcome'] === 'failed');
    assert.match(String(failed?.data['error']), /already published/);
    assert.equal(events('post.published').length, 1);
    const notes = await t.app.store.db.selectFrom('notifications').innerJoin('users', 'users.id', 'notifications.user_id').select(['users.email', 'notifications.body']).where('notifications.workspace_id', '=', tenant.workspace.id).execute();
    assert.deepEqual(notes.filter((n) => n.email === owner).map((n) => n.body), ['A stream started', 'A stream started']);
  });

  test('an event that becomes visible after a newer one ran (a transaction committing late) still runs the rule, once', async () => {
    // No worker here: the test decides when rules run.
    const quiet = await startApp();
    try {
      const tenant = await createTenant(quiet);
      const db = quiet.app.store.db;
      const product = Number((await call(quiet, 'POST', '/api/v1/products', { key: tenant.key, body: { name: 'Thing', price_cents: 100 } })).body['id']);
      const rule = await call(quiet, 'POST', '/api/v1/automations', { key: tenant.key, body: { name: 'Note sales', trigger: { event: 'order.paid' }, action: { type: 'notify', message: 'Sold' } } });
      const order = async (email: string) => {
        const made = await call(quiet, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: email, items: [{ product_id: product, quantity: 1 }] } });
        return (await db.selectFrom('events').select('id').where('order_id', '=', made.body['id'] as number).where('name', '=', 'order.paid').executeTakeFirstOrThrow()).id;
      };
      const late = await order('a@customers.example');
      // The first order's event is out of sight (as if its transaction had not committed yet) while the second one runs.
      await db.updateTable('events').set({ by_automation: 1 }).where('id', '=', late).execute();
      const early = await order('b@customers.example');
      const runs = async () => (await db.selectFrom('automation_runs').select('trigger_event_id').where('automation_id', '=', rule.body['id'] as number).execute()).map((run) => run.trigger_event_id);
      assert.equal(await runAutomations(db), 1);
      assert.deepEqual(await runs(), [early]);
      await db.updateTable('events').set({ by_automation: 0 }).where('id', '=', late).execute();
      assert.equal(await runAutomations(db), 1, 'the late event runs');
      assert.deepEqual((await runs()).sort(), [late, early].sort());
      assert.equal(await runAutomations(db), 0, 'and nothing runs twice');
      // A rule given another trigger runs for what happens from then on, never for past events.
      const streamed = await call(quiet, 'POST', '/api/v1/streams', { key: tenant.key, body: { title: 'Before the change', platform: 'other' } });
      assert.equal(streamed.status, 200);
      await call(quiet, 'PATCH', `/api/v1/automations/${rule.body['id']}`, { key: tenant.key, body: { trigger: { event: 'stream.started' } } });
      assert.equal(await runAutomations(db), 0, 'the stream that started before the change does not run it');
      await call(quiet, 'POST', '/api/v1/streams', { key: tenant.key, body: { title: 'After the change', platform: 'other' } });
      assert.equal(await runAutomations(db), 1);
      // Once events are older than any transaction, the cursor passes them.
      assert.equal(await runAutomations(db, Date.now() + 120_000), 0);
      const cursor = await db.selectFrom('automations').select('last_event_id').where('id', '=', rule.body['id'] as number).executeTakeFirstOrThrow();
      assert.ok(cursor.last_event_id >= Math.max(late, early), 'the cursor moved past them');
    } finally {
      await quiet.close();
    }
  });

  test('refused rules: on automation.run, unknown products or posts, a product filter on other events, the 51st rule', async () => {
    const { tenant } = await subscribed();
    const other = await createTenant(t);
    const theirs = Number((await call(t, 'POST', '/api/v1/products', { key: other.key, body: { name: 'Theirs', price_cents: 1 } })).body['id']);
    const refused: [Record<string, unknown>, string, RegExp][] = [
      // Not among the trigger events the document lists (a run never triggers another: no loops).
      [{ trigger: { event: 'automation.run' }, action: { type: 'notify', message: 'x' } }, 'trigger', /./],
      [{ trigger: { event: 'order.paid' }, action: { type: 'grant_entitlement', product_id: theirs } }, 'action', /does not exist/],
      [{ trigger: { event: 'member.joined' }, action: { type: 'publish_post', post_id: 999_999 } }, 'action', /does not exist/],
      [{ trigger: { event: 'member.joined', product_id: theirs }, action: { type: 'notify', message: 'x' } }, 'trigger', /applies only/],
      [{ trigger: { event: 'member.joined' }, action: { type: 'grant_entitlement', product_id: theirs } }, 'action', /needs an order/],
      [{ trigger: { event: 'member.joined' }, action: { type: 'notify' } }, 'action', /message is required/],
      [{ trigger: { event: 'nothing.happened' }, action: { type: 'notify', message: 'x' } }, 'trigger', /./],
      [{ trigger: { event: 'order.paid', product_id: 3_000_000_000 }, action: { type: 'notify', message: 'x' } }, 'trigger', /./],
      [{ trigger: { event: 'member.joined' }, action: { type: 'publish_post', post_id: 3_000_000_000 } }, 'action', /./],
    ];
    for (const [body, field, message] of refused) {
      const answer = await call(t, 'POST', '/api/v1/automations', { key: tenant.key, body: { name: 'Rule', ...body } });
      assert.equal(answer.status, 422, JSON.stringify(body));
      assert.match(String((answer.body['errors'] as Record<string, string[]>)[field]), message, JSON.stringify(answer.body));
    }
    for (let i = 0; i < 50; i += 1) {
      assert.equal((await call(t, 'POST', '/api/v1/automations', { key: tenant.key, body: { name: `Rule ${i}`, trigger: { event: 'member.joined' }, action: { type: 'notify', message: 'hi' } } })).status, 200);
    }
    const fiftyFirst = await call(t, 'POST', '/api/v1/automations', { key: tenant.key, body: { name: 'One too many', trigger: { event: 'member.joined' }, action: { type: 'notify', message: 'hi' } } });
    assert.equal(fiftyFirst.status, 422);
    assert.match(String((fiftyFirst.body['errors'] as Record<string, string[]>)['name']), /at most 50/);
    const first = (await call(t, 'GET', '/api/v1/automations?per_page=1', { key: tenant.key })).body.data?.[0];
    const disabled = await call(t, 'PATCH', `/api/v1/automations/${first?.['id']}`, { key: tenant.key, body: { enabled: false, name: 'Quiet' } });
    assert.deepEqual([disabled.body['enabled'], disabled.body['name']], [false, 'Quiet']);
    assert.equal((await call(t, 'PATCH', `/api/v1/automations/${first?.['id']}`, { key: tenant.key, body: { trigger: { event: 'automation.run' } } })).status, 422);
    assert.equal((await call(t, 'DELETE', `/api/v1/automations/${first?.['id']}`, { key: tenant.key })).body['deleted'], true);
    assert.equal((await call(t, 'GET', `/api/v1/automations/${first?.['id']}`, { key: tenant.key })).status, 404);
  });
});
