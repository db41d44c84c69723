// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** What owners do on the dashboard, through HTTP: keys, posts, webhooks, notifications; and the user CLI. */
import { strict as assert } from 'node:assert';
import { after, before, test } from 'node:test';
import { call, createTenant, startApp, type TestApp } from '../helpers/app.js';
import { Client, PASSWORD, person } from '../helpers/dashboard.js';
import { cli } from '../helpers/process.js';

let t: TestApp;
before(async () => {
  t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true' });
});
after(() => t.close());

async function owner(role = 'owner') {
  const tenant = await createTenant(t);
  const client = new Client(t.app);
  const email = await person(t.app, tenant.workspace.id, `${role}-${Date.now()}-${Math.random()}@example.test`, role);
  await client.signIn(email);
  return { tenant, client, email, base: `/dashboard/${tenant.workspace.slug}` };
}

const flashOf = (html: string) => /class="flash" role="status">([^<]+)</.exec(html)?.[1];

test('a key is created with its scopes, shown once, listed with its creator, and revoked after confirmation', async () => {
  const { tenant, client, email, base } = await owner();
  const refused = await client.submit(`${base}/api-keys/new`, `${base}/api-keys`, { name: '', scopes: [] });
  assert.equal(refused.status, 422);
  assert.match(refused.html, /Enter a name/);
  assert.match(refused.html, /Choose at least one scope/);
  const unknown = await client.submit(`${base}/api-keys/new`, `${base}/api-keys`, { name: 'x', scopes: ['read:everything'] });
  assert.equal(unknown.status, 422);
  assert.match(unknown.html, /unknown scope: read:everything/);
  assert.equal((await t.app.store.db.selectFrom('api_keys').select('id').where('workspace_id', '=', tenant.workspace.id).execute()).length, 1);

  const form = await client.get(`${base}/api-keys/new`);
  const fields = { _csrf: client.csrf as string, _once: /name="_once" value="([^"]+)"/.exec(form.html)?.[1] as string, name: 'Discord bot', scopes: ['read:store', 'read:orders'] };
  const created = await client.postRaw(`${base}/api-keys`, fields);
  assert.equal(created.status, 200);
  // Reloading the answer sends the same form again: refused, no second key, the key not shown again.
  const reloaded = await client.postRaw(`${base}/api-keys`, fields);
  assert.equal(reloaded.status, 409);
  assert.match(reloaded.html, /This form was already sent/);
  assert.doesNotMatch(reloaded.html, /cwk_/);
  assert.equal((await t.app.store.db.selectFrom('api_keys').select('id').where('workspace_id', '=', tenant.workspace.id).execute()).length, 2);
  assert.match(created.html, /This is the only time the API key is shown\. Store it now\./);
  const key = /value="(cwk_[0-9A-Za-z]+)"/.exec(created.html)?.[1] as string;
  assert.equal((await call(t, 'GET', '/api/v1/products', { key })).status, 200);
  assert.equal((await call(t, 'GET', '/api/v1/members', { key })).status, 403);
  assert.ok(!t.storeContents().includes(key), 'the key is not stored');

  const list = await client.get(`${base}/api-keys`);
  assert.match(list.html, /Discord bot/);
  assert.match(list.html, new RegExp(`<code>${key.slice(0, 12)}</code>`));
  assert.ok(list.html.includes(email), 'created by the signed-in user');
  assert.ok(!list.html.includes(key), 'never shown again');

  const row = await t.app.store.db.selectFrom('api_keys').select(['id', 'created_by']).where('prefix', '=', key.slice(0, 12)).executeTakeFirstOrThrow();
  const question = await client.post(`${base}/api-keys/${row.id}/revoke`);
  assert.equal(question.status, 200);
  assert.match(question.html, new RegExp(`Revoke &#39;Discord bot&#39; \\(${key.slice(0, 12)}\\)\\? Tools using it stop working at once\\.|Revoke 'Discord bot' \\(${key.slice(0, 12)}\\)`));
  assert.equal((await call(t, 'GET', '/api/v1/products', { key })).status, 200, 'asking is not revoking');
  const revoked = await client.post(`${base}/api-keys/${row.id}/revoke`, { confirmed: 'yes' });
  assert.equal(revoked.status, 303);
  assert.equal((await call(t, 'GET', '/api/v1/products', { key })).status, 401);
  const shown = await client.get(revoked.location as string);
  assert.equal(flashOf(shown.html), 'Key “Discord bot” revoked.');
  assert.equal(flashOf((await client.get(revoked.location as string)).html), undefined, 'a flash is shown once');
});

