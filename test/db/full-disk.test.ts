/**
 * A full disk (docs/running.md, Faults): writes answer 503 `unavailable` with Retry-After and a message naming
 * storage, /readyz says the store is full, reads keep working, the log names SQLite's own error (never a failed
 * rollback in its place), and writes resume without a restart once space is freed. On a real small file system
 * (a 6 MiB tmpfs, mounted by the test: CI runs as root).
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createKey } from '../../src/keys/service.js';
import { createWorkspace } from '../../src/workspaces/service.js';

const mount = mkdtempSync(join(tmpdir(), 'cw-full-'));
const filler = join(mount, 'filler');
const lines: string[] = [];
let app: FastifyInstance;
let key = '';

before(async () => {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=6m', 'tmpfs', mount]);
  app = await buildApp(loadConfig({ DATABASE_URL: `sqlite:${join(mount, 'store.db')}`, LOG_LEVEL: 'info', DEMO: 'false' }), { logTo: { write: (line: string) => lines.push(line) } });
  const workspace = await createWorkspace(app.store.db, { slug: 'full', currency: 'USD' });
  key = (await createKey(app.store.db, workspace.id, { scopes: ['read:store', 'write:store'] })).key;
});
after(async () => {
  await app?.close();
  execFileSync('umount', [mount]);
  rmSync(mount, { recursive: true, force: true });
});

/** Writes zeros until the file system refuses. */
function fillTheDisk(): void {
  const fd = openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    assert.equal((error as { code?: string }).code, 'ENOSPC');
  } finally {
    closeSync(fd);
  }
}

const create = (i: number) =>
  app.inject({ method: 'POST', url: '/api/v1/products', headers: { authorization: `Bearer ${key}` }, payload: { name: `Product ${i}`, price_cents: 100, description: 'x'.repeat(4_000) } });

test('a full disk: writes 503 naming storage, /readyz says full, reads go on, the log names SQLITE_FULL; writes resume once space is freed', async () => {
  assert.equal((await create(0)).statusCode, 200);
  fillTheDisk();
  let refused;
  for (let i = 1; i <= 2_000 && refused === undefined; i += 1) {
    const answer = await create(i);
    if (answer.statusCode !== 200) refused = answer;
  }
  assert.ok(refused, 'a write was refused once the disk was full');
  assert.equal(refused.statusCode, 503, refused.body);
  assert.equal(refused.json().error, 'unavailable');
  assert.match(refused.json().message, /storage space/);
  assert.equal(refused.headers['retry-after'], '30');

  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  assert.equal(ready.statusCode, 503);
  assert.match(ready.json().message, /out of storage space/);
  const read = await app.inject({ method: 'GET', url: '/api/v1/products', headers: { authorization: `Bearer ${key}` } });
  assert.equal(read.statusCode, 200, 'reads keep working');

  const log = lines.join('');
  assert.match(log, /"code":"SQLITE_FULL"/, 'the log names the store\'s own error');
  assert.doesNotMatch(log, /cannot rollback/, 'a failed rollback does not hide it');
  assert.doesNotMatch(log, /"stack"/);
  assert.equal(lines.filter((line) => line.includes('the store is out of space')).length, 1, 'told once');

  rmSync(filler);
  assert.equal((await create(9_999)).statusCode, 200, 'writes resume without a restart');
  assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200, 'ready again');
  assert.equal(lines.filter((line) => line.includes('the store takes writes again')).length, 1);
});
