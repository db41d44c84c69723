/**
 * The server of `npm start` with its rate limits kept in this process's memory whatever the store: not a way to
 * deploy (several processes would each keep their own windows), but the measure of what sharing the limits costs.
 * `bench:uncached`'s `postgres+memory` setup runs it against the plain handler, which keeps no limits at all.
 */
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { MemoryRateLimitStore } from '../src/rate-limit/store.js';

const config = loadConfig();
const app = await buildApp(config, { rateLimits: new MemoryRateLimitStore() });
await app.listen({ host: config.host, port: config.port });
process.stdout.write(`Creator Workspace is serving ${config.publicBaseUrl} (limits in this process)\n`);
const stop = (): void => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
