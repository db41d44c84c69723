/** docs/decisions.md#12-openapi-sdk-idempotency: a document generators love. operationIds, named components, descriptions and examples, headers, events, lint. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Ajv } from 'ajv';
import { call, createTenant, startApp, type TestApp } from '../helpers/app.js';
import { OPERATIONS } from '../helpers/operations.js';
import { EVENT_NAMES } from '../../src/webhooks/events.js';
import { SAMPLE_DATA } from '../../src/webhooks/samples.js';

type Json = Record<string, unknown>;
interface Op {
  operationId: string;
  parameters?: Json[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { headers?: Record<string, Json>; content?: Record<string, { schema: Json }> }>;
}
interface Doc {
  paths: Record<string, Record<string, Op>>;
  webhooks: Record<string, { post: Op }>;
  components: { schemas: Record<string, Json>; headers: Record<string, Json> };
}

let t: TestApp;
let api: Doc;
let ingest: Doc;
before(async () => {
  t = await startApp();
  api = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as Doc;
  ingest = (await t.app.inject({ url: '/ingest/v1/openapi.json' })).json() as Doc;
});
after(() => t.close());

const operations = (doc: Doc) => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, method, op })));

test('every operation has a unique lowerCamel operationId, verb first', () => {
  const ids = operations(api).map(({ op }) => op.operationId);
  assert.equal(ids.length, OPERATIONS.length);
  assert.equal(new Set(ids).size, ids.length);
  for (const id of ids) assert.match(id, /^(get|list|create|update|delete|enable|redeliver|recover|send|rotate|pay|refund|cancel|start|end|stream|trigger|move)[A-Z][A-Za-z]+$/);
  for (const id of ['listProducts', 'getOrder', 'createPost', 'enableWebhook', 'getMe', 'listDeliveries']) assert.ok(ids.includes(id), id);
  assert.deepEqual(operations(ingest).map(({ name, op }) => `${name} ${op.operationId}`), ['POST /heartbeat sendHeartbeat']);
});

test('shared shapes are named components, referenced with $ref', () => {
  for (const name of ['Product', 'Order', 'OrderDetail', 'Member', 'Post', 'Webhook', 'Delivery', 'DeliveryDetail', 'Error', 'ValidationError', 'ProductList', 'PageMeta']) {
    assert.ok(api.components.schemas[name], name);
  }
  const ref = (path: string, method: string, status: string) => api.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema['$ref'];
  assert.equal(ref('/products', 'get', '200'), '#/components/schemas/ProductList');
  assert.equal(ref('/orders/{id}', 'get', '200'), '#/components/schemas/OrderDetail');
  assert.equal(ref('/orders/{id}', 'get', '404'), '#/components/schemas/Error');
  assert.equal(ref('/posts', 'post', '422'), '#/components/schemas/ValidationError');
  assert.deepEqual(api.components.schemas['ProductList']?.['properties'], {
    data: { type: 'array', items: { $ref: '#/components/schemas/Product' }, description: 'The items of this page, oldest first', examples: [[(api.components.schemas['Product']?.['examples'] as unknown[])[0]]] },
    meta: { $ref: '#/components/schemas/PageMeta' },
  });
});

function missingWords(doc: Doc): string[] {
  const missing: string[] = [];
  const walk = (schema: Json, where: string): void => {
    if ('$ref' in schema) return;
    if (typeof schema['description'] !== 'string') missing.push(`${where}: description`);
    if (!Array.isArray(schema['examples'])) missing.push(`${where}: example`);
    for (const [key, child] of Object.entries((schema['properties'] as Record<string, Json> | undefined) ?? {})) walk(child, `${where}.${key}`);
    for (const key of ['items', 'additionalProperties']) if (typeof schema[key] === 'object') walk(schema[key] as Json, `${where}${key === 'items' ? '[]' : '{}'}`);
  };
  for (const [name, schema] of Object.entries(doc.components.schemas)) walk(schema, name);
  for (const { name, op } of [...operations(doc), ...Object.entries(doc.webhooks ?? {}).map(([event, item]) => ({ name: event, op: item.post }))]) {
    for (const parameter of op.parameters ?? []) {
      if (typeof parameter['description'] !== 'string' || parameter['example'] === undefined) missing.push(`${name} ${String(parameter['name'])}`);
      walk(parameter['schema'] as Json, `${name} ${String(parameter['name'])}`);
    }
  }
  return missing;
}

test('every schema, property and parameter has a description and an example, in both documents', () => {
  assert.deepEqual(missingWords(api), []);
  assert.deepEqual(missingWords(ingest), []);
  const broken = structuredClone(api);
  delete (broken.components.schemas['Product']?.['properties'] as Record<string, Json>)['slug']?.['description'];
  assert.deepEqual(missingWords(broken), ['Product.slug: description'], 'the check notices one missing word');
});

test('each operation lists exactly the errors it can give, with the headers of each answer', () => {
  for (const { name, method, op } of operations(api)) {
    const spec = OPERATIONS.find((o) => o.name === name);
    assert.ok(spec, name);
    // 422 everywhere: an unknown query parameter is refused on every operation.
    const expected = [401, 422, 429, 500, 503];
    if (spec.scope !== null) expected.push(403);
    if (name.includes('{') || spec.testOnly === true) expected.push(404);
    if (method === 'post' || method === 'delete' || method === 'patch') expected.push(400, 413, 415);
    // Refused by the resource's state: a product's sold fields, a published post.
    if (method === 'post' || ['PATCH /products/{id}', 'PATCH /posts/{id}', 'DELETE /posts/{id}'].includes(name)) expected.push(409);
    const statuses = Object.keys(op.responses).map(Number);
    assert.deepEqual(statuses, [200, ...expected.sort()], name);
    for (const [status, response] of Object.entries(op.responses)) {
      const headers = Object.keys(response.headers ?? {});
      assert.ok(headers.includes('X-Request-Id'), `${name} ${status} X-Request-Id`);
      assert.equal(headers.includes('X-RateLimit-Remaining'), status !== '401', `${name} ${status} X-RateLimit-*`);
      assert.equal(headers.includes('Retry-After'), status === '429' || status === '503', `${name} ${status} Retry-After`);
    }
    assert.equal(Object.keys(op.responses['200']?.headers ?? {}).includes('Idempotent-Replayed'), method === 'post', `${name} Idempotent-Replayed`);
    const idempotency = (op.parameters ?? []).find((p) => p['name'] === 'Idempotency-Key');
    assert.equal(idempotency?.['in'], method === 'post' ? 'header' : undefined, `${name} Idempotency-Key`);
  }
});

test('the documented headers are on real answers', async () => {
  const tenant = await createTenant(t, { scopes: ['read:store'] });
  const ok = await call(t, 'GET', '/api/v1/products', { key: tenant.key });
  assert.equal(ok.status, 200);
  for (const name of ['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) assert.ok(ok.headers[name], name);
  const forbidden = await call(t, 'GET', '/api/v1/orders', { key: tenant.key });
  assert.equal(forbidden.status, 403);
  assert.ok(forbidden.headers['x-ratelimit-remaining']);
});

test('the events are in the 3.1 webhooks section: one per event, with the body schema and both signature schemes', () => {
  assert.deepEqual(Object.keys(api.webhooks).sort(), [...EVENT_NAMES].sort());
  const ajv = new Ajv({ strict: false, allErrors: true });
  for (const name of EVENT_NAMES) {
    const post = api.webhooks[name]?.post;
    assert.ok(post, name);
    const headers = (post.parameters ?? []).map((p) => p['name']);
    for (const header of ['X-Service-Event', 'X-Service-Delivery', 'X-Service-Signature', 'webhook-id', 'webhook-timestamp', 'webhook-signature']) assert.ok(headers.includes(header), `${name} ${header}`);
    const ref = String(post.requestBody?.content['application/json']?.schema['$ref']);
    const validate = ajv.compile({ allOf: [{ $ref: ref }], components: api.components });
    const body = { id: 1, event: name, created_at: '2026-01-15 12:00:00', tenant_id: 1, livemode: true, data: SAMPLE_DATA[name] };
    assert.ok(validate(body), `${name}: ${ajv.errorsText(validate.errors)}`);
    assert.equal(validate({ ...body, event: 'order.other' }), false, `${name} names its event`);
  }
});

const run = promisify(execFile);

test('redocly lint (recommended rules) finds no error and no warning in either document', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cw-lint-'));
  for (const [name, doc] of [['api.json', api], ['ingest.json', ingest]] as const) {
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(doc));
    const { stdout } = await run(join(process.cwd(), 'node_modules/.bin/redocly'), ['lint', '--format=json', '--config', join(process.cwd(), 'redocly.yaml'), file], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    });
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: unknown[] };
    assert.deepEqual(report.totals, { errors: 0, warnings: 0, ignored: 0 }, `${name}: ${JSON.stringify(report.problems).slice(0, 2000)}`);
  }
});
