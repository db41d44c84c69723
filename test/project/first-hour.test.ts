/** A new user's first hour: help and version, start-up errors that name what is wrong, the store that was opened, hints. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { COMMANDS, main } from '../../src/main/cli.js';
import { missingHelp } from '../../src/cli/help.js';
import { loadConfig } from '../../src/config.js';
import { call, createTenant, startApp, type TestApp } from '../helpers/app.js';
import { cli, freePort, ROOT, startServer } from '../helpers/process.js';
import { eventually } from '../helpers/wait.js';

const dir = mkdtempSync(join(tmpdir(), 'cw-first-hour-'));
let t: TestApp;
before(async () => {
  t = await startApp();
});
after(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (text) => (out += text), err: (text) => (err += text) }, { DATABASE_URL: `sqlite:${join(dir, 'help.db')}` });
  return { code, out, err };
}

test('--help on every command prints its usage, what it does and one line per flag; every group lists its commands', async () => {
  assert.deepEqual(missingHelp(COMMANDS), []);
  for (const [name, command] of Object.entries(COMMANDS)) {
    const { code, out } = await run([...name.split(' '), '--help']);
    assert.equal(code, 0, name);
    assert.ok(out.startsWith(`Usage: creator-workspace ${command.usage}`), name);
    for (const flag of [...Object.keys(command.options), 'json', 'help']) {
      const lines = out.split('\n').filter((line) => line.trimStart().startsWith(`--${flag} `) || line.trim() === `--${flag}`);
      assert.equal(lines.length, 1, `${name} --${flag}`);
      assert.match(lines[0] ?? '', new RegExp(`--${flag}(?: <value>)?\\s{2,}\\S`), `${name} --${flag} is described`);
    }
  }
  for (const group of ['key', 'webhooks', 'server', 'server zones', 'workspace', 'user', 'orders']) {
    const { code, out } = await run([...group.split(' '), '--help']);
    assert.equal(code, 0);
    const members = Object.keys(COMMANDS).filter((name) => name.startsWith(`${group} `));
    for (const member of members) assert.ok(out.includes(member), `${group} --help lists ${member}`);
  }
  const general = await run(['--help']);
  assert.match(general.out, /--version/);
});

test('a usage mistake shows the help of what was meant, with the closest flag', async () => {
  const typo = await run(['key', 'create', '--scope', 'all', '--workspace', 'demo']);
  assert.equal(typo.code, 2);
  assert.match(typo.err, /unknown flag --scope \(did you mean --scopes\?\)/);
  assert.match(typo.err, /Usage: creator-workspace key create --workspace/);
  assert.doesNotMatch(typo.err, /workspace list/, 'not the whole command list');
  const group = await run(['key']);
  assert.equal(group.code, 2);
  assert.match(group.err, /"key" needs one of its commands/);
  assert.match(group.err, /key revoke/);
  const missing = await run(['webhooks', 'recover', '--workspace', 'demo', '2']);
  assert.match(missing.err, /missing --since[\s\S]*Usage: creator-workspace webhooks recover/);
});

test('--version prints the package version, from the real binary', async () => {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const result = await cli(['--version'], {});
  assert.equal(result.code, 0);
  assert.equal(result.stdout, `creator-workspace ${version}\n`);
});

test('the default store is data/creator-workspace.db in the project, wherever the command runs; the CLI says which store it opened', async () => {
  assert.equal(loadConfig({}).databaseUrl, `sqlite:${join(ROOT, 'data', 'creator-workspace.db')}`);
  const file = join(dir, 'named.db');
  const listed = await cli(['workspace', 'list'], { DATABASE_URL: `sqlite:${file}` });
  assert.equal(listed.code, 0);
  assert.ok(listed.stderr.includes(`(store: sqlite:${file})`), listed.stderr);
});

const start = (env: Record<string, string>) => {
  const server = startServer(dir, { DEMO: 'false', ...env }, /API reference: .*\n/);
  server.ready.catch(() => undefined);
  return server;
};

test('npm start refuses a bad LOG_LEVEL, a PORT in use and an unreachable DATABASE_URL, naming the variable and its value', async () => {
  const badLevel = start({ LOG_LEVEL: 'loud', DATABASE_URL: `sqlite:${join(dir, 'a.db')}` });
  assert.equal(await badLevel.exited, 1);
  assert.match(badLevel.output(), /LOG_LEVEL="loud" is invalid: expected one of fatal, error, warn, info, debug, trace, silent/);

  const port = await freePort();
  const holder: Server = createServer();
  await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
  try {
    const busy = start({ PORT: String(port), DATABASE_URL: `sqlite:${join(dir, 'b.db')}` });
    assert.equal(await busy.exited, 1);
    assert.match(busy.output(), new RegExp(`PORT=${port} is already in use on 127\\.0\\.0\\.1`));
    assert.doesNotMatch(busy.output(), /\n\s+at /, 'no stack trace');
  } finally {
    holder.close();
  }

  const closed = await freePort();
  const noStore = start({ PORT: String(await freePort()), DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${closed}/creator` });
  assert.equal(await noStore.exited, 1);
  assert.match(noStore.output(), new RegExp(`DATABASE_URL="postgres://app:\\*\\*\\*@127\\.0\\.0\\.1:${closed}/creator": connect ECONNREFUSED .*is PostgreSQL running`));
  assert.doesNotMatch(noStore.output(), /s3cret/);
});

test('a first start that cannot listen creates nothing: the next start still shows the one-time key', async () => {
  const file = join(dir, 'first.db');
  const port = await freePort();
  const holder: Server = createServer();
  await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
  const busy = startServer(dir, { DATABASE_URL: `sqlite:${file}`, PORT: String(port) }, /API reference: .*\n/);
  busy.ready.catch(() => undefined);
  assert.equal(await busy.exited, 1);
  holder.close();
  const next = startServer(dir, { DATABASE_URL: `sqlite:${file}`, PORT: String(await freePort()) }, /password \S+/);
  const out = await next.ready;
  next.child.kill('SIGTERM');
  await next.exited;
  assert.match(out, /cwk_[0-9A-Za-z]+/);
});

test('a wrong address under /api answers 404 pointing at the reference', async () => {
  for (const url of ['/api/v1', '/api/v2/me', '/']) {
    const reply = await t.app.inject({ url });
    assert.equal(reply.statusCode, 404);
    assert.match((reply.json() as { message: string }).message, /The API reference is at \/api\/v1\/docs\./, url);
  }
});

test('a browser on / is sent to the dashboard; API clients on / keep the JSON 404', async () => {
  const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
  for (const method of ['GET', 'HEAD'] as const) {
    const reply = await t.app.inject({ method, url: '/', headers: { accept: browser } });
    assert.equal(reply.statusCode, 302, method);
    assert.equal(reply.headers.location, '/dashboard');
    assert.match(String(reply.headers.vary), /Accept/);
  }
  const landed = await t.app.inject({ url: '/dashboard', headers: { accept: browser } });
  assert.match(String(landed.headers.location), /^\/dashboard\/login/, 'and the dashboard asks a stranger to sign in');
  for (const accept of [undefined, '*/*', 'application/json']) {
    const reply = await t.app.inject({ url: '/', headers: accept === undefined ? {} : { accept } });
    assert.equal(reply.statusCode, 404, String(accept));
    assert.match(String(reply.headers.vary), /Accept/, 'a cache keeps the JSON apart from the redirect');
    assert.equal((reply.json() as { error: string }).error, 'not_found');
  }
  const posted = await t.app.inject({ method: 'POST', url: '/', headers: { accept: browser } });
  assert.equal(posted.statusCode, 404, 'only a page view is redirected');
});

