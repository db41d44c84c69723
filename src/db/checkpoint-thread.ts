/** The thread of checkpointer.ts: a connection of its own that runs a passive checkpoint per message. */
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

const { file } = workerData as { file: string };
const sqlite = new SqliteDatabase(file, { fileMustExist: true });
sqlite.pragma('synchronous = NORMAL');
const checkpoint = sqlite.prepare('pragma wal_checkpoint(PASSIVE)');

parentPort?.on('message', () => {
  try {
    const { log, checkpointed } = checkpoint.get() as { busy: number; log: number; checkpointed: number };
    parentPort?.postMessage({ log, checkpointed });
  } catch {
    // Busy or out of space: nothing was copied this time (-1), SQLite's own checkpoints stay as the safety net.
    parentPort?.postMessage({ log: -1, checkpointed: -1 });
  }
});
