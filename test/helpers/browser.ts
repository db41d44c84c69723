/** A real browser for the dashboard tests: Debian's chromium driven by playwright-core, and axe-core inside it. */
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureDemo, type DemoCredentials } from '../../src/demo/first-start.js';
import { startApp, type TestApp } from './app.js';

/** Where Debian's chromium package puts the browser. */
export const CHROMIUM = '/usr/bin/chromium';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The browser, or undefined when chromium is missing outside CI (the caller skips, loudly).
 * In CI a missing browser is a failure: `npm test` installs it first (scripts/provision.mjs), as `.ci/run` does.
 */
export async function launchBrowser(): Promise<Browser | undefined> {
  if (!existsSync(CHROMIUM)) {
    if (process.env['CI']) throw new Error(`${CHROMIUM} is missing in CI: npm test installs it (scripts/provision.mjs), or apt-get install -y chromium`);
    process.stderr.write(`\n*** SKIPPING the dashboard browser tests: ${CHROMIUM} is missing. Install it: apt-get install -y chromium ***\n\n`);
    return undefined;
  }
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core on the page; fails on any violation of serious or critical impact. */
export async function assertAccessible(page: Page, what = page.url()): Promise<void> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target) }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(serious, [], `axe-core found serious or critical violations on ${what}: ${JSON.stringify(serious, null, 2)}`);
}

/** What a browser suite starts with: the browser, an app on a free port holding the demo workspace, and its owner. */
export interface DemoInBrowser {
  readonly browser: Browser | undefined;
  readonly t: TestApp;
  readonly demo: DemoCredentials;
  readonly origin: string;
}

/** Launches the browser and an app (`env`, `options` as startApp's) with the demo workspace, listening on a free port. */
export async function demoInBrowser(env: Record<string, string> = {}, options: Parameters<typeof startApp>[1] = {}): Promise<DemoInBrowser> {
  const browser = await launchBrowser();
  const t = await startApp(env, options);
  const demo = (await ensureDemo(t.app.store.db)) as DemoCredentials;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { browser, t, demo, origin: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}
