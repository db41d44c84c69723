// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * The dashboard's first-hour edges in a real browser (docs/decisions.md#19-the-first-hour): a browser on / lands
 * on the dashboard; the overview draws one revenue chart per currency whose legend shows the period's total before
 * any hover, never a sum across currencies; a post's page is titled by its title or first words; "New post"
 * (owners, admins) makes a draft through the API's rules, CSRF-checked, keeping what was typed on a refusal.
 * Every page passes axe-core and is shot at 1280 and 375 px into test-results/.
 */
import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { call, createTenant, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { assertAccessible, launchBrowser } from '../helpers/browser.js';
import { PASSWORD, person } from '../helpers/dashboard.js';

let t: TestApp;
let browser: Browser | undefined;
let tenant: Tenant;
let owner: string;
let member: string;
let origin: string;

async function order(productId: number, quantity: number): Promise<void> {
  const reply = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'buyer@example.test', items: [{ product_id: productId, quantity }] } });
  assert.equal(reply.status, 200, reply.raw);
}

before(async () => {
  browser = await launchBrowser();
  t = await overHttp(await startApp());
  origin = t.baseUrl as string;
  tenant = await createTenant(t, { currency: 'USD' });
  owner = await person(t.app, tenant.workspace.id, `owner-${process.pid}@example.test`, 'owner');
  member = await person(t.app, tenant.workspace.id, `member-${process.pid}@example.test`, 'member');
  const gold = await call(t, 'POST', '/api/v1/products', { key: tenant.key, body: { name: 'Gold Rank', price_cents: 1250 } });
  const silver = await call(t, 'POST', '/api/v1/products', { key: tenant.key, body: { name: 'Silber-Rang', price_cents: 900, currency: 'EUR' } });
  // USD 25.00 in one order; EUR 9.00 + 18.00 = 27.00 in two.
  await order(Number(gold.body['id']), 2);
  await order(Number(silver.body['id']), 1);
  await order(Number(silver.body['id']), 2);
  mkdirSync('test-results', { recursive: true });
});
after(async () => {
  await browser?.close();
  await t.close();
});

async function signedIn(email: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (browser as Browser).newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => assert.fail(`script error on ${page.url()}: ${error.message}`));
  // Typed as a person would: the bare address.
  await page.goto(`${origin}/`);
  await page.waitForURL(/\/dashboard\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(new RegExp(`/dashboard/${tenant.workspace.slug}`));
  return { context, page };
}

/** axe-core, then a full-page shot at 1280 and at 375 px (no sideways scrolling there). */
async function checkAndShoot(page: Page, name: string): Promise<void> {
  await assertAccessible(page, name);
  await page.screenshot({ path: `test-results/first-hour-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForTimeout(100);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `${name} scrolls sideways at 375 px (${width})`);
  await page.screenshot({ path: `test-results/first-hour-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const legendOf = (page: Page, currency: string) => page.locator(`#chart-revenue-${currency} .u-legend`);

test('the overview: one revenue chart per currency, each legend showing its own total before any hover, no sum across currencies', async (ctx) => {
  if (!browser) return ctx.skip('chromium is missing');
  const { context, page } = await signedIn(owner);
  await page.goto(`${origin}/dashboard/${tenant.workspace.slug}/overview?days=30`);
  await page.locator('#chart-revenue-eur canvas').waitFor();
  await page.locator('#chart-revenue-usd canvas').waitFor();
  await page.getByText('Net revenue per day (EUR)').waitFor();
  await page.getByText('Net revenue per day (USD)').waitFor();
  const eur = await legendOf(page, 'eur').innerText();
  const usd = await legendOf(page, 'usd').innerText();
  assert.match(eur, /Net revenue \(EUR\)[\s:]*€27\.00/);
  assert.match(usd, /Net revenue \(USD\)[\s:]*\$25\.00/);
  assert.match(eur, /\(total\)/);
  for (const text of [eur, usd]) assert.doesNotMatch(text, /--/, 'no "--" before a day is hovered');
  assert.doesNotMatch(eur, /USD|\$/);
  assert.doesNotMatch(usd, /EUR|€/);
  const body = await page.locator('main').innerText();
  assert.doesNotMatch(body, /52\.00/, 'nothing adds euros to dollars');

  // Hovering shows one day; leaving shows the totals again.
  const over = page.locator('#chart-revenue-eur .u-over');
  const box = await over.boundingBox();
  assert.ok(box);
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
  await page.waitForFunction(() => /\d{4}-\d{2}-\d{2}(?! to)/.test(document.querySelector('#chart-revenue-eur .u-legend .u-series .u-value')?.textContent ?? ''));
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => (document.querySelector('#chart-revenue-eur .u-legend')?.textContent ?? '').includes('€27.00'));
  await checkAndShoot(page, 'overview');
  await context.close();
});

test("a post's page is titled by its title, or the first words of a draft without one", async (ctx) => {
  if (!browser) return ctx.skip('chromium is missing');
  const untitled = await call(t, 'POST', '/api/v1/posts', { key: tenant.key, body: { body: 'Patch notes for the winter update: a new biome, faster chunk loading and many fixes.' } });
  const titled = await call(t, 'POST', '/api/v1/posts', { key: tenant.key, body: { title: 'Season 4 starts Friday', body: 'Be there.' } });
  const { context, page } = await signedIn(owner);
  await page.goto(`${origin}/dashboard/${tenant.workspace.slug}/posts/${String(untitled.body['id'])}`);
  const words = 'Patch notes for the winter update: a new biome, faster chunk…';
  assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), words);
  assert.match(await page.title(), /^Patch notes for the winter update/);
  await checkAndShoot(page, 'post-untitled');
  await page.goto(`${origin}/dashboard/${tenant.workspace.slug}/posts/${String(titled.body['id'])}`);
  assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Season 4 starts Friday');
  assert.match(await page.title(), /^Season 4 starts Friday/);
  await context.close();
});

