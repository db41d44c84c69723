/**
 * Rate limiting over a rolling window: the decision, the store interface and the in-process store (one process).
 * redis.ts and postgres.ts keep the same window where every process shares it.
 */

/** The outcome of counting one request. */
export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  /** Requests left in the current window after this one. */
  readonly remaining: number;
  /** Whole seconds until the oldest counted request leaves the window (a slot frees); 0 when none is counted. */
  readonly resetSeconds: number;
}

/**
 * Where request counts live. Implementations must count a request only when it is allowed, and keep the one rule
 * below: a bucket's hits are forgotten by that bucket's own window and nothing else.
 */
export interface RateLimitStore {
  hit(bucket: string, limit: number, windowMs: number): Promise<RateDecision> | RateDecision;
  /** The decision a hit would get now, counting nothing. */
  peek(bucket: string, limit: number, windowMs: number): Promise<RateDecision> | RateDecision;
  /** Takes back the newest counted hit of a bucket (a reserved attempt that turned out not to count). */
  release(bucket: string): Promise<void> | void;
  /** Throws when the counters cannot be reached (readiness); absent for a store that is always there. */
  check?(): Promise<void>;
  /**
   * `peek` of the guard and, only when the guard allows, `hit` of the bucket, in one call (one round trip to a
   * shared store). Absent: `guardedHit` runs the two calls.
   */
  hitGuarded?(guard: Guard, bucket: string, limit: number, windowMs: number): Promise<Guarded> | Guarded;
}

/** A budget that must allow before a bucket is counted (a client address's failed authentications). */
export interface Guard {
  readonly bucket: string;
  readonly limit: number;
}

/** The guard's refusal (nothing counted), or the bucket's decision. */
export type Guarded = { readonly refused: RateDecision } | { readonly decision: RateDecision };

/** `store.hitGuarded`, or its two calls where the store has no single one. Both use the window `windowMs`. */
export function guardedHit(store: RateLimitStore, guard: Guard, bucket: string, limit: number, windowMs: number): Promise<Guarded> | Guarded {
  if (store.hitGuarded !== undefined) return store.hitGuarded(guard, bucket, limit, windowMs);
  const hit = (peeked: RateDecision): Promise<Guarded> | Guarded => {
    if (!peeked.allowed) return { refused: peeked };
    const decision = store.hit(bucket, limit, windowMs);
    return decision instanceof Promise ? decision.then((settled) => ({ decision: settled })) : { decision };
  };
  const peeked = store.peek(guard.bucket, guard.limit, windowMs);
  return peeked instanceof Promise ? peeked.then(hit) : hit(peeked);
}

/**
 * The one rule of every store (in process, PostgreSQL's `cw_rate_limit_*` functions, Redis's script): a hit made
 * at `at` in a bucket whose window is `windowMs` is forgotten only once `at + windowMs <= now`. No sweep may use
 * a fixed age or another bucket's window: a sign-in lockout of 15 minutes or a one-time form token of a day lasts
 * exactly that long, whatever else is swept meanwhile.
 */
export function outlived(at: number, windowMs: number, now: number): boolean {
  return at + windowMs <= now;
}

/** The decision for `used` requests counted in the window, the oldest at `oldest`. */
export function decide(limit: number, used: number, oldest: number | undefined, time: number, windowMs: number, allowed = used < limit): RateDecision {
  return {
    allowed,
    limit,
    remaining: Math.max(0, limit - used),
    resetSeconds: oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + windowMs - time) / 1000)),
  };
}

/**
 * The times of the requests counted in one bucket, oldest first. Expired entries are skipped by moving `head`,
 * and the array is compacted once the dead prefix is half of it: O(1) amortised per request at any limit, and
 * still an exact rolling window (never more than `limit` in any `windowMs`).
 */
class Log {
  private times: number[] = [];
  private head = 0;
  /** The longest window this bucket was counted in: the sweep keeps it at least that long. */
  windowMs = 0;

  get size(): number {
    return this.times.length - this.head;
  }

  oldest(): number | undefined {
    return this.times[this.head];
  }

  newest(): number | undefined {
    return this.size > 0 ? this.times[this.times.length - 1] : undefined;
  }

  /** Forgets the entries that its window has outlived at `now`. */
  expire(now: number, windowMs: number): void {
    this.windowMs = Math.max(this.windowMs, windowMs);
    const times = this.times;
    while (this.head < times.length && outlived(times[this.head] as number, windowMs, now)) this.head += 1;
    if (this.head === times.length) {
      this.times = [];
      this.head = 0;
    } else if (this.head >= 1024 && this.head * 2 >= times.length) {
      this.times = times.slice(this.head);
      this.head = 0;
    }
  }

  /** How many entries its window has not outlived at `now`, and the first of them, counting nothing (binary search). */
  live(now: number, windowMs: number): { count: number; first: number | undefined } {
    let low = this.head;
    let high = this.times.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (outlived(this.times[mid] as number, windowMs, now)) low = mid + 1;
      else high = mid;
    }
    return { count: this.times.length - low, first: this.times[low] };
  }

  push(time: number): void {
    this.times.push(time);
  }

  pop(): void {
    if (this.size > 0) this.times.pop();
  }
}

/** A sliding log per bucket, in this process's memory. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly logs = new Map<string, Log>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly clock: () => number = Date.now, sweepEveryMs = 60_000) {
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs).unref();
  }

  hit(bucket: string, limit: number, windowMs: number): RateDecision {
    const time = this.clock();
    let log = this.logs.get(bucket);
    if (!log) this.logs.set(bucket, (log = new Log()));
    log.expire(time, windowMs);
    const allowed = log.size < limit;
    if (allowed) log.push(time);
    return decide(limit, log.size, log.oldest(), time, windowMs, allowed);
  }

  release(bucket: string): void {
    this.logs.get(bucket)?.pop();
  }

  peek(bucket: string, limit: number, windowMs: number): RateDecision {
    const time = this.clock();
    const live = this.logs.get(bucket)?.live(time, windowMs) ?? { count: 0, first: undefined };
    return decide(limit, live.count, live.first, time, windowMs);
  }

  /** Drops buckets whose own window has outlived their newest hit, so idle keys cost no memory. */
  sweep(): void {
    const now = this.clock();
    for (const [bucket, log] of this.logs) {
      const newest = log.newest();
      if (newest === undefined || outlived(newest, log.windowMs, now)) this.logs.delete(bucket);
    }
  }

  /** Stops the sweeper. */
  close(): void {
    clearInterval(this.sweeper);
  }
}
