/** `npm start`: read the configuration, build the app, listen, and close gracefully on SIGTERM/SIGINT. */
import './node-guard.js';
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { runPrimary } from './cluster.js';
import { startWorker } from '../jobs/worker.js';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { hidePassword } from '../project.js';
import { demoBanner, ensureDemo } from '../demo/first-start.js';

/** Stops accepting, lets in-flight work finish, closes the store, exits 0 (1 if closing fails). */
function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight work');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Why the server cannot listen, naming HOST and PORT and their values. */
function listenFailure(config: Config, error: unknown): Error {
  const code = (error as { code?: string }).code;
  const where = `HOST=${config.host} PORT=${config.port}`;
  if (code === 'EADDRINUSE') return new Error(`PORT=${config.port} is already in use on ${config.host}: another process is listening there. Stop it, or set PORT to a free port.`);
  if (code === 'EACCES') return new Error(`cannot listen on ${where}: permission denied (ports below 1024 need privileges); set PORT to 1024 or above.`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return new Error(`cannot listen on ${where}: HOST is not an address of this machine.`);
  return new Error(`cannot listen on ${where}: ${error instanceof Error ? error.message : String(error)}`);
}

/** Prints where it serves, and on an empty store the demo's one-time key and password. */
async function announce(config: Config, db: Parameters<typeof ensureDemo>[0]): Promise<void> {
  // Only once listening: a start that cannot serve must not create (and so lose) the one-time key and password.
  const demo = config.demo ? await ensureDemo(db) : undefined;
  process.stdout.write(`\nCreator Workspace is serving ${config.publicBaseUrl}\n`);
  process.stdout.write(`Store: ${hidePassword(config.databaseUrl)}\n`);
  process.stdout.write(`API reference: ${config.publicBaseUrl}/docs\n`);
  if (demo) process.stdout.write(demoBanner(demo, config.publicBaseUrl));
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.apiProcesses > 1 && cluster.isPrimary) {
    const { store } = await runPrimary(config);
    process.stdout.write(`${config.apiProcesses} API processes are listening on ${config.host}:${config.port}\n`);
    return announce(config, store.db);
  }
  // An API process of the cluster: the primary runs the jobs and announces; this one only serves.
  const apiProcess = cluster.isWorker;
  const app = await buildApp(config, { worker: config.runJobs && !apiProcess ? startWorker : undefined, clusterMetrics: apiProcess });
  // Installed before anything is announced, so a signal right after the banner still shuts down cleanly.
  closeOnSignals(app);
  await app.listen({ host: config.host, port: config.port }).catch(async (error: unknown) => {
    await app.close();
    throw listenFailure(config, error);
  });
  if (!apiProcess) await announce(config, app.store.db);
}

main().catch((error: unknown) => {
  process.stderr.write(`creator-workspace: failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
