// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** The served OpenAPI document: public, 3.x, version 1.0.0, every operation with its scope and complete schemas. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { call, createTenant, startApp, type TestApp } from '../helpers/app.js';
import { OPERATIONS } from '../helpers/operations.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

interface Doc {
  openapi: string;
  info: { version: string };
  servers: { url: string }[];
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<string, Record<string, { description: string; security: unknown[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }>; requestBody?: { content: Record<string, { schema: unknown }> } }>>;
}

test('served without a key, as OpenAPI 3.x version 1.0.0 with a bearer scheme', async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  assert.equal(reply.statusCode, 200);
  const doc = reply.json() as Doc;
  assert.match(doc.openapi, /^3\./);
  assert.equal(doc.info.version, '1.0.0');
  assert.match(doc.servers[0]?.url ?? '', /\/api\/v1$/);
  assert.deepEqual(Object.values(doc.components.securitySchemes).map((s) => [s.type, s.scheme]), [['http', 'bearer']]);
});

test('all 51 operations (the 15 first, 6 webhook operations, 5 store operations, 12 of streams, reports and automations, 9 that make resources whole, 2 live streams, 2 of test mode), each with its scope, security, a 200 schema and error schemas', async () => {
  const doc = t.spec.document as unknown as Doc;
  const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
  assert.deepEqual(listed.sort(), OPERATIONS.map((op) => op.name).sort());
  for (const op of OPERATIONS) {
    const [method, path] = op.name.split(' ') as [string, string];
    const operation = doc.paths[path]?.[method.toLowerCase()];
    assert.ok(operation, op.name);
    assert.ok(operation.security.length > 0, `${op.name} security`);
    assert.ok(operation.description.includes(op.scope ?? 'no scope'), `${op.name} states its scope`);
    const answer = op.name.endsWith('.csv') ? 'text/csv' : op.stream === true ? 'text/event-stream' : 'application/json';
    assert.ok(operation.responses['200']?.content?.[answer]?.schema, `${op.name} 200 schema`);
    for (const status of op.scope === null ? ['401', '429'] : ['401', '403', '429']) assert.ok(operation.responses[status]?.content?.['application/json']?.schema, `${op.name} ${status} schema`);
    if (op.scope === null) assert.equal(operation.responses['403'], undefined, `${op.name} cannot answer 403`);
    if (op.body) {
      assert.ok(operation.requestBody?.content['application/json']?.schema, `${op.name} request body`);
      for (const status of ['400', '413', '415', '422']) assert.ok(operation.responses[status], `${op.name} ${status}`);
    }
  }
});

test('error answers validate against the document too', async () => {
  const noKey = await call(t, 'GET', '/api/v1/orders');
  assert.equal(noKey.status, 401);
  assert.deepEqual(Object.keys(noKey.body).sort(), ['error', 'message']);
});

test('query parameters with defaults are optional, so validating proxies and generated clients do not demand them', async () => {
  const doc = t.spec.document as unknown as { paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean; schema: { default?: unknown } }[] }>> };
  const query = Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((op) => (op.parameters ?? []).filter((p) => p.in === 'query')));
  assert.deepEqual([...new Set(query.map((p) => p.name))].sort(), ['days', 'events', 'is_active', 'page', 'per_page', 'period', 'q', 'since', 'starting_after', 'status', 'until']);
  for (const parameter of query) assert.notEqual(parameter.required, true, `${parameter.name} is optional`);
  const filters = ['status', 'period', 'starting_after', 'q', 'since', 'until', 'events'];
  assert.ok(query.filter((p) => !filters.includes(p.name)).every((p) => p.schema.default !== undefined), 'and their defaults are stated');
});

test('a POST or DELETE without a body documents the 400, 413 and 415 a body sent to it gets', async () => {
  const doc = t.spec.document as unknown as Doc;
  for (const [path, method] of [['/webhooks/{id}/enable', 'post'], ['/webhooks/{id}', 'delete']] as const) {
    const responses = doc.paths[path]?.[method]?.responses ?? {};
    for (const status of ['400', '413', '415']) assert.ok(responses[status], `${method} ${path} ${status}`);
  }
  const tenant = await createTenant(t, { scopes: ['webhooks'] });
  for (const [payload, type, status] of [['{', 'application/json', 400], ['x', 'text/plain', 415], [`"${'x'.repeat(1_100_000)}"`, 'application/json', 413]] as const) {
    const reply = await call(t, 'POST', '/api/v1/webhooks/1/enable', { key: tenant.key, payload, headers: { 'content-type': type } });
    assert.equal(reply.status, status);
  }
});

test('a body whose fields are all optional is optional in the document; every operation documents 503', async () => {
  const doc = t.spec.document as unknown as { paths: Record<string, Record<string, { requestBody?: { required: boolean }; responses: Record<string, unknown> }>> };
  assert.equal(doc.paths['/webhooks/{id}/rotate-secret']?.['post']?.requestBody?.required, false);
  assert.equal(doc.paths['/webhooks/{id}/recover']?.['post']?.requestBody?.required, true);
  for (const operations of Object.values(doc.paths)) for (const op of Object.values(operations)) assert.ok(op.responses['503']);
  const tenant = await createTenant(t, { scopes: ['webhooks'] });
  const hook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: 'https://hooks.example.com/r', events: ['*'] } });
  assert.equal((await call(t, 'POST', `/api/v1/webhooks/${hook.body['id']}/rotate-secret`, { key: tenant.key })).status, 200, 'no body at all');
  // A body of `null` is a body, and not the object the document asks for.
  const nulled = await call(t, 'POST', `/api/v1/webhooks/${hook.body['id']}/rotate-secret`, { key: tenant.key, payload: 'null', headers: { 'content-type': 'application/json' } });
  assert.equal(nulled.status, 422, nulled.raw);
  assert.equal(nulled.body['secret'], undefined);
});
