/**
 * Faults told once (docs/running.md): while the store is unreachable or full, each process logs one line when it
 * begins and one when it ends (how long, how many requests were refused), and no line per request or per job.
 */
import { sql } from 'kysely';
import type { Store } from './database.js';

/** Socket errors, PostgreSQL's connection classes (08, 57P0x, 53300) and a SQLite file held past its busy timeout. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300', 'SQLITE_BUSY']);

/** True when `error` says the store could not be reached (answered 503, not 500). */
export function storeUnreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08/.test(code))) return true;
  return typeof message === 'string' && /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(message);
}

/** True when `error` is the store out of space: SQLite's SQLITE_FULL, PostgreSQL's disk_full (53100). */
export function storeFull(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === 'SQLITE_FULL' || code === '53100';
}

/** The store's own words for an error: its code and message, without a stack. */
export function named(error: unknown): { code: string; message: string } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return { code: typeof code === 'string' ? code : 'unknown', message: typeof message === 'string' ? message : String(error) };
}

/** Where the lines go. */
export interface FaultLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

// A store told full is taken as full until a write succeeds, or for this long after the last refusal.
const FULL_FOR_MS = 30_000;
// While unreachable, the store is asked `select 1` this often, to tell the end even when no request comes.
const PROBE_EVERY_MS = 500;

/** One fault's span: begun by the first failure, ended by the first success; each end told in one line. */
export class FaultSpan {
  private since: number | undefined;
  private last = 0;
  private refused = 0;

  constructor(
    private readonly log: FaultLog,
    private readonly begins: string,
    private readonly ends: string,
  ) {}

  get open(): boolean {
    return this.since !== undefined;
  }

  get lastFailure(): number {
    return this.last;
  }

  /** A failure; true when it began the span. */
  fail(error: unknown, refusedRequest: boolean): boolean {
    this.last = Date.now();
    if (refusedRequest) this.refused += 1;
    if (this.since !== undefined) return false;
    this.since = this.last;
    this.log.error({ error: named(error) }, this.begins);
    return true;
  }

  succeed(): void {
    if (this.since === undefined) return;
    const seconds = Math.round((Date.now() - this.since) / 100) / 10;
    this.log.info({ seconds, refused: this.refused }, `${this.ends} after ${seconds} s; ${this.refused} request(s) were refused meanwhile`);
    this.since = undefined;
    this.refused = 0;
  }
}

/** The store's faults as this process sees them. */
export class StoreFaults {
  private readonly unreachable: FaultSpan;
  private readonly full: FaultSpan;
  private probe: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly store: Pick<Store, 'db'>,
    log: FaultLog,
  ) {
    this.unreachable = new FaultSpan(log, 'the store is unreachable: requests that need it are answered 503 until it is back', 'the store is reachable again');
    this.full = new FaultSpan(log, 'the store is out of space: writes are answered 503 until space is freed; reads go on', 'the store takes writes again');
  }

  /**
   * Takes `error` if it is a store fault: counts it (a refused request when `request`), logs the fault's first line,
   * and returns true. Any other error is the caller's to report.
   */
  take(error: unknown, request: boolean): boolean {
    if (storeFull(error)) {
      this.full.fail(error, request);
      return true;
    }
    if (!storeUnreachable(error)) return false;
    if (this.unreachable.fail(error, request)) this.watch();
    return true;
  }

  /** A write was stored: the store is not full. */
  wrote(): void {
    this.full.succeed();
  }

  /** True while the store is taken as full (see FULL_FOR_MS). */
  isFull(): boolean {
    if (this.full.open && Date.now() - this.full.lastFailure > FULL_FOR_MS) this.full.succeed();
    return this.full.open;
  }

  private watch(): void {
    if (this.closed) return;
    this.probe = setTimeout(() => {
      sql`select 1`.execute(this.store.db).then(
        () => this.unreachable.succeed(),
        () => this.watch(),
      );
    }, PROBE_EVERY_MS);
    this.probe.unref();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.probe);
  }
}

const byStore = new WeakMap<object, StoreFaults>();

/** This process's StoreFaults of `store` (one per store, shared by the API and the jobs of one process). */
export function faultsOf(store: Pick<Store, 'db'>, log: FaultLog): StoreFaults {
  let faults = byStore.get(store.db);
  if (faults === undefined) {
    faults = new StoreFaults(store, log);
    byStore.set(store.db, faults);
  }
  return faults;
}

/** `log` with store faults told once through `faults`: an error line whose `err` is one is left out. */
export function toldOnce(log: FaultLog, faults: StoreFaults): FaultLog {
  return {
    error(details, message) {
      if (!faults.take((details as { err?: unknown }).err, false)) log.error(details, message);
    },
    info: (details, message) => log.info(details, message),
  };
}