test('a draft made through the API is edited with the API\'s rules, scheduled, and published with post.published', async () => {
  const { tenant, client, base } = await owner('moderator');
  const draft = (await call(t, 'POST', '/api/v1/posts', { key: tenant.key, body: { body: 'Patch notes', title: 'v1.2' } })).body as { id: number };
  const list = await client.get(`${base}/posts`);
  assert.match(list.html, /v1\.2/);
  assert.match(list.html, /from API key &#39;API key&#39;|from API key 'API key'/);

  const bad = await client.post(`${base}/posts/${draft.id}`, { title: 'v1.2', body: '', media: 'not a url' });
  assert.equal(bad.status, 422);
  assert.match(bad.html, /must be an absolute http\(s\) URL/);
  const stored = () => t.app.store.db.selectFrom('posts').selectAll().where('id', '=', draft.id).executeTakeFirstOrThrow();
  assert.equal((await stored()).body, 'Patch notes', 'a refused edit changes nothing');

  const saved = await client.post(`${base}/posts/${draft.id}`, { title: 'v1.2.1', body: 'Better notes', media: 'https://cdn.example.com/a.png\nhttps://cdn.example.com/b.png' });
  assert.equal(saved.status, 303);
  assert.deepEqual(JSON.parse((await stored()).media), ['https://cdn.example.com/a.png', 'https://cdn.example.com/b.png']);

  const past = await client.post(`${base}/posts/${draft.id}/schedule`, { scheduled_at: '2020-01-01T10:00' });
  assert.equal(past.status, 422);
  assert.match(past.html, /must be in the future/);
  assert.equal((await client.post(`${base}/posts/${draft.id}/schedule`, { scheduled_at: '2099-05-01T10:30' })).status, 303);
  assert.deepEqual([(await stored()).status, (await stored()).scheduled_at], ['scheduled', '2099-05-01 10:30:00']);
  assert.equal((await client.post(`${base}/posts/${draft.id}/unschedule`)).status, 303);
  assert.equal((await stored()).status, 'draft');

  // Publish now sends the form's fields too: what was typed is saved, then published, never lost.
  assert.equal((await client.post(`${base}/posts/${draft.id}/publish`, { title: 'v1.2.2', body: 'Final notes', media: '' })).status, 303);
  assert.deepEqual([(await stored()).status, (await stored()).body, (await stored()).title], ['published', 'Final notes', 'v1.2.2']);
  const events = await t.app.store.db.selectFrom('events').select(['name', 'data']).where('workspace_id', '=', tenant.workspace.id).where('name', '=', 'post.published').execute();
  assert.equal(events.length, 1);
  assert.equal((JSON.parse(events[0]?.data as string) as { id: number }).id, draft.id);
  const again = await client.post(`${base}/posts/${draft.id}/publish`);
  assert.equal(again.status, 409, 'publishing twice is refused, not raised twice');

  const confirm = await client.post(`${base}/posts/${draft.id}/delete`);
  assert.equal(confirm.status, 200);
  assert.match(confirm.html, /Are you sure\?/);
  assert.equal((await client.post(`${base}/posts/${draft.id}/delete`, { confirmed: 'yes' })).status, 303);
  assert.equal(await t.app.store.db.selectFrom('posts').select('id').where('id', '=', draft.id).executeTakeFirst(), undefined);
});

test('webhooks: the API\'s refusals beside their fields, the secret shown once, test, rotate, delete', async () => {
  const { tenant, client, base } = await owner('admin');
  const refused = await client.submit(`${base}/webhooks/new`, `${base}/webhooks`, { url: 'https://user:pw@example.com/hook', events: ['order.paid'] });
  assert.equal(refused.status, 422);
  assert.match(refused.html, /id="field-url-errors"/);
  const noEvents = await client.submit(`${base}/webhooks/new`, `${base}/webhooks`, { url: 'https://example.com/hook' });
  assert.equal(noEvents.status, 422);
  assert.match(noEvents.html, /id="field-events-errors"/);

  const added = await client.submit(`${base}/webhooks/new`, `${base}/webhooks`, { url: 'http://127.0.0.1:9/hook', events: ['order.paid', 'post.published'] });
  assert.equal(added.status, 200);
  const secret = /value="(whsec_[^"]+)"/.exec(added.html)?.[1] as string;
  const hook = await t.app.store.db.selectFrom('webhooks').selectAll().where('workspace_id', '=', tenant.workspace.id).executeTakeFirstOrThrow();
  assert.equal(hook.secret, secret);
  assert.deepEqual(JSON.parse(hook.events), ['order.paid', 'post.published']);
  const page = await client.get(`${base}/webhooks/${hook.id}`);
  assert.ok(!page.html.includes(secret), 'the secret is not shown again');

  const tested = await client.post(`${base}/webhooks/${hook.id}/test`, { event: 'order.paid' });
  assert.equal(tested.status, 303);
  const delivery = await client.get(tested.location as string);
  assert.equal(delivery.status, 200);
  assert.match(delivery.html, /<dt>Attempts<\/dt><dd>0<\/dd>/);

  // On a disabled webhook the refusal sits under the form that was sent, in words for people.
  await t.app.store.db.updateTable('webhooks').set({ status: 'disabled' }).where('id', '=', hook.id).execute();
  const refusedTest = await client.post(`${base}/webhooks/${hook.id}/test`, { event: 'order.paid' });
  assert.equal(refusedTest.status, 422);
  assert.match(refusedTest.html, /<ul class="errors" id="test-event-errors"><li>This webhook is disabled: enable it first/);
  assert.doesNotMatch(refusedTest.html, /id="field-since-errors"/);
  await t.app.store.db.updateTable('webhooks').set({ status: 'enabled' }).where('id', '=', hook.id).execute();
  assert.match(delivery.html, /&quot;event&quot;:&quot;order\.paid&quot;|"event":"order\.paid"/);

  const asked = await client.submit(`${base}/webhooks/${hook.id}`, `${base}/webhooks/${hook.id}/rotate`, { previous_valid_seconds: '3600' });
  assert.equal(asked.status, 200);
  assert.match(asked.html, /Are you sure\?/, 'without script, rotating asks first');
  assert.equal((await t.app.store.db.selectFrom('webhooks').select('secret').where('id', '=', hook.id).executeTakeFirstOrThrow()).secret, secret);
  const rotated = await client.submit(`${base}/webhooks/${hook.id}`, `${base}/webhooks/${hook.id}/rotate`, { previous_valid_seconds: '3600', confirmed: 'yes' });
  assert.equal(rotated.status, 200);
  const fresh = /value="(whsec_[^"]+)"/.exec(rotated.html)?.[1] as string;
  const after = await t.app.store.db.selectFrom('webhooks').select(['secret', 'previous_secret']).where('id', '=', hook.id).executeTakeFirstOrThrow();
  assert.deepEqual(after, { secret: fresh, previous_secret: secret });
  const tooLong = await client.submit(`${base}/webhooks/${hook.id}`, `${base}/webhooks/${hook.id}/rotate`, { previous_valid_seconds: '9999999', confirmed: 'yes' });
  assert.equal(tooLong.status, 422);

  const badSince = await client.post(`${base}/webhooks/${hook.id}/recover`, { since: '2001-01-01T00:00' });
  assert.equal(badSince.status, 422);
  assert.match(badSince.html, /must be within the retention period/);

  assert.equal((await client.post(`${base}/webhooks/${hook.id}/delete`)).status, 200, 'a confirmation page first');
  assert.equal((await client.post(`${base}/webhooks/${hook.id}/delete`, { confirmed: 'yes' })).status, 303);
  assert.equal(await t.app.store.db.selectFrom('webhooks').select('id').where('id', '=', hook.id).executeTakeFirst(), undefined);
});

