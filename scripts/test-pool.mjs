// The passes of `npm test` as one pool of jobs (a test file on a store), three at a time, the slowest first. Each
// job is its own Node process running one compiled test file with the spec reporter; its output prints whole when it
// ends, so files never interleave. Both passes share the pool: run one after the other, the SQLite pass left a core
// idle behind its last long files and the PostgreSQL pass did the same.
//
// Order, as Jest's sequencer does it: the files that failed last time first, then by the duration recorded on this
// machine (a cache in the temporary folder), then the largest file first where nothing is recorded yet.
import { spawn } from 'node:child_process';
import { clearTimeout, setTimeout } from 'node:timers';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEFAULT_POSTGRES_URL } from './provision.mjs';
import { aloneTestFiles, postgresTestFiles, sqliteTestFiles } from './test-files.mjs';

/** Jobs running at once: the machines have two cores, and a test file waits on its servers about a third of its time. */
export const CONCURRENCY = /^[1-9][0-9]?$/.test(process.env.CW_TEST_CONCURRENCY ?? '3') ? Number(process.env.CW_TEST_CONCURRENCY ?? 3) : undefined;
/** A file still running after this long is stopped and counted as failed, so a hang cannot hold CI for its whole limit. */
const FILE_LIMIT_MS = 8 * 60_000;
/**
 * What every test process gets unless the environment says otherwise:
 * - scrypt at N = 2^10 for the passwords the suite makes (hundreds of sign-ups and sign-ins spent a minute of CPU
 *   hashing at the production cost, 2^15);
 * - one cache of V8's compiled code (Node's NODE_COMPILE_CACHE) for every process the files start in turn (the CLI,
 *   servers, workers: hundreds): a process spent a fifth of its start compiling the same modules again.
 */
const TEST_ENV = { PASSWORD_HASH_COST: '10', NODE_COMPILE_CACHE: join(tmpdir(), `cw-test-compile-cache-${process.getuid?.() ?? 'user'}`) };
const CACHE = join(tmpdir(), `cw-test-durations-${process.getuid?.() ?? 'user'}.json`);
const COUNTS = ['tests', 'pass', 'fail', 'cancelled', 'skipped', 'todo'];

function readCache(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** Runs one job; resolves with its exit, its counts (the reporter's "ℹ tests N" lines) and its seconds. */
function runJob(job) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--test-reporter=spec', job.file], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...TEST_ENV, ...process.env, ...job.env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const limit = setTimeout(() => {
      output += `\n✖ stopped: still running after ${FILE_LIMIT_MS / 60_000} minutes\n`;
      child.kill('SIGKILL');
    }, FILE_LIMIT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      const counts = Object.fromEntries([...output.matchAll(/^ℹ (tests|pass|fail|cancelled|skipped|todo) (\d+)$/gm)].map((m) => [m[1], Number(m[2])]));
      const ok = code === 0 && signal === null && counts.tests !== undefined;
      resolve({ ...job, ok, counts, output, seconds: (Date.now() - started) / 1000, exit: code ?? signal });
    });
  });
}

/** A job's key in the durations cache. */
const keyOf = (job) => `${job.pass} ${job.file}`;

/** The jobs in the order they start: failed last time first, then the longest recorded, then the largest unrecorded. */
export function order(jobs, cache) {
  const weighed = jobs.map((job) => {
    const known = cache[keyOf(job)];
    return known === undefined ? { job, failed: 0, size: statSync(job.file).size / 1e6 } : { job, failed: known.failed ? 1 : 0, size: known.seconds };
  });
  return weighed.sort((a, b) => b.failed - a.failed || b.size - a.size).map(({ job }) => job);
}

/**
 * Runs every pass's files in one pool, then its `alone` files one at a time with nothing beside them; prints each
 * file's output as it ends, then one line per pass (`PASSED  SQLite: tests …, pass …, fail … (N files, N s of files)`)
 * and the files that failed. Resolves true when all passed. `passes`: [{ name, files, alone?, env? }].
 */
