/** Configuration: documented defaults, every bad variable named at once, credentials never echoed. */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.js';
import { hashPassword, usePasswordHashCost, verifyPassword } from '../../src/users/passwords.js';
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
  assert.equal(config.passwordHashCost, 15);
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

test('PASSWORD_HASH_COST sets N for new hashes only: every hash made before still verifies', async () => {
  assert.throws(() => loadConfig({ PASSWORD_HASH_COST: '9' }), /PASSWORD_HASH_COST="9" is invalid: expected an integer 10–20/);
  try {
    usePasswordHashCost(10);
    const cheap = await hashPassword('correct horse battery');
    assert.match(cheap, /^scrypt\$1024\$8\$1\$/);
    usePasswordHashCost(15);
    const dear = await hashPassword('correct horse battery');
    assert.match(dear, /^scrypt\$32768\$8\$1\$/);
    assert.equal(await verifyPassword('correct horse battery', cheap), true);
    assert.equal(await verifyPassword('correct horse battery!', cheap), false);
    assert.equal(await verifyPassword('correct horse battery', dear), true);
  } finally {
    usePasswordHashCost(loadConfig({}).passwordHashCost);
  }
});
