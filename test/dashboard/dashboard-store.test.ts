// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** The store in the dashboard (README, Dashboard), over real HTTP: Products, Orders and Refund, invitations by e-mail, Account, Settings; roles and tenancy. */
import { after, before, describe, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { verifyWebhook } from '../../src/index.js';
import { createServer } from '../../src/servers/service.js';
import { createUserInWorkspace } from '../../src/users/service.js';
import { call, createTenant, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { Client, csrfOf, PASSWORD, person } from '../helpers/dashboard.js';
import { startReceiver, startSmtpSink, type Receiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/wait.js';

let t: TestApp;
let r: Receiver;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let tenant: Tenant;
let secret: string;
let base: string;
const clients: Record<string, Client> = {};
const emails: Record<string, string> = {};

before(async () => {
  smtp = await startSmtpSink();
  t = await overHttp(await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '20', SMTP_URL: smtp.url }, { worker: true }));
  r = await startReceiver();
  tenant = await createTenant(t);
  base = `/dashboard/${tenant.workspace.slug}`;
  secret = (await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: r.url, events: ['*'] } })).body['secret'] as string;
  for (const role of ['owner', 'admin', 'moderator', 'member']) {
    emails[role] = await person(t.app, tenant.workspace.id, `${role}-${process.pid}@example.test`, role);
    clients[role] = new Client(t.app, undefined, t.baseUrl);
    assert.equal((await (clients[role] as Client).signIn(emails[role] as string)).status, 303);
  }
});
after(async () => {
  await t.close();
  await r.close();
  await smtp.close();
});

const as = (role: string) => clients[role] as Client;
const product = (id: number) => t.app.store.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const apiProduct = async (body: Record<string, unknown>) => Number((await call(t, 'POST', '/api/v1/products', { key: tenant.key, body })).body['id']);

describe('Products', () => {
  test('an owner creates a product (a refusal keeps what was typed), edits it, finds it, archives it after confirming, and unarchives it', async () => {
    const owner = as('owner');
    const refused = await owner.submit(`${base}/products/new`, `${base}/products`, { name: 'Spawn kit', price: '9.999', kind: 'recurring', interval: '', currency: 'usd', description: 'Tools' });
    assert.equal(refused.status, 422);
    assert.match(refused.html, /Enter a price such as 9\.99/);
    assert.match(refused.html, /interval[\s\S]*is required for recurring products/);
    assert.match(refused.html, /value="Spawn kit"/, 'the name typed is kept');
    const created = await owner.submit(`${base}/products/new`, `${base}/products`, { name: 'Spawn kit', price: '9.99', kind: 'one_time', interval: '', currency: '', description: 'Tools' });
    assert.equal(created.status, 303);
    const id = Number(/products\/(\d+)$/.exec(created.location ?? '')?.[1]);
    assert.deepEqual([(await product(id)).price_cents, (await product(id)).currency], [999, 'USD']);
    const edited = await owner.submit(`${base}/products/${id}`, `${base}/products/${id}`, { name: 'Spawn kit XL', price: '12.50', description: '' });
    assert.equal(edited.status, 303);
    assert.deepEqual([(await product(id)).name, (await product(id)).price_cents, (await product(id)).description], ['Spawn kit XL', 1250, null]);
    assert.match((await owner.get(`${base}/products?q=kit%20x`)).html, /Spawn kit XL/);
    assert.doesNotMatch((await owner.get(`${base}/products?q=nothing-like-it`)).html, /Spawn kit XL/);

    const ask = await owner.post(`${base}/products/${id}/archive`);
    assert.equal(ask.status, 200);
    assert.match(ask.html, /Archive “Spawn kit XL”\?/);
    assert.equal((await product(id)).is_active, 1, 'nothing changes before confirming');
    assert.equal((await owner.post(`${base}/products/${id}/archive`, { confirmed: 'yes' })).status, 303);
    assert.equal((await product(id)).is_active, 0);
    const listed = await call(t, 'GET', '/api/v1/products?per_page=100', { key: tenant.key });
    assert.ok(!listed.body.data?.some((p) => p['id'] === id), 'an archived product vanishes from GET /products');
    assert.doesNotMatch((await owner.get(`${base}/products`)).html, /Spawn kit XL/);
    assert.match((await owner.get(`${base}/products?status=archived`)).html, /Spawn kit XL/);
    assert.equal((await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'a@customers.example', items: [{ product_id: id, quantity: 1 }] } })).status, 422);
    assert.equal((await owner.post(`${base}/products/${id}/unarchive`)).status, 303);
    assert.equal((await product(id)).is_active, 1);
  });
});

