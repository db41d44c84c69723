/**
 * The dashboard's "Test mode" switch in a real browser at 375 px: every page of test mode is marked and passes
 * axe-core, a key made there is a test key, and "Delete all test data" asks first, then empties the twin.
 */
import { strict as assert } from 'node:assert';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { DemoCredentials } from '../../src/demo/first-start.js';
import type { TestApp } from '../helpers/app.js';
import { assertAccessible, demoInBrowser } from '../helpers/browser.js';

let t: TestApp;
let browser: Browser | undefined;
let demo: DemoCredentials;
let origin: string;

before(async () => {
  ({ browser, t, demo, origin } = await demoInBrowser());
});
after(async () => {
  await browser?.close();
  await t.close();
});

const SECTIONS = ['overview', 'products', 'orders', 'posts', 'reports', 'servers', 'members', 'api-keys', 'webhooks', 'automations', 'notifications'];

test('the Test mode switch shows the twin, marked on every page; its keys are test keys; deleting test data asks first', async (context) => {
  if (!browser) return context.skip('chromium is missing');
  const page = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await page.goto(`${origin}/dashboard/login`);
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForLoadState('load');
  await page.goto(`${origin}/dashboard/demo/overview`);

  const modeSwitch = page.getByRole('switch', { name: 'Test mode' });
  assert.equal(await modeSwitch.getAttribute('aria-checked'), 'false');
  assert.equal(await page.getByRole('note', { name: 'Test mode' }).count(), 0, 'live pages carry no banner');
  await modeSwitch.click();
  await page.waitForURL(`${origin}/dashboard/demo--test/overview`);
  assert.equal(await page.getByRole('switch', { name: 'Test mode' }).getAttribute('aria-checked'), 'true');

  for (const section of SECTIONS) {
    const answer = await page.goto(`${origin}/dashboard/demo--test/${section}`);
    assert.equal(answer?.status(), 200, section);
    assert.match(await page.title(), /^Test mode: /, section);
    assert.match(await page.getByRole('note', { name: 'Test mode' }).innerText(), /Test mode\. You are looking at the test data of Demo Workspace/, section);
    await assertAccessible(page, `test mode: ${section}`);
  }
  // Members in test mode are the demo people; nobody is invited from here.
  await page.goto(`${origin}/dashboard/demo--test/members`);
  assert.equal(await page.getByRole('button', { name: /invit/i }).count(), 0);
  await page.screenshot({ path: 'build-test/dashboard-test-mode.png', fullPage: false });

  // A key made in test mode is a test key.
  await page.goto(`${origin}/dashboard/demo--test/api-keys/new`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Plugin sandbox');
  await page.getByRole('checkbox', { name: /^read:store/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  assert.match(await page.getByLabel('API key').inputValue(), /^cwk_test_[0-9A-Za-z]{30}$/);
  await assertAccessible(page, 'test key revealed');

  // Delete all test data: asks first, then empties the twin (a sample order of its own goes) and refills the demo.
  const twin = await t.app.store.db.selectFrom('workspaces').selectAll().where('slug', '=', 'demo--test').executeTakeFirstOrThrow();
  const orders = async (workspaceId: number) => Number((await t.app.store.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow()).n);
  await t.app.store.db.updateTable('orders').set({ customer_email: 'changed@test.example' }).where('workspace_id', '=', twin.id).execute();
  const liveOrders = await orders(1);
  await page.goto(`${origin}/dashboard/demo--test/overview`);
  await page.getByRole('link', { name: 'Delete all test data' }).click();
  await page.getByRole('heading', { name: 'Are you sure?' }).waitFor();
  await assertAccessible(page, 'delete test data: the question');
  await page.getByRole('button', { name: 'Delete all test data' }).click();
  await page.getByText('All test data was deleted, and the demo data filled in again.').waitFor();
  assert.equal(await orders(twin.id), liveOrders, 'the demo orders, as at first');
  assert.equal(Number((await t.app.store.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('customer_email', '=', 'changed@test.example').executeTakeFirstOrThrow()).n), 0);
  assert.equal(await orders(1), liveOrders, 'live orders untouched');

  // And back to live: no banner, the switch off.
  await page.getByRole('switch', { name: 'Test mode' }).click();
  await page.waitForURL(`${origin}/dashboard/demo/overview`);
  assert.equal(await page.getByRole('note', { name: 'Test mode' }).count(), 0);
  assert.equal((await page.goto(`${origin}/dashboard/demo/test-data`))?.status(), 404, 'no test data to delete in live mode');
});
