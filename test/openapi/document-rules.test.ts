// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
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
import { createServer } from '../../src/servers/service.js';
import { call, createTenant, startApp, type Tenant, type TestApp } from '../helpers/app.js';

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

const ACCEPTED = ['0001-01-15 10:00:00', '2030-01-15 10:00:00', '2030-01-15T10:00:00Z', '2030-01-15t10:00:00z', '2030-01-15T10:00:00.250+02:00', '2030-01-15T10:00:00-05:30'];
const REFUSED = ['0000-01-15 10:00:00', '0000-06-15T10:00:00Z', '2030-01-15 10:00:00Z', '2030-01-15T10:00:00', '2030-01-15 10:00', '2030-13-01 10:00:00', '2030-01-15 24:00:00', '2030-01-15T23:59:60Z', '15/01/2030 10:00:00', 'soon'];

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

type Doc = { paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema: object }[]; requestBody?: { required?: boolean } }>> };
const documentOf = () => t.spec.document as unknown as Doc;

test('a PATCH body is required in the document, as the server requires one; an optional body (rotate-secret) may be left out', async () => {
  const product = (await call(t, 'POST', '/api/v1/products', { key: tenant.key, body: { name: `Patch target ${Date.now()}`, price_cents: 100 } })).body['id'];
  const post = (await call(t, 'POST', '/api/v1/posts', { key: tenant.key, body: { title: 'Patch target', body: 'Body.' } })).body['id'];
  const webhook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: 'https://hooks.example.com/patch', events: ['order.paid'] } });
  const automation = (await call(t, 'POST', '/api/v1/automations', { key: tenant.key, body: { name: 'Patch target', trigger: { event: 'member.joined' }, action: { type: 'notify', message: 'x' } } })).body['id'];
  const targets: [string, unknown][] = [['/products/{id}', product], ['/posts/{id}', post], ['/webhooks/{id}', webhook.body['id']], ['/automations/{id}', automation]];
  for (const [path, id] of targets) {
    assert.equal(documentOf().paths[path]?.['patch']?.requestBody?.required, true, path);
    const reply = await call(t, 'PATCH', `/api/v1${path.replace('{id}', String(id))}`, { key: tenant.key });
    assert.equal(reply.status, 422, `${path} without a body: ${reply.raw}`);
  }
  assert.equal(documentOf().paths['/webhooks/{id}/rotate-secret']?.['post']?.requestBody?.required, false);
  const rotated = await call(t, 'POST', `/api/v1/webhooks/${String(webhook.body['id'])}/rotate-secret`, { key: tenant.key });
  assert.equal(rotated.status, 200, rotated.raw);
});

test("Trigger.event lists exactly the events the server takes for a rule's trigger", async () => {
  const validate = schemaAt('/components/schemas/Trigger');
  const events = ((await call(t, 'GET', '/api/v1/event-types', { key: tenant.key })).body.data ?? []).map((type) => String(type['name']));
  assert.ok(events.includes('automation.run'));
  for (const event of events) {
    const reply = await call(t, 'POST', '/api/v1/automations', { key: tenant.key, body: { name: `On ${event}`, trigger: { event }, action: { type: 'notify', message: 'x' } } });
    assert.equal(validate({ event }), reply.status === 200, `${event}: the document says ${String(validate({ event }))}, the server answered ${reply.status}`);
    assert.equal(reply.status, event === 'automation.run' ? 422 : 200, event);
    if (reply.status === 200) await call(t, 'DELETE', `/api/v1/automations/${String(reply.body['id'])}`, { key: tenant.key });
  }
});

test('Idempotency-Key: every key the document allows the server takes, and every key the server refuses the document refuses', async () => {
  const parameter = documentOf().paths['/products']?.['post']?.parameters?.find((p) => p.name === 'Idempotency-Key');
  assert.ok(parameter);
  const validate = ajv.compile(parameter.schema);
  const keys = ['a', 'vip-rank-1', '0d6f1f1e-4c9b-4a53-9c1b-7f6e2a9d4b21', 'with inner space', '~!@#$%^&*()', 'k'.repeat(255), '', 'k'.repeat(256), 'caf\u00e9', 'tab\tinside', 'bell\u0007'];
  const refusedByServer: string[] = [];
  for (const [i, key] of keys.entries()) {
    const reply = await t.app.inject({ method: 'POST', url: '/api/v1/products', headers: { authorization: `Bearer ${tenant.key}`, 'idempotency-key': key }, payload: { name: `Keyed ${i} ${Date.now()}`, price_cents: 1 } });
    if (validate(key)) assert.equal(reply.statusCode, 200, `the document allows ${JSON.stringify(key)}, the server answered ${reply.statusCode}`);
    if (reply.statusCode !== 200) {
      refusedByServer.push(key);
      assert.equal(validate(key), false, `the server refuses ${JSON.stringify(key)}, the document allows it`);
    }
  }
  assert.deepEqual(refusedByServer.map((key) => key.length), [0, 256, 4, 10, 5]);
});

test('strings the server refuses with a NUL the document refuses too: every string parameter, bodies, the heartbeat', async () => {
  for (const [path, operations] of Object.entries(documentOf().paths)) {
    for (const [method, op] of Object.entries(operations)) {
      for (const parameter of op.parameters ?? []) {
        const schema = parameter.schema as { type?: unknown; enum?: unknown; anyOf?: unknown };
        if (schema.type === 'string' && schema.enum === undefined) assert.equal(ajv.compile(schema)('a\u0000b'), false, `${method} ${path} ${parameter.name}`);
      }
    }
  }
  const search = await call(t, 'GET', '/api/v1/products?q=%00', { key: tenant.key });
  assert.equal(search.status, 422, search.raw);
  assert.deepEqual(Object.keys(search.body['errors'] as object), ['q']);
  const product = { name: 'Nul', price_cents: 1, deliverables: [{ type: 'role', label: 'Role', value: 'V\u0000IP' }] };
  assert.equal(schemaAt('/components/schemas/CreateProduct')(product), false);
  assert.equal((await call(t, 'POST', '/api/v1/products', { key: tenant.key, body: product })).status, 422);
  const ingest = (await t.app.inject({ url: '/ingest/v1/openapi.json' })).json() as object;
  ajv.addSchema({ ...ingest, $id: 'https://ingest.test/' });
  const heartbeat = ajv.compile({ $ref: 'https://ingest.test/#/components/schemas/Heartbeat' });
  assert.equal(heartbeat({ players: [{ id: 'steve', x: 1, y: 2, z: 3 }] }), true);
  assert.equal(heartbeat({ players: [{ id: 'st\u0000eve', x: 1, y: 2, z: 3 }] }), false);
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Nul server' });
  const beat = await call(t, 'POST', '/ingest/v1/heartbeat', { headers: { authorization: `Bearer ${server.ingest_token}` }, body: { players: [{ id: 'st\u0000eve', x: 1, y: 2, z: 3 }] } });
  assert.equal(beat.status, 422, beat.raw);
});
