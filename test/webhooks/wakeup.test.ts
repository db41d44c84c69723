// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * Another process's new delivery wakes the dispatcher at once (docs/running.md, WEBHOOK_POLL_INTERVAL_MS):
 * PostgreSQL's NOTIFY on PostgreSQL, Redis pub/sub on SQLite with REDIS_URL. The dispatcher's poll is set to a
 * minute, so only the notice can explain a delivery within a second. The other processes are real ones: the
 * CLI, and an API process (in this process, it would be woken by the in-process nudge instead).
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { registerWebhook } from '../../src/webhooks/service.js';
import { createTenant, DIALECT, startApp, type TestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { sleep } from '../helpers/wait.js';
import { cli } from '../helpers/process.js';

const env = { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '60000', ...(DIALECT === 'sqlite' && { REDIS_URL: 'redis://127.0.0.1:6379/13' }) };
let worker: TestApp;
let receiver: Receiver;

before(async () => {
  worker = await startApp(env, { worker: true });
  receiver = await startReceiver();
});
after(async () => {
  await worker.close();
  await receiver.close();
});

test(`an event raised by the CLI is attempted at once, not at the next poll (${DIALECT === 'postgres' ? 'LISTEN/NOTIFY' : 'Redis pub/sub'})`, async () => {
  const tenant = await createTenant(worker, { scopes: ['webhooks'] });
  await registerWebhook(worker.app.store.db, tenant.workspace.id, { url: receiver.url, events: ['*'] }, true);
  // The worker's listener connects, and its first look (made at start) finds nothing.
  await sleep(700);
  for (let i = 1; i <= 3; i += 1) {
    const emitted = await cli(['events', 'emit', '--workspace', tenant.workspace.slug, '--event', 'order.paid'], { DATABASE_URL: worker.config.databaseUrl, ...env });
    assert.equal(emitted.code, 0, emitted.stderr);
    const done = Date.now();
    await receiver.waitFor(i, 5_000);
    const waited = (receiver.received[i - 1]?.at ?? Infinity) - done;
    assert.ok(waited < 1_000, `event ${i} arrived ${waited} ms after the CLI had raised it`);
  }
});
