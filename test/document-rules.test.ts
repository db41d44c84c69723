/**
 * The document's rules, checked through the served document by tools that know only it (Ajv 2020 with
 * ajv-formats, as Prism validates): date-time inputs in both of the server's forms (RFC 3339 and YYYY-MM-DD
 * HH:MM:SS, UTC) and the rules between fields. Every value the document accepts the server accepts, and every
 * value it refuses the server refuses.
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

test("CreateProduct's interval rule is in the document, and the server agrees with it on every case", async () => {
  const validate = schemaAt('/components/schemas/CreateProduct');
  const cases: [Record<string, unknown>, boolean][] = [
    [{}, true],
    [{ kind: 'one_time' }, true],
    [{ kind: 'one_time', interval: null }, true],
    [{ kind: 'recurring', interval: 'month' }, true],
    [{ kind: 'recurring' }, false],
    [{ kind: 'recurring', interval: null }, false],
    [{ kind: 'one_time', interval: 'year' }, false],
    [{ interval: 'month' }, false],
  ];
  for (const [i, [fields, fits]] of cases.entries()) {
    const body = { name: `Rule case ${i} ${Date.now()}`, price_cents: 500, ...fields };
    assert.equal(validate(body), fits, `document on ${JSON.stringify(fields)}`);
    const reply = await call(t, 'POST', '/api/v1/products', { key: tenant.key, body });
    assert.equal(reply.status, fits ? 200 : 422, `server on ${JSON.stringify(fields)}: ${reply.raw}`);
  }
});

test('the rules no schema can say are in their operations\' descriptions', () => {
  const paths = (t.spec.document as unknown as { paths: Record<string, Record<string, { description: string }>> }).paths;
  assert.match(paths['/webhooks']?.['post']?.description ?? '', /At most 20 webhooks per workspace/);
  assert.match(paths['/webhooks/{id}/recover']?.['post']?.description ?? '', /`until` must be after `since`/);
});
