// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Editing a webhook in the dashboard, over real HTTP: URL, events and description through the API's service; secret and log kept; refusals; roles and tenancy; in a real browser. */
import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { EVENT_CAUSES } from '../../src/webhooks/events.js';
import { sendTestEvent } from '../../src/webhooks/operations.js';
import { call, createTenant, keyFor, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { assertAccessible, launchBrowser } from '../helpers/browser.js';
import { Client, PASSWORD, person } from '../helpers/dashboard.js';

let t: TestApp;
let tenant: Tenant;
let apiKey: string;
let base: string;
const clients: Record<string, Client> = {};
const emails: Record<string, string> = {};

// WEBHOOK_ALLOW_PRIVATE_URLS is left false: the edit form must refuse what the API refuses.
before(async () => {
  t = await overHttp(await startApp());
  tenant = await createTenant(t);
  apiKey = await keyFor(t, tenant, ['webhooks']);
  base = `/dashboard/${tenant.workspace.slug}`;
  for (const role of ['owner', 'admin', 'moderator', 'member']) {
    emails[role] = await person(t.app, tenant.workspace.id, `${role}-hook-edit-${process.pid}@example.test`, role);
    clients[role] = new Client(t.app, undefined, t.baseUrl);
    assert.equal((await (clients[role] as Client).signIn(emails[role] as string)).status, 303);
  }
});
after(() => t.close());

const as = (role: string) => clients[role] as Client;
const stored = (id: number) => t.app.store.db.selectFrom('webhooks').select(['url', 'events', 'description', 'secret', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
const deliveryIds = async (id: number) => (await t.app.store.db.selectFrom('deliveries').select('id').where('webhook_id', '=', id).orderBy('id').execute()).map((d) => d.id);

/** A webhook registered through the API, as a tool would. */
async function apiHook(body: Record<string, unknown>, key = tenant.key): Promise<number> {
  const made = await call(t, 'POST', '/api/v1/webhooks', { key, body });
  assert.equal(made.status, 200, made.raw);
  return made.body['id'] as number;
}

describe('editing a webhook', () => {
  test('an owner edits the URL, events and description: the page, the list and the API show them; the secret and the deliveries made before are kept', async () => {
    const id = await apiHook({ url: 'https://hooks.example.com/old', events: ['order.paid'] });
    const delivery = await sendTestEvent(t.app.store.db, tenant.workspace.id, id, 'order.paid');
    const was = await stored(id);
    const owner = as('owner');

    const page = await owner.get(`${base}/webhooks/${id}`);
    assert.match(page.html, new RegExp(`<a class="button" href="${base}/webhooks/${id}/edit">Edit</a>`));
    const form = await owner.get(`${base}/webhooks/${id}/edit`);
    assert.equal(form.status, 200);
    assert.match(form.html, /value="https:\/\/hooks\.example\.com\/old"/, 'the URL is prefilled');
    assert.match(form.html, /<input type="checkbox" name="events" value="order.paid" checked aria-describedby="cause-order-paid"/, 'the events are prefilled');
    assert.match(form.html, /<input type="checkbox" name="events" value="member.joined" aria-describedby="cause-member-joined"/);
    assert.match(form.html, /<dd id="cause-order-paid" class="muted">An order became paid/, 'each event says what causes it');
    assert.ok(!form.html.includes(was.secret), 'the secret is never shown');

    const description = 'Discord bot: new orders & members to #sales';
    const saved = await owner.submit(`${base}/webhooks/${id}/edit`, `${base}/webhooks/${id}/edit`, { url: 'https://hooks.example.com/new', description, events: ['order.paid', 'member.joined'] });
    assert.equal(saved.status, 303);
    assert.equal(saved.location, `${base}/webhooks/${id}`);
    const shown = await owner.get(saved.location);
    assert.match(shown.html, /<p class="flash" role="status">Webhook updated\.<\/p>/);
    assert.match(shown.html, /<h1 class="url">https:\/\/hooks\.example\.com\/new<\/h1>/);
    assert.match(shown.html, /<dt>Description<\/dt><dd class="url">Discord bot: new orders &amp; members to #sales<\/dd>/);
    assert.match(shown.html, /<dt>Events<\/dt><dd>order\.paid, member\.joined<\/dd>/);
    assert.ok(shown.html.includes(delivery.id), 'the delivery made before is still listed');
    assert.ok(!shown.html.includes(was.secret), 'the secret is not shown');
    assert.match((await owner.get(`${base}/webhooks`)).html, /hooks\.example\.com\/new<\/a><div class="muted url">Discord bot: new orders &amp; members to #sales<\/div>/);

    const api = await call(t, 'GET', `/api/v1/webhooks/${id}`, { key: apiKey });
    assert.equal(api.status, 200);
    assert.deepEqual([api.body['url'], api.body['events'], api.body['description']], ['https://hooks.example.com/new', ['order.paid', 'member.joined'], description]);
    assert.equal(api.body['secret'], undefined);
    const now = await stored(id);
    assert.equal(now.secret, was.secret, 'the secret is kept');
    assert.equal(now.status, 'enabled');
    assert.deepEqual(await deliveryIds(id), [delivery.id], 'the delivery log is kept');

    // All events wins over single ones; an emptied description is none; a textarea's CRLF is stored as LF.
    assert.equal((await owner.submit(`${base}/webhooks/${id}/edit`, `${base}/webhooks/${id}/edit`, { url: 'https://hooks.example.com/new', description: '', events: ['*', 'order.paid'] })).status, 303);
    const cleared = await call(t, 'GET', `/api/v1/webhooks/${id}`, { key: apiKey });
    assert.deepEqual([cleared.body['events'], cleared.body['description']], [['*'], null]);
    assert.match((await owner.get(`${base}/webhooks/${id}`)).html, /<dt>Description<\/dt><dd class="url"><span class="muted">none<\/span><\/dd>/);
    assert.equal((await owner.submit(`${base}/webhooks/${id}/edit`, `${base}/webhooks/${id}/edit`, { url: 'https://hooks.example.com/new', description: ' Two\r\nlines ', events: ['*'] })).status, 303);
    assert.equal((await call(t, 'GET', `/api/v1/webhooks/${id}`, { key: apiKey })).body['description'], 'Two\nlines');
    assert.equal((await stored(id)).secret, was.secret);
  });

  test('a private URL is refused with 422 in the API\'s words, the form keeps what was typed, and nothing changes; so are a long description and no events', async () => {
    const id = await apiHook({ url: 'https://hooks.example.com/kept', events: ['order.paid'], description: 'Kept' });
    const was = await stored(id);
    const owner = as('owner');
    const edit = `${base}/webhooks/${id}/edit`;

    const refused = await owner.submit(edit, edit, { url: 'http://127.0.0.1:9/x', description: 'Typed, not saved', events: ['post.published', 'stream.started'] });
    assert.equal(refused.status, 422);
    assert.match(refused.html, /<ul class="errors" id="field-url-errors"><li>[^<]*must not point to a private, loopback, link-local or reserved address/);
    assert.match(refused.html, /aria-invalid="true"[^>]*value="http:\/\/127\.0\.0\.1:9\/x"|value="http:\/\/127\.0\.0\.1:9\/x"[^>]*aria-invalid/, 'the URL typed is kept');
    assert.match(refused.html, />Typed, not saved<\/textarea>/, 'the description typed is kept');
    assert.match(refused.html, /value="post.published" checked/);
    assert.match(refused.html, /value="stream.started" checked/);
    assert.doesNotMatch(refused.html, /value="order.paid" checked/, 'the events chosen are kept, not the stored ones');
    // The API says the same, for the same URL.
    const api = await call(t, 'PATCH', `/api/v1/webhooks/${id}`, { key: apiKey, body: { url: 'http://127.0.0.1:9/x' } });
    assert.equal(api.status, 422);
    assert.equal(api.body['error'], 'validation_failed');

    const long = await owner.submit(edit, edit, { url: 'https://hooks.example.com/other', description: 'x'.repeat(501), events: ['order.paid'] });
    assert.equal(long.status, 422);
    assert.match(long.html, /<ul class="errors" id="field-description-errors"><li>[^<]*500/);
    const none = await owner.submit(edit, edit, { url: 'https://hooks.example.com/other', description: 'Kept' });
    assert.equal(none.status, 422);
    assert.match(none.html, /<ul class="errors" id="field-events-errors"><li>Choose at least one event, or All events\.<\/li>/);
    const bogus = await owner.submit(edit, edit, { url: 'ftp://hooks.example.com/x', description: 'Kept', events: ['order.paid'] });
    assert.equal(bogus.status, 422);
    assert.match(bogus.html, /id="field-url-errors"/);

    assert.deepEqual(await stored(id), was, 'nothing changed');
  });

  test('without the CSRF token, as a moderator or member, or for another workspace\'s webhook, nothing changes', async () => {
    const id = await apiHook({ url: 'https://hooks.example.com/guarded', events: ['order.paid'] });
    const was = await stored(id);
    const edit = `${base}/webhooks/${id}/edit`;
    const change = { url: 'https://attacker.example.com/x', description: 'Taken over', events: ['*'] };

    const owner = as('owner');
    const forged = await owner.postRaw(edit, change);
    assert.equal(forged.status, 403);
    assert.match(forged.html, /Form expired/);
    assert.equal((await owner.postRaw(edit, { ...change, _csrf: 'not-the-token' })).status, 403);

    for (const role of ['moderator', 'member']) {
      const client = as(role);
      const page = await client.get(edit);
      assert.equal(page.status, 403, `${role} GET the edit form`);
      assert.match(page.html, /You need the admin role to manage webhooks\./);
      assert.equal((await client.post(edit, change)).status, 403, `${role} POST the edit form`);
      // As the other webhook actions are refused.
      assert.equal((await client.post(`${base}/webhooks/${id}/enable`)).status, 403);
    }
    assert.deepEqual(await stored(id), was, 'nothing changed');

    const other = await createTenant(t);
    const theirs = await apiHook({ url: 'https://theirs.example.com/hook', events: ['order.paid'], description: 'Theirs' }, other.key);
    const theirsBefore = await stored(theirs);
    assert.equal((await owner.get(`${base}/webhooks/${theirs}/edit`)).status, 404);
    assert.equal((await owner.post(`${base}/webhooks/${theirs}/edit`, change)).status, 404);
    assert.equal((await owner.get(`/dashboard/${other.workspace.slug}/webhooks/${theirs}/edit`)).status, 404, 'nor by their slug');
    assert.equal((await owner.post(`/dashboard/${other.workspace.slug}/webhooks/${theirs}/edit`, change)).status, 404);
    assert.deepEqual(await stored(theirs), theirsBefore, 'nothing of theirs changed');
    for (const missing of ['999999', 'abc']) assert.equal((await owner.get(`${base}/webhooks/${missing}/edit`)).status, 404);

    // Admins may, as they may register one.
    const admin = await as('admin').submit(edit, edit, { url: 'https://hooks.example.com/by-admin', description: '', events: ['order.paid'] });
    assert.equal(admin.status, 303);
    assert.equal((await stored(id)).url, 'https://hooks.example.com/by-admin');
    assert.equal((await stored(id)).secret, was.secret);
  });

  test('the add form takes a description and shows what causes each event', async () => {
    const owner = as('owner');
    const form = await owner.get(`${base}/webhooks/new`);
    for (const [name, cause] of Object.entries(EVENT_CAUSES)) {
      const id = `cause-${name.replace('.', '-')}`;
      assert.match(form.html, new RegExp(`value="${name.replace('.', '\\.')}" aria-describedby="${id}"`), name);
      assert.ok(form.html.includes(`<dd id="${id}" class="muted">${cause.split('`')[0] ?? ''}`), `${name}'s cause`);
    }
    assert.match(form.html, /<textarea id="field-description" name="description"/);
    const added = await owner.submit(`${base}/webhooks/new`, `${base}/webhooks`, { url: 'https://hooks.example.com/added', description: 'Added with a description', events: ['report.created'] });
    assert.equal(added.status, 200);
    const row = await t.app.store.db.selectFrom('webhooks').select(['id', 'description', 'events']).where('workspace_id', '=', tenant.workspace.id).where('url', '=', 'https://hooks.example.com/added').executeTakeFirstOrThrow();
    assert.deepEqual([row.description, JSON.parse(row.events)], ['Added with a description', ['report.created']]);
    const refused = await owner.submit(`${base}/webhooks/new`, `${base}/webhooks`, { url: 'http://localhost/x', description: 'Typed here', events: ['report.created'] });
    assert.equal(refused.status, 422);
    assert.match(refused.html, />Typed here<\/textarea>/);
  });
});

describe('in a real browser', () => {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
    mkdirSync('test-results', { recursive: true });
  });
  after(() => browser?.close());

  async function signedIn(width: number): Promise<Page> {
    const context = await (browser as Browser).newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => assert.fail(`script error on ${page.url()}: ${error.message}`));
    await page.goto(`${t.baseUrl}/dashboard/login`);
    await page.getByLabel('Email').fill(emails['owner'] as string);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(new RegExp(`/dashboard/${tenant.workspace.slug}`));
    return page;
  }

  const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  test('an owner opens the webhook, clicks Edit, changes the description and an event, saves, and sees the flash and the new values; the form passes axe-core at 1280 and 375 px', async (ctx) => {
    if (!browser) return ctx.skip('chromium is missing');
    const id = await apiHook({ url: 'https://hooks.example.com/browser', events: ['order.paid', 'order.refunded'], description: 'Before' });
    const delivery = await sendTestEvent(t.app.store.db, tenant.workspace.id, id, 'order.paid');
    const secret = (await stored(id)).secret;

    const page = await signedIn(1280);
    await page.goto(`${t.baseUrl}${base}/webhooks`);
    await page.getByRole('link', { name: 'https://hooks.example.com/browser' }).click();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('heading', { name: /Edit webhook/ }).waitFor();
    assert.equal(await page.getByLabel('URL').inputValue(), 'https://hooks.example.com/browser');
    assert.equal(await page.getByLabel('Description (optional)').inputValue(), 'Before');
    const streamStarted = page.getByRole('checkbox', { name: 'stream.started', exact: true });
    assert.equal(await page.getByRole('checkbox', { name: 'order.paid', exact: true }).isChecked(), true);
    assert.equal(await streamStarted.isChecked(), false);
    const describedBy = await streamStarted.getAttribute('aria-describedby');
    assert.equal((await page.locator(`#${describedBy ?? 'none'}`).textContent())?.trim(), EVENT_CAUSES['stream.started'], 'the cause describes its checkbox');
    await assertAccessible(page, 'edit webhook at 1280 px');
    assert.ok((await sideways(page)) <= 0);
    await page.screenshot({ path: 'test-results/webhook-edit-1280.png', fullPage: true });

    await page.getByLabel('Description (optional)').fill('Stream alerts for the Discord bot');
    await page.getByRole('checkbox', { name: 'order.refunded', exact: true }).uncheck();
    await streamStarted.check();
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await page.getByText('Webhook updated.').waitFor();
    assert.equal(new URL(page.url()).pathname, `${base}/webhooks/${id}`);
    await page.getByText('Stream alerts for the Discord bot').waitFor();
    await page.getByText('order.paid, stream.started').waitFor();
    await page.getByRole('link', { name: delivery.id }).waitFor();
    await assertAccessible(page, 'webhook page after editing');
    await page.screenshot({ path: 'test-results/webhook-edited-1280.png', fullPage: true });
    await page.getByRole('link', { name: '← Webhooks' }).click();
    await page.getByText('Stream alerts for the Discord bot').waitFor();
    await page.screenshot({ path: 'test-results/webhook-list-1280.png', fullPage: true });
    await page.context().close();

    const api = await call(t, 'GET', `/api/v1/webhooks/${id}`, { key: apiKey });
    assert.deepEqual([api.body['description'], api.body['events']], ['Stream alerts for the Discord bot', ['order.paid', 'stream.started']]);
    assert.equal((await stored(id)).secret, secret);

    const narrow = await signedIn(375);
    await narrow.goto(`${t.baseUrl}${base}/webhooks/${id}`);
    assert.ok((await sideways(narrow)) <= 0, 'the webhook page fits 375 px');
    await narrow.screenshot({ path: 'test-results/webhook-page-375.png', fullPage: true });
    await narrow.getByRole('link', { name: 'Edit', exact: true }).click();
    await assertAccessible(narrow, 'edit webhook at 375 px');
    assert.ok((await sideways(narrow)) <= 0, 'the edit form fits 375 px');
    await narrow.screenshot({ path: 'test-results/webhook-edit-375.png', fullPage: true });
    await narrow.getByLabel('URL').fill('http://127.0.0.1:9/x');
    await narrow.getByRole('button', { name: 'Save webhook' }).click();
    await narrow.getByText(/must not point to a private/).waitFor();
    assert.equal(await narrow.getByLabel('URL').inputValue(), 'http://127.0.0.1:9/x');
    await assertAccessible(narrow, 'edit webhook refused at 375 px');
    assert.ok((await sideways(narrow)) <= 0);
    await narrow.screenshot({ path: 'test-results/webhook-edit-refused-375.png', fullPage: true });
    await narrow.context().close();
    assert.equal((await stored(id)).url, 'https://hooks.example.com/browser');
  });
});
