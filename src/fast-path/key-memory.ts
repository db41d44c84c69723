/**
 * Keys kept in memory (a piece of the fast path). On SQLite, whenever the store's change marker moves (any commit,
 * by any process), one read of the keys' version (db/read-versions.ts) says whether any key or workspace changed:
 * kept keys stay valid until one did, and each workspace's read versions are read again once per marker. Without a
 * marker (PostgreSQL, or SQLite while a commit is being published) every request looks its key up as admission
 * does without the fast path (`lookUpKey`): the key and its versions in one query.
 *
 * Measured gain (docs/scaling.md, "The fast path, piece by piece"): bench:mixed +83 % on SQLite.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ALL_KEYS, versionsFrom, type ReadVersions } from '../db/read-versions.js';
import { readNow } from '../db/read-now.js';
import { hashSecret, isWellFormedApiKey } from '../keys/format.js';
import type { Caller } from '../http/admission.js';
import { admissible, callerOf, MALFORMED, type KeyLookup } from '../http/admission-checks.js';
import { ReadCache } from './read-cache.js';

/** Keys kept (per process). */
const KEY_CACHE_SIZE = 10_000;

export class KeyMemory {
  private readonly keys = new ReadCache<Omit<Caller, 'versions'>>(KEY_CACHE_SIZE);
  private readonly versions = new Map<number, ReadVersions>();
  private marker: string | undefined;
  private epoch: string | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly version: () => string | undefined,
    private readonly lookup: KeyLookup,
  ) {}

  /** The caller with this key, or why there is none. */
  async find(token: string): Promise<Caller | string> {
    const hash = hashSecret(token);
    const epoch = this.currentEpoch();
    // Only keys that were found are kept, so a kept one is well formed.
    const kept = this.keys.get(hash, epoch);
    const versions = kept === undefined ? undefined : this.versionsOf(kept.workspace.id);
    if (kept !== undefined && versions !== undefined) return admissible({ ...kept, versions });
    if (!isWellFormedApiKey(token)) return MALFORMED;
    const row = await this.lookup(hash);
    const found = row && callerOf(row);
    // Kept under the keys' version read before the lookup (none when nothing may be kept now).
    if (found !== undefined && epoch !== undefined) this.keys.set(hash, epoch, found);
    return admissible(found);
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
