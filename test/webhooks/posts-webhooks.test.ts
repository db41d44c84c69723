// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** POST /posts and the webhook registration endpoints. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { call, createTenant, startApp, type Tenant, type TestApp } from '../helpers/app.js';

let t: TestApp;
let tenant: Tenant;
before(async () => {
  t = await startApp();
  tenant = await createTenant(t);
});
after(() => t.close());

const post = (body: unknown) => call(t, 'POST', '/api/v1/posts', { key: tenant.key, body });
const future = new Date(Date.now() + 86_400_000);

test('a post is always created as a draft, with defaults', async () => {
  const reply = await post({ body: 'Hello world' });
  assert.equal(reply.status, 200);
  assert.equal(reply.body['status'], 'draft');
  assert.equal(reply.body['title'], null);
  assert.deepEqual(reply.body['media'], []);
  assert.equal(reply.body['published_at'], null);
  assert.equal(reply.body['scheduled_at'], null);
});

test('scheduled_at accepts RFC 3339 and the service format, stays a draft, and is returned in UTC service format', async () => {
  const iso = future.toISOString().replace(/\.\d+Z$/, '+00:00');
  const service = future.toISOString().slice(0, 19).replace('T', ' ');
  for (const input of [iso, service]) {
    const reply = await post({ body: 'Later', title: 'T', scheduled_at: input, media: ['https://cdn.example/a.png'] });
    assert.equal(reply.status, 200, reply.raw);
    assert.equal(reply.body['status'], 'draft');
    assert.equal(reply.body['scheduled_at'], service);
  }
  const offset = await post({ body: 'x', scheduled_at: '2099-01-01T12:00:00+02:00' });
  assert.equal(offset.body['scheduled_at'], '2099-01-01 10:00:00');
});

const invalidPosts: [string, Record<string, unknown>, string][] = [
  ['missing body', { title: 'x' }, 'body'],
  ['empty body', { body: '' }, 'body'],
  ['body over 50,000', { body: 'b'.repeat(50_001) }, 'body'],
  ['title over 200', { body: 'x', title: 't'.repeat(201) }, 'title'],
  ['a past scheduled_at', { body: 'x', scheduled_at: '2001-01-01T00:00:00Z' }, 'scheduled_at'],
  ['a malformed scheduled_at', { body: 'x', scheduled_at: 'tomorrow' }, 'scheduled_at'],
  ['an impossible date', { body: 'x', scheduled_at: '2099-02-30 10:00:00' }, 'scheduled_at'],
  ['a time past year 9999 once in UTC', { body: 'x', scheduled_at: '9999-12-31T23:30:00-01:00' }, 'scheduled_at'],
  ['21 media', { body: 'x', media: Array(21).fill('https://a.example/x.png') }, 'media'],
  ['a non-http media URL', { body: 'x', media: ['ftp://a.example/x'] }, 'media'],
  ['a relative media URL', { body: 'x', media: ['/x.png'] }, 'media'],
  ['a status field', { body: 'x', status: 'published' }, 'status'],
];
for (const [label, body, field] of invalidPosts) {
  test(`POST /posts: 422 for ${label}`, async () => {
    const reply = await post(body);
    assert.equal(reply.status, 422);
    assert.ok((reply.body['errors'] as Record<string, unknown>)[field], reply.raw);
  });
}

const hook = (body: unknown, key = tenant.key) => call(t, 'POST', '/api/v1/webhooks', { key, body });

test('registering a webhook returns its secret once; listing never shows it', async () => {
  const reply = await hook({ url: 'https://hooks.example.com/a', events: ['order.paid', 'member.joined'] });
  assert.equal(reply.status, 200);
  assert.match(String(reply.body['secret']), /^whsec_[A-Za-z0-9+/]+=*$/);
  assert.equal(reply.body['status'], 'enabled');
  assert.equal(reply.body['consecutive_failures'], 0);
  assert.equal(reply.body['disabled_at'], null);
  const list = await call(t, 'GET', '/api/v1/webhooks', { key: tenant.key });
  assert.ok(list.body.data?.some((w) => w['id'] === reply.body['id']));
  assert.ok(!list.raw.includes(String(reply.body['secret'])));
  assert.ok(!list.raw.includes('secret'));
});

