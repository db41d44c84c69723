/**
 * `npm test` (scripts/test.mjs) checks every prerequisite before it builds anything, and stops with one message
 * naming what is missing and how to install it (README, "Tests"). The PostgreSQL pass finds its files by their
 * marker, and one test file runs from its source, without compiling the project (`npm run test:file`).
 */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runProcess } from '../helpers/process.js';

interface TestFiles {
  testSources(dir?: string): string[];
  postgresTestFiles(dir?: string): string[];
  sqliteTestFiles(): string[];
}

test('npm test stops at once, naming a PostgreSQL it cannot reach with its install line, and builds nothing', async () => {
  const { code, stdout, stderr } = await runProcess(process.execPath, [`${ROOT}scripts/test.mjs`], { cwd: ROOT, env: { ...process.env, TEST_POSTGRES_URL: 'postgres://postgres@127.0.0.1:1/test' }, timeout: 30_000 });
  assert.equal(code, 1);
  assert.equal(stdout, '', 'nothing was built or run');
  assert.match(stderr, /^npm test needs what is missing here \(README, "Tests"\):\n/);
  assert.match(stderr, /- PostgreSQL at 127\.0\.0\.1:1 \(TEST_POSTGRES_URL\): apt-get install -y postgresql/);
  assert.equal(stderr.trim().split('\n').length, 2, `one line for what is missing: ${stderr}`);
});

test('the PostgreSQL pass runs the files that carry the marker line, in any folder, and only those', async () => {
  const { postgresTestFiles, testSources } = (await import(`${ROOT}scripts/test-files.mjs`)) as TestFiles;
  const dir = mkdtempSync(join(tmpdir(), 'cw-test-files-'));
  try {
    mkdirSync(join(dir, 'webhooks'));
    writeFileSync(join(dir, 'webhooks', 'marked.test.ts'), '// @postgres: the PostgreSQL pass runs this file again.\n');
    writeFileSync(join(dir, 'unmarked.test.ts'), "/** Mentions // @postgres only inside a line. */\n");
    writeFileSync(join(dir, 'helper.ts'), '// @postgres\n');
    const sources = testSources(dir).map((file) => file.slice(file.lastIndexOf('cw-test-files-')).replace(/^[^/]+\//, ''));
    assert.deepEqual(sources, ['unmarked.test.ts', 'webhooks/marked.test.ts']);
    assert.deepEqual(
      postgresTestFiles(dir).map((file) => file.replace(/^.*cw-test-files-[^/]+\//, '')),
      ['webhooks/marked.test.js'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // And in the repository: the shared security suite runs on both stores, the layers check once.
  const marked = postgresTestFiles();
  assert.ok(marked.includes('build-test/test/http/security.test.js'), marked.join());
  assert.ok(!marked.includes('build-test/test/project/layers.test.js'));
});

test('the SQLite pass runs every test file once, in the order of their file names', async () => {
  const { sqliteTestFiles, testSources } = (await import(`${ROOT}scripts/test-files.mjs`)) as TestFiles;
  const files = sqliteTestFiles();
  assert.deepEqual([...files].sort(), testSources().map((file) => `build-test/${file.replace(/\.ts$/, '.js')}`).sort());
  assert.ok(files.includes('build-test/test/project/test-command.test.js'));
  const names = files.map((file) => file.slice(file.lastIndexOf('/') + 1));
  assert.deepEqual(names, [...names].sort(), 'by file name, whatever the folder');
});

// module.registerHooks, which the hooks use, came with Node 22.15; npm test itself accepts 22.12 and runs compiled tests.
const HOOKS = 'registerHooks' in (await import('node:module'));

test('one test file runs from its source without compiling the project (npm run test:file)', { skip: !HOOKS && 'Node before 22.15 has no module.registerHooks' }, async () => {
  const { code, stdout } = await runProcess(
    process.execPath,
    ['--import', `${ROOT}scripts/run-typescript.mjs`, '--test', '--test-reporter=tap', `${ROOT}test/db/migrations.test.ts`],
    // Without the runner's own variable, which would make the child report to this runner instead of printing.
    { cwd: ROOT, timeout: 60_000, env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_TEST_CONTEXT')) },
  );
  assert.equal(code, 0, stdout);
  assert.match(stdout, /^# pass 2$/m);
  assert.match(stdout, /^# fail 0$/m);
});
