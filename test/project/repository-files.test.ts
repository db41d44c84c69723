/**
 * The files a newcomer looks for first exist and say what they promise: CHANGELOG.md in Keep a Changelog form
 * from 1.0.0, CONTRIBUTING.md (set-up, tests, benchmarks, layers, adding an operation, with scripts that exist),
 * SECURITY.md (reporting, scope, threat model, what is stored hashed).
 */
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../helpers/process.js';

const read = (name: string): string => readFileSync(join(ROOT, name), 'utf8');
const headings = (text: string, level: string): string[] => text.split('\n').filter((line) => line.startsWith(`${level} `)).map((line) => line.slice(level.length + 1));

test('CHANGELOG.md: Keep a Changelog, newest first, an Unreleased section, releases from 1.0.0 with their dates', () => {
  const text = read('CHANGELOG.md');
  assert.match(text, /keepachangelog\.com/);
  const releases = headings(text, '##');
  assert.equal(releases[0], '[Unreleased]');
  assert.equal(releases.at(-1)?.replace(/ - .*/, ''), '[1.0.0]');
  for (const release of releases.slice(1)) assert.match(release, /^\[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}$/);
  const version = (JSON.parse(read('package.json')) as { version: string }).version;
  assert.ok(releases.some((release) => release.startsWith(`[${version}] - `)), `the package's version ${version} is a release`);
  const kinds = new Set(['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security']);
  for (const kind of headings(text, '###')) assert.ok(kinds.has(kind), `"${kind}" is one of Keep a Changelog's kinds`);
});

test('CONTRIBUTING.md covers set-up, checks, benchmarks, layers and adding an operation, naming scripts that exist', () => {
  const text = read('CONTRIBUTING.md');
  assert.deepEqual(headings(text, '##'), ['Set-up', 'Checks', 'Benchmarks', 'Layers', 'Adding an operation, end to end']);
  const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
  const named = [...text.matchAll(/`npm run ([a-z:-]+)`|`(bench:[a-z]+)`/g)].map((m) => (m[1] ?? m[2]) as string);
  assert.ok(named.length >= 8, named.join());
  for (const script of named) assert.ok(scripts.includes(script), `npm run ${script} exists`);
  for (const path of [...text.matchAll(/`((?:src|test|sdk|docs|scripts)\/[A-Za-z0-9_./-]+\.(?:ts|mjs|md))`/g)].map((m) => m[1] as string)) {
    assert.doesNotThrow(() => read(path), `${path} exists`);
  }
});

test('SECURITY.md says how to report, what is in scope, the threat model, and what is stored hashed', () => {
  const text = read('SECURITY.md');
  assert.deepEqual(headings(text, '##'), ['Reporting a vulnerability', 'In scope', 'The threat model in brief', 'What is stored hashed']);
  const hashed = text.slice(text.indexOf('## What is stored hashed'));
  for (const secret of ['API keys', 'ingest tokens', 'passwords', 'session tokens']) assert.ok(hashed.includes(secret), secret);
});
