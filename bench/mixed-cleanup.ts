/** bench:mixed's cleanup: what was started or made is undone in reverse order; SIGINT/SIGTERM stop the load first (a second one forces). */
import { terminateTracked } from './children.js';

const undos: (() => Promise<void> | void)[] = [];

/** Aborted by the first SIGINT or SIGTERM: the load stops, the run throws at its next checkpoint and cleans up. */
export const interrupted = new AbortController();

/** Registers `undo` and returns a function that runs it now (once) instead of at the end. */
export function onCleanup(undo: () => Promise<void> | void): () => Promise<void> {
  undos.push(undo);
  return async () => {
    const at = undos.indexOf(undo);
    if (at >= 0) {
      undos.splice(at, 1);
      await undo();
    }
  };
}

/** Runs what is registered, newest first; a failure is told and the rest still run. */
export async function runCleanups(): Promise<void> {
  while (undos.length > 0) {
    const undo = undos.pop() as () => Promise<void> | void;
    try {
      await undo();
    } catch (error) {
      console.error(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Throws once interrupted (call between steps). */
export function checkpoint(): void {
  if (interrupted.signal.aborted) throw new Error('interrupted');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!interrupted.signal.aborted) {
      console.error(`\n${signal}: stopping the load and cleaning up (again to force)`);
      interrupted.abort();
      return;
    }
    console.error(`\n${signal}: forced; killing the children`);
    void terminateTracked(0).finally(() => process.exit(130));
  });
}
