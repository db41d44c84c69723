// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Game-server heartbeats: counts and thresholded zones, privacy by construction, tokens, online/offline events. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKey } from '../../src/keys/format.js';
import { createServer } from '../../src/servers/service.js';
import { call, createTenant, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { cli, freePort, ROOT, startServer } from '../helpers/process.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually, sleep } from '../helpers/wait.js';

let t: TestApp;
let r: Receiver;
let tenant: Tenant;

const ZONES = [
  { name: 'spawn', min: [0, 0], max: [10, 10] },
  { name: 'market', min: [100, 100], max: [120, 120] },
] as { name: string; min: [number, number]; max: [number, number] }[];

before(async () => {
  t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '20', SERVER_OFFLINE_AFTER_SECONDS: '2', RATE_LIMIT_PER_MINUTE: '100000' }, { worker: true });
  r = await startReceiver();
  tenant = await createTenant(t);
  await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: r.url, events: ['server.online', 'server.offline'] } });
});
after(async () => {
  await t.close();
  await r.close();
});

const players = (count: number, x: number, z: number, tag = 'p') => Array.from({ length: count }, (_, i) => ({ id: `${tag}-${i}`, x: x + (i % 3), y: 64, z: z + (i % 2) }));
const beat = (token: string, body: unknown) => call(t, 'POST', '/ingest/v1/heartbeat', { headers: { authorization: `Bearer ${token}` }, body });
const status = async (tenantKey: string, id: number) => (await call(t, 'GET', `/api/v1/servers/${id}/status`, { key: tenantKey })).body;

test('counts and thresholded zones come from real heartbeats; each heartbeat replaces the last', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Counts', zones: ZONES, maxPlayers: 50 });
  assert.equal((await status(tenant.key, server.id))['status'], 'offline');

  const first = await beat(server.ingest_token, { players: [...players(5, 1, 1, 'a'), ...players(4, 105, 105, 'b'), ...players(3, 500, 500, 'c')] });
  assert.equal(first.status, 200, first.raw);
  const s1 = await status(tenant.key, server.id);
  assert.equal(s1['status'], 'online');
  assert.equal(s1['players_online'], 10, '12 online, published rounded down to a multiple of the threshold (docs/live-status.md)');
  assert.deepEqual(s1['zones'], [{ name: 'spawn', players: 5 }], 'spawn at exactly 5 shows; market at 4 is left out');
  assert.notEqual(s1['last_heartbeat_at'], null);
  assert.deepEqual(first.body['zones'], s1['zones']);

  await beat(server.ingest_token, { players: [...players(20, 1, 1, 'a'), ...players(10, 110, 110, 'b')], max_players: 64 });
  const s2 = await status(tenant.key, server.id);
  assert.equal(s2['players_online'], 30, 'replaced, not added');
  assert.equal(s2['max_players'], 64);
  assert.deepEqual(s2['zones'], [{ name: 'spawn', players: 20 }, { name: 'market', players: 10 }]);

  await beat(server.ingest_token, { players: players(10, 110, 110, 'b') });
  assert.deepEqual((await status(tenant.key, server.id))['zones'], [{ name: 'market', players: 10 }], 'spawn emptied and disappeared');

  // One player sent twice among three others: 4 players, published 0 (5, had it counted twice).
  const twice = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Twice', zones: ZONES });
  await beat(twice.ingest_token, { players: [{ id: 'dup', x: 1, y: 0, z: 1 }, { id: 'dup', x: 2, y: 0, z: 2 }, ...players(3, 1, 1, 'd')] });
  assert.equal((await status(tenant.key, twice.id))['players_online'], 0, 'a player counted once');
  await beat(server.ingest_token, { players: [] });
  const empty = await status(tenant.key, server.id);
  assert.equal(empty['players_online'], 0);
  assert.deepEqual(empty['zones'], []);
});

