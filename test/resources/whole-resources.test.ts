// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * Whole resources (docs/concepts.md): what an integration creates it can read back, change and find, and a
 * misspelled filter is a 422, never an unfiltered answer. Over real HTTP, on SQLite and PostgreSQL.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { ANONYMOUS } from '../../src/members/schema.js';
import { call, createTenant, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;

before(async () => {
  t = await overHttp(await startApp());
  tenant = await createTenant(t, { demo: true });
  other = await createTenant(t, { demo: true });
});
after(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, key = tenant.key) => call(t, method, `/api/v1${url}`, { key, ...(body !== undefined && { body }) });

test('products: read back by id, changed, archived and unarchived; sold fields locked with 409; a taken slug is a 422 that changes nothing', async () => {
  const created = await api('POST', '/products', { name: 'Season Pass', price_cents: 1500, slug: 'season-pass-x' });
  const id = Number(created.body['id']);
  assert.deepEqual((await api('GET', `/products/${id}`)).body, created.body);

  const changed = await api('PATCH', `/products/${id}`, { name: 'Season Pass 2', price_cents: 1800, kind: 'recurring', interval: 'year' });
  assert.equal(changed.status, 200, changed.raw);
  assert.equal(changed.body['name'], 'Season Pass 2');
  assert.equal(changed.body['interval'], 'year');
  assert.ok(String(changed.body['updated_at']) >= String(created.body['updated_at']));

  const archived = await api('PATCH', `/products/${id}`, { is_active: false });
  assert.equal(archived.body['is_active'], false);
  const active = await api('GET', '/products?per_page=100');
  assert.ok(!active.body.data?.some((p) => p['id'] === id), 'an archived product leaves the default list');
  const archivedList = await api('GET', '/products?is_active=false&per_page=100');
  assert.ok(archivedList.body.data?.some((p) => p['id'] === id));
  assert.ok(archivedList.body.data?.every((p) => p['is_active'] === false));
  assert.equal((await api('GET', `/products/${id}`)).status, 200, 'an archived product is still read by id');
  assert.equal((await api('PATCH', `/products/${id}`, { is_active: true })).body['is_active'], true);

  const order = await api('POST', '/orders', { customer_email: 'fan@customers.example', items: [{ product_id: id, quantity: 1 }] });
  assert.equal(order.status, 200, order.raw);
  for (const change of [{ kind: 'one_time', interval: null }, { currency: 'JPY' }, { interval: 'month' }]) {
    const locked = await api('PATCH', `/products/${id}`, change);
    assert.equal(locked.status, 409, JSON.stringify(change));
    assert.equal(locked.body['error'], 'conflict');
  }
  const repriced = await api('PATCH', `/products/${id}`, { price_cents: 2500 });
  assert.equal(repriced.status, 200, 'the price may change after a sale');
  const sold = await api('GET', `/orders/${String(order.body['id'])}`);
  assert.equal((sold.body['items'] as { unit_price_cents: number }[])[0]?.unit_price_cents, 1800, 'past orders keep their prices');

  const taken = await api('PATCH', `/products/${id}`, { slug: 'season-pass-x', name: 'x' });
  assert.equal(taken.status, 200, 'its own slug is not taken');
  const clash = (await api('POST', '/products', { name: 'Other', price_cents: 1, slug: 'other-slug-x' })).body;
  const refused = await api('PATCH', `/products/${String(clash['id'])}`, { slug: 'season-pass-x', name: 'Renamed' });
  assert.equal(refused.status, 422);
  assert.ok((refused.body['errors'] as Record<string, unknown>)['slug']);
  assert.equal((await api('GET', `/products/${String(clash['id'])}`)).body['name'], 'Other', 'nothing changed');
  assert.equal((await api('PATCH', `/products/${id}`, {})).status, 422, 'an empty change is refused');
  assert.equal((await api('PATCH', `/products/${id}`, { kind: 'recurring', interval: null })).status, 422);
  const after = (await api('GET', `/products/${id}`)).body;
  assert.deepEqual([after['kind'], after['interval'], after['price_cents']], ['recurring', 'year', 2500], 'the refused changes changed nothing');

  const found = await api('GET', '/products?q=SEASON&per_page=100');
  assert.deepEqual(found.body.data?.map((p) => p['id']), [id], 'q searches names, any case');
  assert.equal((await api('GET', '/products?q=zzzz-none')).body.meta?.['total'], 0);
  assert.equal((await api('GET', `/products/${id}`, undefined, other.key)).status, 404, "another workspace's product is a 404");
});

test('posts: listed, read, changed and deleted until published, then 409', async () => {
  const draft = (await api('POST', '/posts', { title: 'Patch notes', body: 'Arena fixed.' })).body;
  const id = Number(draft['id']);
  const listed = await api('GET', '/posts?status=draft&per_page=100');
  assert.ok(listed.body.data?.some((p) => p['id'] === id));
  assert.ok(listed.body.data?.every((p) => p['status'] === 'draft'));
  assert.deepEqual((await api('GET', `/posts/${id}`)).body, draft);
  assert.deepEqual((await api('GET', '/posts?q=ARENA%20FIXED')).body.data?.map((p) => p['id']), [id]);

  const later = new Date(Date.now() + 86_400_000).toISOString();
  const scheduled = await api('PATCH', `/posts/${id}`, { body: 'Arena and lobby fixed.', scheduled_at: later });
  assert.equal(scheduled.status, 200, scheduled.raw);
  assert.equal(scheduled.body['status'], 'scheduled');
  assert.equal((await api('PATCH', `/posts/${id}`, { scheduled_at: null })).body['status'], 'draft');
  assert.equal((await api('PATCH', `/posts/${id}`, { scheduled_at: '2020-01-01T00:00:00Z' })).status, 422);

  await t.app.store.db.updateTable('posts').set({ status: 'published', published_at: '2026-01-01 00:00:00' }).where('id', '=', id).execute();
  const edit = await api('PATCH', `/posts/${id}`, { title: 'Too late' });
  assert.equal(edit.status, 409);
  assert.equal(edit.body['error'], 'conflict');
  assert.equal((await api('DELETE', `/posts/${id}`)).status, 409);
  assert.equal((await api('GET', `/posts/${id}`)).body['title'], 'Patch notes', 'nothing changed');

  const gone = Number((await api('POST', '/posts', { body: 'Delete me' })).body['id']);
  assert.deepEqual((await api('DELETE', `/posts/${gone}`)).body, { id: gone, deleted: true });
  assert.equal((await api('GET', `/posts/${gone}`)).status, 404);
  assert.equal((await api('GET', `/posts/${id}`, undefined, other.key)).status, 404);
});

test('webhooks: read back and changed with the secret and the log kept; a private URL is refused as at registration', async () => {
  const created = await api('POST', '/webhooks', { url: 'https://hooks.example.com/one', events: ['order.paid'], description: 'Store bot' });
  const id = Number(created.body['id']);
  const secret = String(created.body['secret']);
  const test1 = await api('POST', `/webhooks/${id}/test`, { event: 'order.paid' });
  const listed = { ...created.body };
  delete listed['secret'];
  assert.deepEqual((await api('GET', `/webhooks/${id}`)).body, listed, 'the same webhook, never its secret');

  const changed = await api('PATCH', `/webhooks/${id}`, { url: 'https://hooks.example.com/two', events: ['order.paid', 'order.refunded'], description: null });
  assert.equal(changed.status, 200, changed.raw);
  assert.equal(changed.body['url'], 'https://hooks.example.com/two');
  assert.equal(changed.body['description'], null);
  assert.equal(changed.body['secret'], undefined);
  const row = await t.app.store.db.selectFrom('webhooks').select('secret').where('id', '=', id).executeTakeFirstOrThrow();
  assert.equal(row.secret, secret, 'the secret is kept');
  const log = await api('GET', `/webhooks/${id}/deliveries`);
  assert.ok(log.body.data?.some((d) => d['id'] === test1.body['id']), 'the delivery log is kept');

  for (const url of ['http://127.0.0.1:9/x', 'http://169.254.169.254/latest', 'https://user:pass@hooks.example.com/x']) {
    const refused = await api('PATCH', `/webhooks/${id}`, { url });
    assert.equal(refused.status, 422, url);
    assert.ok((refused.body['errors'] as Record<string, unknown>)['url']);
  }
  assert.equal((await api('GET', `/webhooks/${id}`)).body['url'], 'https://hooks.example.com/two', 'nothing changed');
  assert.equal((await api('PATCH', `/webhooks/${id}`, { events: [] })).status, 422);
  assert.equal((await api('GET', `/webhooks/${id}`, undefined, other.key)).status, 404);
});

test('event types: the 14 events, each with its cause, the schema of its data and an example body, for any key', async () => {
  const types = await api('GET', '/event-types');
  assert.equal(types.status, 200);
  assert.equal(types.body.data?.length, 14);
  for (const type of types.body.data ?? []) {
    assert.match(String(type['cause']), /^[A-Z].+\.$/, `${String(type['name'])} has a sentence`);
    assert.equal((type['data_schema'] as { type?: string }).type, 'object');
    assert.equal((type['example'] as { event?: string }).event, type['name']);
  }
});

test('orders: q finds by number or e-mail, since/until window on created_at, until must be after since', async () => {
  const mine = (await api('POST', '/orders', { customer_email: 'Unique.Buyer@customers.example', items: [{ product_id: Number((await api('GET', '/products')).body.data?.[0]?.['id']), quantity: 1 }] })).body;
  assert.deepEqual((await api('GET', '/orders?q=unique.buyer')).body.data?.map((o) => o['id']), [mine['id']]);
  assert.deepEqual((await api('GET', `/orders?q=${String(mine['number'])}`)).body.data?.map((o) => o['id']), [mine['id']]);
  const since = new Date(Date.now() - 60_000).toISOString();
  const recent = await api('GET', `/orders?since=${encodeURIComponent(since)}&per_page=100`);
  assert.ok(recent.body.data?.some((o) => o['id'] === mine['id']));
  assert.ok(recent.body.data?.every((o) => String(o['created_at']) >= since.slice(0, 19).replace('T', ' ')));
  const old = await api('GET', `/orders?until=${encodeURIComponent(since)}&per_page=100`);
  assert.ok(!old.body.data?.some((o) => o['id'] === mine['id']));
  assert.equal(Number(recent.body.meta?.['total']) + Number(old.body.meta?.['total']), Number((await api('GET', '/orders')).body.meta?.['total']));
  const backwards = await api('GET', `/orders?since=2026-02-01T00:00:00Z&until=2026-01-01T00:00:00Z`);
  assert.equal(backwards.status, 422);
  assert.ok((backwards.body['errors'] as Record<string, unknown>)['until']);
});

test('members: q finds shown names only; a member who hides their name is never found by it', async () => {
  const users = await t.app.store.db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select(['users.display_name', 'users.hide_username'])
    .where('members.workspace_id', '=', tenant.workspace.id)
    .execute();
  const hidden = users.find((u) => u.hide_username === 1);
  const shown = users.find((u) => u.hide_username === 0);
  assert.ok(hidden && shown, 'the demo has both kinds');
  const found = await api('GET', `/members?q=${encodeURIComponent(shown.display_name.toUpperCase())}&per_page=100`);
  assert.ok(found.body.data?.some((m) => m['display_name'] === shown.display_name));
  const secret = await api('GET', `/members?q=${encodeURIComponent(hidden.display_name)}&per_page=100`);
  assert.ok(!secret.body.data?.some((m) => m['display_name'] === ANONYMOUS), 'a hidden name finds nobody');
});

test('an unknown query parameter is a 422 naming it on every operation of the served document, and a typo never answers everything', async () => {
  const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as { paths: Record<string, Record<string, { parameters?: { name: string; in: string; example?: unknown }[] }>> };
  let checked = 0;
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => String(op.parameters?.find((p) => p.name === name)?.example ?? 1));
      const reply = await call(t, method.toUpperCase() as 'GET', `/api/v1${url}?stauts=paid`, { key: tenant.key, ...(method !== 'get' && { body: {} }) });
      assert.equal(reply.status, 422, `${method.toUpperCase()} ${path}: ${reply.raw}`);
      assert.deepEqual((reply.body['errors'] as Record<string, unknown>)['stauts'], ['unknown parameter'], `${method} ${path}`);
      checked += 1;
    }
  }
  assert.equal(checked, 51);
  assert.equal((await api('GET', '/orders?status=paid&stauts=paid')).status, 422);
});
