/**
 * .env.example lists every variable the configuration reads, with its default and a line on it, and nothing
 * else: a variable added to src/config.ts (or read anywhere in src/) without a line here fails, and so does a
 * line for a variable nobody reads. Uncommented, the file as Node reads it (--env-file) gives the defaults.
 */
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseEnv } from 'node:util';
import { loadConfig, VARIABLES } from '../../src/config.js';
import { ROOT } from '../helpers/process.js';
import { sourceFiles } from '../helpers/sources.js';

const text = readFileSync(join(ROOT, '.env.example'), 'utf8');
const lines = text.split('\n');
const ENTRY = /^# ([A-Z][A-Z0-9_]*)=(.*)$/;
const entries = lines.flatMap((line, i) => {
  const match = ENTRY.exec(line);
  return match ? [{ name: match[1] as string, value: match[2] as string, above: lines[i - 1] ?? '' }] : [];
});

/** Every variable name src/ reads: config.ts's table, and any env['X'] or process.env.X elsewhere. */
function variablesRead(): Set<string> {
  const names = new Set<string>(Object.values(VARIABLES).map((variable) => variable.name));
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\benv(?:\[['"]([A-Z][A-Z0-9_]*)['"]\]|\.([A-Z][A-Z0-9_]*)\b)/g)) names.add((match[1] ?? match[2]) as string);
  }
  return names;
}

test('.env.example names exactly the variables the configuration reads, each once', () => {
  const listed = entries.map((entry) => entry.name);
  assert.equal(new Set(listed).size, listed.length, 'no variable twice');
  assert.deepEqual([...listed].sort(), [...variablesRead()].sort());
});

test('each with its default and a line saying what it does', () => {
  const defaults = new Map(Object.values(VARIABLES).map((variable) => [variable.name, variable.fallback as string]));
  for (const { name, value, above } of entries) {
    // The store's default is a path in the project: written relative to it.
    const expected = name === 'DATABASE_URL' ? 'sqlite:data/creator-workspace.db' : defaults.get(name);
    assert.equal(value, expected, name);
    assert.match(above, /^# \S.{10,}/, `${name} has a line on what it does above it`);
    assert.doesNotMatch(above, ENTRY, `${name}'s line above is a description, not another variable`);
  }
});

test('uncommented and read as Node reads --env-file (from the project folder), it gives the defaults', () => {
  const uncommented = lines.map((line) => (ENTRY.test(line) ? line.slice(2) : line)).join('\n');
  const env = parseEnv(uncommented);
  assert.equal(Object.keys(env).length, entries.length);
  const database = { DATABASE_URL: `sqlite:${join(ROOT, 'data', 'creator-workspace.db')}` };
  assert.equal(env['DATABASE_URL']?.replace('sqlite:', `sqlite:${ROOT}`), database.DATABASE_URL);
  assert.deepEqual(loadConfig({ ...env, ...database }), loadConfig({}));
});
