/** `npm start`: read the configuration, build the app, listen, and close gracefully on SIGTERM/SIGINT. */
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { demoBanner, ensureDemo } from './demo/first-start.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const demoKey = config.demo ? await ensureDemo(app.store.db) : undefined;
  await app.listen({ host: config.host, port: config.port });
  process.stdout.write(`\nCreator Workspace is serving ${config.publicBaseUrl}\n`);
  if (demoKey) process.stdout.write(demoBanner(demoKey, config.publicBaseUrl));

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

main().catch((error: unknown) => {
  process.stderr.write(`creator-workspace: failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
