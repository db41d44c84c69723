/** Automations (docs/webhooks.md): a rule runs exactly once per trigger event, whatever kill -9 interrupts (SQLite and PostgreSQL). */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../src/db/database.js';
import { freshPostgresSchema } from '../helpers/app.js';
import { CLI, cli, freePort, startServer } from '../helpers/process.js';
import { eventually, sleep } from '../helpers/wait.js';

const ORDERS = 30;

for (const dialect of ['sqlite', 'postgres'] as const) {
  test(`${dialect}: orders paid while no worker runs, then workers killed with SIGKILL mid-way: each order gets its bundle once, with one automation.run`, { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cw-auto-crash-'));
    const schema = dialect === 'postgres' ? await freshPostgresSchema() : undefined;
    const env = { DATABASE_URL: schema?.url ?? `sqlite:${join(dir, 'store.db')}`, DEMO: 'false' };
    let server: ReturnType<typeof startServer> | undefined;
    let closeStore = async (): Promise<void> => undefined;
    try {
      assert.equal((await cli(['workspace', 'create', 'crash'], env)).code, 0);
      const key = JSON.parse((await cli(['key', 'create', '--workspace', 'crash', '--scopes', 'all', '--json'], env)).stdout).key as string;
      const port = await freePort();
      // The API alone: the events are committed, their runs wait for a worker ("between the trigger and the run").
      server = startServer(dir, { ...env, PORT: String(port), WORKER: 'false' }, /serving/);
      await server.ready;
      const api = (path: string, body?: unknown) =>
        fetch(`http://127.0.0.1:${port}/api/v1${path}`, { method: body === undefined ? 'GET' : 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, ...(body !== undefined && { body: JSON.stringify(body) }) }).then(
          async (r) => (await r.json()) as Record<string, unknown>,
        );
      const vip = (await api('/products', { name: 'VIP', price_cents: 100 }))['id'] as number;
      const map = (await api('/products', { name: 'Map', price_cents: 100 }))['id'] as number;
      await api('/automations', { name: 'Bundle', trigger: { event: 'order.paid' }, action: { type: 'grant_entitlement', product_id: map } });
      for (let i = 0; i < ORDERS; i += 1) await api('/orders', { customer_email: `c${i}@customers.example`, items: [{ product_id: vip, quantity: 1 }] });

      const opened = openStore(env.DATABASE_URL);
      closeStore = () => opened.close();
      const db = opened.db;
      const runs = async () => Number((await db.selectFrom('automation_runs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      assert.equal(await runs(), 0, 'no worker, no run yet');

      // Workers killed at once, again and again, while they run.
      const killedAt: number[] = [];
      for (let round = 0; round < 4 && (await runs()) < ORDERS; round += 1) {
        const before = await runs();
        const worker = spawn(CLI, ['worker'], { env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, stdio: 'ignore' });
        const exited = new Promise((resolve) => worker.on('exit', resolve));
        await eventually(async () => (await runs()) > before || undefined, 20_000, 'the worker is running rules').catch(() => undefined);
        worker.kill('SIGKILL');
        await exited;
        killedAt.push(await runs());
      }
      assert.ok(killedAt.some((n) => n > 0 && n < ORDERS), `a worker was killed mid-way (runs after each kill: ${killedAt.join(', ')})`);
      const last = spawn(CLI, ['worker'], { env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, stdio: 'ignore' });
      const lastExit = new Promise((resolve) => last.on('exit', resolve));
      try {
        await eventually(async () => (await runs()) === ORDERS || undefined, 30_000, 'every order ran once');
        await sleep(1_500);
      } finally {
        last.kill('SIGTERM');
        await lastExit;
      }
      assert.equal(await runs(), ORDERS, 'exactly one run per order.paid');
      const perEvent = await db.selectFrom('automation_runs').select(['trigger_event_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('trigger_event_id').execute();
      assert.ok(perEvent.every((row) => Number(row.n) === 1));
      const grants = await db.selectFrom('entitlements').select(['order_id', (eb) => eb.fn.countAll<number>().as('n')]).where('product_id', '=', map).groupBy('order_id').execute();
      assert.equal(grants.length, ORDERS);
      assert.ok(grants.every((row) => Number(row.n) === 1), 'one bundle grant per order');
      const raised = await db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).where('name', '=', 'automation.run').executeTakeFirstOrThrow();
      assert.equal(Number(raised.n), ORDERS, 'one automation.run per run');
    } finally {
      server?.child.kill('SIGTERM');
      await server?.exited;
      await closeStore();
      await schema?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
