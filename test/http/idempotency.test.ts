// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** docs/decisions.md#12-openapi-sdk-idempotency: Idempotency-Key on every POST, per API key, for 24 hours; replays, refusals, concurrency, secrets. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { randomUUID } from 'node:crypto';
import { call, createTenant, keyFor, startApp, type TestApp, type Tenant } from '../helpers/app.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

const productCount = async (tenant: Tenant) =>
  Number((await t.app.store.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).where('workspace_id', '=', tenant.workspace.id).executeTakeFirstOrThrow()).n);

const post = (tenant: Tenant | string, url: string, body: unknown, key?: string) =>
  call(t, 'POST', url, { key: typeof tenant === 'string' ? tenant : tenant.key, body, headers: key === undefined ? {} : { 'idempotency-key': key } });

test('the same key and body twice creates one product and answers the first answer again', async () => {
  const tenant = await createTenant(t);
  const key = randomUUID();
  const first = await post(tenant, '/api/v1/products', { name: 'Sword', price_cents: 500 }, key);
  assert.equal(first.status, 200);
  assert.equal(first.headers['idempotent-replayed'], undefined);
  // Same fields in another order: the same request.
  const second = await post(tenant, '/api/v1/products', { price_cents: 500, name: 'Sword' }, key);
  assert.equal(second.status, 200);
  assert.equal(second.headers['idempotent-replayed'], 'true');
  assert.deepEqual(second.body, first.body);
  assert.equal(await productCount(tenant), 1);
  // Without a key, every POST does the work.
  await post(tenant, '/api/v1/products', { name: 'Sword', price_cents: 500 });
  await post(tenant, '/api/v1/products', { name: 'Sword', price_cents: 500 });
  assert.equal(await productCount(tenant), 3);
});

test('the same key with another body, or on another operation, is refused with 422 naming Idempotency-Key, and nothing is done', async () => {
  const tenant = await createTenant(t);
  const key = randomUUID();
  assert.equal((await post(tenant, '/api/v1/products', { name: 'Shield', price_cents: 700 }, key)).status, 200);
  for (const [url, body] of [['/api/v1/products', { name: 'Shield', price_cents: 701 }], ['/api/v1/posts', { body: 'Hello' }]] as const) {
    const other = await post(tenant, url, body, key);
    assert.equal(other.status, 422);
    assert.equal(other.body['error'], 'validation_failed');
    assert.deepEqual(Object.keys(other.body['errors'] as object), ['Idempotency-Key']);
  }
  assert.equal(await productCount(tenant), 1);
  const posts = await t.app.store.db.selectFrom('posts').select('id').where('workspace_id', '=', tenant.workspace.id).execute();
  assert.equal(posts.length, 0);
});

test('keys are per API key: the same key from another key of the workspace is another request', async () => {
  const tenant = await createTenant(t);
  const other = await keyFor(t, tenant, ['write:store']);
  const key = randomUUID();
  assert.equal((await post(tenant, '/api/v1/products', { name: 'Bow', price_cents: 1 }, key)).status, 200);
  const second = await post(other, '/api/v1/products', { name: 'Bow', price_cents: 1 }, key);
  assert.equal(second.status, 200);
  assert.equal(second.headers['idempotent-replayed'], undefined);
  assert.equal(await productCount(tenant), 2);
});

test('a malformed key is a 422 naming the header', async () => {
  const tenant = await createTenant(t);
  for (const bad of ['', 'x'.repeat(256), 'ключ']) {
    const reply = await call(t, 'POST', '/api/v1/products', { key: tenant.key, body: { name: 'Axe', price_cents: 1 }, headers: { 'idempotency-key': bad } });
    assert.equal(reply.status, 422, JSON.stringify(bad));
    assert.deepEqual(Object.keys(reply.body['errors'] as object), ['Idempotency-Key']);
  }
  assert.equal(await productCount(tenant), 0);
});

