// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * Overlay links in the dashboard, over real HTTP: an owner or admin makes one (shown once, stored hashed), the link
 * answers the server's status to anyone; a member cannot make or revoke one; revoking answers 404 at once and ends
 * the link's open stream. Another workspace's server is not found.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { createServer } from '../../src/servers/service.js';
import { twinOf as testTwinOf } from '../../src/test-mode/twin.js';
import { hashSecret } from '../../src/keys/format.js';
import { call, createTenant, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { Client, person } from '../helpers/dashboard.js';
import { openStream } from '../helpers/sse.js';
import { eventually } from '../helpers/wait.js';

let t: TestApp;
let tenant: Tenant;
let base: string;
const clients: Record<string, Client> = {};

before(async () => {
  t = await overHttp(await startApp({ RATE_LIMIT_PER_MINUTE: '100000' }));
  tenant = await createTenant(t);
  base = `/dashboard/${tenant.workspace.slug}`;
  for (const role of ['admin', 'member']) {
    const email = await person(t.app, tenant.workspace.id, `overlay-${role}-${process.pid}@example.test`, role);
    clients[role] = new Client(t.app, undefined, t.baseUrl);
    assert.equal((await (clients[role] as Client).signIn(email)).status, 303);
  }
});
after(async () => {
  await t.close();
});

test('an admin makes an overlay link, shown once; it shows the status; revoking it ends it at once', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Overlay Hill', maxPlayers: 20 });
  await call(t, 'POST', '/ingest/v1/heartbeat', { headers: { authorization: `Bearer ${server.ingest_token}` }, body: { players: [{ id: 'a', x: 0, y: 0, z: 0 }] } });
  const admin = clients['admin'] as Client;
  const servers = await admin.get(`${base}/servers`);
  assert.match(servers.html, new RegExp(`href="${base}/servers/${server.id}/overlays"`));
  const made = await admin.submit(`${base}/servers/${server.id}/overlays`, `${base}/servers/${server.id}/overlays`);
  assert.equal(made.status, 200);
  assert.match(made.html, /only time the overlay link is shown/);
  const url = /value="(http[^"]+\/public\/v1\/status\/(cws_[A-Za-z0-9]+))"/.exec(made.html);
  assert.ok(url, made.html.slice(0, 500));
  const token = url[2] as string;
  const stored = await t.app.store.db.selectFrom('status_tokens').selectAll().where('server_id', '=', server.id).executeTakeFirstOrThrow();
  assert.equal(stored.token_hash, hashSecret(token), 'stored hashed');
  assert.ok(!JSON.stringify(stored).includes(token), 'never in clear');
  const list = await admin.get(`${base}/servers/${server.id}/overlays`);
  assert.ok(!list.html.includes(token), 'the list shows the prefix only');
  assert.ok(list.html.includes(stored.prefix));

  const publicUrl = `${t.baseUrl as string}/public/v1/status/${token}`;
  const status = await fetch(publicUrl);
  assert.equal(status.status, 200);
  const shown = (await status.json()) as { server_id: number; livemode: boolean };
  assert.equal(shown.server_id, server.id);
  assert.equal(shown.livemode, true);
  assert.doesNotMatch(list.html, /pill-test/, 'no test mark on a live server');
  const stream = openStream(`${publicUrl}/stream`);
  await stream.waitFor('status', 1);

  const asked = await admin.post(`${base}/servers/${server.id}/overlays/${stored.id}/revoke`);
  assert.equal(asked.status, 200, 'a confirmation first, without script');
  assert.match(asked.html, /Revoke the overlay link/);
  const revoked = await admin.post(`${base}/servers/${server.id}/overlays/${stored.id}/revoke`, { confirmed: 'yes' });
  assert.equal(revoked.status, 303);
  assert.equal((await fetch(publicUrl)).status, 404, 'gone at once');
  await eventually(() => stream.source.readyState === stream.source.CLOSED, 5_000, 'the open stream ended');
  stream.close();
});

test("a test server's overlay link says so: a Test mark on the pages, livemode false in the JSON and the stream", async () => {
  const twin = await testTwinOf(t.app.store.db, tenant.workspace);
  const server = await createServer(t.app.store.db, twin.id, { name: 'Test Hill', maxPlayers: 20 });
  const admin = clients['admin'] as Client;
  const pages = `/dashboard/${twin.slug}/servers/${server.id}/overlays`;
  const made = await admin.submit(pages, pages);
  assert.equal(made.status, 200);
  assert.match(made.html, /A test-mode link/);
  const token = /\/public\/v1\/status\/(cws_[A-Za-z0-9]+)/.exec(made.html)?.[1] as string;
  const list = await admin.get(pages);
  assert.match(list.html, /class="pill pill-test">Test</);
  const publicUrl = `${t.baseUrl as string}/public/v1/status/${token}`;
  assert.equal(((await (await fetch(publicUrl)).json()) as { livemode: boolean }).livemode, false);
  const stream = openStream(`${publicUrl}/stream`);
  const [first] = await stream.waitFor('status', 1);
  assert.equal((JSON.parse(first?.data ?? '{}') as { livemode: boolean }).livemode, false);
  stream.close();
});

test('a member cannot make or revoke overlay links; another workspace\'s server is not found', async () => {
  const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Members only' });
  const member = clients['member'] as Client;
  assert.doesNotMatch((await member.get(`${base}/servers`)).html, /Overlay links/);
  assert.equal((await member.get(`${base}/servers/${server.id}/overlays`)).status, 403);
  assert.equal((await member.post(`${base}/servers/${server.id}/overlays`)).status, 403);
  assert.equal(await t.app.store.db.selectFrom('status_tokens').select('id').where('server_id', '=', server.id).executeTakeFirst(), undefined, 'nothing made');
  const other = await createTenant(t);
  const theirs = await createServer(t.app.store.db, other.workspace.id, { name: 'Theirs' });
  assert.equal((await (clients['admin'] as Client).get(`${base}/servers/${theirs.id}/overlays`)).status, 404);
  assert.equal((await (clients['admin'] as Client).post(`${base}/servers/${theirs.id}/overlays`)).status, 404);
});
