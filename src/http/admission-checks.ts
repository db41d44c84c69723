/** The checks of admission (admission.ts), in the contract's order, and what they share between requests. */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ALL_KEYS, versionsFrom, type ReadVersions } from '../db/read-versions.js';
import { readNow } from '../db/read-now.js';
import { compiledOnce, type Slots } from '../db/compiled.js';
import { ReadCache } from '../db/read-cache.js';
import { hashSecret, INGEST_TOKEN_PREFIX, isWellFormedKey } from '../keys/format.js';
import { keyLookups } from '../keys/lookups.js';
import { findKeyByHash, touchApiKey, type ApiKeyRow, type FoundKey } from '../keys/repository.js';
import { formatTimestamp } from '../time.js';
import { authenticationFailed, bearerToken, failureBucket, rateLimited, refuseGuessers, WINDOW_MS } from './auth.js';
import { ApiError, lacksScope } from './errors.js';
import type { Admitting, Caller, Check } from './admission.js';
import { guardedHit, type Guarded, type RateLimitStore } from '../rate-limit/store.js';

/** What the checks need. */
export interface CheckDeps {
  readonly db: Kysely<Database>;
  readonly rateLimits: RateLimitStore;
  /** Requests per rolling minute: per key, and per game server's ingest token. */
  readonly perMinute: number;
  readonly heartbeatsPerMinute: number;
  readonly authFailuresPerMinute: number;
  /** The store's change marker (see Store.version). */
  readonly version: () => string | undefined;
  /** Whether key lookups wait for the others of their turn and go in one statement (PostgreSQL: keys/lookups.ts). */
  readonly batchLookups?: boolean;
  /** Where last-use writes that fail are told (they never fail the request they describe). */
  readonly warn: (error: unknown) => void;
}

/** Key lookups kept between requests (per process). */
const KEY_CACHE_SIZE = 10_000;
// last_used_at is a hint, not an audit log: one write a minute per key keeps reads write-free.
const TOUCH_EVERY_MS = 60_000;
const REVOKED = 'The API key is invalid or has been revoked.';

const findServerByToken = compiledOnce((db, slot: Slots<{ hash: string }>) => db.selectFrom('servers').selectAll().where('ingest_token_hash', '=', slot('hash')));

/**
 * Keys kept in memory. On SQLite, whenever the store's change marker moves (any commit, by any process), one read
 * of the keys' version (read-versions.ts) says whether any key or workspace changed: kept keys stay valid until one
 * did, and each workspace's read versions are read again once per marker. Without a marker (PostgreSQL, or SQLite
 * while a commit is being published) the key and its versions are read on every request, in one query.
 */
class KeyMemory {
  private readonly keys = new ReadCache<Omit<Caller, 'versions'>>(KEY_CACHE_SIZE);
  private readonly versions = new Map<number, ReadVersions>();
  private marker: string | undefined;
  private epoch: string | undefined;

  private readonly lookup: ((hash: string) => Promise<FoundKey | undefined>) | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly version: () => string | undefined,
    batchLookups: boolean,
  ) {
    this.lookup = batchLookups ? keyLookups(db) : undefined;
  }

  /** The caller with this key, or why there is none. */
  async find(token: string): Promise<Caller | string> {
    const hash = hashSecret(token);
    const epoch = this.currentEpoch();
    // Only keys that were found are kept, so a kept one is well formed.
    const kept = this.keys.get(hash, epoch);
    const versions = kept === undefined ? undefined : this.versionsOf(kept.workspace.id);
    if (kept !== undefined && versions !== undefined) return kept.key.revoked_at === null ? { ...kept, versions } : REVOKED;
    if (!isWellFormedKey(token)) return 'The API key is malformed.';
    const row = await (this.lookup?.(hash) ?? findKeyByHash(this.db, hash));
    if (!row) return REVOKED;
    const found: Caller = { key: row.key, scopes: JSON.parse(row.key.scopes) as string[], workspace: row.workspace, versions: row.versions };
    this.keys.set(hash, epoch, found);
    return found.key.revoked_at === null ? found : REVOKED;
  }

  /** The keys' version now, read again whenever the marker moved; undefined when nothing may be kept. */
  private currentEpoch(): string | undefined {
    const marker = this.version();
    if (marker === undefined) return undefined;
    if (marker !== this.marker) {
      const all = this.versionsRow(ALL_KEYS);
      if (all === undefined) return undefined;
      this.marker = marker;
      this.versions.clear();
      this.epoch = String(all.row?.['account'] ?? 0);
    }
    return this.epoch;
  }

  /** A workspace's read versions under the current marker; undefined when they cannot be read at once. */
  private versionsOf(workspaceId: number): ReadVersions | undefined {
    let versions = this.versions.get(workspaceId);
    if (versions === undefined) {
      const read = this.versionsRow(workspaceId);
      if (read === undefined) return undefined;
      versions = versionsFrom(read.row);
      this.versions.set(workspaceId, versions);
    }
    return versions;
  }

  /** The versions row of a workspace (or ALL_KEYS), read at once (db/read-now.ts); undefined when it cannot be. */
  private versionsRow(workspaceId: number): { row: Record<string, unknown> | undefined } | undefined {
    const result = readNow<Record<string, unknown>>(this.db, CompiledQuery.raw(VERSIONS_OF, [workspaceId]));
    return result && { row: result.rows[0] };
  }
}

