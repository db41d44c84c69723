/** Where this project lives and its version: the default store is resolved here, not in the current directory. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'creator-workspace') return dir;
    dir = dirname(dir);
  }
  throw new Error('creator-workspace: package.json not found above the compiled code');
}

/**
 * The module `name` beside the module at `moduleUrl`, with that module's own extension: `.js` when the code runs
 * compiled, `.ts` when it runs from its source (`npm run test:file`).
 */
export function besideModule(moduleUrl: string, name: string): URL {
  return new URL(`./${name}.${moduleUrl.endsWith('.ts') ? 'ts' : 'js'}`, moduleUrl);
}

/** The repository (package) root. */
export const PROJECT_ROOT = findRoot();

/** The package's version. */
export const VERSION = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** The default store: `data/creator-workspace.db` in the project, wherever the command is run from. */
export const DEFAULT_DATABASE_URL = `sqlite:${join(PROJECT_ROOT, 'data', 'creator-workspace.db')}`;

/** An address fit to print: any `user:password@` shows `user:***@`. */
export function hidePassword(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/@:]*):[^/@]*@/i, '$1:***@');
}