test('player ids and coordinates appear nowhere in the store files or in events', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Private', zones: ZONES });
  const secretIds = Array.from({ length: 50 }, (_, i) => `secret-player-${i}-q7Zx`);
  // Coordinates with nine-digit whole parts: a shorter needle (it was "6411") turns up in the store's other bytes by
  // chance (timestamps, random ids), as it did once in CI.
  const positions = secretIds.map((id, i) => ({ id, x: 735190427.4257 + i, y: 918273645.9173, z: 2.5 + i / 1000 }));
  for (let i = 0; i < 3; i += 1) assert.equal((await beat(server.ingest_token, { players: positions })).status, 200);
  // Make sure everything reached the files (WAL included), then search their bytes.
  await eventually(() => r.received.length > 0);
  const bytes = t.storeContents();
  assert.ok(bytes.includes('Private'), 'the search does see the stored data');
  for (const needle of ['secret-player', 'q7Zx', '735190427', '918273645.9173', '918273645']) assert.ok(!bytes.includes(needle), `"${needle}" found in the store`);
  for (const delivery of r.received) assert.doesNotMatch(delivery.body, /secret-player|735190427|918273645/);
});

test('bad tokens get 401, bad bodies 400/413/415/422, and nothing changes', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Strict', zones: ZONES });
  await beat(server.ingest_token, { players: players(7, 1, 1) });
  const before = await status(tenant.key, server.id);
  const ok = { players: [] };
  for (const authorization of [undefined, 'Bearer ', 'Basic abc', `Bearer ${tenant.key}`, `Bearer ${generateKey('cwi_').key}`, `Bearer ${server.ingest_token}x`]) {
    const reply = await call(t, 'POST', '/ingest/v1/heartbeat', { headers: authorization === undefined ? {} : { authorization }, body: ok });
    assert.equal(reply.status, 401, String(authorization));
    assert.equal(reply.body['error'], 'unauthorized');
  }
  const send = (payload: string, type = 'application/json') => call(t, 'POST', '/ingest/v1/heartbeat', { headers: { authorization: `Bearer ${server.ingest_token}`, 'content-type': type }, payload });
  assert.equal((await send('{"players": [')).status, 400);
  assert.equal((await send('players=1', 'text/plain')).status, 415);
  const huge = JSON.stringify({ players: players(1, 0, 0).map((p) => ({ ...p, id: 'x'.repeat(100) })), pad: 'x'.repeat(1_100_000) });
  assert.equal((await send(huge)).status, 413);
  const invalid: [unknown, string][] = [
    [{}, 'players'],
    [{ players: 'all' }, 'players'],
    [{ players: [{ id: 'a', x: '1', y: 0, z: 0 }] }, 'players'],
    [{ players: [{ id: 'a', x: 1, y: 0 }] }, 'players'],
    [{ players: [{ id: '', x: 1, y: 0, z: 0 }] }, 'players'],
    [{ players: [{ id: 'a', x: 1, y: 0, z: 0, name: 'Steve' }] }, 'players'],
    [{ players: [], max_players: -1 }, 'max_players'],
    [{ players: [], extra: true }, 'extra'],
    [{ players: players(10_001, 0, 0) }, 'players'],
  ];
  for (const [body, field] of invalid) {
    const reply = await beat(server.ingest_token, body);
    assert.equal(reply.status, 422, `${field}: ${reply.raw.slice(0, 200)}`);
    assert.ok((reply.body['errors'] as Record<string, unknown>)[field], reply.raw.slice(0, 300));
    assert.doesNotMatch(reply.raw, /Steve/, 'values are not echoed');
  }
  assert.deepEqual(await status(tenant.key, server.id), before);
  assert.equal((await beat(server.ingest_token, { players: players(10_000, 1, 1) })).status, 200, '10,000 players is the limit, not over it');
});

test("one workspace's token cannot touch another's server", async () => {
  const other = await createTenant(t);
  const mine = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Mine', zones: ZONES });
  const theirs = await createServer(t.app.store.db, other.workspace.id, { name: 'Theirs', zones: ZONES });
  await beat(theirs.ingest_token, { players: players(10, 1, 1) });
  await beat(mine.ingest_token, { players: players(5, 1, 1) });
  assert.equal((await status(other.key, theirs.id))['players_online'], 10);
  assert.equal((await status(tenant.key, mine.id))['players_online'], 5);
  assert.equal((await call(t, 'GET', `/api/v1/servers/${theirs.id}/status`, { key: tenant.key })).status, 404);
});

