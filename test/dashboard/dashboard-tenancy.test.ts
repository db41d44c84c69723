// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Another workspace's ids are 404 in every dashboard route, and nothing of theirs changes. */
import { strict as assert } from 'node:assert';
import { after, before, test } from 'node:test';
import { call, createTenant, startApp, type TestApp } from '../helpers/app.js';
import { Client, person } from '../helpers/dashboard.js';
import { registerWebhook } from '../../src/webhooks/service.js';
import { sendTestEvent } from '../../src/webhooks/operations.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

test('every dashboard route answers 404 for another workspace, by id or by slug, and changes nothing', async () => {
  const mine = await createTenant(t);
  const theirs = await createTenant(t);
  const db = t.app.store.db;
  const email = await person(t.app, mine.workspace.id, `tenancy-${Date.now()}@example.test`, 'owner');
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();

  const myHook = await registerWebhook(db, mine.workspace.id, { url: 'http://127.0.0.1:9/mine', events: ['*'] }, true);
  const hook = await registerWebhook(db, theirs.workspace.id, { url: 'http://127.0.0.1:9/theirs', events: ['*'] }, true);
  const delivery = await sendTestEvent(db, theirs.workspace.id, hook.id, 'order.paid');
  const post = (await call(t, 'POST', '/api/v1/posts', { key: theirs.key, body: { body: 'their draft' } })).body as { id: number };
  const note = await db
    .insertInto('notifications')
    .values({ workspace_id: theirs.workspace.id, user_id: user.id, kind: 'webhook.disabled', subject: 'theirs', body: 'theirs', created_at: '2026-01-01 00:00:00', emailed_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();

  const client = new Client(t.app);
  await client.signIn(email);
  const mySlug = `/dashboard/${mine.workspace.slug}`;
  const theirSlug = `/dashboard/${theirs.workspace.slug}`;

  const gets = [
    `${mySlug}/webhooks/${hook.id}`,
    `${mySlug}/webhooks/${hook.id}/deliveries/${delivery.id}`,
    `${mySlug}/webhooks/${myHook.id}/deliveries/${delivery.id}`,
    `${mySlug}/posts/${post.id}`,
    ...['', '/overview', '/posts', '/servers', '/members', '/api-keys', '/api-keys/new', '/webhooks', '/webhooks/new', '/notifications', `/webhooks/${hook.id}`, `/posts/${post.id}`].map((p) => `${theirSlug}${p}`),
  ];
  for (const url of gets) {
    const page = await client.get(url);
    assert.equal(page.status, 404, `GET ${url}`);
    assert.doesNotMatch(page.html, /their draft|\/theirs/);
  }

  const posts: [string, Record<string, string>][] = [
    [`${mySlug}/api-keys/${theirs.keyId}/revoke`, { confirmed: 'yes' }],
    [`${mySlug}/webhooks/${hook.id}/enable`, {}],
    [`${mySlug}/webhooks/${hook.id}/delete`, { confirmed: 'yes' }],
    [`${mySlug}/webhooks/${hook.id}/test`, { event: 'order.paid' }],
    [`${mySlug}/webhooks/${hook.id}/recover`, { since: new Date(Date.now() - 3600_000).toISOString().slice(0, 16) }],
    [`${mySlug}/webhooks/${hook.id}/rotate`, { previous_valid_seconds: '0' }],
    [`${mySlug}/webhooks/${hook.id}/deliveries/${delivery.id}/redeliver`, {}],
    [`${mySlug}/webhooks/${myHook.id}/deliveries/${delivery.id}/redeliver`, {}],
    [`${mySlug}/posts/${post.id}`, { body: 'changed', title: '', media: '' }],
    [`${mySlug}/posts/${post.id}/schedule`, { scheduled_at: '2099-01-01T10:00' }],
    [`${mySlug}/posts/${post.id}/unschedule`, {}],
    [`${mySlug}/posts/${post.id}/publish`, {}],
    [`${mySlug}/posts/${post.id}/delete`, { confirmed: 'yes' }],
    [`${mySlug}/notifications/${note.id}/read`, {}],
    [`${theirSlug}/api-keys`, { name: 'mine now', scopes: 'read:store' }],
    [`${theirSlug}/webhooks`, { url: 'https://example.com/hook', events: '*' }],
    [`${theirSlug}/notifications/read-all`, {}],
  ];
  for (const [url, form] of posts) {
    const page = await client.post(url, form);
    assert.equal(page.status, 404, `POST ${url}: ${page.html.slice(0, 200)}`);
  }
  await stillTheirs();

  async function stillTheirs(): Promise<void> {
    const key = await db.selectFrom('api_keys').select('revoked_at').where('id', '=', theirs.keyId).executeTakeFirstOrThrow();
    const webhook = await db.selectFrom('webhooks').select(['secret', 'status']).where('id', '=', hook.id).executeTakeFirstOrThrow();
    const stored = await db.selectFrom('posts').select(['status', 'body']).where('id', '=', post.id).executeTakeFirstOrThrow();
    const unread = await db.selectFrom('notifications').select('read_at').where('id', '=', note.id).executeTakeFirstOrThrow();
    const deliveries = await db.selectFrom('deliveries').select('id').where('workspace_id', '=', theirs.workspace.id).execute();
    const keys = await db.selectFrom('api_keys').select('id').where('workspace_id', '=', theirs.workspace.id).execute();
    assert.equal(key.revoked_at, null);
    assert.deepEqual(webhook, { secret: hook.secret, status: 'enabled' });
    assert.deepEqual(stored, { status: 'draft', body: 'their draft' });
    assert.equal(unread.read_at, null);
    assert.equal(deliveries.length, 1);
    assert.equal(keys.length, 1);
  }
});
