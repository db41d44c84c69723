/** Dashboard, real browser: what the demo owner, an admin and a member see and do (docs/decisions.md#11-dashboard). */
import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DemoCredentials } from '../../src/demo/first-start.js';
import { emitEvents } from '../../src/webhooks/emit.js';
import type { TestApp } from '../helpers/app.js';
import { demoInBrowser } from '../helpers/browser.js';
import { person, PASSWORD } from '../helpers/dashboard.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/wait.js';

let t: TestApp;
let browser: Browser | undefined;
let demo: DemoCredentials;
let origin: string;
let receiver: Receiver;

before(async () => {
  ({ browser, t, demo, origin } = await demoInBrowser({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_RETRY_DELAYS_MS: '20,20,20,20', WEBHOOK_POLL_INTERVAL_MS: '20' }, { worker: true }));
  receiver = await startReceiver();
});
after(async () => {
  await browser?.close();
  await receiver.close();
  await t.close();
});

/** A signed-in page of a fresh browser context. */
async function signedIn(email: string, password: string, options: { javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (browser as Browser).newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  page.on('pageerror', (error) => assert.fail(`script error on ${page.url()}: ${error.message}`));
  await page.goto(`${origin}/dashboard/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\/demo/);
  return { context, page };
}

/** A test that needs the browser: skipped (loudly, by launchBrowser) only when chromium is missing outside CI. */
function live(name: string, body: () => Promise<void>): void {
  test(name, async (context) => {
    if (!browser) return context.skip('chromium is missing');
    await body();
  });
}

const api = (path: string, key: string, init: RequestInit = {}) => fetch(`${origin}/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } });

live('the demo owner creates a key with two scopes, reads it once, uses it, sees it listed, revokes it', async () => {
  const { context, page } = await signedIn(demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'API keys' }).click();
  await page.getByRole('link', { name: 'Create key' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Discord bot');
  await page.getByRole('checkbox', { name: /read:store — list products/ }).check();
  await page.getByRole('checkbox', { name: /read:orders — list orders/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByText('This is the only time the API key is shown. Store it now.').waitFor();
  const key = await page.locator('#secret').inputValue();
  assert.match(key, /^cwk_/);
  await page.getByRole('button', { name: 'Copy' }).click();

  assert.equal((await api('/products', key)).status, 200);
  assert.equal((await api('/members', key)).status, 403);

  await page.getByRole('link', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: /Discord bot/ });
  await row.getByText(demo.email).waitFor();
  await row.getByText(key.slice(0, 12), { exact: true }).waitFor();
  page.once('dialog', (dialog) => {
    assert.match(dialog.message(), new RegExp(`Revoke 'Discord bot' \\(${key.slice(0, 12)}\\)\\? Tools using it stop working at once\\.`));
    void dialog.accept();
  });
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByText('Key “Discord bot” revoked.').waitFor();
  assert.equal((await api('/products', key)).status, 401);
  await page.goBack();
  assert.equal(await page.locator('#secret').count(), 0, 'going back never shows the key again');
  await context.close();
});

live('a member gets the 403 page on API keys and Webhooks, and no links to them', async () => {
  const workspace = await t.app.store.db.selectFrom('workspaces').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow();
  const email = await person(t.app, workspace.id, 'member@demo.test', 'member');
  const { context, page } = await signedIn(email, PASSWORD);
  assert.equal(await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'API keys' }).count(), 0);
  for (const section of ['api-keys', 'webhooks']) {
    const answer = await page.goto(`${origin}/dashboard/demo/${section}`);
    assert.equal(answer?.status(), 403);
    await page.getByText(/You need the admin role to manage (API keys|webhooks)\. Ask an owner of Demo Workspace\./).waitFor();
  }
  await context.close();
});

live('a webhook that gets disabled shows a notification, and is enabled and recovered from its page', async () => {
  receiver.respond = () => ({ status: 503 });
  const hook = (await (await api('/webhooks', demo.key, { method: 'POST', body: JSON.stringify({ url: `${receiver.url}/failing`, events: ['order.paid'] }) })).json()) as { id: number };
  const workspace = await t.app.store.db.selectFrom('workspaces').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow();
  await emitEvents(t.app.store.db, workspace.id, 'order.paid', { n: 1 }, 3);
  await eventually(async () => (await t.app.store.db.selectFrom('webhooks').select('status').where('id', '=', hook.id).executeTakeFirstOrThrow()).status === 'disabled', 20_000, 'disabled');

  const { context, page } = await signedIn(demo.email, demo.password);
  await page.getByRole('link', { name: 'Notifications: 1 unread' }).click();
  await page.getByText(/was disabled after 10 failed attempts in a row \(last: 503\)\./).waitFor();
  await page.getByRole('link', { name: 'Open the webhook' }).click();
  await page.getByText(/Disabled .* after 10 failed attempts in a row/).waitFor();

  receiver.respond = () => ({ status: 200 });
  await page.getByRole('button', { name: 'Enable' }).first().click();
  await page.getByText(/Webhook enabled; \d+ held deliver(y|ies) resumed\./).waitFor();
  const since = new Date(Date.now() - 3600_000).toISOString().slice(0, 16);
  await page.getByLabel('Resend everything that failed since (UTC)').fill(since);
  await page.getByRole('button', { name: 'Recover' }).click();
  await page.getByText(/Recovered: \d+ failed deliver(y|ies) (is|are) being sent again\./).waitFor();
  await eventually(async () => {
    const rows = await t.app.store.db.selectFrom('deliveries').select('status').where('webhook_id', '=', hook.id).execute();
    return rows.length === 3 && rows.every((row) => row.status === 'succeeded');
  }, 20_000, 'all three delivered');
  await page.reload();
  await page.getByRole('link', { name: 'Notifications: 1 unread' }).waitFor();
  await context.close();
});

live('a draft made through the API is published from the Posts page and a receiver gets post.published', async () => {
  receiver.respond = () => ({ status: 200 });
  await api('/webhooks', demo.key, { method: 'POST', body: JSON.stringify({ url: `${receiver.url}/posts`, events: ['post.published'] }) });
  const draft = (await (await api('/posts', demo.key, { method: 'POST', body: JSON.stringify({ title: 'Season 3 is live', body: 'New map, new ranks.' }) })).json()) as { id: number };
  const { context, page } = await signedIn(demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Posts' }).click();
  await page.getByText("from API key 'Demo key (first start)'").first().waitFor();
  await page.getByRole('link', { name: 'Season 3 is live' }).click();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await page.getByText('Post published.').waitFor();
  const got = await eventually(() => receiver.received.find((r) => r.body.includes('"post.published"') && r.body.includes(`"id":${draft.id},`)), 10_000, 'post.published');
  assert.equal((JSON.parse(got.body) as { data: { status: string } }).data.status, 'published');
  await context.close();
});

live('the overview draws its charts; pages fit a 375 px screen', async () => {
  const { context, page } = await signedIn(demo.email, demo.password);
  await page.goto(`${origin}/dashboard/demo/overview?days=30`);
  await page.locator('[id^="chart-revenue-"] canvas').first().waitFor();
  await page.locator('#chart-activity canvas').waitFor();
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: 'test-results/dashboard-overview.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['overview', 'api-keys', 'webhooks', 'posts', 'members']) {
    await page.goto(`${origin}/dashboard/demo/${path}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `${path} scrolls sideways at 375 px (${width})`);
  }
  await context.close();
});

