#!/usr/bin/env node
// The PostgreSQL pass of `npm test`: the HTTP, delivery, ingest and dashboard suites again on PostgreSQL.
// Without a reachable PostgreSQL it says so loudly and skips, except under CI, where that is a failure.
import { spawn } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FILES = [
  'security', 'accounts', 'bulk-writes', 'products', 'reads', 'posts-webhooks', 'analytics', 'limits', 'openapi', 'delivery', 'ssrf', 'domain-events', 'ingest',
  'hostile-input', 'webhook-outage', 'webhook-operations', 'dashboard-security', 'dashboard-tenancy', 'dashboard-actions', 'rate-limit-release', 'read-caches', 'outcome-batch',
  'idempotency', 'compiled', 'operations', 'store-api', 'dashboard-store', 'causes', 'every-event', 'dashboard-causes', 'isolation', 'keyset', 'wakeup', 'whole-resources', 'dashboard-webhook-edit', 'cached-answers', 'security-http', 'direct-reads', 'delivery-state', 'guarded-hit', 'batched-lookups', 'listen', 'live-streams', 'live-privacy', 'sdk-streams', 'dashboard-overlays', 'named-statements', 'document-rules', 'dashboard-first-hour', 'worker-kill', 'dispatcher-ready', 'first-turns', 'answered-slots',
].map((name) => `build-test/test/${name}.test.js`);
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
