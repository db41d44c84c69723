/** Running the real binaries: the CLI and `npm start`'s server. */
import { execFile, execFileSync, spawn, type ExecFileOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { PROJECT_ROOT } from '../../src/project.js';

/** The repository root (with a trailing slash), whether the tests run compiled (build-test/) or from their source. */
export const ROOT = `${PROJECT_ROOT}/`;
/** The CLI as users run it. */
export const CLI = `${ROOT}bin/creator-workspace`;

/** What a process that ran to its end gave: its exit status and its output. */
export interface Finished {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `file` with `args` (and `input` on its standard input, when given); resolves once it exits, never rejects. */
export function runProcess(file: string, args: readonly string[], options: ExecFileOptions & { input?: string } = {}): Promise<Finished> {
  const { input, ...rest } = options;
  return new Promise((resolve) => {
    const child = execFile(file, args, { ...rest, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** Runs the CLI; resolves with its exit status and output. */
export function cli(args: string[], env: Record<string, string>, input?: string): Promise<Finished> {
  return runProcess(CLI, args, { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, input: input ?? '' });
}

/** A TCP port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts `node dist/main/server.js` in `cwd`; resolves once `marker` appears on stdout. */
export function startServer(cwd: string, env: Record<string, string>, marker: RegExp) {
  const child = spawn(process.execPath, [`${ROOT}dist/main/server.js`], { cwd, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not print ${marker}: ${stdout}\n${stderr}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (marker.test(stdout)) {
        clearTimeout(timer);
        resolve(stdout);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${stderr}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => stdout + stderr };
}

/**
 * Every byte of the store files in `dir`, read by another process: opening and closing a SQLite file in
 * this process would drop the POSIX locks the app's own connection holds on it.
 */
export function storeBytes(dir: string): Buffer {
  // Files only, those of subdirectories too (the lease owners' lock files, docs/webhooks.md).
  return execFileSync('sh', ['-c', 'find "$0" -type f -exec cat {} +', dir], { maxBuffer: 1024 * 1024 * 1024 });
}
