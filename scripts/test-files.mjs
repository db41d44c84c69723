// The test files: every test/**/*.test.ts (the SQLite pass), and those the PostgreSQL pass runs again, found by the
// marker line `// @postgres` in the file itself (never a list kept by hand). Paths are the compiled ones (build-test/).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The marker: a line of its own that starts with it. */
const POSTGRES_MARKER = /^\/\/ @postgres\b/m;

/** A test source's compiled file. */
const compiled = (file) => `build-test/${file.replace(/\.ts$/, '.js')}`;

/** The test files under `dir` (test/ by default), sorted, as paths relative to the repository. */
export function testSources(dir = join(ROOT, 'test')) {
  return readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => relative(ROOT, join(dir, file)))
    .sort();
}

/** The compiled files of the sources that carry the PostgreSQL marker. */
export function postgresTestFiles(dir) {
  return testSources(dir)
    .filter((file) => POSTGRES_MARKER.test(readFileSync(join(ROOT, file), 'utf8')))
    .map(compiled);
}

/** Every compiled test file (the pool in test-pool.mjs decides their order). */
export function sqliteTestFiles() {
  return testSources().map(compiled);
}
