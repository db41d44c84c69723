/** `npm start`: read the configuration, build the app, listen, and close gracefully on SIGTERM/SIGINT. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { hidePassword } from './project.js';
import { demoBanner, ensureDemo } from './demo/first-start.js';

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

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { worker: config.worker });
  // Installed before anything is announced, so a signal right after the banner still shuts down cleanly.
  closeOnSignals(app);
  await app.listen({ host: config.host, port: config.port }).catch(async (error: unknown) => {
    await app.close();
    throw listenFailure(config, error);
  });
  // Only once listening: a start that cannot serve must not create (and so lose) the one-time key and password.
  const demo = config.demo ? await ensureDemo(app.store.db) : undefined;
  process.stdout.write(`\nCreator Workspace is serving ${config.publicBaseUrl}\n`);
  process.stdout.write(`Store: ${hidePassword(config.databaseUrl)}\n`);
  process.stdout.write(`API reference: ${config.publicBaseUrl}/docs\n`);
  if (demo) process.stdout.write(demoBanner(demo, config.publicBaseUrl));
}

main().catch((error: unknown) => {
  process.stderr.write(`creator-workspace: failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
