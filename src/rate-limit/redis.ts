/** Rate-limit counters in Redis (docs/decisions.md#13-operating-it): one atomic script per request, shared by every process on any store. */
import { Redis } from 'ioredis';
import { ApiError } from '../api-error.js';
import { FaultSpan } from '../db/faults.js';
import { TurnBatch } from '../db/turn-batch.js';
import { decide, type Guard, type Guarded, type RateDecision, type RateLimitStore } from './store.js';

// A sliding log per bucket in a sorted set scored by milliseconds, on Redis's clock so every process agrees
// (ARGV[5], the time in ms, only when a test sets the clock). `slide` is the one rule of src/rate-limit/store.ts
// (`outlived`): a member leaves once its own window has passed it, and the key expires one window after its newest
// member, by this bucket's window alone. It counts the request (a unique `member`) only when `count` and allowed,
// and returns { allowed, used, oldest ms or -1 }.
const SLIDE = `
local now
if ARGV[5] then
  now = tonumber(ARGV[5])
else
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function slide(key, limit, window, count, member)
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local used = redis.call('ZCARD', key)
  local allowed = 0
  if used < limit then
    allowed = 1
    if count then
      redis.call('ZADD', key, now, member)
      redis.call('PEXPIRE', key, window)
      used = used + 1
    end
  end
  local first = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  local oldest = -1
  if first[2] then oldest = tonumber(first[2]) end
  return { allowed, used, oldest }
end
`;

// One bucket: KEYS[1] bucket; ARGV[1] limit, ARGV[2] window ms, ARGV[3] 1 to count the request, ARGV[4] a unique
// member. Returns { allowed, used, oldest, now }.
const SCRIPT = `${SLIDE}
local r = slide(KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3] == '1', ARGV[4])
return { r[1], r[2], r[3], now }
`;

// The guarded hit: KEYS[1] the guard, KEYS[2] the bucket; ARGV[1] the guard's limit, ARGV[2] the bucket's limit,
// ARGV[3] the window ms, ARGV[4] a unique member. The guard is only read; the bucket is counted only when the guard
// allows. Returns { guarded, allowed, used, oldest, now }: guarded 1 is the guard's refusal with its own count and
// oldest.
const GUARDED_SCRIPT = `${SLIDE}
local window = tonumber(ARGV[3])
local g = slide(KEYS[1], tonumber(ARGV[1]), window, false, nil)
if g[1] == 0 then
  return { 1, 0, g[2], g[3], now }
end
local r = slide(KEYS[2], tonumber(ARGV[2]), window, true, ARGV[4])
return { 0, r[1], r[2], r[3], now }
`;

/** Where the store says that Redis went away and came back. */
export interface RedisLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** The guarded script's answer: guarded, allowed, used, oldest, now. */
type GuardedAnswer = [number, number, number, number, number];

// How long one command may take before its request is answered 503.
const COMMAND_TIMEOUT_MS = 1_000;

/** A rate-limit store on Redis; `prefix` keeps tests and deployments apart. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private sequence = 0;
  private readonly instance = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  // An outage told once: one line when it begins, one when it ends (how long, how many requests were refused).
  private readonly outage: FaultSpan;

  constructor(
    url: string,
    private readonly prefix = 'cw:rl:',
    private readonly log?: RedisLog,
    /** Tests set the time; otherwise Redis's own clock decides, the same for every process. */
    private readonly clock?: () => number,
  ) {
    // Fail fast rather than queue requests behind a dead connection: while it reconnects (by itself, for as long
    // as it takes), every command fails at once and its request is answered 503.
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: 2_000, commandTimeout: COMMAND_TIMEOUT_MS });
    this.redis.defineCommand('slidingHit', { numberOfKeys: 1, lua: SCRIPT });
    this.redis.defineCommand('guardedHit', { numberOfKeys: 2, lua: GUARDED_SCRIPT });
    // Without a listener an 'error' event would end the process; the failures are reported per request instead.
    this.redis.on('error', () => undefined);
    this.outage = new FaultSpan(
      log ?? { error: () => undefined, info: () => undefined },
      'the rate-limit store (REDIS_URL) is unreachable: requests are answered 503 until it is back',
      'the rate-limit store (REDIS_URL) is reachable again: requests are served',
    );
  }

  /** Readiness: throws when Redis does not answer PING. */
  async check(): Promise<void> {
    await this.redis.ping();
  }

  /** Publishes an empty message on `channel` (best effort: the listeners poll too). */
  async publish(channel: string): Promise<void> {
    await this.redis.publish(channel, '');
  }

  /** Connects; throws when Redis is unreachable. */
  async connect(): Promise<void> {
    await this.redis.connect();
  }

  hit(bucket: string, limit: number, windowMs: number): Promise<RateDecision> {
    return this.run(bucket, limit, windowMs, true);
  }

  peek(bucket: string, limit: number, windowMs: number): Promise<RateDecision> {
    return this.run(bucket, limit, windowMs, false);
  }

  async release(bucket: string): Promise<void> {
    await this.redis.zpopmax(`${this.prefix}${bucket}`).catch(() => undefined);
  }

  /**
   * The guard and the bucket in one script, sent with the other requests' scripts of the same turn of the event
   * loop in one pipeline (one write; each script keeps its own answer and its own timeout).
   */
  async hitGuarded(guard: Guard, bucket: string, limit: number, windowMs: number): Promise<Guarded> {
    const args = [`${this.prefix}${guard.bucket}`, `${this.prefix}${bucket}`, guard.limit, limit, windowMs, this.member()];
    const [guarded, allowed, used, oldest, time] = await this.call(() => this.guardedHits.add(this.clock === undefined ? args : [...args, this.clock()]));
    const first = oldest < 0 ? undefined : oldest;
    return guarded === 1 ? { refused: decide(guard.limit, used, first, time, windowMs, false) } : { decision: decide(limit, used, first, time, windowMs, allowed === 1) };
  }

  private readonly guardedHits = new TurnBatch<(string | number)[], GuardedAnswer>(async (batch) => {
    const pipeline = this.redis.pipeline();
    const scripts = pipeline as unknown as Record<'guardedHit', (...args: (string | number)[]) => unknown>;
    for (const args of batch) scripts.guardedHit(...args);
    const results = await pipeline.exec();
    if (results === null) throw new Error('the rate-limit pipeline was discarded');
    return results.map(([error, answer]) => error ?? (answer as GuardedAnswer));
  });

  private member(): string {
    this.sequence += 1;
    return `${this.instance}-${this.sequence}`;
  }

  /** Sends a command; a failure is a retryable 503, never an unlimited pass. */
  private async call<T>(send: () => Promise<T>): Promise<T> {
    let answer: T;
    try {
      answer = await send();
    } catch (error) {
      this.outage.fail(error, true);
      throw new ApiError('unavailable', 'The rate-limit store is unreachable; retry in a moment.', undefined, { 'Retry-After': '1' });
    }
    this.outage.succeed();
    return answer;
  }

  private async run(bucket: string, limit: number, windowMs: number, count: boolean): Promise<RateDecision> {
    const args = [`${this.prefix}${bucket}`, limit, windowMs, count ? '1' : '0', this.member()];
    const command = this.redis as unknown as Record<'slidingHit', (...args: (string | number)[]) => Promise<[number, number, number, number]>>;
    const [allowed, used, oldest, time] = await this.call(() => command.slidingHit(...(this.clock === undefined ? args : [...args, this.clock()])));
    return decide(limit, used, oldest < 0 ? undefined : oldest, time, windowMs, allowed === 1);
  }

  /** Closes the connection. */
  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
