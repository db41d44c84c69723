/** The README's marked `sh` blocks run in order, as written, against a fresh `npm start` (only the port differs). */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, ROOT, startServer } from '../helpers/process.js';

const MARKER = '<!-- runs in test/project/readme.test.ts -->';
const exec = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'cw-readme-'));
const env = { DATABASE_URL: `sqlite:${join(dir, 'store.db')}` };
let server: ReturnType<typeof startServer>;
let origin: string;
let key: string;

before(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = startServer(dir, { ...env, PORT: String(port) }, /password \S+/);
  const out = await server.ready;
  key = /cwk_[A-Za-z0-9]+/.exec(out)?.[0] ?? '';
  assert.ok(key, out);
});
after(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
});

/** The `sh` blocks that follow the marker, dedented. */
function markedBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  for (const part of markdown.split(MARKER).slice(1)) {
    const match = /^\s*```sh\n([\s\S]*?)\n\s*```/.exec(part);
    assert.ok(match, 'a marker is followed by an sh block');
    const lines = (match[1] ?? '').split('\n');
    const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0));
    blocks.push(lines.map((l) => l.slice(indent)).join('\n'));
  }
  return blocks;
}

test("the README's examples run as written: every curl answers 2xx, every command exits 0", async () => {
  const vipRanks = async () => {
    const products = await fetch(`${origin}/api/v1/products?per_page=100`, { headers: { authorization: `Bearer ${key}` } });
    return ((await products.json()) as { data: { name: string }[] }).data.filter((p) => p.name === 'VIP Rank').length;
  };
  const before = await vipRanks();
  const blocks = markedBlocks(readFileSync(join(ROOT, 'README.md'), 'utf8'));
  assert.equal(blocks.length, 2);
  for (const block of blocks) {
    // Only the address differs from what the README says: this server listens on a free port.
    const script = `set -euo pipefail\ncurl() { command curl --fail-with-body -sS "$@"; echo; }\n${block.replaceAll('http://127.0.0.1:3000', origin)}\n`;
    const result = await exec('bash', ['-c', script], { cwd: ROOT, env: { ...process.env, ...env, KEY: key, LOG_LEVEL: 'silent' } }).catch((error: { stdout: string; stderr: string }) => {
      assert.fail(`a README command failed:\n${error.stderr}\n${error.stdout.slice(-2000)}`);
    });
    assert.doesNotMatch(result.stdout, /\{"error":"[a-z_]+","message"/, "no error envelope");
  }
  assert.equal(await vipRanks(), before + 1, 'the idempotent POST created one product');
});
