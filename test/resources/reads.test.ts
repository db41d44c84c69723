// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Orders, servers, members and profiles on the demo data: shapes, filters, ordering, privacy. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { call, createTenant, startApp, type Tenant, type TestApp } from '../helpers/app.js';

let t: TestApp;
let demo: Tenant;
before(async () => {
  t = await startApp();
  demo = await createTenant(t, { demo: true });
});
after(() => t.close());

test('orders are listed newest first, with item counts', async () => {
  const reply = await call(t, 'GET', '/api/v1/orders?per_page=100', { key: demo.key });
  assert.equal(reply.body.meta?.['total'], 130);
  const ids = reply.body.data?.map((o) => Number(o['id'])) ?? [];
  assert.deepEqual(ids, [...ids].sort((a, b) => b - a));
  assert.ok(reply.body.data?.every((o) => Number(o['item_count']) >= 1));
});

test('a page past the end is empty and still tells the true total, for every list', async () => {
  for (const path of ['/api/v1/orders', '/api/v1/orders?status=paid', '/api/v1/orders?q=customers', '/api/v1/products', '/api/v1/posts', '/api/v1/members']) {
    const all = await call(t, 'GET', `${path}${path.includes('?') ? '&' : '?'}per_page=100`, { key: demo.key });
    const past = await call(t, 'GET', `${path}${path.includes('?') ? '&' : '?'}page=99&per_page=50`, { key: demo.key });
    assert.equal(past.status, 200, past.raw);
    assert.deepEqual(past.body.data, [], path);
    assert.equal(past.body.meta?.['total'], all.body.meta?.['total'], `${path}: the total, not the offset`);
  }
});

test('the status filter returns only that status, and every status exists in the demo', async () => {
  let sum = 0;
  for (const status of ['pending', 'paid', 'refunded', 'canceled']) {
    const reply = await call(t, 'GET', `/api/v1/orders?status=${status}&per_page=100`, { key: demo.key });
    assert.ok(Number(reply.body.meta?.['total']) > 0, status);
    assert.ok(reply.body.data?.every((o) => o['status'] === status));
    sum += Number(reply.body.meta?.['total']);
  }
  assert.equal(sum, 130);
});

test('an unknown status is a 422 naming status', async () => {
  for (const status of ['shipped', 'PAID', '']) {
    const reply = await call(t, 'GET', `/api/v1/orders?status=${status}`, { key: demo.key });
    assert.equal(reply.status, 422);
    assert.ok((reply.body['errors'] as Record<string, unknown>)['status']);
  }
});

test('an order comes with its items and entitlements', async () => {
  const paid = await call(t, 'GET', '/api/v1/orders?status=refunded&per_page=1', { key: demo.key });
  const id = paid.body.data?.[0]?.['id'];
  const reply = await call(t, 'GET', `/api/v1/orders/${id}`, { key: demo.key });
  assert.equal(reply.status, 200);
  const items = reply.body['items'] as Record<string, number>[];
  const entitlements = reply.body['entitlements'] as Record<string, unknown>[];
  assert.ok(items.length > 0);
  assert.equal(reply.body['subtotal_cents'], items.reduce((s, i) => s + Number(i['total_cents']), 0));
  assert.equal(reply.body['item_count'], items.reduce((s, i) => s + Number(i['quantity']), 0));
  assert.ok(entitlements.length > 0 && entitlements.every((e) => e['status'] === 'revoked' && e['revoked_at'] !== null));
  assert.notEqual(reply.body['refunded_at'], null);
});

test('GET /orders/{id} rejects non-integer ids with 422 and unknown ones with 404', async () => {
  assert.equal((await call(t, 'GET', '/api/v1/orders/abc', { key: demo.key })).status, 422);
  assert.equal((await call(t, 'GET', '/api/v1/orders/0', { key: demo.key })).status, 422);
  assert.equal((await call(t, 'GET', '/api/v1/orders/99999999999999999999', { key: demo.key })).status, 422);
  assert.equal((await call(t, 'GET', '/api/v1/orders/2147483647', { key: demo.key })).status, 404);
});

