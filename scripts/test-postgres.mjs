#!/usr/bin/env node
// The PostgreSQL pass of `npm test`: the test files marked `// @postgres` (test-files.mjs) again, on PostgreSQL.
// Without a reachable PostgreSQL it says so loudly and skips, except under CI, where that is a failure.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { DEFAULT_POSTGRES_URL } from './provision.mjs';
import { postgresTestFiles } from './test-files.mjs';

const url = process.env.TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;
const FILES = postgresTestFiles();
const inCi = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';

try {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  await client.end();
} catch (error) {
  const line = '*'.repeat(78);
  process.stderr.write(`\n${line}\n* The PostgreSQL suite was ${inCi ? 'NOT RUN (and CI requires it)' : 'SKIPPED'}: cannot reach TEST_POSTGRES_URL\n*   ${url.replace(/:[^/@:]*@/, ':***@')}\n*   (${error.message})\n* Start PostgreSQL, or point TEST_POSTGRES_URL at one, to run it. Only the SQLite suite ran.\n${line}\n\n`);
  process.exit(inCi ? 1 : 0);
}

const child = spawn(process.execPath, ['--test', '--test-reporter=spec', '--test-concurrency=3', ...FILES], { stdio: 'inherit', env: { ...process.env, TEST_DIALECT: 'postgres' } });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
