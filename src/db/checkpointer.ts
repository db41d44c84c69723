/**
 * SQLite's WAL checkpoints, off the event loop. A checkpoint copies the WAL's pages into the database file and
 * waits for both to reach the disk; SQLite runs it inside whichever commit takes the WAL past 1,000 pages, so the
 * event loop waited for the disk every thousand pages (a third of a webhook delivery's store time, bench:webhooks).
 *
 * Here a thread of its own, with a connection of its own, runs it instead (`checkpoint-thread.ts`), beside this
 * connection's writes: the event loop goes on, and so do the writes. Then one short last pass copies the pages
 * written meanwhile while this connection holds back its next statement, so the next write starts the WAL again from
 * its beginning (SQLite restarts a WAL only when a checkpoint has copied all of it and no write came between; without
 * that pass it would keep growing under steady writes). The thread starts with the first checkpoint due.
 *
 * Should the thread fail, or other processes keep the WAL from restarting, SQLite's own checkpoints still run, at
 * SAFETY_PAGES: the WAL stays bounded whatever happens here.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** The WAL's size in pages that starts a checkpoint (SQLite's default for its own). */
export const CHECKPOINT_PAGES = 1_000;
/** Where SQLite's own checkpoints take over (wal_autocheckpoint of the store's connection). */
export const SAFETY_PAGES = 4 * CHECKPOINT_PAGES;
/** The WAL-index header's format version (as change-marker.ts reads it) and where mxFrame lies in it. */
const WAL_INDEX_VERSION = 3_007_000;
const MX_FRAME_OFFSET = 16;

interface Done {
  readonly log: number;
  readonly checkpointed: number;
}

export class Checkpointer {
  private readonly header = Buffer.alloc(24);
  private fd: number | undefined;
  private worker: Worker | undefined;
  private failed = false;
  /** The checkpoint running beside the writes, and whether one has finished (its last pass is due). */
  private copying: Promise<void> | undefined;
  private copied = false;
  /** Pages in the WAL that a complete checkpoint could not restart (another process wrote or read): wait for more. */
  private base = 0;

  constructor(private readonly file: string) {}

  /** Pages in the WAL (its index header's mxFrame), or undefined when the header cannot be read. */
  private pages(): number | undefined {
    try {
      this.fd ??= openSync(`${this.file}-shm`, 'r');
      if (readSync(this.fd, this.header, 0, this.header.length, 0) !== this.header.length) return undefined;
    } catch {
      return undefined;
    }
    const version = this.header.readUInt32LE(0) === WAL_INDEX_VERSION;
    return version && this.header[12] === 1 ? this.header.readUInt32LE(MX_FRAME_OFFSET) : undefined;
  }

  /**
   * Run before each statement that follows this connection's writes. A checkpoint due starts beside the writes (the
   * pages it copies, and the waits for the disk, cost them nothing); once it is done, the next statement waits for a
   * last pass over the few pages written meanwhile, so the WAL starts again.
   */
  async beforeStatement(): Promise<void> {
    if (this.copied) {
      this.copied = false;
      await this.run();
    } else if (this.copying === undefined && this.due()) {
      this.copying = this.run().finally(() => {
        this.copying = undefined;
        this.copied = true;
      });
    }
  }

  /** Whether a checkpoint is due now. */
  private due(): boolean {
    if (this.failed) return false;
    const pages = this.pages();
    if (pages === undefined) return false;
    // The WAL started again (restarted by a write after a complete checkpoint, here or elsewhere).
    if (pages < this.base) this.base = 0;
    return pages >= this.base + CHECKPOINT_PAGES;
  }

  /** Runs a checkpoint on the thread; never throws (a failure leaves them to SQLite, at SAFETY_PAGES). */
  private async run(): Promise<void> {
    if (this.failed) return;
    try {
      const worker = (this.worker ??= this.startThread());
      const done = await new Promise<Done>((resolve, reject) => {
        const fail = (error: unknown) => reject(error instanceof Error ? error : new Error(String(error)));
        worker.once('message', (message: Done) => {
          worker.off('error', fail);
          resolve(message);
        });
        worker.once('error', fail);
        worker.postMessage('checkpoint');
      });
      // Not every page was copied (a reader of another process holds them): look again after as many more.
      this.base = done.log < 0 ? (this.pages() ?? 0) : done.checkpointed < done.log ? done.log : 0;
    } catch {
      this.failed = true;
      void this.close();
    }
  }

  async close(): Promise<void> {
    await this.copying;
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private startThread(): Worker {
    const worker = new Worker(new URL('./checkpoint-thread.js', import.meta.url), { workerData: { file: this.file } });
    // It waits for messages only: it never keeps the process alive by itself.
    worker.unref();
    return worker;
  }
}
