/** The store, invitations, reports and automations in a real browser: an invited admin runs the store; every new page passes axe-core and is shot at 1280 and 375 px. */
import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { verifyWebhook } from '../../src/index.js';
import { makeReport } from '../../src/reports/service.js';
import { call, createTenant, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { assertAccessible, launchBrowser } from '../helpers/browser.js';
import { PASSWORD, person } from '../helpers/dashboard.js';
import { startReceiver, startSmtpSink, type Receiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/wait.js';

let t: TestApp;
let browser: Browser | undefined;
let receiver: Receiver;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let tenant: Tenant;
let owner: string;
let origin: string;

before(async () => {
  browser = await launchBrowser();
  smtp = await startSmtpSink();
  t = await overHttp(await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '20', SMTP_URL: smtp.url }, { worker: true }));
  origin = t.baseUrl as string;
  receiver = await startReceiver();
  tenant = await createTenant(t, { demo: true });
  owner = await person(t.app, tenant.workspace.id, `owner-${process.pid}@example.test`, 'owner');
  mkdirSync('test-results', { recursive: true });
});
after(async () => {
  await browser?.close();
  await receiver.close();
  await smtp.close();
  await t.close();
});

async function context(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const made = await (browser as Browser).newContext({ viewport: { width, height: 900 } });
  const page = await made.newPage();
  page.on('pageerror', (error) => assert.fail(`script error on ${page.url()}: ${error.message}`));
  return { context: made, page };
}

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${origin}/dashboard/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(new RegExp(`/dashboard/${tenant.workspace.slug}`));
}

test('an owner invites an admin; the admin accepts, creates a product, refunds an order that came through the API; the receiver gets order.refunded and entitlement.revoked', async (ctx) => {
  if (!browser) return ctx.skip('chromium is missing');
  const hook = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url: receiver.url, events: ['order.refunded', 'entitlement.revoked'] } });
  const secret = hook.body['secret'] as string;

  const { context: ownerContext, page } = await context();
  await signIn(page, owner);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Members' }).click();
  const admin = `admin-${process.pid}@example.test`;
  await page.getByLabel('E-mail').fill(admin);
  await page.getByLabel('Role').selectOption('admin');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`Invitation sent to ${admin}.`).waitFor();
  await page.getByRole('row', { name: new RegExp(admin) }).waitFor();
  const mail = ((await smtp.waitFor(1)).at(-1) ?? '').replace(/=\r\n/g, '');
  const path = /\/dashboard\/invitations\/[A-Za-z0-9_-]{32}/.exec(mail)?.[0] as string;
  assert.ok(path, 'the e-mail carries the link');
  await ownerContext.close();

  const { context: adminContext, page: adminPage } = await context();
  await adminPage.goto(`${origin}${path}`);
  await adminPage.getByLabel('Your name').fill('Ada Admin');
  await adminPage.getByLabel('Choose a password').fill(PASSWORD);
  await adminPage.getByRole('button', { name: 'Accept and sign in' }).click();
  await adminPage.getByText('Welcome! You are now a member of this workspace.').waitFor();

  await adminPage.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Products' }).click();
  await adminPage.getByRole('link', { name: 'New product' }).click();
  await adminPage.getByLabel('Name').fill('Founder pack');
  await adminPage.getByLabel('Price').fill('24.00');
  await adminPage.getByRole('button', { name: 'Create product' }).click();
  await adminPage.getByText('Product “Founder pack” created.').waitFor();
  const productId = Number(/products\/(\d+)$/.exec(adminPage.url())?.[1]);

  const order = await call(t, 'POST', '/api/v1/orders', { key: tenant.key, body: { customer_email: 'fan@customers.example', items: [{ product_id: productId, quantity: 2 }] } });
  assert.equal(order.body['total_cents'], 4800);
  await adminPage.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Orders' }).click();
  await adminPage.getByRole('link', { name: String(order.body['number']) }).click();
  adminPage.once('dialog', (dialog) => {
    assert.match(dialog.message(), /Refund order .* \(\$48\.00\) to fan@customers\.example\?/);
    void dialog.accept();
  });
  await adminPage.getByRole('button', { name: 'Refund order' }).click();
  await adminPage.getByText(/refunded: its access is revoked/).waitFor();
  await eventually(() => ['order.refunded', 'entitlement.revoked'].every((name) => receiver.received.some((x) => JSON.parse(x.body).event === name)), 15_000, 'both events');
  for (const x of receiver.received) assert.ok(verifyWebhook(x.body, x.headers as Record<string, string>, secret));
  assert.equal(JSON.parse(receiver.received.find((x) => JSON.parse(x.body).event === 'order.refunded')?.body ?? '{}').data.id, order.body['id']);
  await adminContext.close();
});