test('New post: an owner makes a draft with the API\'s rules; a refusal keeps what was typed; a member gets neither the button nor the form', async (ctx) => {
  if (!browser) return ctx.skip('chromium is missing');
  const { context, page } = await signedIn(owner);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Posts' }).click();
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByRole('heading', { name: 'New post' }).waitFor();
  await page.getByLabel('Title').fill('Winter event');
  await page.getByLabel('Body').fill('Join us on Saturday at 18:00 UTC.');
  await page.getByLabel('Media URLs').fill('https://cdn.example.com/winter.png\nnot a url');
  await page.getByLabel('Publish at (UTC)').fill('2020-01-01T10:00');
  await page.getByRole('button', { name: 'Save draft' }).click();
  // The API's messages, under their fields, with everything still typed.
  await page.getByText(/item 2 must be an absolute http\(s\) URL/).waitFor();
  await page.getByText('must be in the future').waitFor();
  assert.equal(await page.getByLabel('Title').inputValue(), 'Winter event');
  assert.equal(await page.getByLabel('Body').inputValue(), 'Join us on Saturday at 18:00 UTC.');
  assert.equal(await page.getByLabel('Media URLs').inputValue(), 'https://cdn.example.com/winter.png\nnot a url');
  await checkAndShoot(page, 'new-post-refused');
  assert.equal(await page.getByLabel('Publish at (UTC)').inputValue(), '2020-01-01T10:00');
  await page.getByLabel('Media URLs').fill('https://cdn.example.com/winter.png');
  await page.getByLabel('Publish at (UTC)').fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText('Draft saved.').waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Winter event');
  const id = Number(/\/posts\/(\d+)$/.exec(page.url())?.[1]);
  const stored = await call(t, 'GET', `/api/v1/posts/${id}`, { key: tenant.key });
  assert.deepEqual([stored.body['status'], stored.body['title'], stored.body['media']], ['draft', 'Winter event', ['https://cdn.example.com/winter.png']]);
  await checkAndShoot(page, 'post-made-by-hand');

  // Without the form's CSRF token nothing is made.
  const before = (await call(t, 'GET', '/api/v1/posts?per_page=100', { key: tenant.key })).body['meta'] as { total: number };
  const forged = await page.request.post(`${origin}/dashboard/${tenant.workspace.slug}/posts`, { form: { title: 'Forged', body: 'x' }, maxRedirects: 0 });
  assert.equal(forged.status(), 403);
  const after = (await call(t, 'GET', '/api/v1/posts?per_page=100', { key: tenant.key })).body['meta'] as { total: number };
  assert.equal(after.total, before.total);
  await context.close();

  const { context: memberContext, page: memberPage } = await signedIn(member);
  await memberPage.goto(`${origin}/dashboard/${tenant.workspace.slug}/posts`);
  assert.equal(await memberPage.getByRole('link', { name: 'New post' }).count(), 0);
  const refused = await memberPage.goto(`${origin}/dashboard/${tenant.workspace.slug}/posts/new`);
  assert.equal(refused?.status(), 403);
  await memberPage.getByText('You need the admin role to create posts.', { exact: false }).waitFor();
  // Nor does a member's own valid CSRF token make one: the role is checked first.
  await memberPage.goto(`${origin}/dashboard/${tenant.workspace.slug}/posts/${id}`);
  const token = await memberPage.locator('input[name="_csrf"]').first().getAttribute('value');
  assert.ok(token);
  const denied = await memberPage.request.post(`${origin}/dashboard/${tenant.workspace.slug}/posts`, { form: { _csrf: token, title: 'By a member', body: 'x' }, maxRedirects: 0 });
  assert.equal(denied.status(), 403);
  const still = (await call(t, 'GET', '/api/v1/posts?per_page=100', { key: tenant.key })).body['meta'] as { total: number };
  assert.equal(still.total, before.total);
  await memberContext.close();
});