test('servers and their public status: thresholded zones, offline servers empty', async () => {
  const servers = await call(t, 'GET', '/api/v1/servers', { key: demo.key });
  assert.equal(servers.body.meta?.['total'], 4);
  const statuses = await Promise.all((servers.body.data ?? []).map((s) => call(t, 'GET', `/api/v1/servers/${s['id']}/status`, { key: demo.key })));
  const offline = statuses.filter((s) => s.body['status'] === 'offline');
  assert.ok(offline.length >= 1);
  for (const s of offline) {
    assert.equal(s.body['players_online'], 0);
    assert.deepEqual(s.body['zones'], []);
  }
  for (const s of statuses) {
    assert.equal(s.body['zone_min_count'], 5);
    assert.ok((s.body['zones'] as { players: number }[]).every((z) => z.players >= 5));
    assert.doesNotMatch(s.raw, /"(x|y|z|position|player_id|players_list)"/);
  }
});

test('a zone appears at exactly the threshold and is left out below it', async () => {
  const tenant = await createTenant(t, { demo: true });
  const servers = await call(t, 'GET', '/api/v1/servers', { key: tenant.key });
  const id = Number(servers.body.data?.[0]?.['id']);
  await t.app.store.db
    .updateTable('servers')
    .set({ status: 'online', zone_counts: JSON.stringify([{ name: 'at', players: 5 }, { name: 'below', players: 4 }, { name: 'empty', players: 0 }]) })
    .where('workspace_id', '=', tenant.workspace.id)
    .where('id', '=', id)
    .execute();
  const reply = await call(t, 'GET', `/api/v1/servers/${id}/status`, { key: tenant.key });
  assert.deepEqual(reply.body['zones'], [{ name: 'at', players: 5 }]);
  assert.doesNotMatch(reply.raw, /below|empty/);
});

test('members show display name and role only; hidden usernames are anonymous', async () => {
  const reply = await call(t, 'GET', '/api/v1/members?per_page=100', { key: demo.key });
  assert.equal(reply.body.meta?.['total'], 40);
  const members = reply.body.data ?? [];
  assert.ok(members.every((m) => Object.keys(m).sort().join() === 'display_name,role'));
  assert.equal(members.filter((m) => m['display_name'] === 'Anonymous member').length, 3);
  assert.deepEqual(new Set(members.map((m) => m['role'])), new Set(['owner', 'admin', 'moderator', 'member']));
  assert.doesNotMatch(reply.raw, /@|email|user_id/);
});

test('profiles list the demo creators', async () => {
  const reply = await call(t, 'GET', '/api/v1/profiles', { key: demo.key });
  assert.equal(reply.body.meta?.['total'], 3);
  assert.deepEqual(Object.keys(reply.body.data?.[0] ?? {}).sort(), ['avatar_url', 'bio', 'created_at', 'display_name', 'handle', 'id', 'website_url']);
});

test('demo products: 10 active of 12, some recurring', async () => {
  const reply = await call(t, 'GET', '/api/v1/products?per_page=100', { key: demo.key });
  assert.equal(reply.body.meta?.['total'], 10);
  assert.ok(reply.body.data?.some((p) => p['kind'] === 'recurring' && p['interval'] !== null));
});

test('/me describes the workspace and the key, without secrets', async () => {
  const reply = await call(t, 'GET', '/api/v1/me', { key: demo.key });
  assert.equal((reply.body['workspace'] as Record<string, unknown>)['slug'], demo.workspace.slug);
  const key = reply.body['key'] as Record<string, unknown>;
  assert.equal(key['prefix'], demo.key.slice(0, 12));
  assert.notEqual(key['last_used_at'], null);
  assert.ok(!reply.raw.includes(demo.key));
  assert.doesNotMatch(reply.raw, /hash/);
});
