/** docs/decisions.md#5-errors: when the store cannot be reached, requests answer 503 `unavailable` with Retry-After, and service resumes. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { startWorker } from '../../src/jobs/worker.js';
import { loadConfig } from '../../src/config.js';
import { createKey } from '../../src/keys/service.js';
import { createWorkspace } from '../../src/workspaces/service.js';
import { freshPostgresSchema, POSTGRES_URL } from '../helpers/app.js';

/** A TCP proxy in front of PostgreSQL that the test can cut and restore. */
class Cable {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async plug(): Promise<void> {
    const upstream = new URL(POSTGRES_URL);
    this.server = createServer((client) => {
      const server = connect(Number(upstream.port || 5432), upstream.hostname);
      for (const socket of [client, server]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(server).pipe(client);
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

let reachable = true;
const lines: string[] = [];
const cable = new Cable();
let app: FastifyInstance | undefined;
let key = '';
let drop: () => Promise<void> = async () => undefined;
before(async () => {
  const probe = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  reachable = await probe.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) return;
  await probe.end();
  const schema = await freshPostgresSchema();
  drop = schema.drop;
  await cable.plug();
  const url = new URL(schema.url);
  url.port = String(cable.port);
  // With its background jobs, which used to log each failed turn: an outage is told once by the process.
  app = await buildApp(loadConfig({ DATABASE_URL: url.toString(), LOG_LEVEL: 'info', DEMO: 'false' }), { worker: startWorker, logTo: { write: (line: string) => lines.push(line) } });
  const workspace = await createWorkspace(app.store.db, { slug: 'unreachable', currency: 'USD' });
  key = (await createKey(app.store.db, workspace.id, { scopes: ['read:store'] })).key;
});
after(async () => {
  await cable.cut();
  await app?.close();
  await drop();
});

test('requests answer 503 unavailable with Retry-After while the store is unreachable, and 200 again once it is back', async (context) => {
  if (!reachable || !app) {
    if (process.env['CI']) assert.fail('PostgreSQL is required under CI');
    return context.skip('PostgreSQL is not reachable');
  }
  const get = () => app?.inject({ method: 'GET', url: '/api/v1/products', headers: { authorization: `Bearer ${key}` } });
  assert.equal((await get())?.statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
  await cable.cut();
  const unready = await app.inject({ method: 'GET', url: '/readyz' });
  assert.equal(unready.statusCode, 503, 'not ready while the store cannot be reached');
  assert.equal(unready.json().error, 'unavailable');
  assert.match(unready.json().message, /store is unreachable/);
  assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200, 'alive all the same');
  for (let i = 0; i < 3; i += 1) {
    const refused = await get();
    assert.equal(refused?.statusCode, 503);
    assert.deepEqual(Object.keys(refused?.json() as object).sort(), ['error', 'message']);
    assert.equal((refused?.json() as { error: string }).error, 'unavailable');
    assert.equal(refused?.headers['retry-after'], '1');
  }
  await cable.plug();
  let back = await get();
  for (let i = 0; i < 20 && back?.statusCode !== 200; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    back = await get();
  }
  assert.equal(back?.statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200, 'ready again');
});

test('an outage is logged once when it begins and once when it ends, with how many requests were refused, and no stack', async (context) => {
  if (!reachable || !app) return context.skip('PostgreSQL is not reachable');
  const entries = () => lines.map((line) => JSON.parse(line) as { msg: string; level: number; err?: { stack?: string }; refused?: number });
  const told = async (count: number) => {
    const start = Date.now();
    while (entries().filter((e) => e.msg.startsWith('the store is reachable again')).length < count && Date.now() - start < 10_000) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  await told(1);
  await cable.cut();
  for (let i = 0; i < 25; i += 1) assert.equal((await app.inject({ method: 'GET', url: '/api/v1/products', headers: { authorization: `Bearer ${key}` } })).statusCode, 503);
  // The background jobs take several turns meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  await cable.plug();
  await told(2);
  const begun = entries().filter((e) => e.msg.startsWith('the store is unreachable'));
  const ended = entries().filter((e) => e.msg.startsWith('the store is reachable again'));
  // Two outages in this file: the test above and this one.
  assert.equal(begun.length, 2, `one line per outage when it begins:\n${begun.map((e) => e.msg).join('\n')}`);
  assert.equal(ended.length, 2, 'one line per outage when it ends');
  assert.ok((ended.at(-1)?.refused ?? 0) >= 25, `the end line counts the refused requests (${ended.at(-1)?.refused})`);
  const errors = entries().filter((e) => e.level >= 50);
  assert.deepEqual(errors.map((e) => e.msg), begun.map((e) => e.msg), 'no other error line: not per request, not per job');
  assert.deepEqual(entries().filter((e) => e.err?.stack !== undefined).map((e) => e.msg), [], 'no stack in any line');
});
