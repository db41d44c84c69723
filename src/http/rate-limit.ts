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

/** A sliding log per bucket, in this process's memory. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly logs = new Map<string, number[]>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly clock: () => number = Date.now, sweepEveryMs = 60_000) {
    this.sweeper = setInterval(() => this.sweep(sweepEveryMs), sweepEveryMs).unref();
  }

  hit(bucket: string, limit: number, windowMs: number): RateDecision {
    const time = this.clock();
    let log = this.logs.get(bucket);
    if (!log) this.logs.set(bucket, (log = []));
    while (log.length > 0 && (log[0] as number) <= time - windowMs) log.shift();
    const allowed = log.length < limit;
    if (allowed) log.push(time);
    return decide(limit, log.length, log[0], time, windowMs, allowed);
  }

  release(bucket: string): void {
    this.logs.get(bucket)?.pop();
  }

  peek(bucket: string, limit: number, windowMs: number): RateDecision {
    const time = this.clock();
    const live = (this.logs.get(bucket) ?? []).filter((at) => at > time - windowMs);
    return decide(limit, live.length, live[0], time, windowMs);
  }

  /** Drops buckets with nothing left in their window, so idle keys cost no memory. */
  private sweep(windowMs: number): void {
    const cutoff = this.clock() - windowMs;
    for (const [bucket, log] of this.logs) {
      if ((log.at(-1) ?? 0) <= cutoff) this.logs.delete(bucket);
    }
  }

  /** Stops the sweeper. */
  close(): void {
    clearInterval(this.sweeper);
  }
}
