/** GET /api/v1/docs: the API reference, public, rendered in a real browser from the served document with local assets only. */
import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { startApp, type TestApp } from '../helpers/app.js';
import { launchBrowser } from '../helpers/browser.js';

let t: TestApp;
let base: string;
let browser: Browser | undefined;
before(async () => {
  t = await startApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await t.close();
});

test('the page and its scripts are served without a key, from this server only', async () => {
  const page = await fetch(`${base}/api/v1/docs`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
  const html = await page.text();
  const sources = [...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1] ?? '');
  assert.deepEqual(sources, ['/api/v1/docs/redoc.standalone.js', '/api/v1/docs/init.js']);
  assert.doesNotMatch(html, /https?:\/\/(?!127)/, 'no CDN');
  assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self';/);
  for (const source of sources) assert.equal((await fetch(`${base}${source}`)).status, 200, source);
});

test('a browser renders every operation and the events from the document, asking nothing of the network beyond this server', async (context) => {
  if (!browser) return context.skip('chromium is missing');
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const foreign: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(base) && !/^(data|blob):/.test(request.url())) foreign.push(request.url());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`${base}/api/v1/docs`);
  await page.getByRole('heading', { name: 'Creator Workspace API' }).first().waitFor({ timeout: 30_000 });
  for (const summary of ['List products on sale (or archived ones)', 'Create a draft post', 'Rotate the signing secret; the previous one stays valid for an overlap']) {
    assert.ok((await page.getByText(summary).count()) > 0, summary);
  }
  assert.ok((await page.getByText('order.paid').count()) > 0, 'the events are listed');
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: 'test-results/api-reference.png' });
  await page.close();
  assert.deepEqual(foreign, []);
  assert.deepEqual(problems, []);
});
