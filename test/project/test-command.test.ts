/**
 * `npm test` (scripts/test.mjs) brings every prerequisite before it builds anything (scripts/provision.mjs: as root
 * on Debian it installs and starts what is missing), or stops with one message naming what is missing and how to
 * install it (README, "Tests"). The plans are checked here for given machines, changing nothing on this one. The
 * PostgreSQL pass finds its files by their marker, and one test file runs from its source, without compiling the
 * project (`npm run test:file`).
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
  aloneTestFiles(dir?: string): string[];
}

test('npm test stops at once, naming a PostgreSQL it cannot reach with its install line, and builds nothing', async () => {
  const { code, stdout, stderr } = await runProcess(process.execPath, [`${ROOT}scripts/test.mjs`], { cwd: ROOT, env: { ...process.env, TEST_POSTGRES_URL: 'postgres://postgres@127.0.0.1:1/test', CW_TEST_NO_INSTALL: '1' }, timeout: 30_000 });
  assert.equal(code, 1);
  assert.equal(stdout, '', 'nothing was built or run');
  assert.match(stderr, /^npm test needs what is missing here \(README, "Tests"\):\n/);
  assert.match(stderr, /- PostgreSQL at 127\.0\.0\.1:1 \(TEST_POSTGRES_URL\): apt-get install -y postgresql/);
  assert.equal(stderr.trim().split('\n').length, 2, `one line for what is missing: ${stderr}`);
});

interface Machine {
  root: boolean;
  debian: boolean;
  noInstall: boolean;
  node: { ok: boolean; version: string };
  postgres: { up: boolean; where: string; ours: boolean; installed: boolean; defaultUrl: boolean };
  redis: { up: boolean; installed: boolean };
  chromium: boolean;
  prometheusClient: boolean;
  promtool: boolean;
}
interface Provisioning {
  plan(machine: Machine): { actions: { kind: string; package?: string; service?: string; flags?: string[] }[]; missing: string[] };
}

/** A machine of CI's kind with everything there; each test takes away what it needs missing. */
const READY: Machine = {
  root: true,
  debian: true,
  noInstall: false,
  node: { ok: true, version: '24.0.0' },
  postgres: { up: true, where: '127.0.0.1:5432', ours: true, installed: true, defaultUrl: true },
  redis: { up: true, installed: true },
  chromium: true,
  prometheusClient: true,
  promtool: true,
};

test('provisioning plans: the three packages CI installs, services to start, and the message where it may not install', async () => {
  const { plan } = (await import(`${ROOT}scripts/provision.mjs`)) as Provisioning;
  const said = (p: ReturnType<Provisioning['plan']>) => p.actions.map((a) => [a.kind, a.package ?? a.service ?? ''].join(' ').trim());
  assert.deepEqual(plan(READY), { actions: [], missing: [] }, 'nothing to do on a ready machine');

  // A fresh machine of CI's kind: Chromium, the Python parser and promtool missing, as root on Debian.
  const fresh = { ...READY, chromium: false, prometheusClient: false, promtool: false };
  const installing = plan(fresh);
  assert.deepEqual(said(installing), ['update', 'install chromium', 'install python3-prometheus-client', 'install prometheus', 'stop prometheus']);
  assert.deepEqual(installing.actions.find((a) => a.package === 'prometheus')?.flags, ['--no-install-recommends']);
  assert.deepEqual(installing.missing, []);

  // The same machine with CW_TEST_NO_INSTALL=1, or not root, or not Debian: nothing done, one line each, as before.
  for (const machine of [{ ...fresh, noInstall: true }, { ...fresh, root: false }, { ...fresh, debian: false }]) {
    const told = plan(machine);
    assert.deepEqual(told.actions, []);
    assert.deepEqual(told.missing, [
      '  - Chromium at /usr/bin/chromium (the dashboard tests): apt-get install -y chromium',
      "  - Python's prometheus_client (the metrics tests): apt-get install -y python3-prometheus-client",
      '  - promtool at /usr/bin/promtool (the metrics tests): apt-get install -y --no-install-recommends prometheus',
    ]);
  }

  // Installed but down: started, nothing installed.
  assert.deepEqual(said(plan({ ...READY, postgres: { ...READY.postgres, up: false }, redis: { up: false, installed: true } })), ['start postgresql', 'start redis']);
  // Not installed: installed (Redis once for the server and the binary), PostgreSQL set up as the default URL says, then started.
  assert.deepEqual(said(plan({ ...READY, postgres: { ...READY.postgres, up: false, installed: false }, redis: { up: false, installed: false } })), [
    'update',
    'install postgresql',
    'install redis-server',
    'configure postgresql',
    'start postgresql',
    'start redis',
  ]);
  // A PostgreSQL elsewhere (another host or port) is never installed or started here: it is named.
  const elsewhere = plan({ ...READY, postgres: { ...READY.postgres, up: false, where: 'db.example:5432', ours: false } });
  assert.deepEqual(elsewhere.actions, []);
  assert.match(elsewhere.missing.join('\n'), /PostgreSQL at db\.example:5432 \(TEST_POSTGRES_URL\)/);
  // An old Node is named whatever else: no package of Debian's brings Node 24.
  assert.match(plan({ ...READY, node: { ok: false, version: '20.20.2' } }).missing.join(), /Node\.js 24 \(or 22\.12\+\); this is 20\.20\.2/);
});