const VERSIONS_OF = 'select * from read_versions where workspace_id = ?';

/** Whether the key's last use was recorded long enough ago to record this one. */
function dueForTouch(key: ApiKeyRow, time: number): boolean {
  return key.last_used_at === null || Date.parse(`${key.last_used_at.replace(' ', 'T')}Z`) <= time - TOUCH_EVERY_MS;
}

/**
 * Client addresses this process saw refused by their failed-authentication budget, until the budget frees a slot:
 * their requests are refused before any lookup again, so a guesser past its budget costs one counter read a request.
 * Keyed by the address itself (no bucket computed on the hot path): a neighbour in the same IPv6 /64 is refused by
 * the counters' own judgement ('rate limit') instead.
 */
class Guessers {
  private readonly until = new Map<string, number>();

  /** Notes a refusal of `ip` whose budget frees a slot in `resetSeconds`. */
  refused(ip: string, resetSeconds: number): void {
    if (this.until.size >= KEY_CACHE_SIZE) this.until.clear();
    this.until.set(ip, Date.now() + resetSeconds * 1000);
  }

  /** Whether `ip` was refused lately (its budget may still be spent). */
  lately(ip: string): boolean {
    const until = this.until.get(ip);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.until.delete(ip);
    return false;
  }

  /** Rethrows `error`, noting it first when it is the failure budget's refusal of `ip`. */
  note(ip: string, error: unknown): never {
    if (error instanceof ApiError && error.code === 'rate_limited') this.refused(ip, Number(error.headers?.['Retry-After'] ?? 1));
    throw error;
  }
}

/** Notes the rate decision, refusing when it is not allowed. */
function spent(admitting: Admitting, guarded: Guarded, guessers: Guessers): void {
  if ('refused' in guarded) {
    guessers.refused(admitting.ip, guarded.refused.resetSeconds);
    throw rateLimited(guarded.refused);
  }
  admitting.decision = guarded.decision;
  if (!guarded.decision.allowed) throw rateLimited(guarded.decision);
}

/** The default checks, in order. */
export function defaultChecks(deps: CheckDeps): Check[] {
  const keys = new KeyMemory(deps.db, deps.version, deps.batchLookups === true);
  const touched = new Map<number, number>();
  const { rateLimits } = deps;
  const guessers = new Guessers();
  return [
    {
      // The client address's failed-authentication budget is judged before the credential's lookup answers
      // anything: with the window, in one call to the counters ('rate limit' below), and for an address refused
      // lately, here, before the lookup. A failed lookup counts against it ('authenticated').
      name: 'failure budget',
      async run(a) {
        if (!guessers.lately(a.ip)) return;
        try {
          await refuseGuessers(rateLimits, a.ip, deps.authFailuresPerMinute);
        } catch (error) {
          guessers.note(a.ip, error);
        }
      },
    },
    {
      name: 'credential',
      async run(a) {
        const bearer = bearerToken(a.authorization);
        if ('problem' in bearer) {
          a.problem = bearer.problem;
          return;
        }
        if (a.credential === 'ingest') {
          const { rows } = isWellFormedKey(bearer.token, INGEST_TOKEN_PREFIX) ? await findServerByToken(deps.db, { hash: hashSecret(bearer.token) }) : { rows: [] };
          if (rows[0] !== undefined) a.server = rows[0];
          else a.problem = 'The ingest token is malformed, unknown or has been rotated.';
          return;
        }
        const caller = await keys.find(bearer.token);
        if (typeof caller === 'string') a.problem = caller;
        else a.caller = caller;
      },
    },
    {
      name: 'authenticated',
      async run(a) {
        if (a.problem === undefined) return;
        // Failed attempts are counted per client address (IPv6: per /64) so keys cannot be guessed quickly.
        guessers.note(a.ip, await authenticationFailed(rateLimits, a.ip, deps.authFailuresPerMinute, a.problem));
      },
    },
    {
      name: 'rate limit',
      async run(a) {
        const bucket = a.caller !== undefined ? `key:${a.caller.key.id}` : `server:${(a.server as { id: number }).id}`;
        const guard = { bucket: failureBucket(a.ip), limit: deps.authFailuresPerMinute };
        spent(a, await guardedHit(rateLimits, guard, bucket, a.caller !== undefined ? deps.perMinute : deps.heartbeatsPerMinute, WINDOW_MS), guessers);
      },
    },
    {
      name: 'scope',
      credentials: ['key'],
      async run(a) {
        if (a.scope !== null && !(a.caller as Caller).scopes.includes(a.scope)) throw lacksScope(a.scope);
      },
    },
    {
      name: 'last use',
      credentials: ['key'],
      async run(a) {
        // At most once a minute per key; checked against this process's last write first (no date parsing per request).
        const caller = a.caller as Caller;
        const time = Date.now();
        if ((touched.get(caller.key.id) ?? 0) > time - TOUCH_EVERY_MS || !dueForTouch(caller.key, time)) return;
        if (touched.size >= KEY_CACHE_SIZE) touched.clear();
        touched.set(caller.key.id, time);
        caller.key.last_used_at = formatTimestamp(new Date(time));
        a.touched = true;
        // A hint must never fail the request it describes.
        await touchApiKey(deps.db, caller.workspace.id, caller.key.id, caller.key.last_used_at).catch(deps.warn);
      },
    },
  ];
}
