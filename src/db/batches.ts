/**
 * Background work on many rows, in bounded batches that yield the event loop between them: on SQLite every
 * statement runs on the API process's thread, so one DELETE of two million rows would hold every request for
 * seconds (docs/scaling.md, "Background work in batches").
 */

/** Rows one statement of background work touches at most. */
export const BATCH_ROWS = 1_000;

/** Resolves after the requests that arrived meanwhile had their turn. */
export function yieldLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Runs `step(limit)` until it touches fewer than `limit` rows, yielding between steps; returns the rows touched.
 * Each step is its own statement (and transaction), so what one step did stays done if a later one fails.
 */
export async function inBatches(step: (limit: number) => Promise<number | bigint>, limit = BATCH_ROWS): Promise<number> {
  let total = 0;
  for (;;) {
    const touched = Number(await step(limit));
    total += touched;
    if (touched < limit) return total;
    await yieldLoop();
  }
}
