/**
 * Every bucket lasts its own window (issue 19): the sign-in lockout holds its 15 minutes and a one-time form token
 * its day, in process, on PostgreSQL and on Redis, whatever other buckets are swept meanwhile. The clock is moved,
 * never waited for.
 */
import { after, before, describe, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { MemoryRateLimitStore } from '../../src/rate-limit/store.js';
import { call, createTenant, freshPostgresSchema, startApp, type TestApp } from '../helpers/app.js';
import { Client, PASSWORD, person } from '../helpers/dashboard.js';

const MINUTE = 60_000;
const REDIS_URL = 'redis://127.0.0.1:6379/11';

interface Setup {
  readonly t: TestApp;
  /** Moves the limiter's clock on by `ms`, then lets the store sweep what it would sweep by then. */
  advance(ms: number): Promise<void>;
  close(): Promise<void>;
}

async function memory(): Promise<Setup> {
  let now = Date.now();
  const store = new MemoryRateLimitStore(() => now);
  const t = await startApp({}, { rateLimits: store });
  return {
    t,
    async advance(ms) {
      now += ms;
      store.sweep();
    },
    close: async () => {
      await t.close();
      store.close();
    },
  };
}

async function postgres(): Promise<Setup> {
  let now = Date.now();
  const schema = await freshPostgresSchema();
  const t = await startApp({ DATABASE_URL: schema.url }, { rateLimitClock: () => now });
  return {
    t,
    async advance(ms) {
      now += ms;
      // The sweep the next hit would start in the background, run to its end here.
      await sql`select cw_rate_limit_sweep(${now})`.execute(t.app.store.db);
    },
    close: async () => {
      await t.close();
      await schema.drop();
    },
  };
}

async function redis(): Promise<Setup> {
  const admin = new Redis(REDIS_URL);
  await admin.flushdb();
  let now = Date.now();
  const t = await startApp({ REDIS_URL }, { rateLimitClock: () => now });
  return {
    t,
    async advance(ms) {
      now += ms;
      // Redis forgets a bucket by its key's expiry: one window after its newest hit, never sooner.
      for (const key of await admin.keys('cw:rl:signin-*')) assert.ok((await admin.pttl(key)) > 14 * MINUTE, `${key} expires by its own 15-minute window`);
    },
    close: async () => {
      await t.close();
      await admin.quit();
    },
  };
}

for (const [name, make] of [['in process', memory], ['PostgreSQL', postgres], ['Redis', redis]] as const) {
  describe(`limits hold for their whole window (${name})`, () => {
    let setup: Setup;
    before(async () => {
      setup = await make();
    });
    after(() => setup.close());

    /** Requests of others meanwhile: API calls and sign-ins from elsewhere, each hitting buckets of a one-minute window. */
    async function unrelatedTraffic(): Promise<void> {
      const other = await createTenant(setup.t);
      for (let i = 0; i < 3; i += 1) assert.equal((await call(setup.t, 'GET', '/api/v1/me', { key: other.key })).status, 200);
      assert.equal((await call(setup.t, 'GET', '/api/v1/me', { key: 'cwk_wrong' })).status, 401);
      const email = await person(setup.t.app, other.workspace.id, `other-${Date.now()}-${Math.random()}@example.test`, 'owner');
      assert.equal((await new Client(setup.t.app, '192.0.2.200').signIn(email)).status, 303);
    }

    test('ten wrong passwords from a client lock it out of the e-mail for 15 minutes: refused at +66 s and at +14 min, and works after', async () => {
      const { t } = setup;
      const tenant = await createTenant(t);
      const email = await person(t.app, tenant.workspace.id, `locked-${Date.now()}@example.test`, 'owner');
      const attacker = new Client(t.app, '192.0.2.10');
      for (let i = 0; i < 10; i += 1) assert.equal((await attacker.signIn(email, 'wrong password, guessed')).status, 401);
      const refused = await attacker.signIn(email);
      assert.equal(refused.status, 429);
      assert.equal(refused.headers['retry-after'], '900');

      for (const [step, at] of [[66_000, '+66 s'], [2 * MINUTE, '+3 min'], [11 * MINUTE - 6_000, '+14 min']] as const) {
        await setup.advance(step);
        await unrelatedTraffic();
        await setup.advance(0);
        assert.equal((await attacker.signIn(email)).status, 429, `the right password is still refused to that client at ${at}`);
      }
      await setup.advance(MINUTE + 1_000);
      assert.equal((await attacker.signIn(email, PASSWORD)).status, 303, 'the lockout ends with its window');
    });

    test('a one-time form token stays spent after other buckets were swept', async () => {
      const { t } = setup;
      const tenant = await createTenant(t);
      const email = await person(t.app, tenant.workspace.id, `once-${Date.now()}@example.test`, 'owner');
      const client = new Client(t.app, '203.0.113.7');
      assert.equal((await client.signIn(email)).status, 303);
      const base = `/dashboard/${tenant.workspace.slug}`;
      const form = await client.get(`${base}/api-keys/new`);
      const fields = { _csrf: client.csrf as string, _once: /name="_once" value="([^"]+)"/.exec(form.html)?.[1] as string, name: 'Bot', scopes: ['read:store'] };
      assert.equal((await client.postRaw(`${base}/api-keys`, fields)).status, 200);
      const keys = () => t.app.store.db.selectFrom('api_keys').select('id').where('workspace_id', '=', tenant.workspace.id).execute();
      const made = (await keys()).length;
      for (const step of [130_000, 60 * MINUTE, 20 * 60 * MINUTE]) {
        await setup.advance(step);
        await unrelatedTraffic();
        await setup.advance(0);
        assert.equal((await client.postRaw(`${base}/api-keys`, fields)).status, 409);
      }
      assert.equal((await keys()).length, made, 'no second key');
    });
  });
}
