/** The checks of admission (admission.ts), in the contract's order, and what they share between requests. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { compiledOnce, type Slots } from '../db/compiled.js';
import { hashSecret, INGEST_TOKEN_PREFIX, isWellFormedApiKey, isWellFormedKey, TEST_KEY_PREFIX } from '../keys/format.js';
import { touchApiKey, type ApiKeyRow, type FoundKey } from '../keys/repository.js';
import { formatTimestamp } from '../time.js';
import { authenticationFailed, bearerToken, failureBucket, rateLimited, refuseGuessers, WINDOW_MS } from './auth.js';
import { ApiError, lacksScope } from '../api-error.js';
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
  /** Finds the caller of a key (lookUpKey, or the fast path's keys kept in memory). */
  readonly findKey: KeyFinder;
  /** Where last-use writes that fail are told (they never fail the request they describe). */
  readonly warn: (error: unknown) => void;
}

/** Clients remembered (per process). */
const REMEMBERED = 10_000;
// last_used_at is a hint, not an audit log: one write a minute per key keeps reads write-free.
const TOUCH_EVERY_MS = 60_000;
const REVOKED = 'The API key is invalid or has been revoked.';
/** Why a key that is not well formed is refused (before any lookup). */
export const MALFORMED = 'The API key is malformed.';

/** The caller of a key token, or why there is none. */
export type KeyFinder = (token: string) => Promise<Caller | string>;

/** What a key lookup finds by the key's hash: the key, its workspace and the workspace's read versions. */
export type KeyLookup = (hash: string) => Promise<FoundKey | undefined>;

/** The caller a found key row makes. */
export function callerOf(row: FoundKey): Caller {
  return { key: row.key, scopes: JSON.parse(row.key.scopes) as string[], workspace: row.workspace, versions: row.versions };
}

/** The caller of a key found (or not) by its hash, or why it may not call. */
export function admissible(found: Caller | undefined): Caller | string {
  // A key's side is its workspace's: a test key of a live workspace (or the other way round) is never honoured.
  const sideHolds = found !== undefined && found.key.prefix.startsWith(TEST_KEY_PREFIX) === (found.workspace.live_id !== null);
  return found !== undefined && sideHolds && found.key.revoked_at === null ? found : REVOKED;
}

/** The ordinary way to find a key: looked up by its hash on every request. */
export function lookUpKey(lookup: KeyLookup): KeyFinder {
  return async (token) => {
    if (!isWellFormedApiKey(token)) return MALFORMED;
    const row = await lookup(hashSecret(token));
    return admissible(row && callerOf(row));
  };
}

const findServerByToken = compiledOnce((db, slot: Slots<{ hash: string }>) => db.selectFrom('servers').selectAll().where('ingest_token_hash', '=', slot('hash')));


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
    if (this.until.size >= REMEMBERED) this.until.clear();
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
        const caller = await deps.findKey(bearer.token);
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
        if (touched.size >= REMEMBERED) touched.clear();
        touched.set(caller.key.id, time);
        caller.key.last_used_at = formatTimestamp(new Date(time));
        a.touched = true;
        // A hint must never fail the request it describes.
        await touchApiKey(deps.db, caller.workspace.id, caller.key.id, caller.key.last_used_at).catch(deps.warn);
      },
    },
  ];
}
