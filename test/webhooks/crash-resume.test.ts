// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * After a crash, deliveries resume in seconds (docs/webhooks.md, "After a crash"): the leases of a process that is
 * gone are given back at once, not after they expire (30 s). 50 webhooks over 5 workspaces, each with a backlog, and a
 * receiver that takes 300 ms to answer, so that every kill finds each webhook's share in flight and more claimed
 * ahead, all held by the process killed:
 * - SIGKILL of one of two `creator-workspace worker` processes: every webhook with due deliveries hears from the other
 *   within 2 s of the kill;
 * - SIGKILL of `npm start`'s whole process group, started again at once: every webhook with due deliveries hears from
 *   it within 2 s of its /healthz answering.
 * SQLite and PostgreSQL.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../../src/db/database.js';
import { raiseEvents } from '../../src/webhooks/outbox.js';
import { registerWebhook } from '../../src/webhooks/service.js';
import { createWorkspace } from '../../src/workspaces/service.js';
import { DIALECT, freshPostgresSchema } from '../helpers/app.js';
import { CLI, freePort, ROOT } from '../helpers/process.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { eventually, sleep } from '../helpers/wait.js';

const WORKSPACES = 5;
const WEBHOOKS_EACH = 10;
const EVENTS_EACH = 120;
const RESUMED_WITHIN_MS = 2_000;

let receiver: Receiver;
const dirs: string[] = [];
const stores: { store: Store; drop(): Promise<void> }[] = [];
const children: { child: ChildProcess; exited: Promise<void> }[] = [];

before(async () => {
  receiver = await startReceiver(() => ({ status: 204, delayMs: 300 }));
});
after(async () => {
  for (const { child } of children) if (child.exitCode === null && child.signalCode === null) killGroup(child);
  await Promise.all(children.map((c) => c.exited));
  await receiver.close();
  for (const { store, drop } of stores) await store.close().then(drop);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A new store with 50 webhooks of the receiver and a backlog of EVENTS_EACH events for each. */
async function backlog(): Promise<{ url: string; store: Store }> {
  const dir = mkdtempSync(join(tmpdir(), 'cw-resume-'));
  dirs.push(dir);
  const pgSchema = DIALECT === 'postgres' ? await freshPostgresSchema() : undefined;
  const url = pgSchema?.url ?? `sqlite:${join(dir, 'store.db')}`;
  const store = openStore(url);
  stores.push({ store, drop: async () => pgSchema?.drop() });
  await store.migrate();
  for (let w = 0; w < WORKSPACES; w += 1) {
    const workspace = await createWorkspace(store.db, { slug: `resume-${process.pid}-${Date.now()}-${w}`, currency: 'USD' });
    for (let h = 0; h < WEBHOOKS_EACH; h += 1) await registerWebhook(store.db, workspace.id, { url: receiver.url, events: ['*'] }, true);
    await raiseEvents(store.db, workspace.id, 'order.paid', { id: w }, EVENTS_EACH);
  }
  return { url, store };
}

const env = (url: string) => ({
  ...process.env,
  DATABASE_URL: url,
  DEMO: 'false',
  LOG_LEVEL: 'info',
  WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  // Slots for every webhook's share (4): the share, not the slots, is what a dead process's leases hold back.
  WEBHOOK_CONCURRENCY: '200',
});

/** Starts `args` in a process group of its own; resolves once `marker` is on its output. */
async function start(args: string[], extra: Record<string, string>, url: string, marker: RegExp) {
  const child = spawn(process.execPath, args, { env: { ...env(url), ...extra }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  children.push({ child, exited });
  let output = '';
  const said = () => output;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${marker} from ${args.join(' ')}: ${output}`)), 30_000);
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (marker.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${output}`)));
  });
  return { child, exited, said };
}

