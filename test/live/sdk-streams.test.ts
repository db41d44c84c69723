// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * The SDK's typed async iterators over the live streams, against the real server: events in order and typed,
 * a connection cut in the middle resumed after the last event (told through onConnection), the status stream,
 * and refusals thrown typed.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { CreatorWorkspace, CreatorWorkspaceError, parseEventStream, type WebhookEvent } from '@creator-workspace/sdk';
import { createServer } from '../../src/servers/service.js';
import { createTenant, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';

let t: TestApp;
let tenant: Tenant;
let baseUrl: string;

before(async () => {
  t = await overHttp(await startApp({ RATE_LIMIT_PER_MINUTE: '100000' }));
  baseUrl = `${t.baseUrl as string}/api/v1`;
  tenant = await createTenant(t);
});
after(async () => {
  await t.close();
});

/** A fetch whose first event stream breaks after `bytes` bytes of body: a dropped connection. */
function breakingOnce(bytes: number): typeof fetch {
  let broken = false;
  return async (input, init) => {
    const response = await fetch(input, init);
    if (broken || !String(input).includes('/stream') || !response.body) return response;
    broken = true;
    let seen = 0;
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        seen += value.byteLength;
        if (seen > bytes) {
          await reader.cancel();
          return controller.error(new Error('connection reset'));
        }
        controller.enqueue(value);
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

test('streamEvents yields typed events in order, once each, across a dropped connection', async () => {
  const states: string[] = [];
  const client = new CreatorWorkspace({ apiKey: tenant.key, baseUrl, fetch: breakingOnce(600) });
  const writer = new CreatorWorkspace({ apiKey: tenant.key, baseUrl });
  const stop = new AbortController();
  const got: WebhookEvent[] = [];
  const reading = (async () => {
    for await (const event of client.streamEvents({ events: 'stream.started' }, { signal: stop.signal, onConnection: (state) => states.push(state) })) {
      got.push(event);
      if (got.length === 6) stop.abort();
    }
  })();
  // Give the stream a moment to open before raising events.
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (let i = 0; i < 6; i += 1) await writer.startStream({ title: `sdk ${i}`, platform: 'kick' });
  await reading;
  assert.deepEqual(got.map((e) => (e.event === 'stream.started' ? e.data.title : e.event)), ['sdk 0', 'sdk 1', 'sdk 2', 'sdk 3', 'sdk 4', 'sdk 5']);
  assert.deepEqual(states, ['lost', 'open'], 'the drop was told, and the stream came back');
});

test('streamServerStatus yields the status now, then at a change; refusals are typed', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'SDK', maxPlayers: 10 });
  const client = new CreatorWorkspace({ apiKey: tenant.key, baseUrl });
  const stop = new AbortController();
  const seen: number[] = [];
  const beat = (count: number) =>
    fetch(`${t.baseUrl as string}/ingest/v1/heartbeat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.ingest_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ players: Array.from({ length: count }, (_, i) => ({ id: `p${i}`, x: 0, y: 0, z: 0 })) }),
    });
  await beat(5);
  for await (const status of client.streamServerStatus(server.id, { signal: stop.signal })) {
    seen.push(status.players_online);
    assert.deepEqual(status, await client.getServerStatus(server.id));
    if (seen.length === 1) await beat(20);
    else stop.abort();
  }
  assert.deepEqual(seen, [5, 20]);
  await assert.rejects(
    async () => {
      await client.streamServerStatus(2_000_000_000).next();
    },
    (error: unknown) => error instanceof CreatorWorkspaceError && error.status === 404,
  );
});

test('the SDK parser: CRLF split across chunks, an id line alone, comments, multi-line data', async () => {
  const chunks = ['id: 1\r', '\nevent: order.paid\r', '\ndata: a\r', '\ndata: b\r\n\r\n', ': heartbeat\n\n', 'id: 7\n\n', 'data: x\r\r'];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  const ids: string[] = [];
  const messages = [];
  for await (const message of parseEventStream(body, '', (id) => ids.push(id))) messages.push(message);
  assert.deepEqual(messages, [
    { id: '1', event: 'order.paid', data: 'a\nb' },
    { id: '7', event: 'message', data: 'x' },
  ]);
  assert.deepEqual(ids, ['1', '7'], 'the id-only block moved the last id without a message');
});
