// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * Privacy over time: every published count is rounded down to a multiple of the zone threshold, with hysteresis.
 * A known player walking in and out of a zone at its boundary (and in and out of the server) changes nothing
 * anyone can read: not the keyed status, not the public overlay, not the status stream.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { publishCount } from '../../src/servers/privacy.js';
import { createServer } from '../../src/servers/service.js';
import { createStatusToken } from '../../src/live/service.js';
import { call, createTenant, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { openStream } from '../helpers/sse.js';
import { sleep } from '../helpers/wait.js';

let t: TestApp;
let tenant: Tenant;

before(async () => {
  t = await overHttp(await startApp({ RATE_LIMIT_PER_MINUTE: '100000', HEARTBEATS_PER_MINUTE: '100000', SERVER_OFFLINE_AFTER_SECONDS: '600' }));
  tenant = await createTenant(t);
});
after(async () => {
  await t.close();
});

const zones = [
  { name: 'spawn', min: [0, 0], max: [10, 10] },
  { name: 'market', min: [100, 100], max: [120, 120] },
] as { name: string; min: [number, number]; max: [number, number] }[];
const crowd = (count: number, x: number, tag: string) => Array.from({ length: count }, (_, i) => ({ id: `${tag}-${i}`, x, y: 0, z: x }));
const beat = async (token: string, players: unknown[]) => {
  const answer = await call(t, 'POST', '/ingest/v1/heartbeat', { headers: { authorization: `Bearer ${token}` }, body: { players } });
  assert.equal(answer.status, 200, answer.raw);
};
/** What anyone can read of the status, the heartbeat time aside. */
const published = async (id: number): Promise<Record<string, unknown>> => {
  const { body } = await call(t, 'GET', `/api/v1/servers/${id}/status`, { key: tenant.key });
  return { ...body, last_heartbeat_at: null };
};

test('the rule: rounded down to the base; kept until the count moves a whole base past a boundary', () => {
  assert.equal(publishCount(undefined, 7, 5), 5, 'first publication: rounded down');
  assert.equal(publishCount(undefined, 4, 5), 0);
  assert.equal(publishCount(5, 4, 5), 5, 'one below the boundary: kept');
  assert.equal(publishCount(5, 1, 5), 5);
  assert.equal(publishCount(5, 0, 5), 0, 'a whole base below: changes');
  assert.equal(publishCount(5, 14, 5), 5, 'the next boundary (10) crossed but not by a whole base');
  assert.equal(publishCount(5, 15, 5), 15, 'a whole base past it: rounded down again');
  assert.equal(publishCount(20, 15, 5), 15);
  assert.equal(publishCount(20, 16, 5), 20);
  assert.equal(publishCount(0, 9, 5), 0);
  assert.equal(publishCount(0, 10, 5), 10);
});

test('a known player walking in and out of a zone at its boundary changes nothing that is published', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Walk', zones, maxPlayers: 100 });
  const { token } = await createStatusToken(t.app.store.db, tenant.workspace.id, server.id, null);
  const others = [...crowd(4, 5, 'spawn'), ...crowd(6, 110, 'market'), ...crowd(4, 500, 'field')];
  const walker = (where: 'spawn' | 'field') => ({ id: 'walker', x: where === 'spawn' ? 5 : 500, y: 0, z: where === 'spawn' ? 5 : 500 });
  // Spawn holds 5 with the walker (at the threshold) and 4 without; the server 15 with, 14 without.
  await beat(server.ingest_token, [...others, walker('spawn')]);
  const before = await published(server.id);
  assert.equal(before['players_online'], 15);
  assert.deepEqual(before['zones'], [{ name: 'spawn', players: 5 }, { name: 'market', players: 5 }]);

  const stream = openStream(`${t.baseUrl as string}/public/v1/status/${token}/stream`);
  await stream.waitFor('status', 1);
  for (let step = 0; step < 12; step += 1) {
    const players = step % 3 === 0 ? [...others, walker('field')] : step % 3 === 1 ? others : [...others, walker('spawn')];
    await beat(server.ingest_token, players);
    assert.deepEqual(await published(server.id), before, `step ${step}: walker ${step % 3 === 0 ? 'in the field' : step % 3 === 1 ? 'gone' : 'in spawn'}`);
    const overlay = await fetch(`${t.baseUrl as string}/public/v1/status/${token}`);
    assert.deepEqual({ ...((await overlay.json()) as object), last_heartbeat_at: null }, before);
  }
  await sleep(1_200);
  assert.equal(stream.messages.filter((m) => m.type === 'status').length, 1, 'the stream sent nothing after the first status');
  stream.close();
});

test('starting just under the threshold, the walker never makes the zone appear', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Walk in', zones, maxPlayers: 100 });
  const others = crowd(4, 5, 'spawn');
  await beat(server.ingest_token, others);
  const before = await published(server.id);
  assert.deepEqual(before['zones'], [], '4 in spawn: not shown');
  assert.equal(before['players_online'], 0, 'the total is rounded down too');
  for (let step = 0; step < 8; step += 1) {
    await beat(server.ingest_token, step % 2 === 0 ? [...others, { id: 'walker', x: 1, y: 0, z: 1 }] : others);
    assert.deepEqual(await published(server.id), before, `step ${step}`);
  }
});

test('real movement is published: a crowd arriving or leaving moves the counts a whole base', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Crowd', zones, maxPlayers: 100 });
  await beat(server.ingest_token, crowd(7, 5, 'a'));
  assert.deepEqual(((await published(server.id))['zones'] as unknown[]), [{ name: 'spawn', players: 5 }]);
  await beat(server.ingest_token, crowd(17, 5, 'a'));
  const grown = await published(server.id);
  assert.equal(grown['players_online'], 15);
  assert.deepEqual(grown['zones'], [{ name: 'spawn', players: 15 }]);
  await beat(server.ingest_token, crowd(2, 5, 'a'));
  const left = await published(server.id);
  assert.equal(left['players_online'], 0);
  assert.deepEqual(left['zones'], [], 'fallen a whole base: the zone is gone');
});
