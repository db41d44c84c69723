/** The limiters stay exact rolling windows at any limit: in process (O(1) per request at 1,000,000 a minute) and on PostgreSQL. */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import pg from 'pg';
import { MemoryRateLimitStore } from '../../src/rate-limit/store.js';
import { SharedRateLimitStore } from '../../src/rate-limit/postgres.js';
import { openStore } from '../../src/db/database.js';
import { freshPostgresSchema, POSTGRES_URL } from '../helpers/app.js';

const MINUTE = 60_000;
const LIMIT = 1_000_000;

/** Checks every decision against the definition: allowed exactly when fewer than `limit` were allowed in (t − window, t]. */
function verify(times: number[], allowed: boolean[], limit: number): void {
  const counted: number[] = [];
  let start = 0;
  for (let i = 0; i < times.length; i += 1) {
    const t = times[i] as number;
    while (start < counted.length && (counted[start] as number) <= t - MINUTE) start += 1;
    const inWindow = counted.length - start;
    assert.equal(allowed[i], inWindow < limit, `request ${i} at ${t} ms saw ${inWindow} in its window`);
    if (allowed[i]) counted.push(t);
  }
}

test('at 1,000,000 a minute every decision is exact, in bursts, trickles and across the window edge', { timeout: 120_000 }, () => {
  let clock = 0;
  const store = new MemoryRateLimitStore(() => clock);
  try {
    const times: number[] = [];
    const allowed: boolean[] = [];
    const hit = () => {
      const decision = store.hit('key:1', LIMIT, MINUTE);
      times.push(clock);
      allowed.push(decision.allowed);
      return decision;
    };
    // A million in the first 20 s (50 a millisecond): all allowed, the last leaves nothing.
    for (let i = 0; i < LIMIT; i += 1) {
      clock = Math.floor(i / 50);
      const decision = hit();
      assert.ok(decision.allowed);
      if (i === LIMIT - 1) assert.equal(decision.remaining, 0);
    }
    // Full until the first millisecond's requests leave the window at exactly 60 s.
    for (clock = 20_000; clock < MINUTE; clock += 97) assert.equal(hit().allowed, false);
    clock = MINUTE - 1;
    const full = hit();
    assert.equal(full.allowed, false);
    assert.equal(full.resetSeconds, 1);
    clock = MINUTE;
    const freed = Array.from({ length: 60 }, () => hit().allowed);
    assert.equal(freed.filter(Boolean).length, 50, 'exactly the 50 requests of millisecond 0 left the window');
    // Then a long uneven stream, more than the limit allows, through several windows.
    for (let i = 1; i <= 2_500_000; i += 1) {
      // 40 a millisecond (more than the limit allows), with a pause of 30 s now and then.
      if (i % 40 === 0) clock += 1;
      if (i % 700_001 === 0) clock += 30_000;
      hit();
    }
    verify(times, allowed, LIMIT);
    assert.ok(allowed.filter((a) => !a).length > 100_000, 'the stream was refused at times');
    assert.ok(allowed.filter(Boolean).length > 2 * LIMIT, 'and admitted across several windows');
  } finally {
    store.close();
  }
});

test('peek counts without spending, and release takes back the newest hit', () => {
  let clock = 1_000;
  const store = new MemoryRateLimitStore(() => clock);
  try {
    for (let i = 0; i < 3; i += 1) store.hit('b', 3, MINUTE);
    assert.equal(store.peek('b', 3, MINUTE).allowed, false);
    store.release('b');
    assert.equal(store.peek('b', 3, MINUTE).remaining, 1);
    assert.equal(store.hit('b', 3, MINUTE).allowed, true);
    assert.equal(store.hit('b', 3, MINUTE).allowed, false);
    clock += MINUTE;
    assert.deepEqual(store.peek('b', 3, MINUTE), { allowed: true, limit: 3, remaining: 3, resetSeconds: 0 });
  } finally {
    store.close();
  }
});

test('on PostgreSQL the shared window is exact too, across sweeps, releases and a limit of 2,000', { timeout: 120_000 }, async (context) => {
  const probe = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  if (!(await probe.connect().then(() => true, () => false))) {
    if (process.env['CI']) assert.fail('PostgreSQL is required under CI');
    return context.skip('PostgreSQL is not reachable');
  }
  await probe.end();
  const schema = await freshPostgresSchema();
  const store = openStore(schema.url);
  try {
    await store.migrate();
    let clock = 1_000_000;
    const shared = new SharedRateLimitStore(store.db, () => clock);
    const limit = 2_000;
    const times: number[] = [];
    const allowed: boolean[] = [];
    const hit = async () => {
      const decision = await shared.hit('key:7', limit, MINUTE);
      times.push(clock);
      allowed.push(decision.allowed);
      return decision;
    };
    for (let i = 0; i < limit; i += 1) {
      clock += i % 4 === 0 ? 1 : 0;
      assert.ok((await hit()).allowed);
    }
    assert.equal((await hit()).allowed, false);
    // A taken-back hit frees exactly one slot; the log forgets it.
    await shared.release('key:7');
    times.splice(-2, 2);
    allowed.splice(-2, 2);
    clock += 1;
    assert.ok((await hit()).allowed);
    assert.equal((await hit()).allowed, false);
    // Then an uneven stream through several windows; the sweeper runs meanwhile (every simulated minute).
    for (let i = 1; i <= 6_000; i += 1) {
      clock += i % 3 === 0 ? 20 : 1;
      if (i % 2_500 === 0) clock += 61_000;
      await hit();
    }
    verify(times, allowed, limit);
    assert.ok(allowed.filter((a) => !a).length > 100, 'the stream was refused at times');
    assert.ok(allowed.filter(Boolean).length > 2 * limit, 'and admitted across several windows');
    const counts = await store.db.selectFrom('rate_limit_hits').select((eb) => eb.fn.countAll<number>().as('n')).where('bucket', '=', 'key:7').where('at_ms', '>', clock - MINUTE).executeTakeFirstOrThrow();
    assert.equal((await shared.peek('key:7', limit, MINUTE)).remaining, limit - Number(counts.n), 'peek agrees with the log');
  } finally {
    await store.close();
    await schema.drop();
  }
});
