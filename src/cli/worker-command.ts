/** `worker`: the background jobs alone, for running several processes beside (or instead of) `npm start`'s. */
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import { loadConfig, type Config } from '../config.js';
import { createLogger } from '../log.js';
import type { DeliveryObserver } from '../webhooks/engine/observer.js';
import { bearerMatches } from '../metrics/token.js';
import { startWorker } from '../jobs/worker.js';
import { positiveInt, str, UsageError, type Args } from './args.js';
import type { Command } from './commands.js';
import type { Store } from '../db/database.js';

const json = (status: number, body: object) => ({ status, type: 'application/json; charset=utf-8', text: JSON.stringify(body) });

/** The worker's own small server: GET /metrics behind the token (as the API's), GET /healthz; 404 for anything else. */
function metricsServer(config: Config, registry: Registry, contentType: string): Server {
  return createServer((req, res) => {
    const answer = async () => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'GET' || (path !== '/metrics' && path !== '/healthz')) return json(404, { error: 'not_found', message: 'Not found.' });
      if (path === '/healthz') return json(200, { status: 'ok' });
      if (!bearerMatches(config.metricsToken, req.headers.authorization)) return json(401, { error: 'unauthorized', message: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.' });
      return { status: 200, type: contentType, text: await registry.metrics() };
    };
    answer().then(
      ({ status, type, text }) => res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error: 'internal_error', message: 'Could not collect the metrics.' })),
    );
  });
}

async function listenFor(config: Config, args: Args, db: Store['db']): Promise<{ observer: DeliveryObserver; server: Server } | undefined> {
  if (str(args, 'metrics-port') === undefined) return undefined;
  const port = positiveInt(str(args, 'metrics-port'), '--metrics-port', 65_535);
  if (config.metricsToken === '') throw new UsageError('--metrics-port needs METRICS_TOKEN: the metrics are served only to a caller that presents it.');
  // Loaded only here: every other command starts faster without the metrics client.
  const { prometheusContentType, Registry } = await import('prom-client');
  const { collectProcessMetrics } = await import('../metrics/process-metrics.js');
  const { deliveryMetrics } = await import('../metrics/deliveries.js');
  const registry = new Registry();
  collectProcessMetrics(registry);
  const server = metricsServer(config, registry, prometheusContentType);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(new UsageError(`cannot listen on HOST=${config.host} --metrics-port ${port}: ${error.code === 'EADDRINUSE' ? 'the port is in use' : error.message}`)));
    server.listen(port, config.host, resolve);
  });
  return { observer: deliveryMetrics(registry, db), server };
}

/** Runs until SIGTERM/SIGINT, then finishes attempts in flight and exits 0. */
export const WORKER_COMMAND: Command = {
  usage: 'worker [--metrics-port N]',
  options: { 'metrics-port': { type: 'string' } },
  positionals: 0,
  run: async (store, args, _applied, env) => {
    const config = loadConfig(env);
    // Standard output is the command's answer; the log goes to standard error.
    const log = createLogger(config, process.stderr);
    const metrics = await listenFor(config, args, store.db);
    const worker = startWorker(store, config, log, metrics?.observer);
    log.info(metrics ? { metricsPort: (metrics.server.address() as { port: number }).port } : {}, 'worker started');
    await new Promise<void>((resolve) => {
      process.once('SIGTERM', resolve);
      process.once('SIGINT', resolve);
    });
    log.info('worker stopping: finishing attempts in flight');
    metrics?.server.close();
    await worker.stop();
    return { json: { stopped: true }, text: 'Worker stopped.' };
  },
};
