/** The TypeScript files of a folder, for the tests that read the code itself (layers, who writes a table). */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .ts and .tsx file under `dir`, at any depth. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}
