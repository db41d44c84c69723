/** The in-process limiter stays an exact rolling window at any limit, and costs O(1) per request at 1,000,000 a minute. */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { MemoryRateLimitStore } from '../src/http/rate-limit.js';

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