describe('Orders', () => {
  test('orders are listed by status and found by number or e-mail; an order\'s page shows what it granted and its events; Refund asks first, then raises order.refunded and entitlement.revoked', async () => {
    const vip = await apiProduct({ name: 'VIP', price_cents: 500, kind: 'recurring', interval: 'month' });
    const made = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'zoe@customers.example', items: [{ product_id: vip, quantity: 1 }] } });
    const pending = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'yan@customers.example', items: [{ product_id: vip, quantity: 1 }], status: 'pending' } });
    const admin = as('admin');
    const paidList = await admin.get(`${base}/orders?status=paid`);
    assert.match(paidList.html, new RegExp(String(made.body['number'])));
    assert.doesNotMatch(paidList.html, new RegExp(`>${String(pending.body['number'])}<`));
    assert.match((await admin.get(`${base}/orders?q=ZOE@customers`)).html, /zoe@customers\.example/);
    assert.match((await admin.get(`${base}/orders?q=${made.body['number']}`)).html, /zoe@customers\.example/);
    assert.doesNotMatch((await admin.get(`${base}/orders?q=${made.body['number']}`)).html, /yan@customers\.example/);
    await eventually(() => r.received.some((x) => JSON.parse(x.body).event === 'order.paid' && JSON.parse(x.body).data.id === made.body['id']));

    const id = made.body['id'] as number;
    const page = await admin.get(`${base}/orders/${id}`);
    assert.equal(page.status, 200);
    for (const shown of ['VIP', 'order.paid', 'entitlement.granted', 'subscription.created', r.url, 'Refund order']) assert.ok(page.html.includes(shown), shown);
    const start = r.received.length;
    const ask = await admin.post(`${base}/orders/${id}/refund`);
    assert.match(ask.html, /Refund order .* to zoe@customers\.example\?/);
    assert.equal((await call(t, 'GET', `/api/v1/orders/${id}`, { key: tenant.key })).body['status'], 'paid', 'nothing before confirming');
    const done = await admin.post(`${base}/orders/${id}/refund`, { confirmed: 'yes' });
    assert.equal(done.status, 303);
    assert.equal((await call(t, 'GET', `/api/v1/orders/${id}`, { key: tenant.key })).body['status'], 'refunded');
    await eventually(() => ['order.refunded', 'entitlement.revoked', 'subscription.canceled'].every((name) => r.received.slice(start).some((x) => JSON.parse(x.body).event === name)));
    for (const x of r.received.slice(start)) assert.ok(verifyWebhook(x.body, x.headers as Record<string, string>, secret));
    const again = await admin.post(`${base}/orders/${id}/refund`, { confirmed: 'yes' });
    assert.equal(again.status, 409, 'a refunded order cannot be refunded twice');
    assert.match((await admin.get(`${base}/orders/${id}`)).html, /order\.refunded/);
  });
});