test('while the first request with a key is still running, a duplicate gets 409 conflict and nothing is done', async () => {
  const tenant = await createTenant(t);
  const key = randomUUID();
  // Ten at once: exactly one does the work; each of the others is a replay of it or a 409.
  const answers = await Promise.all(Array.from({ length: 10 }, () => post(tenant, '/api/v1/products', { name: 'Lance', price_cents: 9 }, key)));
  assert.equal(await productCount(tenant), 1);
  const created = answers.find((a) => a.status === 200 && a.headers['idempotent-replayed'] === undefined);
  assert.ok(created);
  for (const answer of answers) {
    if (answer.status === 409) assert.equal(answer.body['error'], 'conflict');
    else assert.deepEqual(answer.body, created.body);
  }
  // A first request still in flight (its row claimed, no answer yet): the duplicate is refused.
  const running = randomUUID();
  await t.app.store.db
    .insertInto('idempotency_keys')
    .values({ workspace_id: tenant.workspace.id, api_key_id: tenant.keyId, idempotency_key: running, request_hash: 'in flight', created_at_ms: Date.now() })
    .execute();
  const duplicate = await post(tenant, '/api/v1/products', { name: 'Lance', price_cents: 9 }, running);
  assert.equal(duplicate.status, 409);
  assert.equal(duplicate.body['error'], 'conflict');
  assert.equal(await productCount(tenant), 1);
});

test('after 24 hours a key is forgotten', async () => {
  const tenant = await createTenant(t);
  const key = randomUUID();
  assert.equal((await post(tenant, '/api/v1/products', { name: 'Old', price_cents: 1 }, key)).status, 200);
  await t.app.store.db.updateTable('idempotency_keys').set({ created_at_ms: Date.now() - 24 * 3600 * 1000 - 1000 }).where('idempotency_key', '=', key).execute();
  const again = await post(tenant, '/api/v1/products', { name: 'New', price_cents: 2 }, key);
  assert.equal(again.status, 200);
  assert.equal(again.headers['idempotent-replayed'], undefined);
  assert.equal(await productCount(tenant), 2);
});

test('an error answer is replayed too (the work is not tried again)', async () => {
  const tenant = await createTenant(t, { scopes: ['webhooks'] });
  const key = randomUUID();
  const first = await post(tenant, '/api/v1/webhooks/999999/enable', undefined, key);
  assert.equal(first.status, 404);
  const second = await post(tenant, '/api/v1/webhooks/999999/enable', undefined, key);
  assert.equal(second.status, 404);
  assert.equal(second.headers['idempotent-replayed'], 'true');
});

test('a replayed POST /webhooks shows the same secret, which the stored replay does not hold', async () => {
  const tenant = await createTenant(t, { scopes: ['webhooks'] });
  const key = randomUUID();
  const body = { url: 'https://hooks.example.com/idem', events: ['order.paid'] };
  const first = await post(tenant, '/api/v1/webhooks', body, key);
  assert.equal(first.status, 200);
  const secret = String(first.body['secret']);
  assert.match(secret, /^whsec_/);
  const replay = await post(tenant, '/api/v1/webhooks', body, key);
  assert.deepEqual(replay.body, first.body);
  const hooks = await t.app.store.db.selectFrom('webhooks').select('id').where('workspace_id', '=', tenant.workspace.id).execute();
  assert.equal(hooks.length, 1);
  const stored = await t.app.store.db.selectFrom('idempotency_keys').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
  assert.ok(!String(stored.response_body).includes(secret), 'the stored answer has no secret');
  assert.ok(!String(stored.response_body).includes(secret.slice('whsec_'.length, 20)));
  // Rotated with no overlap, the secret is gone: the replay cannot show it and says so.
  const rotated = await post(tenant, `/api/v1/webhooks/${String(first.body['id'])}/rotate-secret`, { previous_valid_seconds: 0 });
  assert.equal(rotated.status, 200);
  const gone = await post(tenant, '/api/v1/webhooks', body, key);
  assert.equal(gone.status, 409);
  assert.match(String(gone.body['message']), /rotated out or deleted/);
});