test('server.online and server.offline reach a real receiver; the status turns offline after the silence', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Events', zones: ZONES });
  const events = () => r.received.map((x) => JSON.parse(x.body) as { event: string; data: { id: number; status: string } }).filter((e) => e.data.id === server.id);
  await beat(server.ingest_token, { players: players(6, 1, 1) });
  await beat(server.ingest_token, { players: players(6, 1, 1) });
  await eventually(() => events().some((e) => e.event === 'server.online'));
  assert.equal(events().filter((e) => e.event === 'server.online').length, 1, 'only the first heartbeat after silence');
  assert.equal(events().find((e) => e.event === 'server.online')?.data.status, 'online');

  await eventually(() => events().some((e) => e.event === 'server.offline'), 8_000, 'server.offline');
  const offline = await status(tenant.key, server.id);
  assert.equal(offline['status'], 'offline');
  assert.equal(offline['players_online'], 0);
  assert.deepEqual(offline['zones'], []);
  await sleep(1_500);
  assert.equal(events().filter((e) => e.event === 'server.offline').length, 1, 'raised once');

  await beat(server.ingest_token, { players: players(1, 1, 1) });
  await eventually(() => events().filter((e) => e.event === 'server.online').length === 2);
});

test('heartbeats are rate limited per server', async () => {
  const limited = await startApp({ HEARTBEAT_RATE_LIMIT_PER_MINUTE: '3' });
  try {
    const owner = await createTenant(limited);
    const a = await createServer(limited.app.store.db, owner.workspace.id, { name: 'A' });
    const b = await createServer(limited.app.store.db, owner.workspace.id, { name: 'B' });
    const send = (token: string) => call(limited, 'POST', '/ingest/v1/heartbeat', { headers: { authorization: `Bearer ${token}` }, body: { players: [] } });
    for (let i = 0; i < 3; i += 1) assert.equal((await send(a.ingest_token)).status, 200);
    const refused = await send(a.ingest_token);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.equal((await send(b.ingest_token)).status, 200, 'another server has its own budget');
  } finally {
    await limited.close();
  }
});

test('the CLI creates servers with a one-time token (stored hashed), sets zones and rotates tokens', async () => {
  const env = { DATABASE_URL: t.config.databaseUrl };
  const created = await cli(['server', 'create', '--workspace', tenant.workspace.slug, '--name', 'Cli', '--game', 'minecraft', '--max-players', '20', '--region', 'eu', '--address', 'mc.example:25565', '--zones', JSON.stringify(ZONES), '--json'], env);
  assert.equal(created.code, 0, created.stderr);
  const doc = JSON.parse(created.stdout) as { id: number; ingest_token: string; name: string; max_players: number; status: string; zones: unknown };
  assert.match(doc.ingest_token, /^cwi_[0-9A-Za-z]{30}$/);
  assert.equal(doc.max_players, 20);
  assert.equal(doc.status, 'offline');
  assert.deepEqual(doc.zones, ZONES);
  const stored = t.storeContents();
  assert.ok(!stored.includes(doc.ingest_token), 'the token is stored hashed');

  assert.equal((await beat(doc.ingest_token, { players: players(5, 1, 1) })).status, 200);
  const zoned = await cli(['server', 'zones', 'set', '--workspace', tenant.workspace.slug, String(doc.id), '--zones', '[{"name":"everywhere","min":[-1000,-1000],"max":[1000,1000]}]'], env);
  assert.equal(zoned.code, 0, zoned.stderr);
  assert.equal((await beat(doc.ingest_token, { players: players(5, 1, 1) })).body['zones'] instanceof Array, true);
  assert.deepEqual((await status(tenant.key, doc.id))['zones'], [{ name: 'everywhere', players: 5 }]);

  for (const zones of ['not json', '[{"name":"a","min":[5,5],"max":[0,0]}]', '[{"name":"a","min":[0,0],"max":[1,1]},{"name":"a","min":[0,0],"max":[1,1]}]', '[{"min":[0,0],"max":[1,1]}]']) {
    assert.equal((await cli(['server', 'zones', 'set', '--workspace', tenant.workspace.slug, String(doc.id), '--zones', zones], env)).code, 1, zones);
  }

  const rotated = JSON.parse((await cli(['server', 'token', 'rotate', '--workspace', tenant.workspace.slug, String(doc.id), '--json'], env)).stdout) as { ingest_token: string };
  assert.equal((await beat(doc.ingest_token, { players: [] })).status, 401, 'the old token stops working');
  assert.equal((await beat(rotated.ingest_token, { players: [] })).status, 200);
  assert.equal((await cli(['server', 'token', 'rotate', '--workspace', tenant.workspace.slug, '999999'], env)).code, 1);
});

