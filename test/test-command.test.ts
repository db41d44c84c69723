/**
 * `npm test` (scripts/test.mjs) checks every prerequisite before it builds anything, and stops with one message
 * naming what is missing and how to install it (README, "Tests").
 */
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { ROOT } from './helpers/process.js';

test('npm test stops at once, naming a PostgreSQL it cannot reach with its install line, and builds nothing', async () => {
  const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [`${ROOT}scripts/test.mjs`], { cwd: ROOT, env: { ...process.env, TEST_POSTGRES_URL: 'postgres://postgres@127.0.0.1:1/test' }, timeout: 30_000 }, (error, out, err) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout: out, stderr: err }),
    );
  });
  assert.equal(code, 1);
  assert.equal(stdout, '', 'nothing was built or run');
  assert.match(stderr, /^npm test needs what is missing here \(README, "Tests"\):\n/);
  assert.match(stderr, /- PostgreSQL at 127\.0\.0\.1:1 \(TEST_POSTGRES_URL\): apt-get install -y postgresql/);
  assert.equal(stderr.trim().split('\n').length, 2, `one line for what is missing: ${stderr}`);
});
