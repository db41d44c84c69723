/**
 * An unsupported Node.js is refused in one line that names the version to use, by `npm start` and every CLI
 * command, before anything else loads (src/main/node-guard.ts). Node 20 is end of life, and the SQLite driver's
 * prebuilt binary crashes on it. The child's reported version is set before the program loads.
 */
import { strict as assert } from 'node:assert';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { supportedNode } from '../../src/main/node-guard.js';
import { CLI, ROOT, runProcess, type Finished } from '../helpers/process.js';

const asVersion = (version: string) => `data:text/javascript,Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } });`;

function run(args: string[], version: string, cwd: string): Promise<Finished> {
  return runProcess(process.execPath, ['--import', asVersion(version), ...args], { cwd, env: { ...process.env, DATABASE_URL: `sqlite:${join(cwd, 'store.db')}`, PORT: '0' }, timeout: 20_000 });
}

test('which versions are supported: 22.12 and later 22s, 24 and later', () => {
  for (const version of ['22.12.0', '22.23.5', '24.0.0', '24.22.3', '25.1.0', 'v24.1.0']) assert.equal(supportedNode(version), true, version);
  for (const version of ['20.20.2', '22.11.0', '18.20.0', '23.0.0', '21.7.3', 'v20.1.0']) assert.equal(supportedNode(version), false, version);
});

test('on Node 20, npm start and CLI commands print one line naming Node 24, exit 1, and touch nothing', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cw-node-version-'));
  try {
    for (const args of [[`${ROOT}dist/main/server.js`], [CLI, '--help'], [CLI, 'migrate'], [CLI, 'key', 'create', '--workspace', 'demo', '--scopes', 'all']]) {
      const { code, stdout, stderr } = await run(args, '20.20.2', dir);
      assert.equal(code, 1, args.join(' '));
      assert.equal(stdout, '');
      assert.equal(stderr.trim().split('\n').length, 1, stderr);
      assert.match(stderr, /needs Node\.js 24 \(or 22\.12 or later\); this is Node\.js 20\.20\.2\. Install Node\.js 24/);
    }
    assert.deepEqual(readdirSync(dir), [], 'no store was made');
    // The same commands run on a supported version (the guard is no blanket refusal).
    const help = await run([CLI, '--help'], '24.22.3', dir);
    assert.equal(help.code, 0, help.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
