/** Hostile clients at the connection level (docs/decisions.md#13-operating-it): slow bodies and headers, floods of connections, huge headers. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { createTenant, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { parseAnswer, rawConnect, trickle } from '../helpers/socket.js';
import { eventually } from '../helpers/wait.js';

let t: TestApp;
let tenant: Tenant;
let port: number;
const REQUEST_TIMEOUT_MS = 2_000;
const logged: string[] = [];
/** The log lines of 408 answers, parsed. */
const timeouts = () => logged.map((line) => JSON.parse(line) as { msg: string; reason?: string }).filter((line) => line.msg.startsWith('answered 408'));

before(async () => {
  // The production limits are 30 s for a request and 10 s for headers; the same mechanism, shortened for the test.
  t = await startApp({ MAX_CONNECTIONS_PER_ADDRESS: '20', LOG_LEVEL: 'warn' }, { timeouts: { requestTimeoutMs: REQUEST_TIMEOUT_MS, headersTimeoutMs: 1_000 }, logTo: { write: (line: string) => logged.push(line) } });
  tenant = await createTenant(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
after(() => t.close());

const postHead = (path: string, key: string | undefined, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${key ? `Authorization: Bearer ${key}\r\n` : ''}\r\n`;

test('the production limits: a body within 30 s, headers within 10 s, idle keep-alive 72 s, checked every second', async () => {
  const prod = await startApp();
  try {
    assert.equal(prod.app.server.requestTimeout, 30_000);
    assert.equal(prod.app.server.headersTimeout, 10_000);
    assert.equal(prod.app.server.keepAliveTimeout, 72_000);
    assert.equal(prod.config.maxConnectionsPerAddress, 1_000);
  } finally {
    await prod.close();
  }
});

test('a body sent 1 byte at a time gets 408 in the envelope soon after the deadline, and the connection closes', async () => {
  const before = timeouts().length;
  const started = Date.now();
  const connection = await rawConnect(port, `${postHead('/api/v1/products', tenant.key, 1_000)}{"name":"`);
  trickle(connection.socket, 200);
  const { text, at } = await connection.closed;
  const answer = parseAnswer(text);
  assert.equal(answer.status, 408, text);
  assert.deepEqual(Object.keys(answer.body).sort(), ['error', 'message']);
  assert.equal(answer.body['error'], 'request_timeout');
  assert.match(answer.headers, /connection: close/);
  const took = at - started;
  assert.ok(took >= REQUEST_TIMEOUT_MS - 100 && took <= REQUEST_TIMEOUT_MS + 2_000, `closed after ${took} ms`);
  // Logged once, with its reason.
  assert.deepEqual(timeouts().slice(before).map((line) => line.reason), ['body']);
});

test('headers sent slowly get 408 too, logged once as such', async () => {
  const before = timeouts().length;
  const connection = await rawConnect(port, 'GET /api/v1/me HTTP/1.1\r\nHost: x\r\n');
  const stop = trickle(connection.socket, 100);
  const { text } = await connection.closed;
  stop();
  assert.equal(parseAnswer(text.replace(/^x+/, '')).status, 408, text);
  assert.deepEqual(timeouts().slice(before).map((line) => line.reason), ['headers']);
});

test('a connection that sends nothing gets 408, logged once as idle', async () => {
  const before = timeouts().length;
  const connection = await rawConnect(port);
  const { text } = await connection.closed;
  assert.equal(parseAnswer(text).status, 408, text);
  assert.deepEqual(timeouts().slice(before).map((line) => line.reason), ['idle']);
});

test('an error answered before the body arrived (401 without a key) closes the connection at once', async () => {
  const started = Date.now();
  const connection = await rawConnect(port, postHead('/api/v1/products', undefined, 100_000));
  trickle(connection.socket, 50);
  const { text, at } = await connection.closed;
  const answer = parseAnswer(text);
  assert.equal(answer.status, 401);
  assert.equal(answer.body['error'], 'unauthorized');
  assert.ok(at - started < REQUEST_TIMEOUT_MS - 500, `closed after ${at - started} ms, not held until the deadline`);
});

test('headers over the limit get 431 in the envelope', async () => {
  const connection = await rawConnect(port, `GET /api/v1/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  const answer = parseAnswer((await connection.closed).text);
  assert.equal(answer.status, 431);
  assert.equal(answer.body['error'], 'headers_too_large');
});

test('connections past MAX_CONNECTIONS_PER_ADDRESS from one address are closed at once; closing one frees a place', async () => {
  const open = await Promise.all(Array.from({ length: 20 }, () => rawConnect(port)));
  await eventually(async () => (await new Promise<number>((resolve) => t.app.server.getConnections((_e, n) => resolve(n)))) >= 20, 2_000, 'server saw 20');
  const extra = await rawConnect(port, 'GET /api/v1/me HTTP/1.1\r\nHost: x\r\n\r\n');
  const refused = await extra.closed;
  assert.equal(refused.text, '', 'closed without an answer');
  open[0]?.socket.destroy();
  await open[0]?.closed;
  await eventually(async () => (await new Promise<number>((resolve) => t.app.server.getConnections((_e, n) => resolve(n)))) < 20, 2_000, 'a place freed');
  const next = await rawConnect(port, `GET /api/v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${tenant.key}\r\nConnection: close\r\n\r\n`);
  assert.equal(parseAnswer((await next.closed).text).status, 200);
  for (const connection of open) connection.socket.destroy();
});

test('unknown and unsupported methods answer 404 in the envelope, never 400, whether or not Node knows the method', async () => {
  for (const method of ['QUERY', 'PROPFIND', 'FOO', 'PUT', 'PATCH']) {
    for (const body of ['', '{"a":1}']) {
      const head = `${method} /api/v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${tenant.key}\r\nConnection: close\r\n${body ? `Content-Length: ${body.length}\r\n` : ''}\r\n${body}`;
      const connection = await rawConnect(port, head);
      const answer = parseAnswer((await connection.closed).text);
      assert.equal(answer.status, 404, `${method} with body "${body}"`);
      assert.equal(answer.body['error'], 'not_found', method);
    }
  }
});