export async function runPasses(passes, { concurrency = CONCURRENCY, cacheFile = CACHE } = {}) {
  if (concurrency === undefined) {
    process.stderr.write(`CW_TEST_CONCURRENCY=${JSON.stringify(process.env.CW_TEST_CONCURRENCY)} is invalid: expected an integer 1–99\n`);
    return false;
  }
  const cache = readCache(cacheFile);
  const jobs = order(
    passes.flatMap((pass) => pass.files.map((file) => ({ pass: pass.name, file, env: pass.env ?? {}, alone: (pass.alone ?? []).includes(file) }))),
    cache,
  );
  const started = Date.now();
  const results = [];
  const queue = (alone) => {
    const mine = jobs.filter((job) => job.alone === alone);
    return async () => {
      for (let job = mine.shift(); job !== undefined; job = mine.shift()) {
        const result = await runJob(job);
        results.push(result);
        process.stdout.write(`\n■ ${result.pass} · ${result.file} (${result.seconds.toFixed(1)} s, ${results.length} of ${jobs.length})\n${result.output}`);
        cache[keyOf(result)] = { seconds: result.seconds, failed: !result.ok };
      }
    };
  };
  const shared = queue(false);
  await Promise.all(Array.from({ length: concurrency }, shared));
  await queue(true)();
  try {
    writeFileSync(cacheFile, JSON.stringify(cache));
  } catch {
    // Only the order of the next run depends on it.
  }
  const lines = passes.map((pass) => {
    const mine = results.filter((result) => result.pass === pass.name);
    const totals = Object.fromEntries(COUNTS.map((name) => [name, mine.reduce((sum, result) => sum + (result.counts[name] ?? 0), 0)]));
    const failed = mine.filter((result) => !result.ok);
    const seconds = Math.round(mine.reduce((sum, result) => sum + result.seconds, 0));
    const figures = `${COUNTS.map((name) => `${name} ${totals[name]}`).join(', ')} (${mine.length} files, ${seconds} s of files)`;
    return { ok: failed.length === 0, text: [`${failed.length === 0 ? 'PASSED' : 'FAILED'}  ${pass.name}: ${figures}`, ...failed.map((result) => `        failed: ${result.file} (exit ${result.exit})`)].join('\n') };
  });
  process.stdout.write(`\n${lines.map((line) => line.text).join('\n')}\n(${Math.round((Date.now() - started) / 1000)} s, ${concurrency} files at a time)\n`);
  return lines.every((line) => line.ok);
}

/** The SQLite pass: every test file. */
export const sqlitePass = () => ({ name: 'SQLite', files: sqliteTestFiles(), alone: aloneTestFiles() });

/**
 * The PostgreSQL pass: the files marked `// @postgres` (test-files.mjs) again, on `TEST_POSTGRES_URL`. Without a
 * reachable PostgreSQL it says so loudly and is left out (`pass` undefined); under CI that is a failure (`ok` false).
 */
export async function postgresPass() {
  const url = process.env.TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;
  const inCi = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';
  try {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    await client.connect();
    await client.end();
  } catch (error) {
    const line = '*'.repeat(78);
    process.stderr.write(`\n${line}\n* The PostgreSQL suite was ${inCi ? 'NOT RUN (and CI requires it)' : 'SKIPPED'}: cannot reach TEST_POSTGRES_URL\n*   ${url.replace(/:[^/@:]*@/, ':***@')}\n*   (${error.message})\n* Start PostgreSQL, or point TEST_POSTGRES_URL at one, to run it. Only the SQLite suite ran.\n${line}\n\n`);
    return { pass: undefined, ok: !inCi };
  }
  return { pass: { name: 'PostgreSQL', files: postgresTestFiles(), alone: aloneTestFiles(), env: { TEST_DIALECT: 'postgres' } }, ok: true };
}
