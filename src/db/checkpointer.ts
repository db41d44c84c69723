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
import { Worker } from 'node:worker_threads';
import { besideModule } from '../project.js';

/** The WAL's size in pages that starts a checkpoint (SQLite's default for its own). */
export const CHECKPOINT_PAGES = 1_000;
/** Where SQLite's own checkpoints take over (wal_autocheckpoint of the store's connection). */
export const SAFETY_PAGES = 4 * CHECKPOINT_PAGES;

interface Done {
  readonly log: number;
  readonly checkpointed: number;
}

export class Checkpointer {
  private worker: Worker | undefined;
  /** The thread failed, or the store is closing: no checkpoint is started again (SQLite's own go on). */
  private stopped = false;
  /** The checkpoint running now (one at a time), and whether one beside the writes has finished (its last pass is due). */
  private running: Promise<void> | undefined;
  private copied = false;
  /** Pages in the WAL that a complete checkpoint could not restart (another process wrote or read): wait for more. */
  private base = 0;

  /**
   * `pages` reads the pages in the WAL (the store's change marker reads its index header: this module opens no
   * descriptor of the file, whose closing would drop SQLite's locks).
   */
  constructor(
    private readonly file: string,
    private readonly pages: () => number | undefined,
  ) {}

  /**
   * Run before each statement that follows this connection's writes. A checkpoint due starts beside the writes (the
   * pages it copies, and the waits for the disk, cost them nothing); once it is done, the next statement waits for a
   * last pass over the few pages written meanwhile, so the WAL starts again.
   */
  async beforeStatement(): Promise<void> {
    if (this.copied) {
      this.copied = false;
      await this.run();
    } else if (this.running === undefined && this.due()) {
      void this.run().then(() => (this.copied = true));
    }
  }

  /** Whether a checkpoint is due now. */
  private due(): boolean {
    if (this.stopped) return false;
    const pages = this.pages();
    if (pages === undefined) return false;
    // The WAL started again (restarted by a write after a complete checkpoint, here or elsewhere).
    if (pages < this.base) this.base = 0;
    return pages >= this.base + CHECKPOINT_PAGES;
  }

  /** Runs a checkpoint on the thread; never throws (a failure leaves them to SQLite, at SAFETY_PAGES). */
  private run(): Promise<void> {
    const run = this.checkpoint().finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async checkpoint(): Promise<void> {
    if (this.stopped) return;
    try {
      const worker = (this.worker ??= this.startThread());
      const done = await new Promise<Done>((resolve, reject) => {
        const settle = () => {
          worker.off('message', answered);
          worker.off('error', fail);
          worker.off('exit', exited);
        };
        const answered = (message: Done) => {
          settle();
          resolve(message);
        };
        const fail = (error: unknown) => {
          settle();
          reject(error instanceof Error ? error : new Error(String(error)));
        };
        // Terminated (the store closing) or gone without an error: nothing waits for it forever.
        const exited = () => fail(new Error('the checkpoint thread exited'));
        worker.on('message', answered);
        worker.on('error', fail);
        worker.on('exit', exited);
        worker.postMessage('checkpoint');
      });
      // Not every page was copied (a reader of another process holds them): look again after as many more.
      this.base = done.log < 0 ? (this.pages() ?? 0) : done.checkpointed < done.log ? done.log : 0;
    } catch {
      this.stopped = true;
      const worker = this.worker;
      this.worker = undefined;
      void worker?.terminate();
    }
  }

  /** Lets a checkpoint running finish, then stops the thread; none starts again. */
  async close(): Promise<void> {
    this.stopped = true;
    await this.running;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private startThread(): Worker {
    const worker = new Worker(besideModule(import.meta.url, 'checkpoint-thread'), { workerData: { file: this.file } });
    // It waits for messages only: it never keeps the process alive by itself.
    worker.unref();
    return worker;
  }
}