describe('roles and tenancy', () => {
  test('members and moderators read Products and Orders but change nothing (403); admins and owners act; only owners see Settings', async () => {
    const id = await apiProduct({ name: 'Read only', price_cents: 100 });
    const order = Number((await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'ro@customers.example', items: [{ product_id: id, quantity: 1 }] } })).body['id']);
    for (const role of ['member', 'moderator']) {
      const client = as(role);
      const list = await client.get(`${base}/products`);
      assert.equal(list.status, 200);
      assert.doesNotMatch(list.html, /New product/);
      assert.doesNotMatch((await client.get(`${base}/products/${id}`)).html, /Save product|Archive product/);
      assert.doesNotMatch((await client.get(`${base}/orders/${order}`)).html, /Refund order/);
      assert.equal((await client.get(`${base}/products/new`)).status, 403);
      for (const [url, form] of [
        [`${base}/products`, { name: 'x', price: '1' }],
        [`${base}/products/${id}`, { name: 'changed', price: '1' }],
        [`${base}/products/${id}/archive`, { confirmed: 'yes' }],
        [`${base}/orders/${order}/refund`, { confirmed: 'yes' }],
        [`${base}/members/invitations`, { email: 'x@example.test', role: 'member' }],
        [`${base}/settings`, { name: 'Taken over', currency: 'USD', threshold: '' }],
      ] as const) {
        assert.equal((await client.post(url, form)).status, 403, `${role} POST ${url}`);
      }
      assert.equal((await client.get(`${base}/settings`)).status, 403);
      assert.doesNotMatch((await client.get(`${base}/members`)).html, /Send invitation/);
    }
    assert.equal((await product(id)).name, 'Read only');
    assert.equal((await product(id)).is_active, 1);
    assert.equal((await call(t, 'GET', `/api/v1/orders/${order}`, { key: tenant.key })).body['status'], 'paid');
    assert.equal((await as('admin').get(`${base}/settings`)).status, 403);
    assert.doesNotMatch((await as('admin').get(`${base}/products`)).html, />Settings</);
    assert.match((await as('owner').get(`${base}/products`)).html, />Settings</);
    assert.match((await as('admin').get(`${base}/products`)).html, /New product/);
  });

  test("another workspace's products, orders and invitations are 404 on every page and form, and every new form needs its CSRF token", async () => {
    const other = await createTenant(t);
    const theirs = Number((await call(t, 'POST', '/api/v1/products', { key: other.key, body: { name: 'Theirs', price_cents: 100 } })).body['id']);
    const theirOrder = Number((await call(t, 'POST', '/api/v1/orders', { key: other.key, body: { customer_email: 'x@customers.example', items: [{ product_id: theirs, quantity: 1 }] } })).body['id']);
    const owner = as('owner');
    for (const url of [`${base}/products/${theirs}`, `${base}/orders/${theirOrder}`]) assert.equal((await owner.get(url)).status, 404, url);
    for (const url of [`${base}/products/${theirs}`, `${base}/products/${theirs}/archive`, `${base}/products/${theirs}/unarchive`, `${base}/orders/${theirOrder}/refund`, `${base}/members/invitations/999999/revoke`]) {
      assert.equal((await owner.post(url, { name: 'Mine now', price: '1', confirmed: 'yes' })).status, 404, url);
    }
    assert.equal((await call(t, 'GET', `/api/v1/orders/${theirOrder}`, { key: other.key })).body['status'], 'paid');
    // The other workspace's pages are not found for this owner at all.
    assert.equal((await owner.get(`/dashboard/${other.workspace.slug}/products`)).status, 404);
    for (const url of [`${base}/products`, `${base}/products/${theirs}`, `${base}/members/invitations`, `${base}/account/password`, `${base}/settings`]) {
      assert.equal((await owner.postRaw(url, { name: 'x', _csrf: '' })).status, 403, `CSRF on ${url}`);
    }
  });
});

