/** Rolling-window rate limiting behind a store interface (in-process now; a shared store can replace it). */

/** The outcome of counting one request. */
export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  /** Requests left in the current window after this one. */
  readonly remaining: number;
  /** Whole seconds until the oldest counted request leaves the window (a slot frees); 0 when none is counted. */
  readonly resetSeconds: number;
}

/** Where request counts live. Implementations must count a request only when it is allowed. */
export interface RateLimitStore {
  hit(bucket: string, limit: number, windowMs: number): Promise<RateDecision> | RateDecision;
  /** The decision a hit would get now, counting nothing. */
  peek(bucket: string, limit: number, windowMs: number): Promise<RateDecision> | RateDecision;
  /** Takes back the newest counted hit of a bucket (a reserved attempt that turned out not to count). */
  release(bucket: string): Promise<void> | void;
  /** Throws when the counters cannot be reached (readiness); absent for a store that is always there. */
  check?(): Promise<void>;
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

  get size(): number {
    return this.times.length - this.head;
  }

  oldest(): number | undefined {
    return this.times[this.head];
  }

  newest(): number | undefined {
    return this.size > 0 ? this.times[this.times.length - 1] : undefined;
  }

  /** Forgets the entries at or before `cutoff`. */
  expire(cutoff: number): void {
    const times = this.times;
    while (this.head < times.length && (times[this.head] as number) <= cutoff) this.head += 1;
    if (this.head === times.length) {
      this.times = [];
      this.head = 0;
    } else if (this.head >= 1024 && this.head * 2 >= times.length) {
      this.times = times.slice(this.head);
      this.head = 0;
    }
  }

  /** How many entries are after `cutoff`, and the first of them, counting nothing (binary search). */
  liveAfter(cutoff: number): { count: number; first: number | undefined } {
    let low = this.head;
    let high = this.times.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.times[mid] as number) <= cutoff) low = mid + 1;
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
    this.sweeper = setInterval(() => this.sweep(sweepEveryMs), sweepEveryMs).unref();
  }

  hit(bucket: string, limit: number, windowMs: number): RateDecision {
    const time = this.clock();
    let log = this.logs.get(bucket);
    if (!log) this.logs.set(bucket, (log = new Log()));
    log.expire(time - windowMs);
    const allowed = log.size < limit;
    if (allowed) log.push(time);
    return decide(limit, log.size, log.oldest(), time, windowMs, allowed);
  }

  release(bucket: string): void {
    this.logs.get(bucket)?.pop();
  }

  peek(bucket: string, limit: number, windowMs: number): RateDecision {
    const time = this.clock();
    const live = this.logs.get(bucket)?.liveAfter(time - windowMs) ?? { count: 0, first: undefined };
    return decide(limit, live.count, live.first, time, windowMs);
  }

  /** Drops buckets with nothing left in their window, so idle keys cost no memory. */
  private sweep(windowMs: number): void {
    const cutoff = this.clock() - windowMs;
    for (const [bucket, log] of this.logs) {
      if ((log.newest() ?? 0) <= cutoff) this.logs.delete(bucket);
    }
  }

  /** Stops the sweeper. */
  close(): void {
    clearInterval(this.sweeper);
  }
}
