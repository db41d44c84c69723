/** axe-core on every dashboard page: no violation of serious or critical impact (docs/decisions.md#11-dashboard). */
import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { DemoCredentials } from '../../src/demo/first-start.js';
import { createUserInWorkspace } from '../../src/users/service.js';
import { registerWebhook } from '../../src/webhooks/service.js';
import { sendTestEvent } from '../../src/webhooks/operations.js';
import type { TestApp } from '../helpers/app.js';
import { assertAccessible, demoInBrowser } from '../helpers/browser.js';
import { person, PASSWORD } from '../helpers/dashboard.js';

let t: TestApp;
let browser: Browser | undefined;
let demo: DemoCredentials;
let origin: string;

before(async () => {
  ({ browser, t, demo, origin } = await demoInBrowser({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true' }));
});
after(async () => {
  await browser?.close();
  await t.close();
});

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/dashboard/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForLoadState('load');
}

test('every page of the dashboard passes axe-core (no serious or critical violation)', async (context) => {
  if (!browser) return context.skip('chromium is missing');
  const db = t.app.store.db;
  const workspace = await db.selectFrom('workspaces').selectAll().where('slug', '=', 'demo').executeTakeFirstOrThrow();
  // A second workspace makes the picker appear.
  await db.insertInto('workspaces').values({ slug: 'side-project', name: 'Side Project', currency: 'EUR', created_at: '2026-01-01 00:00:00' }).execute();
  const side = await db.selectFrom('workspaces').select('id').where('slug', '=', 'side-project').executeTakeFirstOrThrow();
  await createUserInWorkspace(db, side.id, { email: demo.email, role: 'admin' });
  const hook = await registerWebhook(db, workspace.id, { url: 'http://127.0.0.1:9/hook', events: ['*'] }, true);
  const delivery = await sendTestEvent(db, workspace.id, hook.id, 'order.paid');
  const owner = await db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirstOrThrow();
  await db.insertInto('notifications').values({ workspace_id: workspace.id, user_id: owner.id, kind: 'webhook.disabled', webhook_id: hook.id, subject: 'Webhook http://127.0.0.1:9/hook was disabled after 10 failed attempts in a row (last: 503).', body: '…', created_at: '2026-11-20 10:00:00', emailed_at: null }).execute();
  const post = await db.selectFrom('posts').select('id').where('workspace_id', '=', workspace.id).where('status', '=', 'draft').executeTakeFirstOrThrow();
  const published = await db.selectFrom('posts').select('id').where('workspace_id', '=', workspace.id).where('status', '=', 'published').executeTakeFirstOrThrow();
  const server = await db.selectFrom('servers').select('id').where('workspace_id', '=', workspace.id).executeTakeFirstOrThrow();

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const visit = async (path: string, status = 200) => {
    const answer = await page.goto(`${origin}${path}`);
    assert.equal(answer?.status(), status, path);
    await assertAccessible(page, path);
  };

  await visit('/dashboard/login/forgot');
  await page.getByLabel('Email').fill(demo.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await assertAccessible(page, 'reset asked');
  // A reset link as the e-mail would carry it (this app sends no mail): only its hash is stored.
  const resetToken = 'r'.repeat(43);
  await db.insertInto('password_resets').values({ user_id: (await db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirstOrThrow()).id, token_hash: createHash('sha256').update(resetToken).digest('hex'), created_at: '2026-01-01 00:00:00', expires_at: '2999-01-01 00:00:00', used_at: null }).execute();
  await visit(`/dashboard/reset/${resetToken}`);
  await visit(`/dashboard/reset/${'x'.repeat(43)}`, 404);
  await visit('/dashboard/login');
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill('wrong password!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await assertAccessible(page, 'sign-in refused');
  await signIn(page, demo.email, demo.password);
  await page.getByRole('heading', { name: 'Choose a workspace' }).waitFor();
  await assertAccessible(page, 'workspace picker');
  await page.getByRole('link', { name: 'Demo Workspace' }).click();
  await page.waitForURL(/\/dashboard\/demo$/);
  const base = '/dashboard/demo';
  for (const path of ['', '/overview?days=7', '/overview?days=90', '/posts', '/posts?status=scheduled', '/posts?status=published', `/posts/${post.id}`, `/posts/${published.id}`, '/servers', '/members', '/api-keys', '/api-keys/new', '/webhooks', '/webhooks/new', `/webhooks/${hook.id}`, `/webhooks/${hook.id}/deliveries/${delivery.id}`, '/notifications', `/servers/${server.id}/overlays`, '/account']) {
    await visit(`${base}${path}`);
  }
  await visit(`${base}/nothing-here`, 404);
  await visit(`${base}/posts/999999`, 404);

  // Pages that answer a form: errors beside their fields, the reveal-once pages.
  await visit(`${base}/api-keys/new`);
  await page.getByRole('button', { name: 'Create key' }).click();
  await assertAccessible(page, 'key form with errors');
  await page.getByLabel('Name', { exact: true }).fill('a11y');
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.locator('#secret').waitFor();
  await assertAccessible(page, 'key reveal');
  await visit(`${base}/webhooks/new`);
  await page.getByLabel('URL').fill('ftp://nope');
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await assertAccessible(page, 'webhook form with errors');
  await visit(`${base}/webhooks/${hook.id}`);
  await page.getByLabel('Resend everything that failed since (UTC)').fill('2001-01-01T00:00');
  await page.getByRole('button', { name: 'Recover' }).click();
  await assertAccessible(page, 'webhook page with errors');
  await visit(`${base}/webhooks/${hook.id}`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Rotate secret' }).click();
  await page.locator('#secret').waitFor();
  await assertAccessible(page, 'secret reveal');
  await visit(`${base}/servers/${server.id}/overlays`);
  await page.getByRole('button', { name: 'New overlay link' }).click();
  await page.locator('#secret').waitFor();
  await assertAccessible(page, 'overlay link reveal');
  await visit(`${base}/servers/${server.id}/overlays`);
  await page.screenshot({ path: 'test-results/dashboard-overlays.png', fullPage: true });
  await visit(`${base}/posts/${post.id}`);
  await page.getByLabel('Publish at (UTC)').fill('2001-01-01T00:00');
  await page.getByRole('button', { name: 'Save and schedule' }).click();
  await assertAccessible(page, 'post with errors');

  // Without script, a destructive form shows its confirmation page.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await signIn(noScript, demo.email, demo.password);
  await noScript.goto(`${origin}${base}/api-keys`);
  await noScript.getByRole('button', { name: 'Revoke' }).first().click();
  await noScript.getByText('Are you sure?').waitFor();
  await plain.close();
  // axe needs script: the same page, reached by a form whose confirm dialog is taken away.
  await visit(`${base}/api-keys`);
  await page.evaluate(() => document.querySelectorAll('form[data-confirm]').forEach((form) => form.removeAttribute('data-confirm')));
  await page.getByRole('button', { name: 'Revoke' }).first().click();
  await page.getByText('Are you sure?').waitFor();
  await assertAccessible(page, 'confirmation page');

  // The 403 page a member gets.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await signIn(memberPage, await person(t.app, workspace.id, 'a11y-member@demo.test', 'member'), PASSWORD);
  const forbidden = await memberPage.goto(`${origin}${base}/webhooks`);
  assert.equal(forbidden?.status(), 403);
  await assertAccessible(memberPage, '403 page');
  await member.close();

  // Last, as it locks this address out: the "try again later" page.
  const locked = await browser.newContext();
  const lockedPage = await locked.newPage();
  for (let i = 0; i < 11; i += 1) await signIn(lockedPage, 'nobody@demo.test', `wrong password ${i}`);
  await lockedPage.getByText('Too many sign-in attempts').waitFor();
  await assertAccessible(lockedPage, 'try again later');
  await locked.close();
  await ctx.close();
});

test('the accessibility check itself catches a serious violation', async (context) => {
  if (!browser) return context.skip('chromium is missing');
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html lang="en"><head><title>x</title></head><body><main><input type="text"></main></body></html>');
  await assert.rejects(assertAccessible(page, 'an unlabelled input'), /label/);
  await page.close();
});
