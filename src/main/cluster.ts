/**
 * WORKERS=N (docs/decisions.md#13-operating-it): N API processes, one port (node:cluster). The primary migrates once,
 * runs the background jobs once, replaces an API process that dies, and on SIGTERM/SIGINT lets every process finish
 * what it is answering before it stops the jobs and exits.
 */
import cluster, { type Worker } from 'node:cluster';
import { Registry } from 'prom-client';
import { collectProcessMetrics } from '../metrics/process-metrics.js';
import type { Config } from '../config.js';
import { openStore } from '../db/database.js';
import { createLogger } from '../log.js';
import { serveClusterMetrics } from '../metrics/cluster.js';
import { deliveryMetrics } from '../metrics/deliveries.js';
import { startWorker } from '../jobs/worker.js';

/** An API process that dies within this long of starting is replaced only after RESTART_DELAY_MS (no crash loop at full speed). */
const QUICK_DEATH_MS = 5_000;
const RESTART_DELAY_MS = 1_000;

/** Runs the primary; resolves once every API process listens, with the open store for the first-start demo. */
export async function runPrimary(config: Config): Promise<{ store: ReturnType<typeof openStore> }> {
  const log = createLogger(config);
  const store = openStore(config.databaseUrl);
  if (store.file !== undefined && config.redisUrl === '') {
    await store.close();
    throw new Error(
      `WORKERS=${config.apiProcesses} on SQLite needs REDIS_URL: the rate limits must be shared by every API process. Set REDIS_URL, or WORKERS=1.`,
    );
  }
  await store.migrate();
  const registry = config.metricsToken === '' ? undefined : new Registry();
  if (registry) {
    collectProcessMetrics(registry);
    serveClusterMetrics(registry);
  }
  const jobs = config.runJobs ? startWorker(store, config, log, registry && deliveryMetrics(registry, store.db)) : undefined;

  let stopping = false;
  const born = new Map<number, number>();
  const fork = (): Worker => {
    const worker = cluster.fork({ CW_API_PROCESS: '1' });
    born.set(worker.id, Date.now());
    return worker;
  };
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: every API process finishes what it is answering');
    const exits = Object.values(cluster.workers ?? {}).map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (!worker || worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    );
    Promise.all(exits)
      .then(async () => {
        await jobs?.stop();
        await store.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  const first = Array.from({ length: config.apiProcesses }, fork);
  // Every first process listening, or the reason one could not (it printed why on standard error).
  await new Promise<void>((resolve, reject) => {
    let listening = 0;
    for (const worker of first) {
      worker.once('listening', () => (listening += 1) === first.length && resolve());
      worker.once('exit', (code) => listening < first.length && reject(new Error(`an API process exited with ${code} before it could listen`)));
    }
  }).catch(async (error: unknown) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    await jobs?.stop();
    await store.close();
    throw error;
  });

  cluster.on('exit', (worker, code, signal) => {
    const age = Date.now() - (born.get(worker.id) ?? 0);
    born.delete(worker.id);
    if (stopping) return;
    log.error({ apiProcess: worker.process.pid, code, signal }, 'an API process ended unexpectedly; starting another');
    setTimeout(() => stopping || fork(), age < QUICK_DEATH_MS ? RESTART_DELAY_MS : 0);
  });

  return { store };
}
