/**
 * The CLI names live workspaces only: every command that takes `--workspace` refuses a test twin's slug with a clear
 * message and writes nothing (a membership written into a twin is one the dashboard never shows); `workspace create`
 * refuses the dashboard's own words; `trigger --help` says what key a trigger needs.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { COMMANDS, main } from '../../src/main/cli.js';
import { RESERVED_SLUGS } from '../../src/workspaces/service.js';

let dir: string;
let env: Record<string, string>;

/** Runs one command line in this process; its exit status and what it wrote. */
async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (text) => (out += text), err: (text) => (err += text) }, env);
  return { code, out, err };
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cw-cli-sides-'));
  env = { DATABASE_URL: `sqlite:${join(dir, 'store.db')}` };
  assert.equal((await run('workspace', 'create', 'studio')).code, 0);
  // The twin exists: a test key made it.
  assert.equal((await run('key', 'create', '--workspace', 'studio', '--scopes', 'all', '--test')).code, 0);
});
after(() => rmSync(dir, { recursive: true, force: true }));

test("every command that takes --workspace refuses a twin's slug, saying what to name instead, and writes nothing", async () => {
  const taking = Object.entries(COMMANDS).filter(([, command]) => 'workspace' in command.options);
  assert.ok(taking.length >= 15, taking.map(([name]) => name).join());
  const rows = () => {
    const store = new Sqlite(join(dir, 'store.db'), { readonly: true });
    try {
      return ['users', 'members', 'servers', 'events', 'webhooks', 'api_keys', 'products'].map((table) => (store.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);
    } finally {
      store.close();
    }
  };
  const before = rows();
  for (const [name, command] of taking) {
    // Every other required flag and positional filled in plausibly: the refusal comes before any of them is read.
    const required = (command.required ?? []).filter((flag) => flag !== 'workspace').flatMap((flag) => [`--${flag}`, flag === 'email' ? 'someone@example.test' : '1']);
    const positionals = Array.from({ length: command.positionals }, () => '1');
    const result = await run(...name.split(' '), ...positionals, '--workspace', 'studio--test', ...required);
    assert.equal(result.code, 1, `${name}: ${result.err}`);
    assert.equal(result.out, '');
    const instead = 'test' in command.options ? 'use --workspace studio --test' : 'name the live workspace "studio"';
    assert.ok(result.err.includes(`"studio--test" is the test twin of "studio"`) && result.err.includes(instead), `${name}: ${result.err}`);
  }
  assert.deepEqual(rows(), before, 'nothing written');
});

test("workspace create refuses every word of the dashboard's own paths", async () => {
  for (const slug of RESERVED_SLUGS) {
    const result = await run('workspace', 'create', slug);
    assert.equal(result.code, 1, slug);
    assert.match(result.err, new RegExp(`the slug "${slug}" is reserved: the dashboard's own pages live at /dashboard/${slug}`));
  }
});

test('trigger --help says a test key is needed, with no scope', async () => {
  const help = await run('trigger', '--help');
  assert.equal(help.code, 0);
  const line = help.out.split('\n').find((l) => l.trimStart().startsWith('--api-key')) ?? '';
  assert.match(line, /a test key, cwk_test_… \(any scopes: a trigger needs none/);
  assert.doesNotMatch(help.out, /webhooks scope/);
});
