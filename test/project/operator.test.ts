/** Operator contract (docs/decisions.md#1-running-it, #2-api-keys): first start, CLI, hashed keys, clean shutdown. */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashSecret, isWellFormedKey } from '../../src/keys/format.js';
import { cli, freePort, startServer, storeBytes } from '../helpers/process.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'cw-op-'));

test('first start on an empty store creates the demo, prints a working key and curl line; SIGTERM exits 0', async () => {
  const dir = tempDir();
  try {
    const port = await freePort();
    // A store of its own (the default, data/creator-workspace.db in the project, is the developer's: first-hour tests it).
    const store = { DATABASE_URL: `sqlite:${join(dir, 'data', 'creator-workspace.db')}` };
    const server = startServer(dir, { ...store, PORT: String(port) }, /password \S+/);
    const out = await server.ready;
    const key = /Bearer (cwk_[0-9A-Za-z]+)/.exec(out)?.[1] as string;
    assert.ok(isWellFormedKey(key));
    const curl = /curl -H "Authorization: Bearer \S+" (\S+\/me)/.exec(out)?.[1] as string;
    assert.equal(curl, `http://127.0.0.1:${port}/api/v1/me`);
    const me = await fetch(curl, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(me.status, 200);
    assert.equal(((await me.json()) as { workspace: { slug: string } }).workspace.slug, 'demo');
    const products = await fetch(`http://127.0.0.1:${port}/api/v1/products`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(((await products.json()) as { meta: { total: number } }).meta.total, 10);
    const spec = await fetch(`http://127.0.0.1:${port}/api/v1/openapi.json`);
    assert.equal(spec.status, 200);

    // The one-time sign-in line works on the dashboard (docs/decisions.md#11-dashboard).
    const signIn = /(http:\S+\/dashboard\/login) {2}email (\S+) {2}password (\S+)/.exec(out);
    assert.ok(signIn, out);
    const [, loginUrl, email, password] = signIn as unknown as [string, string, string, string];
    assert.equal(loginUrl, `http://127.0.0.1:${port}/dashboard/login`);
    assert.equal(email, 'owner@demo.test');
    const form = await fetch(loginUrl);
    const loginCookie = (form.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] as string;
    const posted = await fetch(loginUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: loginCookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: csrf, email, password }).toString(),
    });
    assert.equal(posted.status, 303);
    const session = posted.headers.getSetCookie().find((c) => c.startsWith('cw_session='))?.split(';')[0] as string;
    const home = await fetch(`http://127.0.0.1:${port}/dashboard`, { redirect: 'manual', headers: { cookie: session } });
    assert.equal(home.headers.get('location'), '/dashboard/demo');
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);

    // The store was created, and the raw key is nowhere in it.
    const files = readdirSync(join(dir, 'data'));
    assert.ok(files.includes('creator-workspace.db'));
    assert.ok(!storeBytes(join(dir, 'data')).includes(key), 'a store file holds the raw key');
    assert.ok(!storeBytes(join(dir, 'data')).includes(password), 'a store file holds the raw password');

    // A second start on the same store prints no new key.
    const again = startServer(dir, { ...store, PORT: String(port) }, /serving/);
    const second = await again.ready;
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.doesNotMatch(second, /cwk_/);
    again.child.kill('SIGINT');
    assert.equal(await again.exited, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('DEMO=false starts on an empty store without a demo workspace', async () => {
  const dir = tempDir();
  try {
    const port = await freePort();
    const server = startServer(dir, { DATABASE_URL: `sqlite:${join(dir, 'data', 'creator-workspace.db')}`, PORT: String(port), DEMO: 'false' }, /serving/);
    const out = await server.ready;
    assert.doesNotMatch(out, /cwk_/);
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
    const env = { DATABASE_URL: `sqlite:${join(dir, 'data', 'creator-workspace.db')}` };
    assert.deepEqual(JSON.parse((await cli(['workspace', 'list', '--json'], env)).stdout), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the CLI: commands, --json documents, exit codes, keys stored only as hashes', async () => {
  const dir = tempDir();
  const dbFile = join(dir, 'cli.db');
  const env = { DATABASE_URL: `sqlite:${dbFile}` };
  try {
    const migrate = await cli(['migrate', '--json'], env);
    assert.equal(migrate.code, 0);
    const applied = JSON.parse(migrate.stdout).applied as string[];
    assert.equal(applied[0], '0001_initial');
    assert.deepEqual(applied, [...applied].sort());
    assert.deepEqual(JSON.parse((await cli(['migrate', '--json'], env)).stdout), { applied: [] });

    const created = await cli(['workspace', 'create', 'acme', '--name', 'Acme Games', '--currency', 'EUR', '--owner-email', 'boss@acme.example', '--json'], env);
    assert.equal(created.code, 0, created.stderr);
    const ws = JSON.parse(created.stdout);
    assert.deepEqual(ws, { id: ws.id, slug: 'acme', name: 'Acme Games' });

    const duplicate = await cli(['workspace', 'create', 'acme'], env);
    assert.equal(duplicate.code, 1);
    assert.match(duplicate.stderr, /already exists/);
    assert.equal((await cli(['workspace', 'create', 'Bad Slug!'], env)).code, 1);
    assert.equal(JSON.parse((await cli(['workspace', 'list', '--json'], env)).stdout).length, 1, 'nothing half-written');

    const key = await cli(['key', 'create', '--workspace', 'acme', '--scopes', 'read:store,webhooks', '--name', 'Bot', '--json'], env);
    assert.equal(key.code, 0, key.stderr);
    const keyDoc = JSON.parse(key.stdout);
    assert.deepEqual(Object.keys(keyDoc).sort(), ['id', 'key', 'name', 'prefix', 'scopes']);
    assert.deepEqual(keyDoc.scopes, ['read:store', 'webhooks']);
    assert.equal(keyDoc.prefix, keyDoc.key.slice(0, 12));
    assert.ok(isWellFormedKey(keyDoc.key));

    const byAdmin = await cli(['key', 'create', '--workspace', 'acme', '--scopes', 'none', '--created-by', 'boss@acme.example', '--json'], env);
    assert.equal(byAdmin.code, 0, byAdmin.stderr);
    assert.deepEqual(JSON.parse(byAdmin.stdout).scopes, []);
    assert.equal((await cli(['key', 'create', '--workspace', 'acme', '--scopes', 'all', '--created-by', 'nobody@acme.example'], env)).code, 1);
    assert.equal((await cli(['key', 'create', '--workspace', 'acme', '--scopes', 'read:everything'], env)).code, 1);
    assert.equal((await cli(['key', 'create', '--workspace', 'nope', '--scopes', 'all'], env)).code, 1);

    const list = JSON.parse((await cli(['key', 'list', '--workspace', 'acme', '--json'], env)).stdout) as Record<string, unknown>[];
    assert.equal(list.length, 2);
    assert.equal(list[1]?.['created_by'] !== null, true);
    assert.ok(!JSON.stringify(list).includes(keyDoc.key));
    assert.ok(!JSON.stringify(list).includes('hash'));

    const revoke = await cli(['key', 'revoke', '--workspace', 'acme', String(keyDoc.id), '--json'], env);
    assert.deepEqual(JSON.parse(revoke.stdout), { id: keyDoc.id, revoked: true });
    assert.equal((await cli(['key', 'revoke', '--workspace', 'acme', '999'], env)).code, 1);
    const revokedList = JSON.parse((await cli(['key', 'list', '--workspace', 'acme', '--json'], env)).stdout) as Record<string, unknown>[];
    assert.notEqual(revokedList[0]?.['revoked_at'], null);

    const seeded = await cli(['seed', '--workspace', 'acme', '--json'], env);
    assert.equal(seeded.code, 0, seeded.stderr);
    const counts = JSON.parse(seeded.stdout);
    assert.equal(counts.products, 12);
    assert.equal(counts.orders, 130);
    assert.equal((await cli(['seed', '--workspace', 'acme'], env)).code, 1, 'seeding twice is refused');

    // Wrong usage: exit 2.
    for (const args of [[], ['frobnicate'], ['key', 'create'], ['key', 'list', '--workspace'], ['workspace', 'list', '--bogus'], ['key', 'revoke', '--workspace', 'acme', 'abc']]) {
      const result = await cli(args, env);
      assert.equal(result.code, 2, `${args.join(' ')}: ${result.stderr}`);
      assert.equal(result.stdout, '');
    }

    // The raw key is in no store file; its hash is.
    const stored = storeBytes(dir);
    assert.ok(!stored.includes(keyDoc.key), 'a store file holds a raw key');
    assert.ok(stored.includes(hashSecret(keyDoc.key)), 'the SHA-256 of the key is what is stored');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