describe('invitations, account and settings', () => {
  test('an invitation is mailed with a one-time link valid 7 days; accepting sets a password, makes a member and raises member.joined; revoked and used links fail', async () => {
    const owner = as('owner');
    const refused = await as('admin').post(`${base}/members/invitations`, { email: 'boss@example.test', role: 'owner' });
    assert.equal(refused.status, 422, 'an admin cannot make owners');
    const before = smtp.messages.length;
    const email = `new-${process.pid}@example.test`;
    const sent = await owner.post(`${base}/members/invitations`, { email, role: 'admin' });
    assert.equal(sent.status, 303);
    const [message] = (await smtp.waitFor(before + 1)).slice(before);
    const text = (message ?? '').replace(/=\r\n/g, '');
    assert.match(text, new RegExp(`To: ${email}`));
    const token = /\/dashboard\/invitations\/([A-Za-z0-9_-]{32})/.exec(text)?.[1] as string;
    assert.ok(token, 'the mail carries the link');
    const stored = await t.app.store.db.selectFrom('invitations').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.notEqual(stored.token_hash, token);
    assert.ok(!t.storeContents().includes(token), 'only the hash is stored');
    assert.equal(Date.parse(`${stored.expires_at.replace(' ', 'T')}Z`) - Date.parse(`${stored.created_at.replace(' ', 'T')}Z`), 7 * 86_400_000);
    assert.match((await owner.get(`${base}/members`)).html, new RegExp(email));

    const invitee = new Client(t.app, undefined, t.baseUrl);
    const page = await invitee.get(`/dashboard/invitations/${token}`);
    assert.equal(page.status, 200);
    const short = await invitee.postRaw(`/dashboard/invitations/${token}`, { _csrf: csrfOf(page.html), name: 'Nia', password: 'short' });
    assert.equal(short.status, 422);
    assert.match(short.html, /value="Nia"/);
    const start = r.received.length;
    const accepted = await invitee.postRaw(`/dashboard/invitations/${token}`, { _csrf: csrfOf(short.html), name: 'Nia', password: PASSWORD });
    assert.equal(accepted.status, 303);
    assert.equal(accepted.location, base);
    assert.equal((await invitee.get(`${base}/products`)).status, 200, 'signed in as a member');
    assert.match((await invitee.get(`${base}/products`)).html, /New product/, 'with the invited role (admin)');
    await eventually(() => r.received.slice(start).some((x) => JSON.parse(x.body).event === 'member.joined'));
    assert.deepEqual(JSON.parse(r.received.slice(start).find((x) => JSON.parse(x.body).event === 'member.joined')?.body ?? '{}').data, { display_name: 'Nia', role: 'admin' });
    assert.equal((await new Client(t.app, undefined, t.baseUrl).get(`/dashboard/invitations/${token}`)).status, 404, 'the link works once');
    assert.equal((await new Client(t.app, undefined, t.baseUrl).signIn(email)).status, 303);

    await owner.post(`${base}/members/invitations`, { email: `later-${process.pid}@example.test`, role: 'member' });
    const later = (await smtp.waitFor(before + 2))[before + 1]?.replace(/=\r\n/g, '') ?? '';
    const laterToken = /\/dashboard\/invitations\/([A-Za-z0-9_-]{32})/.exec(later)?.[1] as string;
    const pending = await t.app.store.db.selectFrom('invitations').select('id').where('email', '=', `later-${process.pid}@example.test`).executeTakeFirstOrThrow();
    assert.equal((await owner.post(`${base}/members/invitations/${pending.id}/revoke`, { confirmed: 'yes' })).status, 303);
    const revoked = await new Client(t.app, undefined, t.baseUrl).get(`/dashboard/invitations/${laterToken}`);
    assert.equal(revoked.status, 404);
    assert.match(revoked.html, /revoked/);
    assert.equal((await new Client(t.app, undefined, t.baseUrl).get(`/dashboard/invitations/${'A'.repeat(32)}`)).status, 404);
  });

  test('an expired invitation cannot be accepted', async () => {
    const email = `old-${process.pid}@example.test`;
    const before = smtp.messages.length;
    await as('owner').post(`${base}/members/invitations`, { email, role: 'member' });
    const token = /\/dashboard\/invitations\/([A-Za-z0-9_-]{32})/.exec(((await smtp.waitFor(before + 1))[before] ?? '').replace(/=\r\n/g, ''))?.[1] as string;
    await t.app.store.db.updateTable('invitations').set({ expires_at: '2020-01-01 00:00:00' }).where('email', '=', email).execute();
    const page = await new Client(t.app, undefined, t.baseUrl).get(`/dashboard/invitations/${token}`);
    assert.equal(page.status, 404);
    assert.match(page.html, /expired/);
  });

  test('a user changes their password with the current one; their other sessions end', async () => {
    const email = await person(t.app, tenant.workspace.id, `pw-${process.pid}@example.test`, 'member');
    const here = new Client(t.app, undefined, t.baseUrl);
    const elsewhere = new Client(t.app, undefined, t.baseUrl);
    await here.signIn(email);
    await elsewhere.signIn(email);
    const account = await here.get(`${base}/account`);
    assert.equal((account.html.match(/<tr>/g) ?? []).length - 1, 2, 'both sessions are listed');
    assert.match(account.html, /This session/);
    const wrong = await here.post(`${base}/account/password`, { current_password: 'not it at all', new_password: 'a brand new passphrase' });
    assert.equal(wrong.status, 422);
    assert.match(wrong.html, /That is not your current password/);
    assert.equal((await here.post(`${base}/account/password`, { current_password: PASSWORD, new_password: 'a brand new passphrase' })).status, 303);
    assert.equal((await here.get(`${base}/account`)).status, 200, 'this session goes on');
    assert.equal((await elsewhere.get(`${base}/account`)).status, 303, 'the other one ended');
    assert.equal((await new Client(t.app, undefined, t.baseUrl).signIn(email, 'a brand new passphrase')).status, 303);
    assert.equal((await new Client(t.app, undefined, t.baseUrl).signIn(email)).status, 401);
  });

  test('owners change the name, currency and live-status threshold; the next status answer uses the threshold', async () => {
    const server = await createServer(t.app.store.db, tenant.workspace.id, { name: 'Survival' });
    const status = async () => (await call(t, 'GET', `/api/v1/servers/${server.id}/status`, { key: tenant.key })).body['zone_min_count'];
    assert.equal(await status(), 5);
    const owner = as('owner');
    const bad = await owner.post(`${base}/settings`, { name: 'Renamed', currency: 'dollars', threshold: '0' });
    assert.equal(bad.status, 422);
    assert.match(bad.html, /value="Renamed"/);
    assert.match(bad.html, /3-letter/);
    assert.match(bad.html, /from 1 to 1,000/);
    assert.equal((await owner.post(`${base}/settings`, { name: 'Renamed', currency: 'eur', threshold: '2' })).status, 303);
    assert.equal(await status(), 2);
    const me = await call(t, 'GET', '/api/v1/me', { key: tenant.key });
    assert.deepEqual([(me.body['workspace'] as Record<string, unknown>)['name'], (me.body['workspace'] as Record<string, unknown>)['currency']], ['Renamed', 'EUR']);
    assert.equal((await owner.post(`${base}/settings`, { name: 'Renamed', currency: 'EUR', threshold: '' })).status, 303);
    assert.equal(await status(), 5, 'empty is the default again');
  });
});

