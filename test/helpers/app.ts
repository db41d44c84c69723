/** Test harness: an app on a fresh SQLite file, fresh workspaces with keys, and requests checked against the served OpenAPI document. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strict as assert } from 'node:assert';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { execFileSync } from 'node:child_process';
import { storeBytes } from './process.js';
import { startWorker } from '../../src/jobs/worker.js';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createKey } from '../../src/keys/service.js';
import type { Scope } from '../../src/keys/scopes.js';
import { SCOPES } from '../../src/keys/scopes.js';
import { seed } from '../../src/demo/seed.js';
import { twinOf as testTwinOf } from '../../src/test-mode/twin.js';
import { createWorkspace } from '../../src/workspaces/service.js';
import type { WorkspaceRow } from '../../src/workspaces/repository.js';
import { SpecValidator } from './spec.js';

/** A running test app. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly dir: string;
  readonly dbFile: string;
  readonly spec: SpecValidator;
  /** Set by overHttp: requests go over a real connection (and through the kept-answer front door), not inject. */
  readonly baseUrl?: string;
  /** Everything the store holds, as bytes: the SQLite files, or a data dump of the PostgreSQL schema. */
  storeContents(): Buffer;
  close(): Promise<void>;
}

/** A fresh workspace with an API key. */
export interface Tenant {
  readonly workspace: WorkspaceRow;
  readonly key: string;
  readonly keyId: number;
}

/** A reply as the tests read it. */
export interface Reply {
  readonly status: number;
  readonly headers: Record<string, string | string[] | number | undefined>;
  readonly body: Record<string, unknown> & { data?: Record<string, unknown>[]; meta?: Record<string, number> };
  readonly raw: string;
}

/** Builds the app on a new SQLite file (extra env merged over test defaults). */
export async function startApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'timeouts' | 'rateLimits' | 'rateLimitClock' | 'logTo' | 'admissionChecks' | 'streams'> & { worker?: boolean } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'cw-test-'));
  const dbFile = join(dir, 'store.db');
  const store = DIALECT === 'postgres' ? await freshPostgresSchema() : { url: `sqlite:${dbFile}`, schema: '', drop: async () => undefined };
  // npm test lowers scrypt's cost for every process it starts (scripts/test-pool.mjs); apps built here follow it.
  const cost = process.env['PASSWORD_HASH_COST'];
  const config = loadConfig({ DATABASE_URL: store.url, LOG_LEVEL: 'silent', DEMO: 'false', ...(cost === undefined ? {} : { PASSWORD_HASH_COST: cost }), ...env });
  const app = await buildApp(config, { ...options, worker: options.worker === true ? startWorker : undefined });
  const spec = await SpecValidator.load(app);
  const started: TestApp = {
    app,
    config,
    dir,
    dbFile,
    spec,
    storeContents: () =>
      DIALECT === 'postgres' ? execFileSync('pg_dump', ['--data-only', '--schema', store.schema, POSTGRES_URL], { maxBuffer: 1 << 30 }) : storeBytes(dir),
    async close() {
      await app.close();
      await store.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // TEST_TRANSPORT=http: the suite's requests go over a real connection (through the front door), not inject.
  return TRANSPORT === 'http' ? overHttp(started) : started;
}

/** How a suite's requests reach the app: `TEST_TRANSPORT=http` sends them over real connections. */
export const TRANSPORT = process.env['TEST_TRANSPORT'] === 'http' ? 'http' : 'inject';

let counter = 0;

/** The store the suite runs on: `TEST_DIALECT=postgres` runs it on PostgreSQL (`TEST_POSTGRES_URL`). */
export const DIALECT = process.env['TEST_DIALECT'] === 'postgres' ? 'postgres' : 'sqlite';
export const POSTGRES_URL = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A new, empty PostgreSQL schema for one app, dropped when the app closes. */
export async function freshPostgresSchema(): Promise<{ url: string; schema: string; drop(): Promise<void> }> {
  const schema = `cw_test_${process.pid}_${Date.now()}_${(counter += 1)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    schema,
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** A new workspace (optionally with the demo data) and a key with `scopes` (default all). */
export async function createTenant(t: TestApp, options: { scopes?: Scope[]; demo?: boolean; currency?: string } = {}): Promise<Tenant> {
  counter += 1;
  const workspace = await createWorkspace(t.app.store.db, { slug: `ws-${process.pid}-${counter}`, currency: options.currency ?? 'USD' });
  if (options.demo) await seed(t.app.store.db, workspace);
  const { key, view } = await createKey(t.app.store.db, workspace.id, { scopes: options.scopes ?? [...SCOPES] });
  return { workspace, key, keyId: view.id };
}

/** The tenant's test twin (made and filled with the demo data on first use) with a test key (`scopes`, default all). */
export async function twinOf(t: TestApp, tenant: Tenant, scopes: Scope[] = [...SCOPES]): Promise<Tenant> {
  const workspace = await testTwinOf(t.app.store.db, tenant.workspace);
  const { key, view } = await createKey(t.app.store.db, workspace.id, { scopes });
  return { workspace, key, keyId: view.id };
}

/** Another key for an existing tenant's workspace. */
export async function keyFor(t: TestApp, tenant: Tenant, scopes: Scope[]): Promise<string> {
  return (await createKey(t.app.store.db, tenant.workspace.id, { scopes })).key;
}

/** `t` listening on a free port, its requests sent over HTTP. */
export async function overHttp(t: TestApp): Promise<TestApp> {
  if (t.baseUrl !== undefined) return t;
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...t, baseUrl: address };
}

async function fetched(base: string, method: string, url: string, headers: Record<string, string>, options: { body?: unknown; payload?: string }) {
  const body = options.payload ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
  const response = await fetch(`${base}${url}`, { method, headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers }, ...(body !== undefined && { body }) });
  return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

/**
 * Sends a request through the app. Every answer is checked against the served OpenAPI document:
 * a 200 must match the operation's 200 schema, an error its declared error schema.
 */
export async function call(t: TestApp, method: InjectOptions['method'], url: string, options: { key?: string; body?: unknown; headers?: Record<string, string>; payload?: string } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...(options.key !== undefined && { authorization: `Bearer ${options.key}` }), ...options.headers };
  const response = t.baseUrl !== undefined ? await fetched(t.baseUrl, method as string, url, headers, options) : await t.app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined && { payload: options.body as object }),
    ...(options.payload !== undefined && { payload: options.payload }),
  });
  const raw = response.body;
  let body: Reply['body'];
  try {
    // A CSV answer (GET /reports/{id}/orders.csv) is read as text: its document entry declares text/csv.
    body = String(response.headers['content-type'] ?? '').startsWith('text/csv') && response.statusCode === 200 ? {} : (JSON.parse(raw) as Reply['body']);
  } catch {
    throw new Error(`${method} ${url} answered ${response.statusCode} with a body that is not JSON: ${raw.slice(0, 200)}`);
  }
  assert.ok(response.statusCode < 500, `${method} ${url} answered ${response.statusCode}: ${raw.slice(0, 300)}`);
  if (response.statusCode >= 400) {
    assert.equal(typeof body['error'], 'string', `error envelope expected: ${raw}`);
    assert.equal(typeof body['message'], 'string', `error envelope expected: ${raw}`);
    assert.ok(!raw.includes('    at '), 'no stack trace in an answer');
  }
  t.spec.check(method as string, url, response.statusCode, body);
  return { status: response.statusCode, headers: response.headers, body, raw };
}
