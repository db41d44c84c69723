/**
 * A lock that lives exactly as long as the process holding it: an exclusive SQLite lock on a file of its own, a POSIX
 * lock that the operating system drops when the process ends, even by kill -9. The API's claim on a SQLite store
 * (api-lock.ts) and each webhook worker's lease owner (webhooks/engine/owners.ts) are such locks.
 */
import SqliteDatabase from 'better-sqlite3';

/**
 * Takes the lock on `file` (made when missing), waiting up to `waitMs` for another process to let it go; returns the
 * release. Throws SQLite's error (code SQLITE_BUSY when another process still holds it).
 */
export function holdFileLock(file: string, waitMs: number): () => void {
  const lock = new SqliteDatabase(file, { timeout: waitMs });
  try {
    // Rollback-journal mode: BEGIN EXCLUSIVE takes the file's exclusive lock at once and holds it until released.
    lock.pragma('journal_mode = DELETE');
    lock.exec('begin exclusive');
  } catch (error) {
    lock.close();
    throw error;
  }
  return () => {
    if (!lock.open) return;
    lock.exec('rollback');
    lock.close();
  };
}

/**
 * Whether nobody holds the lock on `file`: true when the file is missing or its lock could be taken (and was let go
 * at once), false while a process holds it or when it cannot be told.
 */
export function fileLockFree(file: string): boolean {
  let probe: SqliteDatabase.Database;
  try {
    probe = new SqliteDatabase(file, { timeout: 0, fileMustExist: true });
  } catch {
    return true;
  }
  try {
    probe.exec('begin exclusive');
    probe.exec('rollback');
    return true;
  } catch {
    return false;
  } finally {
    probe.close();
  }
}