const invalidHooks: [string, Record<string, unknown>, string][] = [
  ['missing url', { events: ['*'] }, 'url'],
  ['a relative url', { url: '/hook', events: ['*'] }, 'url'],
  ['an ftp url', { url: 'ftp://hooks.example.com', events: ['*'] }, 'url'],
  ['a url over 2,048', { url: `https://hooks.example.com/${'a'.repeat(2048)}`, events: ['*'] }, 'url'],
  ['missing events', { url: 'https://hooks.example.com' }, 'events'],
  ['empty events', { url: 'https://hooks.example.com', events: [] }, 'events'],
  ['an unknown event', { url: 'https://hooks.example.com', events: ['order.shipped'] }, 'events'],
  ['duplicate events', { url: 'https://hooks.example.com', events: ['order.paid', 'order.paid'] }, 'events'],
  ['an unknown field', { url: 'https://hooks.example.com', events: ['*'], secret: 'mine' }, 'secret'],
];
for (const [label, body, field] of invalidHooks) {
  test(`POST /webhooks: 422 for ${label}`, async () => {
    const reply = await hook(body);
    assert.equal(reply.status, 422);
    assert.ok((reply.body['errors'] as Record<string, unknown>)[field], reply.raw);
  });
}

test('a workspace can have at most 20 webhooks', async () => {
  const full = await createTenant(t);
  for (let i = 0; i < 20; i += 1) assert.equal((await hook({ url: `https://hooks.example.com/${i}`, events: ['*'] }, full.key)).status, 200);
  const refused = await hook({ url: 'https://hooks.example.com/21', events: ['*'] }, full.key);
  assert.equal(refused.status, 422);
  const list = await call(t, 'GET', '/api/v1/webhooks', { key: full.key });
  assert.equal(list.body.data?.length, 20);
  assert.deepEqual(list.body.meta, { page: 1, per_page: 20, total: 20, pages: 1 });
});

test('delete answers { id, deleted: true } and then 404', async () => {
  const created = await hook({ url: 'https://hooks.example.com/d', events: ['*'] });
  const id = created.body['id'];
  const reply = await call(t, 'DELETE', `/api/v1/webhooks/${id}`, { key: tenant.key });
  assert.deepEqual(reply.body, { id, deleted: true });
  assert.equal((await call(t, 'DELETE', `/api/v1/webhooks/${id}`, { key: tenant.key })).status, 404);
  const list = await call(t, 'GET', '/api/v1/webhooks', { key: tenant.key });
  assert.ok(!list.body.data?.some((w) => w['id'] === id));
});

test('enable re-enables a disabled webhook and resets its failure count', async () => {
  const created = await hook({ url: 'https://hooks.example.com/e', events: ['*'] });
  const id = Number(created.body['id']);
  await t.app.store.db
    .updateTable('webhooks')
    .set({ status: 'disabled', consecutive_failures: 10, disabled_at: '2026-01-01 00:00:00' })
    .where('workspace_id', '=', tenant.workspace.id)
    .where('id', '=', id)
    .execute();
  const listed = await call(t, 'GET', '/api/v1/webhooks', { key: tenant.key });
  assert.equal(listed.body.data?.find((w) => w['id'] === id)?.['status'], 'disabled');
  const reply = await call(t, 'POST', `/api/v1/webhooks/${id}/enable`, { key: tenant.key });
  assert.equal(reply.status, 200);
  assert.equal(reply.body['status'], 'enabled');
  assert.equal(reply.body['consecutive_failures'], 0);
  assert.equal(reply.body['disabled_at'], null);
  assert.equal(reply.body['secret'], undefined);
});