function killGroup(child: ChildProcess): void {
  try {
    process.kill(-(child.pid as number), 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The webhooks with deliveries still to send. */
async function webhooksOwed(store: Store): Promise<Set<number>> {
  const rows = await store.db.selectFrom('deliveries').select('webhook_id').distinct().where('status', '=', 'pending').execute();
  return new Set(rows.map((r) => r.webhook_id));
}

/** For each webhook in `owed`, how long after `since` its first delivery arrived (Infinity: none yet). */
async function firstAfter(store: Store, owed: Set<number>, since: number): Promise<Map<number, number>> {
  const receipts = receiver.received.filter((r) => r.at >= since);
  const ids = [...new Set(receipts.map((r) => String(r.headers['x-service-delivery'])))];
  const webhookOf = new Map<string, number>();
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await store.db.selectFrom('deliveries').select(['id', 'webhook_id']).where('id', 'in', ids.slice(at, at + 500)).execute();
    for (const row of rows) webhookOf.set(row.id, row.webhook_id);
  }
  const first = new Map<number, number>([...owed].map((id) => [id, Infinity]));
  for (const r of receipts) {
    const webhook = webhookOf.get(String(r.headers['x-service-delivery']));
    if (webhook !== undefined && owed.has(webhook)) first.set(webhook, Math.min(first.get(webhook) ?? Infinity, r.at - since));
  }
  return first;
}

/** Asserts every webhook of `first` heard within RESUMED_WITHIN_MS; says how long the slowest took. */
function assertResumed(first: Map<number, number>, what: string): string {
  const late = [...first].filter(([, ms]) => ms > RESUMED_WITHIN_MS);
  const slowest = Math.max(...first.values());
  assert.deepEqual(late, [], `${late.length} of ${first.size} webhooks heard nothing within ${RESUMED_WITHIN_MS} ms of ${what} (slowest ${slowest} ms)`);
  return `${first.size} webhooks owed deliveries, each heard within ${slowest} ms of ${what}`;
}

const WORKER = [CLI, 'worker'];

/** Starts `args` on `url` and waits for it to deliver 200 (so that it holds leases of every webhook). */
async function delivering(args: string[], url: string, extra: Record<string, string> = {}) {
  const heard = receiver.received.length;
  const started = await start(args, extra, url, args === WORKER ? /worker started/ : /serving/);
  await eventually(() => receiver.received.length >= heard + 200, 20_000, `${args.join(' ')} delivering`);
  return started;
}

test('SIGKILL of one of two workers: every webhook owed deliveries hears from the other within 2 s', async (t) => {
  const { url, store } = await backlog();
  const first = await delivering(WORKER, url);
  // The first worker holds leases of the webhooks (each one's share in flight and more ahead): the second, counting
  // them against each webhook's share, finds little or nothing to claim while the first lives.
  const held = await store.db.selectFrom('deliveries').select('webhook_id').distinct().where('lease_until', '>=', Date.now()).execute();
  assert.ok(held.length >= 40, `the first worker holds leases of ${held.length} webhooks`);
  const port = await freePort();
  const second = await start([...WORKER, '--metrics-port', String(port)], { METRICS_TOKEN }, url, /worker started/);
  await sleep(500);
  assert.equal(await recoveredLeases(port), 0, 'no lease given back while the first worker lives');
  const killedAt = Date.now();
  killGroup(first.child);
  await first.exited;
  const owed = await webhooksOwed(store);
  assert.ok(owed.size >= 40, `${owed.size} webhooks were owed deliveries at the kill`);
  await sleep(RESUMED_WITHIN_MS + 500);
  t.diagnostic(assertResumed(await firstAfter(store, owed, killedAt), 'the kill'));
  // The survivor says what it gave back, in its log and in its metrics.
  const recovered = await recoveredLeases(port);
  assert.ok(recovered >= owed.size, `cw_webhook_leases_recovered_total is ${recovered}`);
  assert.match(second.said(), /gave back the leases of workers that are gone/);
});

const METRICS_TOKEN = 'crash-resume-metrics-token';

/** cw_webhook_leases_recovered_total of the worker serving metrics on `port`. */
async function recoveredLeases(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith('cw_webhook_leases_recovered_total '));
  assert.ok(line, 'the series is served');
  return Number(line.split(' ')[1]);
}

test('SIGKILL of the server process group, started again: every webhook owed deliveries hears from it within 2 s of /healthz', async (t) => {
  const { url, store } = await backlog();
  const port = await freePort();
  const server = [`${ROOT}dist/main/server.js`];
  const first = await delivering(server, url, { PORT: String(port) });
  killGroup(first.child);
  await first.exited;
  const owed = await webhooksOwed(store);
  assert.ok(owed.size >= 40, `${owed.size} webhooks were owed deliveries at the kill`);
  void start(server, { PORT: String(port) }, url, /serving/).catch(() => undefined);
  let healthyAt = 0;
  await eventually(
    async () => {
      const answer = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
      if (answer?.status === 200) healthyAt = Date.now();
      return healthyAt > 0;
    },
    30_000,
    'the restarted server answering /healthz',
  );
  await sleep(RESUMED_WITHIN_MS + 500);
  t.diagnostic(assertResumed(await firstAfter(store, owed, healthyAt), '/healthz answering'));
});

test('a stalled worker (SIGSTOP) keeps its leases: the other sends none of its deliveries before they expire', async (t) => {
  const { url, store } = await backlog();
  const stalled = await delivering(WORKER, url);
  await start(WORKER, {}, url, /worker started/);
  process.kill(-(stalled.child.pid as number), 'SIGSTOP');
  const stoppedAt = Date.now();
  try {
    const leased = await store.db.selectFrom('deliveries').select('id').where('status', '=', 'pending').where('lease_until', '>=', stoppedAt).execute();
    // Most of its 200 slots (50 webhooks' shares of 4): at any moment some of them are between an answer and the next claim.
    assert.ok(leased.length >= 100, `the stalled worker holds ${leased.length} leases`);
    await sleep(RESUMED_WITHIN_MS + 500);
    // Its own requests sent before the stop may still be arriving for a moment: from then on, none of its deliveries.
    const theirs = new Set(leased.map((d) => d.id));
    const taken = receiver.received.filter((r) => r.at >= stoppedAt + 100 && theirs.has(String(r.headers['x-service-delivery'])));
    assert.deepEqual(taken.map((r) => r.headers['x-service-delivery']), [], 'no delivery leased to the stalled worker was sent by the other');
    t.diagnostic(`${theirs.size} leases kept for ${Date.now() - stoppedAt} ms of the stall`);
  } finally {
    process.kill(-(stalled.child.pid as number), 'SIGCONT');
  }
});
