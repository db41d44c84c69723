/**
 * Whose lease is it (docs/webhooks.md, "After a crash"): every dispatcher holds a lock that lives exactly as long as
 * its process, and its lease owner names that lock. A lease whose owner's lock is free belongs to a process that is
 * gone, and its deliveries are given back at once instead of after the lease (30 s). A living worker, however
 * stalled, holds its lock and so keeps its leases until they expire, as before.
 *
 * - SQLite: a file per owner beside the store (`<store>.owners/<owner>`), held with db/file-lock.ts (a POSIX lock, which
 *   the operating system drops when the process ends, even by kill -9).
 * - PostgreSQL: a session advisory lock `(OWNER_LOCKS, key)` on a connection of the owner's own, which PostgreSQL
 *   drops when the session ends (its process died, or its connection broke). Until the lock is taken again on a new
 *   connection, the dispatcher claims nothing: a lease of an owner without its lock may be taken by any worker.
 *
 * An owner not named in this form (an older version's) is never taken for gone: its leases expire.
 */
import { randomInt } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Store } from '../../db/database.js';
import { fileLockFree, holdFileLock } from '../../db/file-lock.js';
import { randomBase62 } from '../../keys/format.js';

/** The first key of every owner's advisory lock (the second is the owner's own). */
export const OWNER_LOCKS = 1_129_775_105;
const FORM = /^dispatcher-(\d{1,10})-[0-9A-Za-z]{12}$/;
/** Gone owners' files swept when an owner starts (the rest at the next start: the work stays bounded). */
const SWEEP = 100;
const RECONNECT_MS = 1_000;

/** The lock behind one dispatcher's lease owner. */
export interface OwnerLock {
  /** The lease owner: `dispatcher-<key>-<random>`. */
  readonly owner: string;
  /** Resolves once the lock is held (at once on SQLite; PostgreSQL retries until it can connect). */
  readonly taken: Promise<void>;
  /** Whether the lock is held now: nothing may be claimed while it is not. */
  held(): boolean;
  /** Those of `owners` known to be gone: named in this form, not this owner, and their lock free. */
  gone(owners: readonly string[]): Promise<string[]>;
  release(): Promise<void>;
}

/** Takes the lock of a new lease owner on `store`. */
export function takeOwnerLock(store: Pick<Store, 'file' | 'url'>, onError: (error: unknown) => void): OwnerLock {
  const key = randomInt(1, 2 ** 31 - 1);
  const owner = `dispatcher-${key}-${randomBase62(12)}`;
  return store.file !== undefined ? new FileLock(`${store.file}.owners`, owner) : new SessionLock(store.url, owner, key, onError);
}

const ours = (owners: readonly string[], self: string) => owners.filter((o) => o !== self && FORM.test(o));

class FileLock implements OwnerLock {
  readonly taken = Promise.resolve();
  private readonly letGo: () => void;
  private open = true;

  constructor(
    private readonly dir: string,
    readonly owner: string,
  ) {
    mkdirSync(dir, { recursive: true });
    for (const name of ours(readdirSync(dir).slice(0, SWEEP), owner)) this.isFree(name);
    this.letGo = holdFileLock(join(dir, owner), 0);
  }

  held(): boolean {
    return this.open;
  }

  gone(owners: readonly string[]): Promise<string[]> {
    return Promise.resolve(ours(owners, this.owner).filter((o) => this.isFree(o)));
  }

  /** Whether `owner`'s lock is free (its file then goes: its owner will never come back). */
  private isFree(owner: string): boolean {
    const file = join(this.dir, owner);
    if (!fileLockFree(file)) return false;
    rmSync(file, { force: true });
    return true;
  }

  release(): Promise<void> {
    if (this.open) {
      this.open = false;
      this.letGo();
      rmSync(join(this.dir, this.owner), { force: true });
    }
    return Promise.resolve();
  }
}

class SessionLock implements OwnerLock {
  readonly taken: Promise<void>;
  private client: pg.Client | undefined;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    readonly owner: string,
    private readonly key: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.taken = new Promise((resolve) => this.connect(resolve));
  }

  held(): boolean {
    return this.client !== undefined;
  }

  /** Connects and takes the lock; on any failure tries again after RECONNECT_MS, until released. */
  private connect(done: () => void): void {
    if (this.closed) return done();
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    let over = false;
    const lost = (error: unknown) => {
      if (over) return;
      over = true;
      if (this.client === client) this.client = undefined;
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (this.closed) return done();
      this.onError(error);
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.connect(done), RECONNECT_MS);
    };
    client.on('error', lost);
    client
      .connect()
      .then(() => client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [OWNER_LOCKS, this.key]))
      .then(({ rows }) => {
        // Another living process drew the same key (one chance in two billion): wait for it to end.
        if (rows[0]?.ok !== true) throw new Error(`lease owner key ${this.key} is held by another process`);
        if (this.closed) return void client.end().catch(() => undefined);
        this.client = client;
        client.on('end', () => lost(new Error('the lease owner lock connection ended')));
        done();
      })
      .catch(lost);
  }

  async gone(owners: readonly string[]): Promise<string[]> {
    const candidates = ours(owners, this.owner);
    if (candidates.length === 0 || this.client === undefined) return [];
    const keys = candidates.map((o) => Number(FORM.exec(o)?.[1]));
    const { rows } = await this.client.query<{ key: string }>(
      `select objid::bigint as key from pg_locks where locktype = 'advisory' and granted and objsubid = 2 and classid = $1::bigint::oid
        and database = (select oid from pg_database where datname = current_database()) and objid::bigint = any($2::bigint[])`,
      [OWNER_LOCKS, keys],
    );
    const living = new Set(rows.map((r) => Number(r.key)));
    return candidates.filter((_, i) => !living.has(keys[i] as number));
  }

  async release(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    if (client !== undefined) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
