/**
 * Key lookups batched across requests (PostgreSQL; a piece of the fast path). Every request on PostgreSQL reads its
 * key with its workspace's read versions (nothing tells a process that another one changed them), so under load many
 * lookups wait at once: those asked in the same turn of the event loop go in one statement (db/turn-batch.ts). The
 * answer is the same as one lookup's: the rows as committed when the statement runs, after every request of the
 * batch arrived.
 *
 * Measured gain (docs/scaling.md, "The fast path, piece by piece"): bench:mixed +34 % and bench:plain-pg about
 * +70 % on PostgreSQL.
 */
import type { Db } from '../db/types.js';
import { TurnBatch } from '../db/turn-batch.js';
import { findKeysByHashes, type FoundKey } from '../keys/repository.js';

/** The key with a hash (as findKeyByHash), read with the other lookups of its turn. */
export function keyLookups(db: Db): (hash: string) => Promise<FoundKey | undefined> {
  const batch = new TurnBatch<string, FoundKey | undefined>(async (hashes) => {
    const found = await findKeysByHashes(db, hashes);
    return hashes.map((hash) => found.get(hash));
  });
  return (hash) => batch.add(hash);
}