test('every new page passes axe-core and fits 375 px; screenshots at 1280 and 375 px are in test-results/', async (ctx) => {
  if (!browser) return ctx.skip('chromium is missing');
  const base = `${origin}/dashboard/${tenant.workspace.slug}`;
  const order = (await call(t, 'GET', '/api/v1/orders?status=paid&per_page=1', { key: tenant.key })).body.data?.[0]?.['id'];
  const productId = (await call(t, 'GET', '/api/v1/products?per_page=1', { key: tenant.key })).body.data?.[0]?.['id'];
  await t.app.store.db.insertInto('invitations').values({ workspace_id: tenant.workspace.id, email: 'shot@example.test', role: 'member', token_hash: 'x'.repeat(64), invited_by: owner, created_at: '2026-01-01 00:00:00', expires_at: '2099-01-01 00:00:00', accepted_at: null, revoked_at: null }).execute();
  const sent = smtp.messages.length;
  const report = await makeReport(t.app.store.db, tenant.workspace.id, 'custom', '2026-01-01', '2026-12-31');
  const rule = await call(t, 'POST', '/api/v1/automations', { key: tenant.key, body: { name: 'Tell the team', trigger: { event: 'stream.started' }, action: { type: 'notify', message: 'Live!' } } });
  const pages: [string, (page: Page) => Promise<void>][] = [
    ['products', (p) => p.goto(`${base}/products`).then(() => undefined)],
    ['product-new-refused', async (p) => {
      await p.goto(`${base}/products/new`);
      await p.getByLabel('Price').fill('nine');
      await p.getByLabel('Name').fill('Broken');
      await p.getByRole('button', { name: 'Create product' }).click();
      await p.getByText('Enter a price such as 9.99').waitFor();
    }],
    ['product', (p) => p.goto(`${base}/products/${productId}`).then(() => undefined)],
    ['orders', (p) => p.goto(`${base}/orders?status=paid`).then(() => undefined)],
    ['order', (p) => p.goto(`${base}/orders/${order}`).then(() => undefined)],
    ['members-invitations', (p) => p.goto(`${base}/members`).then(() => undefined)],
    ['account', (p) => p.goto(`${base}/account`).then(() => undefined)],
    ['settings', (p) => p.goto(`${base}/settings`).then(() => undefined)],
    ['reports', (p) => p.goto(`${base}/reports`).then(() => undefined)],
    ['report', (p) => p.goto(`${base}/reports/${report?.id}`).then(() => undefined)],
    ['automations-refused', async (p) => {
      await p.goto(`${base}/automations`);
      await p.getByLabel('Name', { exact: true }).fill('Broken');
      await p.getByLabel('Action').selectOption('publish_post');
      await p.getByRole('button', { name: 'Create automation' }).click();
      await p.getByText('post_id is required for publish_post').waitFor();
    }],
    ['automation', (p) => p.goto(`${base}/automations/${rule.body['id']}`).then(() => undefined)],
  ];
  for (const width of [1280, 375]) {
    const { context: made, page } = await context(width);
    await signIn(page, owner);
    for (const [name, open] of pages) {
      await open(page);
      await assertAccessible(page, `${name} at ${width} px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow} px at ${width} px`);
      await page.screenshot({ path: `test-results/store-${name}-${width}.png`, fullPage: true });
    }
    // The invitee's page, signed out.
    await page.context().clearCookies();
    await page.goto(`${origin}/dashboard/login`);
    await signIn(page, owner);
    await page.goto(`${base}/members`);
    await page.getByLabel('E-mail').fill(`shot-${width}@example.test`);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const mail = ((await smtp.waitFor(sent + (width === 1280 ? 1 : 2))).at(-1) ?? '').replace(/=\r\n/g, '');
    await page.context().clearCookies();
    await page.goto(`${origin}${/\/dashboard\/invitations\/[A-Za-z0-9_-]{32}/.exec(mail)?.[0] ?? ''}`);
    await page.getByRole('button', { name: 'Accept and sign in' }).waitFor();
    await assertAccessible(page, `accept invitation at ${width} px`);
    await page.screenshot({ path: `test-results/store-accept-invitation-${width}.png`, fullPage: true });
    await made.close();
  }
});

test('without SMTP_URL the page that shows an invitation link once passes axe-core at 1280 and 375 px', async (ctx) => {
  if (!browser) return ctx.skip('chromium is missing');
  const quiet = await overHttp(await startApp());
  try {
    const team = await createTenant(quiet);
    const email = await person(quiet.app, team.workspace.id, `quiet-owner-${process.pid}@example.test`, 'owner');
    for (const width of [1280, 375]) {
      const made = await (browser as Browser).newContext({ viewport: { width, height: 900 } });
      const page = await made.newPage();
      await page.goto(`${quiet.baseUrl}/dashboard/login`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(new RegExp(`/dashboard/${team.workspace.slug}`));
      await page.goto(`${quiet.baseUrl}/dashboard/${team.workspace.slug}/members`);
      await page.getByLabel('E-mail').fill(`friend-${width}@example.test`);
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText('This is the only time the link is shown.').waitFor();
      await assertAccessible(page, `invitation link at ${width} px`);
      await page.screenshot({ path: `test-results/store-invitation-link-${width}.png`, fullPage: true });
      await made.close();
    }
  } finally {
    await quiet.close();
  }
});
