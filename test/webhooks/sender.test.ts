/** One attempt against real local servers: what is kept of the answer, and the 10 s limit on the whole attempt. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attempt, ATTEMPT_TIMEOUT_MS, createAgent, STORED_ANSWER_BYTES } from '../../src/webhooks/engine/sender.js';
import { generateWebhookSecret } from '../../src/webhooks/secrets.js';

let server: Server;
let base: string;
const routes = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
const agent = createAgent(true, 4);

before(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => (routes.get(req.url ?? '') ?? ((_q, s: ServerResponse) => s.writeHead(404).end()))(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  await agent.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** One attempt at `url` (by default a path of the test server). */
const send = (path: string, url = `${base}${path}`) =>
  attempt(agent, true, { url, secrets: [generateWebhookSecret()], test: false, deliveryId: 'msg_0000000000000000000000a1', eventName: 'order.paid', body: '{"type":"order.paid"}' });

test('an endless answer is read only up to its cap: the attempt ends, its status and first 1 KiB kept', async () => {
  routes.set('/endless', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    const chunk = 'y'.repeat(16 * 1024);
    const write = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once('drain', write);
    };
    write();
  });
  const outcome = await send('/endless');
  assert.equal(outcome.succeeded, true);
  assert.equal(outcome.statusCode, 200);
  assert.equal(outcome.responseBody, 'y'.repeat(STORED_ANSWER_BYTES));
  assert.ok(outcome.durationMs < 2_000, `took ${outcome.durationMs} ms`);
});

test('Retry-After is read from a 429, in seconds or as a date', async () => {
  routes.set('/seconds', (_req, res) => res.writeHead(429, { 'retry-after': '7' }).end('slow down'));
  routes.set('/date', (_req, res) => res.writeHead(503, { 'retry-after': new Date(Date.now() + 30_000).toUTCString() }).end());
  const seconds = await send('/seconds');
  assert.deepEqual([seconds.succeeded, seconds.statusCode, seconds.error, seconds.responseBody, seconds.retryAfterMs, seconds.retryAfterSeconds], [false, 429, 'http_status', 'slow down', 7_000, 7]);
  const date = await send('/date');
  assert.equal(date.statusCode, 503);
  assert.ok(date.retryAfterMs !== null && date.retryAfterMs > 25_000 && date.retryAfterMs <= 30_000, String(date.retryAfterMs));
});

test('a redirect is not followed, and a closed port is connection_refused', async () => {
  routes.set('/moved', (_req, res) => res.writeHead(302, { location: '/elsewhere' }).end());
  const moved = await send('/moved');
  assert.deepEqual([moved.succeeded, moved.statusCode, moved.error], [false, 302, 'redirect']);
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const refused = await send('/', `http://127.0.0.1:${port}/`);
  assert.deepEqual([refused.succeeded, refused.statusCode, refused.error], [false, null, 'connection_refused']);
});

test('a receiver that trickles its answer a byte at a time is cut off at the limit of the whole attempt', { timeout: 20_000 }, async () => {
  const timers: NodeJS.Timeout[] = [];
  routes.set('/trickle', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    // Each byte well inside undici's own timeouts between chunks; only the limit on the whole attempt ends it.
    timers.push(setInterval(() => res.write('.'), 1_000));
  });
  const outcome = await send('/trickle');
  for (const timer of timers) clearInterval(timer);
  assert.deepEqual([outcome.succeeded, outcome.error, outcome.statusCode], [false, 'timeout', null]);
  assert.ok(outcome.durationMs >= ATTEMPT_TIMEOUT_MS - 100 && outcome.durationMs < ATTEMPT_TIMEOUT_MS + 1_000, `took ${outcome.durationMs} ms`);
});