test('npm start and the CLI read .env where they run (as .env.example says), and the environment wins over it', async () => {
  const home = mkdtempSync(join(dir, 'dotenv-'));
  const port = await freePort();
  writeFileSync(join(home, '.env'), `# from .env.example\nPORT=${port}\nDATABASE_URL=sqlite:from-dotenv.db\nDEMO=false\nLOG_LEVEL=warn\n`);
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['PORT', 'DATABASE_URL', 'DEMO', 'LOG_LEVEL'].includes(name)));
  const run = promisify(execFile);
  await run(process.execPath, [join(ROOT, 'bin', 'creator-workspace'), 'migrate', '--json'], { cwd: home, env: { ...env, DATABASE_URL: 'sqlite:from-environment.db' } });
  assert.ok(existsSync(join(home, 'from-environment.db')) && !existsSync(join(home, 'from-dotenv.db')), "the environment's DATABASE_URL wins");
  await run(process.execPath, [join(ROOT, 'bin', 'creator-workspace'), 'migrate', '--json'], { cwd: home, env });
  assert.ok(existsSync(join(home, 'from-dotenv.db')), "without it, the CLI opens .env's store");

  // npm start's own command line, run from a folder holding a .env.
  const [node, ...args] = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(' ');
  assert.equal(node, 'node');
  const server = spawn(process.execPath, args.map((arg) => (arg.startsWith('dist/') ? join(ROOT, arg) : arg)), { cwd: home, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  server.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  try {
    await eventually(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.status === 200, 15_000, "the server on .env's PORT");
    await eventually(() => /Store: sqlite:\S*from-dotenv\.db/.test(out), 5_000, "the server on .env's store");
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
});

test('npm start says which store it opened and where the reference is', async () => {
  const file = join(dir, 'started.db');
  const server = start({ PORT: String(await freePort()), DATABASE_URL: `sqlite:${file}` });
  const out = await server.ready;
  server.child.kill('SIGTERM');
  await server.exited;
  assert.ok(out.includes(`Store: sqlite:${file}`), out);
  assert.match(out, /API reference: http:\/\/127\.0\.0\.1:\d+\/api\/v1\/docs/);
});

test('a local webhook URL is refused with a hint naming WEBHOOK_ALLOW_PRIVATE_URLS', async () => {
  const tenant = await createTenant(t, { scopes: ['webhooks'] });
  for (const url of ['http://127.0.0.1:4000/hooks', 'http://localhost:4000/hooks']) {
    const refused = await call(t, 'POST', '/api/v1/webhooks', { key: tenant.key, body: { url, events: ['*'] } });
    assert.equal(refused.status, 422);
    assert.match(String((refused.body['errors'] as Record<string, string[]>)['url']), /WEBHOOK_ALLOW_PRIVATE_URLS=true/);
  }
});

const exec = promisify(execFile);

test('the PostgreSQL pass says loudly that it was skipped when PostgreSQL is unreachable, and fails under CI', async () => {
  const env = { ...process.env, TEST_POSTGRES_URL: `postgres://postgres@127.0.0.1:${await freePort()}/test`, CI: '' };
  const skipped = await exec(process.execPath, [join(ROOT, 'scripts/test-postgres.mjs')], { env });
  assert.match(skipped.stderr, /The PostgreSQL suite was SKIPPED/);
  const failed = await exec(process.execPath, [join(ROOT, 'scripts/test-postgres.mjs')], { env: { ...env, CI: 'true' } }).then(
    () => 0,
    (error: { code: number; stderr: string }) => {
      assert.match(error.stderr, /NOT RUN \(and CI requires it\)/);
      return error.code;
    },
  );
  assert.equal(failed, 1);
});
