/**
 * bench:prune (issue "Green on a fresh machine"): a SQLite store with 2,000,000 expired delivery attempts (and their
 * 1,000,000 finished deliveries and 500,000 events), pruned inside a running API process while a second process
 * asks GET /healthz every 10 ms. Per phase: the API process's event-loop delay (perf_hooks.monitorEventLoopDelay)
 * and /healthz latency. Phases, in one run on the same data: the old one-statement prune (on its own connection,
 * rolled back after the measurement), the batched prune, then folding the tallies the prune left.
 * Goal: batched max delay under 100 ms, /healthz p99 under 50 ms.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import SqliteDatabase from 'better-sqlite3';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openStore } from '../src/db/database.js';
import { compactTallies } from '../src/db/tallies.js';
import { pruneDeliveryHistory } from '../src/webhooks/engine/retention.js';
import { registerWebhook } from '../src/webhooks/service.js';
import { createWorkspace } from '../src/workspaces/service.js';
import { nearestRank } from './stats.js';
import { sqliteUrl } from './store.js';

const ATTEMPTS = Number(process.env['BENCH_PRUNE_ATTEMPTS'] ?? 2_000_000);
const OLD = '2020-01-01 00:00:00';

/** Asks `url` every 10 ms from its own process; between "start" and "stop" on stdin it keeps latencies, then prints them. */
const PROBER = `
const url = process.argv[1]; let on = false; let kept = [];
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'start') { kept = []; on = true; } else { on = false; process.stdout.write(JSON.stringify(kept) + '\\n'); if (line === 'exit') process.exit(0); }
});
(async () => { for (;;) { const t = performance.now(); try { await (await fetch(url)).text(); } catch {} if (on) kept.push(performance.now() - t); await new Promise((r) => setTimeout(r, 10)); } })();
`;