test('without SMTP_URL an invitation shows its link once; the link proves nothing, so only an account signed in may accept it', async () => {
  const quiet = await overHttp(await startApp());
  try {
    const team = await createTenant(quiet);
    const client = new Client(quiet.app, undefined, quiet.baseUrl);
    await client.signIn(await person(quiet.app, team.workspace.id, `quiet-${process.pid}@example.test`, 'owner'));
    const friend = `friend-${process.pid}@example.test`;
    const shown = await client.post(`/dashboard/${team.workspace.slug}/members/invitations`, { email: friend, role: 'moderator' });
    assert.equal(shown.status, 200);
    assert.match(shown.html, /This is the only time the link is shown/);
    const link = /value="(http[^"]+\/dashboard\/invitations\/[A-Za-z0-9_-]{32})"/.exec(shown.html)?.[1] as string;
    const path = new URL(link).pathname;
    const invitee = new Client(quiet.app, undefined, quiet.baseUrl);
    const page = await invitee.get(path);
    assert.match(page.html, /You are invited as <strong>moderator<\/strong>/);
    assert.doesNotMatch(page.html, /type="password"/, 'no account is made through a shown link');
    const refused = await invitee.postRaw(path, { _csrf: invitee.cookies.get('cw_login') as string, name: 'Friend', password: PASSWORD });
    assert.equal(refused.status, 422);
    assert.equal(await quiet.app.store.db.selectFrom('users').select('id').where('email', '=', friend).executeTakeFirst(), undefined);
    // The operator makes the account; signed in as it, the same link joins.
    await person(quiet.app, (await createTenant(quiet)).workspace.id, friend, 'member');
    await invitee.signIn(friend);
    const signed = await invitee.get(path);
    assert.match(signed.html, /You are signed in as/);
    assert.equal((await invitee.postRaw(path, { _csrf: csrfOf(signed.html) })).status, 303);
    assert.equal((await invitee.get(`/dashboard/${team.workspace.slug}/posts`)).status, 200);
    assert.equal((await client.get(`/dashboard/${team.workspace.slug}/members`)).html.includes(friend), false, 'no longer pending');
  } finally {
    await quiet.close();
  }
});