test('demo servers (no ingest token) keep their seeded live status', async () => {
  const demo = await createTenant(t, { demo: true });
  await sleep(3_500);
  const servers = await call(t, 'GET', '/api/v1/servers', { key: demo.key });
  const statuses = await Promise.all((servers.body.data ?? []).map((s) => status(demo.key, Number(s['id']))));
  assert.equal(statuses.filter((s) => s['status'] === 'online').length, 3);
  assert.ok(statuses.some((s) => (s['zones'] as unknown[]).length > 0));
});

test('player ids and positions are not logged, even at trace level', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cw-log-'));
  try {
    const env = { DATABASE_URL: `sqlite:${join(dir, 'store.db')}`, DEMO: 'false' };
    await cli(['workspace', 'create', 'logs'], env);
    const token = JSON.parse((await cli(['server', 'create', '--workspace', 'logs', '--name', 'L', '--json'], env)).stdout).ingest_token as string;
    const port = await freePort();
    const server = startServer(dir, { ...env, PORT: String(port), LOG_LEVEL: 'trace' }, /serving/);
    await server.ready;
    const send = (body: unknown) => fetch(`http://127.0.0.1:${port}/ingest/v1/heartbeat`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    assert.equal((await send({ players: [{ id: 'logged-player-zz9', x: 48213.77, y: 1, z: 2 }] })).status, 200);
    assert.equal((await send({ players: [{ id: 'logged-player-zz9', x: 'nope', y: 1, z: 2 }] })).status, 422);
    server.child.kill('SIGTERM');
    await server.exited;
    const log = server.output();
    assert.match(log, /ingest\/v1\/heartbeat/, 'requests are logged');
    assert.doesNotMatch(log, /logged-player|48213/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('examples/game-server/simulate.mjs drives a real server online with zone counts', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cw-sim-'));
  try {
    const env = { DATABASE_URL: `sqlite:${join(dir, 'store.db')}`, DEMO: 'false' };
    await cli(['workspace', 'create', 'sim'], env);
    const zones = '[{"name":"spawn","min":[0,0],"max":[50,50]},{"name":"market","min":[100,0],"max":[150,50]},{"name":"arena","min":[0,100],"max":[50,150]}]';
    const created = JSON.parse((await cli(['server', 'create', '--workspace', 'sim', '--name', 'Sim', '--zones', zones, '--json'], env)).stdout) as { id: number; ingest_token: string };
    const key = JSON.parse((await cli(['key', 'create', '--workspace', 'sim', '--scopes', 'read:servers', '--json'], env)).stdout).key as string;
    const port = await freePort();
    const server = startServer(dir, { ...env, PORT: String(port) }, /serving/);
    await server.ready;
    try {
      const output = execFileSync(process.execPath, [join(ROOT, 'examples/game-server/simulate.mjs')], {
        env: { ...process.env, INGEST_TOKEN: created.ingest_token, INGEST_URL: `http://127.0.0.1:${port}/ingest/v1`, PLAYERS: '40', INTERVAL_MS: '50', HEARTBEATS: '3' },
      }).toString();
      assert.equal(output.trim().split('\n').length, 3);
      assert.match(output, /heartbeat 3: \d+\/64 online, online/, "the capacity the server was created with");
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/servers/${created.id}/status`, { headers: { authorization: `Bearer ${key}` } });
      const status = (await response.json()) as { status: string; players_online: number; zones: { players: number }[] };
      assert.equal(status.status, 'online');
      assert.ok(status.players_online > 0);
      assert.ok(status.zones.every((zone) => zone.players >= 5));
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
