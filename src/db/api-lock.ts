/**
 * One API process per SQLite file (docs/decisions.md#13-operating-it): rate-limit counters live in it, so a second one
 * would double every budget. The claim is a lock on a file beside the store (file-lock.ts), which the operating system
 * releases when the process ends, even by kill -9.
 */
import { holdFileLock } from './file-lock.js';

/** How long a starting process waits for the claim (a restart overlapping the old process's exit just works). */
export const CLAIM_WAIT_MS = 10_000;

/** Claims `file` for this API process; throws, naming REDIS_URL, when another process holds it past `waitMs`. Returns the release. */
export function claimSqliteStore(file: string, waitMs = CLAIM_WAIT_MS): () => void {
  try {
    return holdFileLock(`${file}.api-lock`, waitMs);
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new Error(
      `another API process is serving ${file}. On SQLite the rate limits live in that one process; set REDIS_URL to share them ` +
        'and run several API processes on one store (creator-workspace worker processes may run beside it).',
    );
  }
}
