#!/usr/bin/env node
// `npm test`: brings every prerequisite first (scripts/provision.mjs: as root on Debian it installs what is missing
// and starts PostgreSQL and Redis; else one message naming what is missing, with its install line), builds, then
// runs the SQLite pass and the PostgreSQL pass. Both passes always run, both summaries print at the end, and
// the exit code is non-zero if either failed.
import { execFileSync, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { provision } from './provision.mjs';

/** Runs one pass, echoing its output; resolves with its exit code and its summary lines (the reporter's "ℹ …"). */
function pass(name, args, env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
    let tail = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.on('close', (code, signal) => {
      const counts = Object.fromEntries([...tail.matchAll(/^ℹ (tests|pass|fail|cancelled|skipped|todo) (\d+)$/gm)].map((m) => [m[1], Number(m[2])]));
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0 && signal === null;
      const figures = counts.tests === undefined ? 'no summary (the runner stopped early)' : Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ');
      resolve({ ok, line: `${ok ? 'PASSED' : 'FAILED'}  ${name}: ${figures} (${seconds} s, exit ${code ?? signal})` });
    });
  });
}

if (!(await provision())) process.exit(1);
try {
  execFileSync('npm', ['run', 'build:tests'], { stdio: 'inherit' });
} catch {
  process.exit(1);
}
// Every Node process the suite starts (test files, the CLI, servers, workers: hundreds) keeps V8's compiled code in
// one cache (Node's NODE_COMPILE_CACHE): a process spent a fifth of its start compiling the same modules again.
const cache = { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), `cw-test-compile-cache-${process.getuid?.() ?? 'user'}`) };
const sqlite = await pass('SQLite', ['scripts/test-sqlite.mjs'], cache);
const postgres = await pass('PostgreSQL', ['scripts/test-postgres.mjs'], cache);
process.stdout.write(`\n${sqlite.line}\n${postgres.line}\n`);
process.exit(sqlite.ok && postgres.ok ? 0 : 1);
