/** The README's marked `sh` blocks run in order, as written, against a fresh `npm start` (only the port differs). */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { cli, freePort, ROOT, startServer } from '../helpers/process.js';

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
  assert.equal(blocks.length, 3);
  // "Try it in test mode" runs in its own test, below.
  for (const block of blocks.filter((b) => !b.includes('trigger order.paid'))) await run(block, key);
  assert.equal(await vipRanks(), before + 1, 'the idempotent POST created one product');
});

test('the curl walk-through runs the same with a test key, against the test twin, and leaves the live store alone', async () => {
  const testKey = (JSON.parse((await cli(['key', 'create', '--workspace', 'demo', '--scopes', 'all', '--test', '--json'], env)).stdout) as { key: string }).key;
  assert.match(testKey, /^cwk_test_/);
  const liveOrders = async () => ((await (await fetch(`${origin}/api/v1/orders?per_page=1`, { headers: { authorization: `Bearer ${key}` } })).json()) as { meta: { total: number } }).meta.total;
  const before = await liveOrders();
  const out = await run(markedBlocks(readFileSync(join(ROOT, 'README.md'), 'utf8'))[0] as string, testKey);
  assert.match(out.split('\n')[0] as string, /^\{"livemode":false,"workspace":\{"id":\d+,"slug":"demo--test"/, 'GET /me, first');
  assert.match(out, /"livemode":false,"event_id"/, 'the delivery log');
  assert.equal(await liveOrders(), before);
});

test('"Try it in test mode": from a test key to a verified order.paid at the receiver', async () => {
  const block = markedBlocks(readFileSync(join(ROOT, 'README.md'), 'utf8')).find((b) => b.includes('trigger order.paid')) as string;
  const port = String(await freePort());
  const log = join(dir, 'listen.log');
  // As written, but for the ports, and the wait a reader does by eye: listen's "Ready!" before the trigger.
  const script = block
    .replaceAll('4000', port)
    .replace(/(listen --forward-to .*) &$/m, `$1 > ${log} 2>&1 &`)
    .replace(/^(bin\/creator-workspace trigger)/m, `timeout 20 bash -c 'until grep -q Ready ${log}; do sleep 0.1; done'\n$1`);
  const wait = `for i in $(seq 1 100); do command curl -s http://127.0.0.1:${port}/events | grep -q entitlement.granted && break; sleep 0.1; done\ncommand curl -s http://127.0.0.1:${port}/events`;
  const out = await run(`trap 'kill $(jobs -p) 2>/dev/null; wait' EXIT\n${script}\n${wait}`, key);
  const processed = JSON.parse(out.trim().split('\n').at(-1) as string) as { event: string }[];
  assert.deepEqual(processed.map((e) => e.event), ['order.paid', 'entitlement.granted'], 'verified by the receiver');
});

/** Runs a README block as written (only the address differs: this server listens on a free port); its output. */
async function run(block: string, apiKey: string): Promise<string> {
  const script = `set -euo pipefail\ncurl() { command curl --fail-with-body -sS "$@"; echo; }\n${block.replaceAll('http://127.0.0.1:3000', origin)}\n`;
  const result = await exec('bash', ['-c', script], { cwd: ROOT, env: { ...process.env, ...env, KEY: apiKey, LOG_LEVEL: 'silent' } }).catch((error: { stdout: string; stderr: string }) => {
    assert.fail(`a README command failed:\n${error.stderr}\n${error.stdout.slice(-2000)}`);
  });
  assert.doesNotMatch(result.stdout, /\{"error":"[a-z_]+","message"/, "no error envelope");
  return result.stdout;
}
