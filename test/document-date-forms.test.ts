/**
 * Date-time inputs, checked through the served document by tools that know only it (Ajv 2020 with ajv-formats, as
 * Prism validates): every value the document accepts the server accepts, and every value it refuses the server
 * refuses, in both of the server's forms (RFC 3339 and YYYY-MM-DD HH:MM:SS, UTC).
 */
import { strict as assert } from 'node:assert';
import { after, before, test } from 'node:test';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { call, createTenant, startApp, type Tenant, type TestApp } from './helpers/app.js';

let t: TestApp;
let tenant: Tenant;
let ajv: Ajv2020;

before(async () => {
  t = await startApp();
  tenant = await createTenant(t, { demo: true });
  ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema({ ...(t.spec.document as object), $id: 'https://document.test/' });
});
after(async () => t.close());

/** The document's schema at `pointer` (a JSON pointer into the whole document), compiled. */
function schemaAt(pointer: string): ValidateFunction {
  return ajv.compile({ $ref: `https://document.test/#${pointer}` });
}

const ACCEPTED = ['2030-01-15 10:00:00', '2030-01-15T10:00:00Z', '2030-01-15t10:00:00z', '2030-01-15T10:00:00.250+02:00', '2030-01-15T10:00:00-05:30'];
const REFUSED = ['2030-01-15 10:00:00Z', '2030-01-15T10:00:00', '2030-01-15 10:00', '2030-13-01 10:00:00', '2030-01-15 24:00:00', '2030-01-15T23:59:60Z', '15/01/2030 10:00:00', 'soon'];

test('the date-time query parameters of GET /orders: the document and the server agree on every value', async () => {
  const operation = (t.spec.document as unknown as { paths: Record<string, Record<string, { parameters: { name: string; schema: object }[] }>> }).paths['/orders']?.['get'];
  const since = operation?.parameters.find((p) => p.name === 'since');
  assert.ok(since, 'GET /orders documents since');
  const validate = ajv.compile(since.schema);
  for (const value of [...ACCEPTED, ...REFUSED]) {
    const reply = await call(t, 'GET', `/api/v1/orders?since=${encodeURIComponent(value)}`, { key: tenant.key });
    assert.equal(validate(value), reply.status === 200, `${value}: the document says ${String(validate(value))}, the server answered ${reply.status}`);
    assert.equal(reply.status === 200, ACCEPTED.includes(value), value);
  }
});

test('CreatePost.scheduled_at and RecoverRequest.since/until take both forms through the document (and null where allowed)', () => {
  const post = schemaAt('/paths/~1posts/post/requestBody/content/application~1json/schema');
  const recover = schemaAt('/paths/~1webhooks~1{id}~1recover/post/requestBody/content/application~1json/schema');
  for (const value of ACCEPTED) {
    assert.ok(post({ title: 'Patch notes', body: 'Fixed.', scheduled_at: value }), `${value}: ${JSON.stringify(post.errors)}`);
    assert.ok(recover({ since: value, until: value }), `${value}: ${JSON.stringify(recover.errors)}`);
  }
  for (const value of REFUSED) {
    assert.ok(!post({ title: 'Patch notes', body: 'Fixed.', scheduled_at: value }), value);
    assert.ok(!recover({ since: value }), value);
  }
  assert.ok(post({ title: 'Patch notes', body: 'Fixed.', scheduled_at: null }));
  assert.ok(!recover({ since: null }));
});

test('the server takes a scheduled_at in either form, as the document says', async () => {
  for (const scheduled_at of ['2031-03-01 09:30:00', '2031-03-01T09:30:00Z']) {
    const reply = await call(t, 'POST', '/api/v1/posts', { key: tenant.key, body: { title: 'Later', body: 'Soon.', scheduled_at } });
    assert.equal(reply.status, 200, reply.raw);
    assert.equal(reply.body['scheduled_at'], '2031-03-01 09:30:00');
  }
});
