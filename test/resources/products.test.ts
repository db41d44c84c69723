// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** /products: defaults, each rule (docs/decisions.md#3-representations), paging edges (docs/decisions.md#4-lists). */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { call, createTenant, startApp, type Tenant, type TestApp } from '../helpers/app.js';

let t: TestApp;
let tenant: Tenant;
before(async () => {
  t = await startApp();
  tenant = await createTenant(t, { currency: 'EUR' });
});
after(() => t.close());

const create = (body: unknown, key = tenant.key) => call(t, 'POST', '/api/v1/products', { key, body });

test('creates a product with the documented defaults', async () => {
  const reply = await create({ name: 'Café Crème Pack!', price_cents: 1299 });
  assert.equal(reply.status, 200);
  const { id, created_at, updated_at, ...rest } = reply.body;
  assert.ok(Number.isInteger(id));
  assert.match(String(created_at), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.equal(updated_at, created_at);
  assert.deepEqual(rest, {
    name: 'Café Crème Pack!',
    slug: 'cafe-creme-pack',
    description: null,
    kind: 'one_time',
    price_cents: 1299,
    currency: 'EUR',
    interval: null,
    deliverables: [],
    is_active: true,
    sku: null,
  });
});

test('a product keeps its SKU: set on creation, read back, changed, cleared; a bad one is a 422 that changes nothing', async () => {
  const made = await create({ name: 'Crate key', price_cents: 199, sku: 'CRATE-01' });
  assert.equal(made.status, 200);
  assert.equal(made.body.sku, 'CRATE-01');
  const path = `/api/v1/products/${String(made.body.id)}`;
  assert.equal((await call(t, 'GET', path, { key: tenant.key })).body.sku, 'CRATE-01');
  assert.equal((await call(t, 'PATCH', path, { key: tenant.key, body: { sku: 'crate_01.v2' } })).body.sku, 'crate_01.v2');
  for (const sku of ['', 'with space', 'x'.repeat(65), 42]) {
    const refused = await call(t, 'PATCH', path, { key: tenant.key, body: { sku } });
    assert.equal(refused.status, 422, JSON.stringify(sku));
    assert.ok(Array.isArray((refused.body.errors as Record<string, unknown>)['sku']), JSON.stringify(refused.body));
  }
  assert.equal((await call(t, 'GET', path, { key: tenant.key })).body.sku, 'crate_01.v2', 'a refused change changed nothing');
  assert.equal((await call(t, 'PATCH', path, { key: tenant.key, body: { sku: null } })).body.sku, null);
  const listed = (await call(t, 'GET', '/api/v1/products?q=crate', { key: tenant.key })).body.data as { sku: unknown }[];
  assert.deepEqual(listed.map((product) => product.sku), [null]);
});

test('creates a recurring product with every field', async () => {
  const body = {
    name: 'Gold',
    price_cents: 500,
    slug: 'gold-tier',
    description: 'Monthly gold',
    kind: 'recurring',
    currency: 'USD',
    interval: 'month',
    deliverables: [{ type: 'role', label: 'Discord', value: 'gold' }, { type: 'license_key' }],
    is_active: false,
    sku: 'GOLD-M',
  };
  const reply = await create(body);
  assert.equal(reply.status, 200);
  for (const [field, value] of Object.entries(body)) assert.deepEqual(reply.body[field], value, field);
});

test('a derived slug that is taken gets a numeric suffix; an explicit one is a 422', async () => {
  const first = await create({ name: 'Twin', price_cents: 1 });
  const second = await create({ name: 'Twin', price_cents: 1 });
  assert.equal(first.body['slug'], 'twin');
  assert.equal(second.body['slug'], 'twin-2');
  const clash = await create({ name: 'Other', price_cents: 1, slug: 'twin' });
  assert.equal(clash.status, 422);
  assert.deepEqual(Object.keys(clash.body['errors'] as object), ['slug']);
});

test('the same slug is free in another workspace', async () => {
  const other = await createTenant(t);
  assert.equal((await create({ name: 'Twin', price_cents: 1, slug: 'twin' }, other.key)).status, 200);
});

const invalid: [string, Record<string, unknown>, string][] = [
  ['missing name', { price_cents: 1 }, 'name'],
  ['empty name', { name: '', price_cents: 1 }, 'name'],
  ['name over 200', { name: 'x'.repeat(201), price_cents: 1 }, 'name'],
  ['missing price', { name: 'a' }, 'price_cents'],
  ['negative price', { name: 'a', price_cents: -1 }, 'price_cents'],
  ['price over 100,000,000', { name: 'a', price_cents: 100_000_001 }, 'price_cents'],
  ['fractional price', { name: 'a', price_cents: 1.5 }, 'price_cents'],
  ['price as a string', { name: 'a', price_cents: '100' }, 'price_cents'],
  ['slug with capitals', { name: 'a', price_cents: 1, slug: 'Bad' }, 'slug'],
  ['slug with a double hyphen', { name: 'a', price_cents: 1, slug: 'a--b' }, 'slug'],
  ['slug over 100', { name: 'a', price_cents: 1, slug: 'a'.repeat(101) }, 'slug'],
  ['lowercase currency', { name: 'a', price_cents: 1, currency: 'usd' }, 'currency'],
  ['unknown kind', { name: 'a', price_cents: 1, kind: 'lifetime' }, 'kind'],
  ['recurring without interval', { name: 'a', price_cents: 1, kind: 'recurring' }, 'interval'],
  ['interval on one_time', { name: 'a', price_cents: 1, interval: 'month' }, 'interval'],
  ['unknown interval', { name: 'a', price_cents: 1, kind: 'recurring', interval: 'week' }, 'interval'],
  ['description over 5,000', { name: 'a', price_cents: 1, description: 'd'.repeat(5001) }, 'description'],
  ['51 deliverables', { name: 'a', price_cents: 1, deliverables: Array(51).fill({ type: 'link' }) }, 'deliverables'],
  ['deliverable of unknown type', { name: 'a', price_cents: 1, deliverables: [{ type: 'nft' }] }, 'deliverables'],
  ['deliverable without type', { name: 'a', price_cents: 1, deliverables: [{ label: 'x' }] }, 'deliverables'],
  ['deliverable with an unknown field', { name: 'a', price_cents: 1, deliverables: [{ type: 'link', url: 'x' }] }, 'deliverables'],
  ['is_active as a string', { name: 'a', price_cents: 1, is_active: 'yes' }, 'is_active'],
  ['an unknown field', { name: 'a', price_cents: 1, colour: 'red' }, 'colour'],
];
for (const [label, body, field] of invalid) {
  test(`422 for ${label}, naming ${field}, and nothing is created`, async () => {
    const before = await call(t, 'GET', '/api/v1/products?per_page=100', { key: tenant.key });
    const reply = await create(body);
    assert.equal(reply.status, 422);
    assert.equal(reply.body['error'], 'validation_failed');
    const errors = reply.body['errors'] as Record<string, string[]>;
    assert.ok(Array.isArray(errors[field]) && errors[field].length > 0, `errors should name ${field}: ${reply.raw}`);
    const afterList = await call(t, 'GET', '/api/v1/products?per_page=100', { key: tenant.key });
    assert.equal(afterList.body.meta?.['total'], before.body.meta?.['total']);
  });
}

test('every bad field is reported at once', async () => {
  const reply = await create({ name: '', price_cents: -5, currency: 'x', typo: 1 });
  assert.equal(reply.status, 422);
  assert.deepEqual(Object.keys(reply.body['errors'] as object).sort(), ['currency', 'name', 'price_cents', 'typo']);
});

test('bodies that are not JSON objects are refused with the right status', async () => {
  assert.equal((await call(t, 'POST', '/api/v1/products', { key: tenant.key, payload: '{"name": ', headers: { 'content-type': 'application/json' } })).body['error'], 'invalid_json');
  const text = await call(t, 'POST', '/api/v1/products', { key: tenant.key, payload: 'name=a', headers: { 'content-type': 'text/plain' } });
  assert.equal(text.status, 415);
  assert.equal(text.body['error'], 'unsupported_media_type');
  const big = await call(t, 'POST', '/api/v1/products', { key: tenant.key, payload: JSON.stringify({ name: 'a', price_cents: 1, description: 'x'.repeat(1024 * 1024) }), headers: { 'content-type': 'application/json' } });
  assert.equal(big.status, 413);
  assert.equal(big.body['error'], 'payload_too_large');
  const array = await call(t, 'POST', '/api/v1/products', { key: tenant.key, body: [1, 2] });
  assert.equal(array.status, 422);
  const empty = await call(t, 'POST', '/api/v1/products', { key: tenant.key });
  assert.equal(empty.status, 422);
});

test('GET /products lists active products only, oldest first, and paginates', async () => {
  const shop = await createTenant(t);
  for (let i = 1; i <= 7; i += 1) await create({ name: `P${i}`, price_cents: i, is_active: i !== 4 }, shop.key);
  const all = await call(t, 'GET', '/api/v1/products', { key: shop.key });
  assert.deepEqual(all.body.data?.map((p) => p['name']), ['P1', 'P2', 'P3', 'P5', 'P6', 'P7']);
  assert.deepEqual(all.body.meta, { page: 1, per_page: 25, total: 6, pages: 1 });

  const second = await call(t, 'GET', '/api/v1/products?page=2&per_page=4', { key: shop.key });
  assert.deepEqual(second.body.data?.map((p) => p['name']), ['P6', 'P7']);
  assert.deepEqual(second.body.meta, { page: 2, per_page: 4, total: 6, pages: 2 });

  const beyond = await call(t, 'GET', '/api/v1/products?page=9&per_page=4', { key: shop.key });
  assert.deepEqual(beyond.body.data, []);
  assert.deepEqual(beyond.body.meta, { page: 9, per_page: 4, total: 6, pages: 2 });

  for (const perPage of ['101', '1000', '3000000000']) {
    const capped = await call(t, 'GET', `/api/v1/products?per_page=${perPage}`, { key: shop.key });
    assert.equal(capped.status, 200);
    assert.equal(capped.body.meta?.['per_page'], 100);
    assert.equal(capped.body.data?.length, 6);
  }
  const far = await call(t, 'GET', '/api/v1/products?page=3000000000', { key: shop.key });
  assert.deepEqual(far.body.data, []);

  const exact = await call(t, 'GET', '/api/v1/products?per_page=6', { key: shop.key });
  assert.equal(exact.body.meta?.['pages'], 1);
});

test('an empty list has zero pages', async () => {
  const empty = await createTenant(t);
  const reply = await call(t, 'GET', '/api/v1/products', { key: empty.key });
  assert.deepEqual(reply.body, { data: [], meta: { page: 1, per_page: 25, total: 0, pages: 0 } });
});

for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'per_page=0', 'per_page=x', 'page=', 'page=1&page=2']) {
  test(`422 naming the parameter for ?${query}`, async () => {
    const reply = await call(t, 'GET', `/api/v1/products?${query}`, { key: tenant.key });
    assert.equal(reply.status, 422);
    const name = query.split('=')[0] as string;
    assert.ok((reply.body['errors'] as Record<string, unknown>)[name], reply.raw);
  });
}
