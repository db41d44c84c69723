/** Child processes for the benches: tracking, waiting for and terminating them, a free port, and sleeping. */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Every child passed to `track`, so they are killed whatever happens. */
const children = new Set<ChildProcess>();

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM, then SIGKILL if it has not gone within `graceMs`. */
export async function terminate(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

/** Terminates every tracked child still running, all at once. */
export async function terminateTracked(graceMs: number): Promise<void> {
  await Promise.all([...children].map((child) => terminate(child, graceMs)));
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}
