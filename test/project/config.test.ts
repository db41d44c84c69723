/** Configuration: documented defaults, every bad variable named at once, credentials never echoed. */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.js';
import { ROOT } from '../helpers/process.js';

test('defaults are the documented ones', () => {
  const config = loadConfig({});
  assert.equal(config.host, '127.0.0.1');
  assert.equal(config.port, 3000);
  // In the project, wherever the process runs from.
  assert.equal(config.databaseUrl, `sqlite:${join(ROOT, 'data', 'creator-workspace.db')}`);
  assert.equal(config.publicBaseUrl, 'http://127.0.0.1:3000/api/v1');
  assert.equal(config.rateLimitPerMinute, 300);
  assert.equal(config.zoneMinCount, 5);
  assert.deepEqual(config.webhookRetryDelaysMs, [60_000, 300_000, 1_800_000, 7_200_000]);
  assert.equal(config.webhookAllowPrivateUrls, false);
  assert.equal(config.serverOfflineAfterSeconds, 90);
  assert.ok(Object.isFrozen(config));
});

test('every bad variable is named at once, and addresses are not echoed', () => {
  assert.throws(
    () => loadConfig({ PORT: 'eighty', DEMO: 'maybe', DATABASE_URL: 'mysql://root:hunter2@db/app', SMTP_URL: 'http://user:pw@mail', WEBHOOK_RETRY_DELAYS_MS: '1,2' }),
    (error: Error) => {
      for (const name of ['PORT', 'DEMO', 'DATABASE_URL', 'SMTP_URL', 'WEBHOOK_RETRY_DELAYS_MS']) assert.match(error.message, new RegExp(name));
      assert.doesNotMatch(error.message, /hunter2|user:pw/);
      return true;
    },
  );
});
