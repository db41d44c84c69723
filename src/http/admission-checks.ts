/** The checks of the admission gate (gate.ts), in the contract's order, and what they share between requests. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { compiledOnce, type Slots } from '../db/compiled.js';
import { ReadCache } from '../db/read-cache.js';
import { hashSecret, INGEST_TOKEN_PREFIX, isWellFormedKey } from '../keys/format.js';
import { findKeyByHash, touchApiKey, type ApiKeyRow } from '../keys/repository.js';
import { formatTimestamp } from '../time.js';
import { authenticationFailed, bearerToken, rateLimited, refuseGuessers, WINDOW_MS } from './auth.js';
import { ApiError } from './errors.js';
import type { Admission, Caller, Check } from './gate.js';
import type { RateDecision, RateLimitStore } from './rate-limit.js';

/** What the checks need. */
export interface CheckDeps {
  readonly db: Kysely<Database>;
  readonly rateLimits: RateLimitStore;
  /** Requests per rolling minute: per key, and per game server's ingest token. */
  readonly perMinute: number;
  readonly heartbeatsPerMinute: number;
  readonly authFailuresPerMinute: number;
  /** The store's change marker (see Store.version): keys are kept in memory while it is unchanged. */
  readonly version: () => string | undefined;
  /** Where last-use writes that fail are told (they never fail the request they describe). */
  readonly warn: (error: unknown) => void;
}

/** Key lookups kept between requests (per process). */
const KEY_CACHE_SIZE = 10_000;
// last_used_at is a hint, not an audit log: one write a minute per key keeps reads write-free.
const TOUCH_EVERY_MS = 60_000;
const REVOKED = 'The API key is invalid or has been revoked.';

const findServerByToken = compiledOnce((db, slot: Slots<{ hash: string }>) => db.selectFrom('servers').selectAll().where('ingest_token_hash', '=', slot('hash')));

/** The caller with this key: kept while the store is unchanged (a key revoked by any process is refused next time), or looked up. */
function findCaller(db: Kysely<Database>, keys: ReadCache<Caller>, token: string): Caller | string | Promise<Caller | string> {
  const hash = hashSecret(token);
  const version = keys.marker();
  // Only keys that were found are kept, so a kept one is well formed.
  const kept = keys.get(hash, version);
  if (kept !== undefined) return kept.key.revoked_at === null ? kept : REVOKED;
  if (!isWellFormedKey(token)) return 'The API key is malformed.';
  return findKeyByHash(db, hash).then((row) => {
    if (!row) return REVOKED;
    const found: Caller = { key: row.key, scopes: JSON.parse(row.key.scopes) as string[], workspace: row.workspace, versions: row.versions };
    keys.set(hash, version, found);
    return found.key.revoked_at === null ? found : REVOKED;
  });
}

/** Whether the key's last use was recorded long enough ago to record this one. */
function dueForTouch(key: ApiKeyRow, time: number): boolean {
  return key.last_used_at === null || Date.parse(`${key.last_used_at.replace(' ', 'T')}Z`) <= time - TOUCH_EVERY_MS;
}

/** Notes the rate decision, refusing when it is not allowed. */
function spent(admitted: Admission, decision: RateDecision): void {
  admitted.decision = decision;
  if (!decision.allowed) throw rateLimited(decision);
}

/** The default checks, in order. */
export function defaultChecks(deps: CheckDeps): Check[] {
  const keys = new ReadCache<Caller>(deps.version, KEY_CACHE_SIZE);
  const touched = new Map<number, number>();
  const { rateLimits } = deps;
  return [
    { name: 'failure budget', run: (a) => refuseGuessers(rateLimits, a.ip, deps.authFailuresPerMinute) },
    {
      name: 'credential',
      run(a) {
        const bearer = bearerToken(a.authorization);
        if ('problem' in bearer) {
          a.problem = bearer.problem;
          return;
        }
        if (a.credential === 'ingest') {
          if (!isWellFormedKey(bearer.token, INGEST_TOKEN_PREFIX)) {
            a.problem = 'The ingest token is malformed, unknown or has been rotated.';
            return;
          }
          return findServerByToken(deps.db, { hash: hashSecret(bearer.token) }).then(({ rows: [server] }) => {
            if (server) a.server = server;
            else a.problem = 'The ingest token is malformed, unknown or has been rotated.';
          });
        }
        const found = findCaller(deps.db, keys, bearer.token);
        const settle = (caller: Caller | string): void => {
          if (typeof caller === 'string') a.problem = caller;
          else a.caller = caller;
        };
        if (found instanceof Promise) return found.then(settle);
        settle(found);
      },
    },
    {
      name: 'authenticated',
      run(a) {
        if (a.problem === undefined) return;
        // Failed attempts are counted per client address (IPv6: per /64) so keys cannot be guessed quickly.
        return authenticationFailed(rateLimits, a.ip, deps.authFailuresPerMinute, a.problem).then((error) => Promise.reject(error));
      },
    },
    {
      name: 'rate limit',
      run(a) {
        const bucket = a.caller !== undefined ? `key:${a.caller.key.id}` : `server:${(a.server as { id: number }).id}`;
        const decision = rateLimits.hit(bucket, a.caller !== undefined ? deps.perMinute : deps.heartbeatsPerMinute, WINDOW_MS);
        if (decision instanceof Promise) return decision.then((settled) => spent(a, settled));
        spent(a, decision);
      },
    },
    {
      name: 'scope',
      credentials: ['key'],
      run(a) {
        if (a.scope !== null && !(a.caller as Caller).scopes.includes(a.scope)) throw new ApiError('forbidden', `This key lacks the ${a.scope} scope.`);
      },
    },
    {
      name: 'last use',
      credentials: ['key'],
      run(a) {
        // At most once a minute per key; checked against this process's last write first (no date parsing per request).
        const caller = a.caller as Caller;
        const time = Date.now();
        if ((touched.get(caller.key.id) ?? 0) > time - TOUCH_EVERY_MS || !dueForTouch(caller.key, time)) return;
        if (touched.size >= KEY_CACHE_SIZE) touched.clear();
        touched.set(caller.key.id, time);
        caller.key.last_used_at = formatTimestamp(new Date(time));
        a.touched = true;
        // A hint must never fail the request it describes.
        return touchApiKey(deps.db, caller.workspace.id, caller.key.id, caller.key.last_used_at).catch(deps.warn);
      },
    },
  ];
}
