/** docs/decisions.md#13-operating-it: one API process per SQLite file unless REDIS_URL shares the rate limits; with it, several share one budget. */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { CLI, cli, freePort, startServer } from '../helpers/process.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'cw-proc-'));

test('a second API process on the same SQLite file refuses to start, naming REDIS_URL; a worker runs beside; kill -9 frees the file', async () => {
  const dir = tempDir();
  const env = { DATABASE_URL: `sqlite:${join(dir, 'store.db')}`, DEMO: 'false' };
  let first: ReturnType<typeof startServer> | undefined;
  try {
    first = startServer(dir, { ...env, PORT: String(await freePort()) }, /serving/);
    await first.ready;
    const second = startServer(dir, { ...env, PORT: String(await freePort()) }, /serving/);
    second.ready.catch(() => undefined);
    const started = Date.now();
    assert.equal(await second.exited, 1);
    assert.ok(Date.now() - started >= 9_000, 'it waited for the claim before refusing');
    assert.match(second.output(), /REDIS_URL/);
    assert.match(second.output(), /another API process/);

    // The worker says when it is up (its SIGTERM handler is in place from then on): a busy machine starts it slowly.
    const worker = spawn(CLI, ['worker'], { env: { ...process.env, ...env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'ignore', 'pipe'] });
    const workerExit = new Promise<number | null>((resolve) => worker.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      let said = '';
      const timer = setTimeout(() => reject(new Error(`the worker did not start: ${said}`)), 30_000);
      worker.stderr.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('worker started')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    assert.equal(worker.exitCode, null, 'the worker command runs beside the API process');
    worker.kill('SIGTERM');
    assert.equal(await workerExit, 0);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = startServer(dir, { ...env, PORT: String(await freePort()) }, /serving/);
    await third.ready;
    third.child.kill('SIGTERM');
    assert.equal(await third.exited, 0);
  } finally {
    // A failed step must not leave the first server running: its open pipes would keep this file from ending.
    if (first?.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

test('with REDIS_URL, two API processes serve one SQLite file and share each key\'s budget', async () => {
  const redisUrl = 'redis://127.0.0.1:6379/7';
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  await redis.quit();
  const dir = tempDir();
  const env = { DATABASE_URL: `sqlite:${join(dir, 'store.db')}`, DEMO: 'false', REDIS_URL: redisUrl, RATE_LIMIT_PER_MINUTE: '4' };
  const servers: ReturnType<typeof startServer>[] = [];
  try {
    await cli(['workspace', 'create', 'shared'], env);
    const key = JSON.parse((await cli(['key', 'create', '--workspace', 'shared', '--scopes', 'all', '--json'], env)).stdout).key as string;
    const ports = [await freePort(), await freePort()];
    for (const port of ports) servers.push(startServer(dir, { ...env, PORT: String(port) }, /serving/));
    await Promise.all(servers.map((s) => s.ready));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/v1/me`, { headers: { authorization: `Bearer ${key}` } });
      statuses.push(response.status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429]);
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    rmSync(dir, { recursive: true, force: true });
  }
});
