/**
 * What we send is as exact in the served document as what we take, so a client written against the document, or
 * tested against a mock that makes answers up from it (Prism's random mock), meets only shapes it was written for:
 * answers and event bodies are closed objects, delivery ids and secrets have their patterns, ids, counts and page
 * numbers their bounds. Checked with Ajv 2020 through the document: real answers of a demo server fit, and the
 * same answers with what a mock could make up (an unknown field, a bad id, a negative count) do not. (Every answer
 * of the suite is also checked against the document by call(), and every event body in every-event.test.ts.)
 */
import { strict as assert } from 'node:assert';
import { createServer, type AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { call, createTenant, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/wait.js';

type Json = Record<string, unknown>;
let t: TestApp;
let tenant: Tenant;
let ajv: Ajv2020;
let receiver: Receiver;
let doc: { paths: Record<string, Record<string, Json>>; webhooks: Record<string, { post: Json }>; components: { schemas: Record<string, Json> } };

before(async () => {
  t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '20' }, { worker: true });
  tenant = await createTenant(t, { demo: true });
  receiver = await startReceiver();
  doc = t.spec.document as unknown as typeof doc;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema({ ...(t.spec.document as object), $id: 'https://document.test/' });
});
after(async () => {
  await receiver.close();
  await t.close();
});

const pointer = (...parts: string[]): string => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
/** The 200 answer's schema of an operation, compiled from the document. */
function answerOf(method: string, path: string): ValidateFunction {
  return ajv.compile({ $ref: `https://document.test/#/${pointer('paths', path, method, 'responses', '200', 'content', 'application/json', 'schema')}` });
}

/** Every object schema under `schema` (through `$ref`s, each component once) that lists properties and leaves others open. */
function openObjects(schema: unknown, where: string, seen: Set<string>, found: string[]): void {
  if (Array.isArray(schema)) return schema.forEach((item, i) => openObjects(item, `${where}[${i}]`, seen, found));
  if (typeof schema !== 'object' || schema === null) return;
  const s = schema as Json;
  if (typeof s['$ref'] === 'string') {
    const name = s['$ref'].split('/').pop() ?? '';
    if (!seen.has(name)) {
      seen.add(name);
      openObjects(doc.components.schemas[name], name, seen, found);
    }
    return;
  }
  if (typeof s['properties'] === 'object' && s['additionalProperties'] === undefined) found.push(where);
  for (const [key, child] of Object.entries(s)) if (!['example', 'examples', 'default', 'enum', 'const'].includes(key)) openObjects(child, `${where}.${key}`, seen, found);
}

test('every answer and every event body is a closed object in the document: no field it does not name', () => {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) openObjects(op['responses'], `${method.toUpperCase()} ${path}`, seen, found);
  }
  for (const [name, { post }] of Object.entries(doc.webhooks)) openObjects(post['requestBody'], `event ${name}`, seen, found);
  assert.deepEqual(found, []);
  assert.ok(seen.has('Product') && seen.has('Delivery') && seen.has('PageMeta') && seen.has('OrderPaidEvent'), [...seen].join());
});

test('real answers fit; the same answers with a field the document does not name, a bad id or secret, or a negative count do not', async () => {
  const products = await call(t, 'GET', '/api/v1/products', { key: tenant.key });
  const list = answerOf('get', '/products');
  assert.ok(list(products.body), JSON.stringify(list.errors));
  const [first] = products.body['data'] as Json[];
  assert.ok(!list({ ...products.body, extra: 1 }), 'an extra top-level field');
  assert.ok(!list({ ...products.body, data: [{ ...first, extra: 1 }] }), 'an extra field in an item');
  assert.ok(!list({ ...products.body, meta: { ...(products.body['meta'] as Json), total: -1 } }), 'a negative total');
  assert.ok(!list({ ...products.body, data: [{ ...first, id: 0 }] }), 'an id of 0');
  assert.ok(!list({ ...products.body, data: [{ ...first, price_cents: -1 }] }), 'a negative price');
  assert.ok(!list({ ...products.body, data: [{ ...first, created_at: '2026-13-45 25:61:00' }] }), 'a timestamp that is no time');

  const hook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: receiver.url, events: ['order.paid'] } });
  const created = answerOf('post', '/webhooks');
  assert.equal(hook.status, 200, hook.raw);
  assert.ok(created(hook.body), JSON.stringify(created.errors));
  assert.match(String(hook.body['secret']), /^whsec_/);
  assert.ok(!created({ ...hook.body, secret: 'not-a-secret' }), 'a secret without whsec_');

  const id = Number(hook.body['id']);
  const sent = await call(t, 'POST', `/api/v1/webhooks/${id}/test`, { key: tenant.key, body: { event: 'order.paid' } });
  assert.equal(sent.status, 200, sent.raw);
  const deliveries = await call(t, 'GET', `/api/v1/webhooks/${id}/deliveries`, { key: tenant.key });
  const log = answerOf('get', '/webhooks/{id}/deliveries');
  const [delivery] = deliveries.body['data'] as Json[];
  assert.ok(delivery && log(deliveries.body), JSON.stringify(log.errors));
  assert.ok(!log({ ...deliveries.body, data: [{ ...delivery, id: 'abc' }] }), 'a delivery id without msg_');
  assert.ok(!log({ ...deliveries.body, data: [{ ...delivery, extra: true }] }), 'an extra field in a delivery');
  assert.ok(!log({ ...deliveries.body, data: [{ ...delivery, attempts: -1 }] }), 'a negative count of attempts');
});

test('an event body with a field its data does not name does not fit, in the document and in GET /event-types', async () => {
  const envelope = ajv.compile({ $ref: 'https://document.test/#/components/schemas/OrderPaidEvent' });
  const example = doc.components.schemas['OrderPaidEvent']?.['examples'] as Json[];
  const body = example[0] as Json;
  assert.ok(envelope(body), JSON.stringify(envelope.errors));
  assert.ok(!envelope({ ...body, data: { ...(body['data'] as Json), marker: 1 } }));
  const types = await call(t, 'GET', '/api/v1/event-types', { key: tenant.key });
  const paid = (types.body['data'] as { name: string; data_schema: Json }[]).find((type) => type.name === 'order.paid');
  assert.equal(paid?.data_schema['additionalProperties'], false);
});

test('a receiver answering an odd three-digit status (799) is logged as it answered, and the log still fits the document', async () => {
  const odd = createServer((socket) => {
    socket.once('data', () => socket.end('HTTP/1.1 799 Odd\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'));
  });
  await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(odd.address() as AddressInfo).port}/hook`;
    const hook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url, events: ['order.paid'] } });
    assert.equal(hook.status, 200, hook.raw);
    const id = Number(hook.body['id']);
    await call(t, 'POST', `/api/v1/webhooks/${id}/test`, { key: tenant.key, body: { event: 'order.paid' } });
    // call() checks every answer against the document: the 799 must fit it.
    const logged = await eventually(async () => {
      const reply = await call(t, 'GET', `/api/v1/webhooks/${id}/deliveries`, { key: tenant.key });
      const [first] = reply.body['data'] as Json[];
      return first?.['last_status_code'] === 799 ? reply : undefined;
    }, 10_000, 'the 799 attempt');
    assert.ok(answerOf('get', '/webhooks/{id}/deliveries')(logged.body));
  } finally {
    await new Promise((resolve) => odd.close(resolve));
  }
});
