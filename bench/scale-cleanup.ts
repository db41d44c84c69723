/** bench:scale's cleanup registry (SIGINT/SIGTERM handlers installed on import): what was started or made is undone, whatever happens. */

const cleanups: (() => Promise<void> | void)[] = [];
export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const undo = cleanups.pop() as () => Promise<void> | void;
    try {
      await undo();
    } catch (error) {
      console.error(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void runCleanups().finally(() => process.exit(130));
  });
}
/** Registers `undo` and returns a function that runs it now (once) instead of at the end. */
export function onCleanup(undo: () => Promise<void> | void): () => Promise<void> {
  cleanups.push(undo);
  return async () => {
    const at = cleanups.indexOf(undo);
    if (at >= 0) {
      cleanups.splice(at, 1);
      await undo();
    }
  };
}