test('an invitation to an existing account never sets or checks its password: the invitee signs in as that account first', async () => {
  const other = await createTenant(t);
  // An owner elsewhere with a password, and a user with none yet (made by `user create`): both must keep their accounts.
  const victim = await person(t.app, other.workspace.id, `victim-${process.pid}@example.test`, 'owner');
  const blank = `blank-${process.pid}@example.test`;
  await createUserInWorkspace(t.app.store.db, other.workspace.id, { email: blank, role: 'owner' });
  for (const email of [victim, blank]) {
    const before = smtp.messages.length;
    assert.equal((await as('admin').post(`${base}/members/invitations`, { email, role: 'member' })).status, 303);
    const token = /\/dashboard\/invitations\/([A-Za-z0-9_-]{32})/.exec(((await smtp.waitFor(before + 1))[before] ?? '').replace(/=\r\n/g, ''))?.[1] as string;
    const stranger = new Client(t.app, undefined, t.baseUrl);
    const page = await stranger.get(`/dashboard/invitations/${token}`);
    assert.match(page.html, /already has an account/);
    assert.doesNotMatch(page.html, /type="password"/);
    const hash = async () => (await t.app.store.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;
    const stored = await hash();
    // A hand-made POST with the form's own double-submit token, as an attacker would send it.
    const taken = await stranger.postRaw(`/dashboard/invitations/${token}`, { _csrf: stranger.cookies.get('cw_login') as string, name: 'Attacker', password: 'attacker chosen passphrase' });
    assert.equal(taken.status, 422);
    assert.equal(await hash(), stored, 'the password is untouched');
    assert.equal(stranger.cookies.get('cw_session'), undefined, 'no session');
    assert.equal((await stranger.signIn(email, 'attacker chosen passphrase')).status, 401);
    if (email === victim) {
      // Signed in as the account, the same link makes it a member.
      const owner = new Client(t.app, undefined, t.baseUrl);
      await owner.signIn(victim);
      const signed = await owner.get(`/dashboard/invitations/${token}`);
      assert.match(signed.html, /You are signed in as/);
      assert.equal((await owner.postRaw(`/dashboard/invitations/${token}`, { _csrf: csrfOf(signed.html) })).status, 303);
      assert.equal((await owner.get(`${base}/products`)).status, 200);
    }
  }
});

test('members see an order\'s deliveries without the webhook URLs; a JSON body to a dashboard form is refused, never a 500', async () => {
  const hook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: `${r.url}/services/T000/SECRETTOKEN`, events: ['order.paid'] } });
  const id = await apiProduct({ name: 'Sticker', price_cents: 100 });
  const order = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'urls@customers.example', items: [{ product_id: id, quantity: 1 }] } });
  const seen = await as('member').get(`${base}/orders/${order.body['id']}`);
  assert.doesNotMatch(seen.html, /SECRETTOKEN/);
  assert.match(seen.html, new RegExp(`Webhook ${hook.body['id']}`));
  assert.match((await as('admin').get(`${base}/orders/${order.body['id']}`)).html, /SECRETTOKEN/);
  const admin = as('admin');
  const cookie = [...admin.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  for (const path of ['/products', '/settings', '/account/password', '/reports', '/members/invitations', '/automations']) {
    const answer = await fetch(`${t.baseUrl}${base}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ _csrf: [admin.csrf], name: { 0: 5 }, current_password: [5] }) });
    assert.equal(answer.status, 403, path);
  }
});
