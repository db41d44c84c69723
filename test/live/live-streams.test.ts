// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * The live streams over real connections, read with a real EventSource client: the event stream (order, resume with
 * Last-Event-ID, filters, heartbeats, a revoked key), the keyed status stream and the public overlay (one message
 * per change, at most one a second, resume, CORS only there, a revoked token gone at once).
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { createServer } from '../../src/servers/service.js';
import { createStatusToken, revokeOverlayToken } from '../../src/live/service.js';
import { createKey, revokeKey } from '../../src/keys/service.js';
import { call, createTenant, DIALECT, keyFor, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { raiseEvent, transactWithEvents } from '../../src/webhooks/outbox.js';
import { openStream } from '../helpers/sse.js';
import { eventually, sleep } from '../helpers/wait.js';

let t: TestApp;
let tenant: Tenant;
let base: string;

before(async () => {
  t = await overHttp(await startApp({ RATE_LIMIT_PER_MINUTE: '100000', SERVER_OFFLINE_AFTER_SECONDS: '600' }, { streams: { heartbeatMs: 300, perKey: 3 } }));
  base = t.baseUrl as string;
  tenant = await createTenant(t);
});
after(async () => {
  await t.close();
});

/** Reads `reader` until `done(text)` holds; fails after `ms` instead of waiting for ever. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, done: (text: string) => boolean, ms = 5_000): Promise<string> {
  const deadline = Date.now() + ms;
  let text = '';
  while (!done(text)) {
    const left = deadline - Date.now();
    const chunk = await Promise.race([reader.read(), sleep(Math.max(0, left)).then(() => undefined)]);
    if (chunk === undefined || chunk.done) throw new Error(`stream ended or stalled before the expected text; got: ${text.slice(-300)}`);
    text += new TextDecoder().decode(chunk.value);
  }
  return text;
}

const startStreamEvent = (key: string, title: string) => call(t, 'POST', '/api/v1/streams', { key, body: { title, platform: 'twitch' } });
const zones = [{ name: 'spawn', min: [0, 0], max: [10, 10] }] as { name: string; min: [number, number]; max: [number, number] }[];
const players = (count: number, x: number, tag = 'p') => Array.from({ length: count }, (_, i) => ({ id: `${tag}-${i}`, x, y: 0, z: x }));
const beat = (token: string, body: unknown) => call(t, 'POST', '/ingest/v1/heartbeat', { headers: { authorization: `Bearer ${token}` }, body });

test('the event stream sends each event once, in order, as the webhook body; resumes exactly after Last-Event-ID', async () => {
  const own = await createTenant(t);
  const other = await createTenant(t);
  const stream = openStream(`${base}/api/v1/events/stream`, { key: own.key });
  const [ready] = await stream.waitFor('ready', 1);
  assert.match(ready?.id ?? '', /^\d+$/, 'ready carries the id the stream starts after');
  for (let i = 0; i < 3; i += 1) assert.equal((await startStreamEvent(own.key, `live ${i}`)).status, 200);
  await startStreamEvent(other.key, 'not yours');
  const got = await stream.waitFor('stream.started', 3);
  await sleep(400);
  assert.equal(stream.messages.filter((m) => m.type === 'stream.started').length, 3, "another workspace's event never arrives");
  const bodies = got.map((m) => JSON.parse(m.data) as { id: number; event: string; tenant_id: number; data: { title: string } });
  assert.deepEqual(bodies.map((b) => b.data.title), ['live 0', 'live 1', 'live 2']);
  assert.ok(bodies.every((b, i) => b.tenant_id === own.workspace.id && String(b.id) === got[i]?.id && b.event === 'stream.started'));
  stream.close();

  // Missed while away: exactly the events after the last one received.
  const last = got[1]?.id as string;
  for (let i = 3; i < 5; i += 1) await startStreamEvent(own.key, `live ${i}`);
  const resumed = openStream(`${base}/api/v1/events/stream`, { key: own.key, lastEventId: last });
  const again = await resumed.waitFor('stream.started', 3);
  await sleep(300);
  assert.deepEqual(resumed.messages.filter((m) => m.type === 'stream.started').map((m) => (JSON.parse(m.data) as { data: { title: string } }).data.title), ['live 2', 'live 3', 'live 4']);
  assert.ok(again.every((m, i) => i === 0 || Number(m.id) > Number(again[i - 1]?.id)), 'ids only grow');
  resumed.close();
});

test('the event stream filters by name, refuses a bad Last-Event-ID with 422, needs the webhooks scope', async () => {
  const filtered = openStream(`${base}/api/v1/events/stream?events=stream.ended`, { key: tenant.key });
  await filtered.waitFor('ready', 1);
  const started = await startStreamEvent(tenant.key, 'filtered');
  await call(t, 'POST', `/api/v1/streams/${String(started.body['id'])}/end`, { key: tenant.key });
  const ended = await filtered.waitFor('stream.ended', 1);
  assert.equal(filtered.messages.filter((m) => m.type === 'stream.started').length, 0);
  assert.equal((JSON.parse(ended[0]?.data ?? '{}') as { data: { id: number } }).data.id, started.body['id']);
  filtered.close();

  const headers = (id: string) => ({ authorization: `Bearer ${tenant.key}`, 'last-event-id': id });
  for (const id of ['abc', '-1', '99999999999']) {
    const answer = await fetch(`${base}/api/v1/events/stream`, { headers: headers(id) });
    assert.equal(answer.status, 422, id);
    const body = (await answer.json()) as { error: string; errors: Record<string, string[]> };
    assert.equal(body.error, 'validation_failed');
    assert.ok(body.errors['Last-Event-ID'], JSON.stringify(body));
  }
  const unknown = await fetch(`${base}/api/v1/events/stream?events=order.paid,nope`, { headers: { authorization: `Bearer ${tenant.key}` } });
  assert.equal(unknown.status, 422);
  const readOnly = await keyFor(t, tenant, ['read:servers']);
  assert.equal((await fetch(`${base}/api/v1/events/stream`, { headers: { authorization: `Bearer ${readOnly}` } })).status, 403);
});

test('a filtered or quiet stream\'s id still moves with the events it skips, so a late reconnect resumes within the retention', async () => {
  const own = await createTenant(t);
  const answer = await fetch(`${base}/api/v1/events/stream?events=stream.ended`, { headers: { authorization: `Bearer ${own.key}` } });
  const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
  await readUntil(reader, (text) => text.includes('event: ready'));
  await startStreamEvent(own.key, 'skipped');
  const skipped = await t.app.store.db.selectFrom('events').select('id').where('workspace_id', '=', own.workspace.id).executeTakeFirstOrThrow();
  // At a heartbeat, an `id:` line alone (no message) moves the client's last event id past the skipped event.
  const text = await readUntil(reader, (got) => new RegExp(`(^|\\n)id: ${skipped.id}\\n\\n`).test(got));
  assert.doesNotMatch(text, /stream\.started/, 'no message for it');
  await reader.cancel();
});

test("the stream tells a workspace nothing of others: ready is its own newest event id (or 0), another's id is refused as unknown", async () => {
  const own = await createTenant(t);
  const other = await createTenant(t);
  await startStreamEvent(other.key, 'elsewhere');
  const first = openStream(`${base}/api/v1/events/stream`, { key: own.key });
  const [empty] = await first.waitFor('ready', 1);
  assert.equal(empty?.id, '0', 'a workspace without events starts after 0, whatever others raised');
  assert.deepEqual(JSON.parse(empty?.data ?? '{}'), { after: 0, workspace: own.workspace.slug });
  assert.equal((await startStreamEvent(own.key, 'mine')).status, 200);
  await first.waitFor('stream.started', 1);
  first.close();
  const newest = async (id: number) => (await t.app.store.db.selectFrom('events').select('id').where('workspace_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  const ownEvent = await newest(own.workspace.id);
  for (let i = 0; i < 3; i += 1) await startStreamEvent(other.key, `elsewhere ${i}`);
  const second = openStream(`${base}/api/v1/events/stream`, { key: own.key });
  const [ready] = await second.waitFor('ready', 1);
  assert.equal(ready?.id, String(ownEvent), "its own newest event, not the platform's");
  second.close();
  // Another workspace's event id answers exactly as an id that never was.
  const refused = async (id: number) => {
    const answer = await fetch(`${base}/api/v1/events/stream`, { headers: { authorization: `Bearer ${own.key}`, 'last-event-id': String(id) } });
    return [answer.status, await answer.text()];
  };
  const theirs = await refused(await newest(other.workspace.id));
  assert.equal(theirs[0], 422);
  assert.deepEqual(theirs, await refused(999_999_999));
});

test('one key holds at most its share of open streams in a process: the next is a 429 until one closes', async () => {
  const own = await createTenant(t);
  const streams = [0, 1, 2].map(() => openStream(`${base}/api/v1/events/stream`, { key: own.key }));
  await Promise.all(streams.map((s) => s.waitFor('ready', 1)));
  const refused = await fetch(`${base}/api/v1/events/stream`, { headers: { authorization: `Bearer ${own.key}` } });
  assert.equal(refused.status, 429);
  assert.equal(((await refused.json()) as { error: string }).error, 'rate_limited');
  assert.ok(Number(refused.headers.get('retry-after')) >= 1);
  streams[0]?.close();
  await eventually(async () => {
    const stop = new AbortController();
    const again = await fetch(`${base}/api/v1/events/stream`, { headers: { authorization: `Bearer ${own.key}` }, signal: stop.signal });
    stop.abort();
    return again.status === 200;
  }, 5_000, 'a slot again once one closed');
  for (const s of streams) s.close();
});

test('open streams get a heartbeat comment; a revoked key\'s stream is ended', async () => {
  const { key, view } = await createKey(t.app.store.db, tenant.workspace.id, { scopes: ['webhooks'] });
  const answer = await fetch(`${base}/api/v1/events/stream`, { headers: { authorization: `Bearer ${key}` } });
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('content-type'), 'text/event-stream; charset=utf-8');
  assert.equal(answer.headers.get('cache-control'), 'no-store', 'one Cache-Control, not two');
  assert.match(answer.headers.get('x-request-id') ?? '', /./);
  assert.equal(answer.headers.get('access-control-allow-origin'), null, 'no CORS on the keyed API');
  const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
  await readUntil(reader, (text) => text.includes(': heartbeat\n\n'));
  await revokeKey(t.app.store.db, tenant.workspace.id, view.id);
  const ended = await Promise.race([
    (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })(),
    sleep(5_000).then(() => false),
  ]);
  assert.ok(ended, 'the stream of a revoked key ends at the next heartbeat');
});

test('status stream: the current status first, then one message per change, at most one a second, resumable', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Stream me', zones, maxPlayers: 100 });
  await beat(server.ingest_token, { players: players(12, 1) });
  const stream = openStream(`${base}/api/v1/servers/${server.id}/status/stream`, { key: tenant.key });
  const [first] = await stream.waitFor('status', 1);
  const keyed = await call(t, 'GET', `/api/v1/servers/${server.id}/status`, { key: tenant.key });
  assert.deepEqual(JSON.parse(first?.data ?? '{}'), keyed.body, 'the same body as GET /servers/{id}/status');

  // The same counts again: no message (the heartbeat time alone is no change).
  await beat(server.ingest_token, { players: players(12, 1) });
  await sleep(1_300);
  assert.equal(stream.messages.filter((m) => m.type === 'status').length, 1);

  // Five changes in quick succession: throttled to one a second, the last state always arrives.
  for (const count of [20, 30, 40, 50, 60]) await beat(server.ingest_token, { players: players(count, 1) });
  const final = await eventually(() => {
    const last = stream.messages.filter((m) => m.type === 'status').at(-1);
    return last && (JSON.parse(last.data) as { players_online: number }).players_online === 60 ? last : undefined;
  });
  const statuses = stream.messages.filter((m) => m.type === 'status');
  for (let i = 1; i < statuses.length; i += 1) assert.ok((statuses[i]?.at ?? 0) - (statuses[i - 1]?.at ?? 0) >= 950, 'at most one message a second');
  assert.ok(statuses.length <= 4, `coalesced, not one per heartbeat (${statuses.length})`);
  stream.close();

  // Resuming with the version last received sends nothing until the next change.
  const resumed = openStream(`${base}/api/v1/servers/${server.id}/status/stream`, { key: tenant.key, lastEventId: final.id });
  await sleep(800);
  assert.equal(resumed.messages.filter((m) => m.type === 'status').length, 0);
  await beat(server.ingest_token, { players: players(5, 1) });
  const [changed] = await resumed.waitFor('status', 1);
  assert.equal((JSON.parse(changed?.data ?? '{}') as { players_online: number }).players_online, 5);
  resumed.close();
  assert.equal((await fetch(`${base}/api/v1/servers/999999/status/stream`, { headers: { authorization: `Bearer ${tenant.key}` } })).status, 404);
});

test('public overlay: the keyed body and nothing more, CORS open, its own stream; revoked → 404 at once and streams close', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Overlay', zones, maxPlayers: 64 });
  await beat(server.ingest_token, { players: players(7, 1) });
  const { row, token } = await createStatusToken(t.app.store.db, tenant.workspace.id, server.id, null);
  assert.match(token, /^cws_/);

  const open = await fetch(`${base}/public/v1/status/${token}`);
  assert.equal(open.status, 200);
  assert.equal(open.headers.get('access-control-allow-origin'), '*');
  const keyed = await call(t, 'GET', `/api/v1/servers/${server.id}/status`, { key: tenant.key });
  assert.deepEqual(await open.json(), keyed.body, 'exactly what the keyed answer carries');
  const preflight = await fetch(`${base}/public/v1/status/${token}/stream`, { method: 'OPTIONS', headers: { origin: 'https://overlay.example', 'access-control-request-method': 'GET' } });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  const keyedPreflight = await fetch(`${base}/api/v1/servers/${server.id}/status`, { method: 'OPTIONS', headers: { origin: 'https://overlay.example', 'access-control-request-method': 'GET' } });
  assert.equal(keyedPreflight.headers.get('access-control-allow-origin'), null, 'CORS is open for the public URL only');

  const stream = openStream(`${base}/public/v1/status/${token}/stream`);
  const [first] = await stream.waitFor('status', 1);
  assert.deepEqual(JSON.parse(first?.data ?? '{}'), keyed.body);
  await beat(server.ingest_token, { players: players(20, 1) });
  const [, second] = await stream.waitFor('status', 2);
  assert.equal((JSON.parse(second?.data ?? '{}') as { players_online: number }).players_online, 20);

  // Resumed with the version last received: only heartbeats until the next change.
  const resumed = await fetch(`${base}/public/v1/status/${token}/stream`, { headers: { 'last-event-id': second?.id ?? '' } });
  assert.equal(resumed.headers.get('access-control-allow-origin'), '*');
  const reader = (resumed.body as ReadableStream<Uint8Array>).getReader();
  const text = await readUntil(reader, (got) => got.includes(': heartbeat\n\n'));
  assert.doesNotMatch(text, /event: status/, 'nothing new to send');
  await reader.cancel();

  await revokeOverlayToken(t.app.store.db, tenant.workspace.id, row.id);
  assert.equal((await fetch(`${base}/public/v1/status/${token}`)).status, 404, 'gone at once');
  await eventually(() => stream.source.readyState === stream.source.CLOSED, 5_000, 'the open stream closed and its reconnection refused');
  stream.close();
  for (const wrong of [`${token.slice(0, -1)}x`, 'cws_nope', 'x'.repeat(100)]) {
    const answer = await fetch(`${base}/public/v1/status/${wrong}`);
    assert.equal(answer.status, 404, wrong);
    assert.equal(((await answer.json()) as { error: string }).error, 'not_found');
  }
});

if (DIALECT === 'postgres') {
  test('events committed out of id order (PostgreSQL) are sent in id order, none lost: a later id waits for the earlier one', async () => {
    const own = await createTenant(t);
    const stream = openStream(`${base}/api/v1/events/stream`, { key: own.key });
    await stream.waitFor('ready', 1);
    let commitFirst: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstId = 0;
    // The first transaction takes its id, then stays open while a second one takes the next id and commits.
    const first = transactWithEvents(t.app.store.db, async (trx) => {
      firstId = (await raiseEvent(trx, own.workspace.id, 'stream.started', { id: 1, title: 'first' })).eventId;
      await held;
    });
    await eventually(() => firstId > 0);
    const second = await transactWithEvents(t.app.store.db, (trx) => raiseEvent(trx, own.workspace.id, 'stream.started', { id: 2, title: 'second' }));
    assert.ok(second.eventId > firstId);
    await sleep(600);
    assert.equal(stream.messages.filter((m) => m.type === 'stream.started').length, 0, 'the later id waits while the earlier one may still commit');
    commitFirst();
    await first;
    const got = await stream.waitFor('stream.started', 2);
    assert.deepEqual(got.map((m) => Number(m.id)), [firstId, second.eventId]);
    stream.close();
  });
}
