/**
 * The migrations are one file each in src/db/migrations, read by the runner in order of their numbers; a gap or a
 * number used twice stops the start instead of applying the schema's history out of order.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { migrationNames, migrationProvider } from '../../src/db/migrations/runner.js';

test('the runner reads one migration a file, in order, named as the store records them', async () => {
  const names = migrationNames();
  assert.equal(names.length, 24);
  assert.equal(names[0], '0001_initial');
  assert.equal(names[14], '0015_read_versions');
  assert.equal(names[20], '0021_delivery_tallies_in_place');
  assert.equal(names.at(-1), '0024_delivery_tallies_per_statement');
  const migrations = await migrationProvider('sqlite').getMigrations();
  assert.deepEqual(Object.keys(migrations), names);
  for (const migration of Object.values(migrations)) assert.equal(typeof migration.up, 'function');
});

test('a gap or a number used twice is refused; other files in the folder are not migrations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cw-migrations-'));
  try {
    const folder = pathToFileURL(`${dir}/`);
    for (const file of ['0001_first.js', '0001_first.js.map', '0001_first.d.ts', '0002_second.ts', 'tables.js', 'runner.js']) writeFileSync(join(dir, file), '');
    assert.deepEqual(migrationNames(folder), ['0001_first', '0002_second']);
    writeFileSync(join(dir, '0004_fourth.js'), '');
    assert.throws(() => migrationNames(folder), /0004_fourth is out of sequence: expected number 0003/);
    writeFileSync(join(dir, '0002_again.js'), '');
    assert.throws(() => migrationNames(folder), /out of sequence/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
