/**
 * Every example the documents give (request bodies, path, query and header parameters) works when sent as written
 * to a fresh `npm start` with its demo data, in dependency order: operations without a path parameter (lists and
 * creations) first, then those on one resource, deletions last, each group in the document's order. An operation
 * whose examples cannot work as written says what to make first (`x-example-needs`); the test makes it and uses
 * its id. A body is sent as the media type's `example` (what "try it" pages and 3.0-era tools send).
 */
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openStore } from '../../src/db/database.js';
import { makeReport } from '../../src/reports/service.js';
import { cli, freePort, startServer } from '../helpers/process.js';

type Parameter = { name: string; in: 'path' | 'query' | 'header'; example?: unknown };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { example?: unknown; schema?: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  'x-example-needs'?: string;
};
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { examples?: unknown[] }> } };

const dir = mkdtempSync(join(tmpdir(), 'cw-examples-'));
const env = { DATABASE_URL: `sqlite:${join(dir, 'store.db')}` };
let server: ReturnType<typeof startServer>;
let origin: string;
let key: string;

before(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = startServer(dir, { ...env, PORT: String(port) }, /password \S+/);
  key = /cwk_[A-Za-z0-9]+/.exec(await server.ready)?.[0] ?? '';
  assert.ok(key);
});
after(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
});

/** What the test makes for an operation marked `x-example-needs`: values that replace its examples, by parameter name. */
const MAKERS: Record<string, () => Promise<Record<string, unknown>>> = {
  getReport: report,
  getReportOrdersCsv: report,
  listDeliveries: async () => ({ starting_after: await delivery() }),
  getDelivery: async () => ({ delivery_id: await delivery() }),
  redeliverDelivery: async () => ({ delivery_id: await delivery() }),
  triggerEvent: async () => ({ authorization: `Bearer ${await testKey()}` }),
  moveTestServer: async () => {
    const authorization = `Bearer ${await testKey()}`;
    const servers = await send('GET', '/api/v1/servers', { authorization });
    return { authorization, id: (JSON.parse(servers.text) as { data: { id: number }[] }).data[0]?.id };
  },
  sendHeartbeat: async () => {
    const made = await cli(['server', 'create', '--workspace', 'demo', '--name', 'Examples', '--json'], env);
    assert.equal(made.code, 0, made.stderr);
    return { authorization: `Bearer ${String((JSON.parse(made.stdout) as { ingest_token: string }).ingest_token)}` };
  },
};

/** A test key of the demo workspace, as the operations marked with it say to make one. */
async function testKey(): Promise<string> {
  const made = await cli(['key', 'create', '--workspace', 'demo', '--scopes', 'all', '--test', '--json'], env);
  assert.equal(made.code, 0, made.stderr);
  return String((JSON.parse(made.stdout) as { key: string }).key);
}

async function report(): Promise<Record<string, unknown>> {
  const store = openStore(env.DATABASE_URL);
  try {
    const made = await makeReport(store.db, 1, 'custom', '2026-01-01', '2026-01-31');
    return { id: made?.id };
  } finally {
    await store.close();
  }
}

async function delivery(): Promise<string> {
  const answer = await send('POST', '/api/v1/webhooks/1/test', { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, JSON.stringify({ event: 'order.paid' }));
  assert.equal(answer.status, 200, answer.text);
  return String((JSON.parse(answer.text) as { id: string }).id);
}

/** One request; a stream is read until its first bytes, then closed. */
async function send(method: string, url: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  const abort = new AbortController();
  const response = await fetch(`${origin}${url}`, { method, headers, body, signal: abort.signal });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) return { status: response.status, text: await response.text() };
  const reader = response.body?.getReader();
  const first = await reader?.read();
  abort.abort();
  return { status: response.status, text: new TextDecoder().decode(first?.value) };
}

/** The requests of `doc` under `prefix`, in dependency order. */
function requestsOf(doc: Doc, prefix: string): { path: string; method: string; op: Operation }[] {
  const all = Object.entries(doc.paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, op]) => ({ path: `${prefix}${path}`, method, op })));
  const rank = (r: { path: string; method: string }) => (r.method === 'delete' ? 2 : r.path.includes('{') ? 1 : 0);
  return all.map((r, i) => ({ r, i })).sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i).map(({ r }) => r);
}

async function sendEvery(doc: Doc, prefix: string): Promise<string[]> {
  const sent: string[] = [];
  for (const { path, method, op } of requestsOf(doc, prefix)) {
    const needs = op['x-example-needs'];
    assert.equal(needs !== undefined, MAKERS[op.operationId] !== undefined, `${op.operationId}: marked as needing something made first exactly when this test makes it`);
    const made = needs === undefined ? {} : await (MAKERS[op.operationId] as () => Promise<Record<string, unknown>>)();
    const value = (p: Parameter) => String(made[p.name] ?? p.example);
    for (const p of op.parameters ?? []) assert.ok(p.example !== undefined, `${op.operationId}: ${p.name} has an example`);
    let url = path;
    for (const p of (op.parameters ?? []).filter((p) => p.in === 'path')) url = url.replace(`{${p.name}}`, encodeURIComponent(value(p)));
    const query = new URLSearchParams((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, value(p)]));
    if (query.size > 0) url += `?${query}`;
    const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'header').map((p) => [p.name, value(p)])) };
    if (typeof made['authorization'] === 'string') headers['authorization'] = made['authorization'];
    const media = op.requestBody?.content['application/json'];
    if (media !== undefined) {
      const component = doc.components.schemas[media.schema?.$ref?.split('/').pop() ?? ''];
      assert.ok(media.example !== undefined, `${op.operationId}: the body has an example`);
      assert.deepEqual(media.example, component?.examples?.[0], `${op.operationId}: the same as its schema's`);
      headers['content-type'] = 'application/json';
    }
    const answer = await send(method.toUpperCase(), url, headers, media === undefined ? undefined : JSON.stringify(media.example));
    assert.ok(answer.status >= 200 && answer.status < 300, `${op.operationId}: ${method.toUpperCase()} ${url} ${JSON.stringify(media?.example ?? '')} answered ${answer.status}: ${answer.text}`);
    sent.push(op.operationId);
  }
  return sent;
}

test('every example of the API document, sent as written in dependency order, is answered 2xx by a fresh npm start', async () => {
  const doc = (await (await fetch(`${origin}/api/v1/openapi.json`)).json()) as Doc;
  const sent = await sendEvery(doc, '/api/v1');
  assert.equal(sent.length, Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0));
  // Sent twice with the same Idempotency-Key, a creation is answered again, not made again: the keys differ per operation.
  const keys = Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((op) => (op.parameters ?? []).filter((p) => p.name === 'Idempotency-Key').map((p) => p.example)));
  assert.equal(new Set(keys).size, keys.length, 'every operation has its own Idempotency-Key example');
});

test('every example of the ingest document works the same way', async () => {
  const doc = (await (await fetch(`${origin}/ingest/v1/openapi.json`)).json()) as Doc;
  assert.deepEqual(await sendEvery(doc, '/ingest/v1'), ['sendHeartbeat']);
});