test('the PostgreSQL pass runs the files that carry the marker line, in any folder, and only those', async () => {
  const { aloneTestFiles, postgresTestFiles, testSources } = (await import(`${ROOT}scripts/test-files.mjs`)) as TestFiles;
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
  // And in the repository: the shared security suite runs on both stores, the layers check once, and the WAL
  // checkpoint test runs alone.
  const marked = postgresTestFiles();
  assert.ok(marked.includes('build-test/test/http/security.test.js'), marked.join());
  assert.ok(!marked.includes('build-test/test/project/layers.test.js'));
  assert.deepEqual(aloneTestFiles(), ['build-test/test/db/checkpoints.test.js']);
});

interface Job {
  pass: string;
  file: string;
}
interface TestPool {
  order(jobs: Job[], cache: Record<string, { seconds: number; failed: boolean }>): Job[];
  sqlitePass(): { name: string; files: string[] };
}

test('the SQLite pass runs every test file once; the pool starts last failures, then the longest, then the largest', async () => {
  const { sqlitePass, order } = (await import(`${ROOT}scripts/test-pool.mjs`)) as TestPool;
  const { testSources } = (await import(`${ROOT}scripts/test-files.mjs`)) as TestFiles;
  const { files } = sqlitePass();
  assert.deepEqual([...files].sort(), testSources().map((file) => `build-test/${file.replace(/\.ts$/, '.js')}`).sort());
  const dir = mkdtempSync(join(tmpdir(), 'cw-test-pool-'));
  try {
    const [small, large, timed, slow, failed] = ['small', 'large', 'timed', 'slow', 'failed'].map((name) => join(dir, `${name}.test.js`)) as [string, string, string, string, string];
    writeFileSync(small, 'x');
    writeFileSync(large, 'x'.repeat(5000));
    for (const file of [timed, slow, failed]) writeFileSync(file, 'x'.repeat(100));
    const jobs = [small, large, timed, slow, failed].flatMap((file) => [{ pass: 'SQLite', file }, { pass: 'PostgreSQL', file }]);
    const cache = {
      [`SQLite ${timed}`]: { seconds: 3, failed: false },
      [`PostgreSQL ${timed}`]: { seconds: 30, failed: false },
      [`SQLite ${slow}`]: { seconds: 60, failed: false },
      [`PostgreSQL ${failed}`]: { seconds: 1, failed: true },
    };
    const names = order(jobs, cache).map((job) => `${job.pass} ${job.file.slice(dir.length + 1, -'.test.js'.length)}`);
    assert.deepEqual(names.slice(0, 4), ['PostgreSQL failed', 'SQLite slow', 'PostgreSQL timed', 'SQLite timed']);
    // Unrecorded jobs by size (recorded ones keep their seconds, so a 0.001 MB file is below a 3 s file).
    assert.deepEqual(names.slice(4, 6).sort(), ['PostgreSQL large', 'SQLite large']);
    assert.deepEqual(names.slice(-2).sort(), ['PostgreSQL small', 'SQLite small']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a file that fails fails its pass only; both passes print their totals; a file marked alone runs after the rest', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cw-test-pool-'));
  try {
    const body = (ok: boolean, ms: number) => `import { test } from 'node:test';\nimport assert from 'node:assert';\ntest('one', () => new Promise((resolve) => setTimeout(resolve, ${ms})));\ntest('two', () => assert.ok(${ok}));\n`;
    const [good, bad, alone] = ['good', 'bad', 'alone'].map((name) => join(dir, `${name}.test.mjs`)) as [string, string, string];
    writeFileSync(good, body(true, 300));
    writeFileSync(bad, body(false, 300));
    // The largest file, and the quickest: in the pool it would start first and end first.
    writeFileSync(alone, `${body(true, 0)}// ${'x'.repeat(2000)}\n`);
    const script = `const { runPasses } = await import(${JSON.stringify(`${ROOT}scripts/test-pool.mjs`)});
      const passed = await runPasses([{ name: 'A', files: [${JSON.stringify(good)}, ${JSON.stringify(alone)}], alone: [${JSON.stringify(alone)}] }, { name: 'B', files: [${JSON.stringify(good)}, ${JSON.stringify(bad)}] }], { cacheFile: ${JSON.stringify(join(dir, 'durations.json'))} });
      process.exit(passed ? 0 : 1);`;
    // Without the runner's own variable, which would make the pool's files report to this runner instead of printing.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_TEST_CONTEXT'));
    const { code, stdout } = await runProcess(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, timeout: 30_000, env });
    assert.equal(code, 1, stdout);
    assert.match(stdout, /^PASSED {2}A: tests 4, pass 4, fail 0, cancelled 0, skipped 0, todo 0 \(2 files, /m);
    assert.match(stdout, /^FAILED {2}B: tests 4, pass 3, fail 1, cancelled 0, skipped 0, todo 0 \(2 files, /m);
    assert.match(stdout, /^ {8}failed: .*bad\.test\.mjs \(exit 1\)$/m);
    assert.match(stdout, /^■ B · .*bad\.test\.mjs \(/m, "each file's output is printed under its name");
    const headers = [...stdout.matchAll(/^■ (\w) · .*\/(\w+)\.test\.mjs \(/gm)].map((m) => `${m[1]} ${m[2]}`);
    assert.deepEqual(headers.slice(0, 3).sort(), ['A good', 'B bad', 'B good']);
    assert.equal(headers[3], 'A alone', 'the file marked alone ran once the others had ended');
    // A pool of no one would pass every pass without running a file: a bad width is refused.
    const refused = await runProcess(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, timeout: 30_000, env: { ...env, CW_TEST_CONCURRENCY: 'three' } });
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /^CW_TEST_CONCURRENCY="three" is invalid: expected an integer 1–99$/m);
    assert.doesNotMatch(refused.stdout, /PASSED/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
