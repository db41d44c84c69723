/** `npm start`: read the configuration, build the app, listen, and close gracefully on SIGTERM/SIGINT. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
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

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { worker: config.worker });
  // Installed before anything is announced, so a signal right after the banner still shuts down cleanly.
  closeOnSignals(app);
  const demo = config.demo ? await ensureDemo(app.store.db) : undefined;
  await app.listen({ host: config.host, port: config.port });
  process.stdout.write(`\nCreator Workspace is serving ${config.publicBaseUrl}\n`);
  if (demo) process.stdout.write(demoBanner(demo, config.publicBaseUrl));
}

main().catch((error: unknown) => {
  process.stderr.write(`creator-workspace: failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
