// The test files: every test/**/*.test.ts (the SQLite pass); those the PostgreSQL pass runs again, found by the marker
// line `// @postgres` in the file itself; and those that run alone, once every other file of the pool has ended,
// marked `// @alone` (never a list kept by hand). Paths are the compiled ones (build-test/).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The markers: a line of its own that starts with one. */
const POSTGRES_MARKER = /^\/\/ @postgres\b/m;
const ALONE_MARKER = /^\/\/ @alone\b/m;

/** A test source's compiled file. */
const compiled = (file) => `build-test/${file.replace(/\.ts$/, '.js')}`;

/** The test files under `dir` (test/ by default), sorted, as paths relative to the repository. */
export function testSources(dir = join(ROOT, 'test')) {
  return readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => relative(ROOT, join(dir, file)))
    .sort();
}

/** The compiled files of the sources under `dir` that carry `marker`. */
const marked = (marker, dir) =>
  testSources(dir)
    .filter((file) => marker.test(readFileSync(join(ROOT, file), 'utf8')))
    .map(compiled);

/** The compiled files of the sources that carry the PostgreSQL marker. */
export const postgresTestFiles = (dir) => marked(POSTGRES_MARKER, dir);

/**
 * The compiled files of the sources marked to run alone: a file that measures how a thread of the product keeps up
 * (test/db/checkpoints.test.ts: a WAL checkpoint thread starved of CPU by two other files let the WAL grow past
 * SQLite's own threshold).
 */
export const aloneTestFiles = (dir) => marked(ALONE_MARKER, dir);

/** Every compiled test file (the pool in test-pool.mjs decides their order). */
export function sqliteTestFiles() {
  return testSources().map(compiled);
}