test('notifications: the unread count in the header, mark read, mark all read, a link to the webhook', async () => {
  const { tenant, client, base } = await owner();
  const user = await t.app.store.db.selectFrom('users').select('id').where('email', '=', (await t.app.store.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('users.email').orderBy('sessions.id', 'desc').executeTakeFirstOrThrow()).email).executeTakeFirstOrThrow();
  const insert = (subject: string) =>
    t.app.store.db
      .insertInto('notifications')
      .values({ workspace_id: tenant.workspace.id, user_id: user.id, kind: 'webhook.disabled', webhook_id: 42, subject, body: subject, created_at: '2026-11-01 10:00:00', emailed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
  const first = await insert('Webhook https://a.example was disabled after 10 failed attempts in a row (last: 503).');
  await insert('second');
  const page = await client.get(`${base}/notifications`);
  assert.match(page.html, /aria-label="Notifications: 2 unread"/);
  assert.match(page.html, new RegExp(`href="${base}/webhooks/42"`));
  assert.equal((await client.post(`${base}/notifications/${first.id}/read`)).status, 303);
  assert.match((await client.get(`${base}/notifications`)).html, /aria-label="Notifications: 1 unread"/);
  assert.equal((await client.post(`${base}/notifications/read-all`)).status, 303);
  assert.match((await client.get(`${base}/overview`)).html, /aria-label="Notifications: 0 unread"/);
});

test('user create and user set-password (from standard input) make someone who can sign in', async () => {
  const tenant = await createTenant(t);
  const env = { DATABASE_URL: t.config.databaseUrl };
  const email = `cli-${Date.now()}@example.test`;
  const created = await cli(['user', 'create', '--workspace', tenant.workspace.slug, '--email', email, '--role', 'admin', '--name', 'Ada'], env);
  assert.equal(created.code, 0, created.stderr);
  assert.match(created.stdout, /Created .*admin of/);
  const short = await cli(['user', 'set-password', '--email', email], env, 'too short\n');
  assert.equal(short.code, 1);
  assert.match(short.stderr, /at least 12 characters/);
  const none = await cli(['user', 'set-password', '--email', email], env, '');
  assert.equal(none.code, 2);
  const set = await cli(['user', 'set-password', '--email', email], env, `${PASSWORD}\n`);
  assert.equal(set.code, 0, set.stderr);
  const stored = await t.app.store.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
  assert.match(stored.password_hash as string, /^scrypt\$\d+\$\d+\$\d+\$/);
  assert.ok(!(stored.password_hash as string).includes(PASSWORD));
  const signedIn = await new Client(t.app, '10.9.0.1').signIn(email);
  assert.equal(signedIn.status, 303);
  const role = await cli(['user', 'create', '--workspace', tenant.workspace.slug, '--email', email, '--role', 'member'], env);
  assert.match(role.stdout, /Updated .*member of/);
});