function fill(file: string, workspaceId: number, webhookId: number): void {
  const db = new SqliteDatabase(file);
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -1048576');
  const deliveries = ATTEMPTS / 2;
  const events = deliveries / 2;
  db.transaction(() => {
    db.prepare(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
      insert into events (id, workspace_id, name, data, created_at, order_id, by_automation) select i, ?, 'order.paid', '{}', ?, null, 0 from n`).run(events, workspaceId, OLD);
    db.prepare(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
      insert into deliveries (id, workspace_id, event_id, webhook_id, event_name, status, attempts, next_attempt_at, created_at, completed_at, attempt_budget, last_attempt_at, last_status_code, test)
      select 'msg_' || i, ?, (i + 1) / 2, ?, 'order.paid', 'succeeded', 2, 0, ?, ?, 5, ?, 200, 0 from n`).run(deliveries, workspaceId, webhookId, OLD, OLD, OLD);
    db.prepare(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
      insert into delivery_attempts (workspace_id, delivery_id, webhook_id, attempt, attempted_at, status_code, error, duration_ms, response_body, succeeded)
      select ?, 'msg_' || ((i + 1) / 2), ?, 2 - (i % 2), ?, 200, null, 40, '{"ok":true}', 1 from n`).run(ATTEMPTS, workspaceId, webhookId, OLD);
  })();
  db.close();
}

interface Phase {
  readonly name: string;
  readonly seconds: number;
  readonly maxDelayMs: number;
  readonly p99DelayMs: number;
  readonly healthz: { n: number; p50: number; p99: number; max: number };
}

const dir = mkdtempSync(join(tmpdir(), 'cw-bench-prune-'));
const url = sqliteUrl(dir);
const file = join(dir, 'store.db');
const setup = openStore(url);
await setup.migrate();
const workspace = await createWorkspace(setup.db, { slug: 'prune', currency: 'USD' });
const webhook = await registerWebhook(setup.db, workspace.id, { url: 'http://127.0.0.1:9/hooks/prune', events: ['order.paid'] }, true);
await setup.close();
let mark = performance.now();
fill(file, workspace.id, webhook.id);
console.log(`filled ${ATTEMPTS.toLocaleString('en-US')} expired attempts in ${((performance.now() - mark) / 1000).toFixed(1)} s`);

const app = await buildApp(loadConfig({ DATABASE_URL: url, DEMO: 'false', LOG_LEVEL: 'silent', WEBHOOK_RETENTION_DAYS: '30' }));
mark = performance.now();
await compactTallies(app.store);
console.log(`folded the fill's tallies in ${((performance.now() - mark) / 1000).toFixed(1)} s`);
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;
const prober = spawn(process.execPath, ['-e', PROBER, `http://127.0.0.1:${port}/healthz`], { stdio: ['pipe', 'pipe', 'inherit'] });
const answers = createInterface({ input: prober.stdout });
const nextAnswer = () => new Promise<number[]>((resolve) => answers.once('line', (line) => resolve(JSON.parse(line) as number[])));
await new Promise((resolve) => setTimeout(resolve, 500));

async function phase(name: string, work: () => Promise<unknown> | unknown): Promise<Phase> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  prober.stdin.write('start\n');
  await new Promise((resolve) => setTimeout(resolve, 200));
  histogram.enable();
  // The histogram's timer must be running before the work starts, or a stall in the first turn goes unseen.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 200));
  histogram.disable();
  const latencies = nextAnswer();
  prober.stdin.write('stop\n');
  const sorted = (await latencies).sort((a, b) => a - b);
  const result = {
    name,
    seconds: Number(seconds.toFixed(2)),
    maxDelayMs: Number((histogram.max / 1e6).toFixed(1)),
    p99DelayMs: Number((histogram.percentile(99) / 1e6).toFixed(1)),
    healthz: { n: sorted.length, p50: Number(nearestRank(sorted, 50).toFixed(1)), p99: Number(nearestRank(sorted, 99).toFixed(1)), max: Number((sorted.at(-1) ?? 0).toFixed(1)) },
  };
  console.log(JSON.stringify(result));
  return result;
}

const cutoff = '2026-01-01 00:00:00';
// BENCH_PRUNE_BASELINE=0 leaves the old one-statement prune out.
const before = process.env['BENCH_PRUNE_BASELINE'] === '0' ? undefined : await oneStatement();

async function oneStatement(): Promise<Phase> {
  const raw = new SqliteDatabase(file);
  const result = await phase('one statement per table, as before (rolled back after)', () => {
    raw.exec('begin');
    raw.prepare('delete from delivery_attempts where attempted_at < ?').run(cutoff);
    raw.prepare(`delete from deliveries where created_at < ? and status in ('succeeded', 'failed', 'canceled')`).run(cutoff);
    raw.prepare('delete from events where created_at < ? and not exists (select 1 from deliveries where deliveries.event_id = events.id)').run(cutoff);
  });
  // Its rollback, outside any measured phase: the batched prune below starts from the same rows.
  raw.exec('rollback');
  // The frames that transaction spilled into the write-ahead log go too, so the next commit does not pay for them.
  raw.pragma('wal_checkpoint(TRUNCATE)');
  raw.close();
  return result;
}
const batched = await phase('batched prune (pruneDeliveryHistory)', async () => console.log(JSON.stringify(await pruneDeliveryHistory(app.store.db, 30))));
const fold = await phase('folding the tallies the prune left (compactTallies)', () => compactTallies(app.store));
prober.stdin.write('exit\n');
await app.close();
rmSync(dir, { recursive: true, force: true });

console.log('\n| phase | seconds | max loop delay | p99 loop delay | /healthz p50 / p99 / max (n) |\n| --- | --- | --- | --- | --- |');
for (const p of [before, batched, fold].filter((p) => p !== undefined)) console.log(`| ${p.name} | ${p.seconds} | ${p.maxDelayMs} ms | ${p.p99DelayMs} ms | ${p.healthz.p50} / ${p.healthz.p99} / ${p.healthz.max} ms (${p.healthz.n}) |`);
const ok = [batched, fold].every((p) => p.maxDelayMs < 100 && p.healthz.p99 < 50);
console.log(`\nGoal (max delay < 100 ms, /healthz p99 < 50 ms during the batched prune and the fold): ${ok ? 'met' : 'NOT met'}`);
process.exitCode = ok ? 0 : 1;
