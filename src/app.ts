/** buildApp: the whole HTTP service on a store, without listening. */
import { createServer } from 'node:http';
import fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config.js';
import { claimSqliteStore } from './db/api-lock.js';
import { openStore, type Store } from './db/database.js';
import { registerRequestStart } from './http/auth.js';
import { capConnectionsPerAddress, DEFAULT_TIMEOUTS, requestId, serverOptions, type ConnectionLimits } from './http/connections.js';
import { ApiError } from './api-error.js';
import { registerErrorHandling } from './http/error-handler.js';
import { BODY_LIMIT_BYTES, registerJsonBody } from './http/json-body.js';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit/store.js';
import { SharedRateLimitStore } from './rate-limit/postgres.js';
import { RedisRateLimitStore } from './rate-limit/redis.js';
import { validatorCompiler } from './http/validation.js';
import { Admission, type ChecksEditor } from './http/admission.js';
import { defaultChecks } from './http/admission-checks.js';
import { FastPath } from './fast-path/index.js';
import { declareBodyErrors } from './http/operation.js';
import { registerDocuments } from './openapi/serve.js';
import { registerIdempotency } from './idempotency/hooks.js';
import { analyticsRoutes } from './analytics/routes.js';
import { meRoutes } from './me/routes.js';
import { memberRoutes } from './members/routes.js';
import { orderRoutes } from './orders/routes.js';
import { postRoutes } from './posts/routes.js';
import { productRoutes } from './products/routes.js';
import { profileRoutes } from './profiles/routes.js';
import { ingestRoutes } from './servers/ingest-routes.js';
import { serverRoutes } from './servers/routes.js';
import { webhookRoutes } from './webhooks/routes.js';
import { webhookOperationRoutes } from './webhooks/operation-routes.js';
import { dashboard } from './dashboard/plugin.js';
import type { Services } from './http/services.js';
import { Registry } from 'prom-client';
import { collectProcessMetrics } from './metrics/process-metrics.js';
import { logStream } from './log.js';
import { registerRequestLog } from './http/request-log.js';
import { HttpMetrics } from './http/http-metrics.js';
import { subscriptionRoutes } from './orders/subscription-routes.js';
import { streamRoutes } from './streams/routes.js';
import { reportRoutes } from './reports/routes.js';
import { automationRoutes } from './automations/routes.js';
import { metricsRoutes } from './metrics/routes.js';
import { clusterMetricsSource } from './metrics/cluster.js';
import { healthRoutes } from './health/routes.js';
import { eventTypeRoutes } from './openapi/event-type-routes.js';
import { testModeRoutes } from './test-mode/routes.js';
import { refuseUnknownQueryParameters } from './http/query-parameters.js';
import { announceWith } from './webhooks/outbox.js';
import { NEW_WORK_CHANNEL } from './webhooks/engine/wakeup.js';
import { faultsOf } from './db/faults.js';
import { deliveryMetrics } from './metrics/deliveries.js';
import type { DeliveryObserver } from './webhooks/engine/observer.js';
import { LiveHub } from './live/hub.js';
import { usePasswordHashCost } from './users/passwords.js';
import { liveRoutes } from './live/routes.js';
import { publicStatusRoutes } from './live/public-routes.js';

/** The API's path prefix. */
export const API_PREFIX = '/api/v1';

/** The resources, in one explicit list. */
const RESOURCES = [meRoutes, profileRoutes, productRoutes, orderRoutes, subscriptionRoutes, streamRoutes, reportRoutes, automationRoutes, serverRoutes, memberRoutes, postRoutes, analyticsRoutes, webhookRoutes, webhookOperationRoutes, testModeRoutes, eventTypeRoutes];

/** The background jobs an app runs: stopped with it. */
export interface BackgroundJobs {
  stop(): Promise<void>;
}

/** Starts the background jobs on `store` (the app never imports them: they sit above it, with the entry points). */
export type StartJobs = (store: Store, config: Config, log: FastifyBaseLogger, observer: DeliveryObserver | undefined) => BackgroundJobs;

/** How to build the app: tests shorten the time limits and bring their own rate-limit store. */
export interface BuildOptions {
  readonly rateLimits?: RateLimitStore;
  /** The rate-limit store's clock (tests move it to the end of a window instead of waiting). */
  readonly rateLimitClock?: () => number;
  /** Where log lines go instead of standard output (tests read them). */
  readonly logTo?: { write(text: string): unknown };
  /** Runs the background jobs inside this app (jobs/worker.ts's startWorker; the entry points and tests give it). */
  readonly worker?: StartJobs | undefined;
  readonly timeouts?: Partial<Omit<ConnectionLimits, 'maxConnectionsPerAddress'>>;
  /** An API process of WORKERS=N: /metrics answers for every process, through the cluster's primary. */
  readonly clusterMetrics?: boolean;
  /** Edits admission's checks (a test adds one that refuses, and sees every path refuse). */
  readonly admissionChecks?: ChecksEditor;
  /** The live streams' heartbeat interval and ceilings (tests shorten and lower them). */
  readonly streams?: { readonly heartbeatMs?: number; readonly max?: number; readonly perKey?: number; readonly perToken?: number };
}

/** Most live streams (SSE) one process holds open (docs/scaling.md, "Live streams"). */
export const MAX_STREAMS_PER_PROCESS = 15_000;
/** Most streams one API key holds open in one process (an integration needs one or two). */
export const MAX_STREAMS_PER_KEY = 100;
/** Most streams of one overlay link in one process (its viewers). */
export const MAX_STREAMS_PER_TOKEN = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The open store (closed with the app). */
    store: Store;
    /** The background jobs, when the app runs them. */
    worker?: BackgroundJobs;
    /** The live streams of this process. */
    live: LiveHub;
  }
}

/** Where the counters live (docs/decisions.md#13-operating-it): Redis when configured, else PostgreSQL's store, else this (only) process. */
async function rateLimitStore(config: Config, store: Store, log: FastifyBaseLogger, clock?: () => number): Promise<RateLimitStore> {
  if (config.redisUrl !== '') {
    const redis = new RedisRateLimitStore(config.redisUrl, undefined, log, clock);
    await redis.connect();
    return redis;
  }
  return store.dialect === 'postgres' ? new SharedRateLimitStore(store.db, clock) : new MemoryRateLimitStore(clock);
}

/** Builds the app on the configured store (migrated), ready for `inject` or `listen`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Set once the app is ready (src/fast-path/): kept answers are sent before Fastify sees their requests.
  let fast: FastPath | undefined;
  const connections = serverOptions({ ...DEFAULT_TIMEOUTS, ...options.timeouts, maxConnectionsPerAddress: config.maxConnectionsPerAddress });
  const app = fastify({
    serverFactory: (handler) => {
      // The server Fastify would build from these options, with the fast path before its handler.
      const server = createServer(connections.http, (req, res) => {
        const answered = fast?.answer(req, res);
        // A fast path that fails leaves the request to Fastify, as one it does not answer.
        if (answered instanceof Promise) void answered.then((done) => done || handler(req, res), () => handler(req, res));
        else if (answered !== true) handler(req, res);
      });
      server.keepAliveTimeout = connections.keepAliveTimeout;
      server.requestTimeout = connections.requestTimeout;
      return server;
    },
    logger: { level: config.logLevel, redact: ['req.headers.authorization'], stream: logStream(config.logFormat, options.logTo) },
    // One line per request, by registerRequestLog (docs/decisions.md#13-operating-it), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: requestId,
    ...connections,
    // Fastify's own answers to unroutable requests (bad URL encoding…) use our envelope too.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(404).header('Cache-Control', 'no-store').send(new ApiError('not_found', 'Not found.').toBody());
    },
  });
  capConnectionsPerAddress(app.server, config.maxConnectionsPerAddress);
  usePasswordHashCost(config.passwordHashCost);
  const store = openStore(config.databaseUrl);
  if (store.file !== undefined && config.redisUrl === '') {
    try {
      const release = claimSqliteStore(store.file);
      app.addHook('onClose', async () => release());
    } catch (error) {
      await store.close();
      throw error;
    }
  }
  await store.migrate();
  const rateLimits = options.rateLimits ?? (await rateLimitStore(config, store, app.log, options.rateLimitClock));
  // Metrics are kept only when someone may read them.
  const registry = config.metricsToken === '' ? undefined : new Registry();
  if (registry) collectProcessMetrics(registry);
  const httpMetrics = registry && new HttpMetrics(registry);
  app.decorate('store', store);
  app.addHook('onClose', async () => {
    if (rateLimits instanceof MemoryRateLimitStore) rateLimits.close();
    if (rateLimits instanceof RedisRateLimitStore) await rateLimits.close();
    await store.close();
  });
  if (store.dialect === 'sqlite' && rateLimits instanceof RedisRateLimitStore) {
    // Other processes' dispatchers hear of this one's new deliveries at once (webhooks/engine/wakeup.ts).
    const redis = rateLimits;
    announceWith(store.db, () => redis.publish(NEW_WORK_CHANNEL));
  }
  if (options.worker) {
    const worker = options.worker(store, config, app.log, registry && deliveryMetrics(registry, store.db));
    app.decorate('worker', worker);
    // onClose hooks run last-registered first: deliveries in flight finish before the store closes.
    app.addHook('onClose', () => worker.stop());
  }

  app.addHook('onRoute', declareBodyErrors);
  app.setValidatorCompiler(validatorCompiler);
  registerJsonBody(app);
  refuseUnknownQueryParameters(app);
  const faults = faultsOf(store, app.log);
  app.addHook('onClose', async () => faults.close());
  // A write that got through says the store has room again (see db/faults.ts).
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) faults.wrote();
    done();
  });
  registerErrorHandling(app, faults);
  registerRequestLog(app, httpMetrics);
  const fastPath = new FastPath({
    db: store.db,
    dialect: store.dialect,
    version: () => store.version(),
    answerCacheEntries: config.answerCacheEntries,
    metrics: httpMetrics,
    log: app.log,
  });
  fastPath.declare(app);
  const checks = defaultChecks({
    db: store.db,
    rateLimits,
    perMinute: config.rateLimitPerMinute,
    heartbeatsPerMinute: config.heartbeatsPerMinute,
    authFailuresPerMinute: config.authFailuresPerMinute,
    findKey: fastPath.keyFinder(),
    warn: (error) => app.log.warn({ err: error }, 'could not record last_used_at'),
  });
  const admission = new Admission(options.admissionChecks ? options.admissionChecks(checks) : checks);
  registerRequestStart(app, admission);
  registerIdempotency(app, store.db, API_PREFIX);

  await registerDocuments(app, config);
  await app.register(healthRoutes, { store, rateLimits, faults });
  if (registry) {
    const source = options.clusterMetrics ? clusterMetricsSource(registry) : () => registry.metrics();
    await app.register(metricsRoutes, { token: config.metricsToken, source });
  }

  const services: Services = { db: store.db, config, admission };
  for (const resource of RESOURCES) await app.register(resource, { prefix: API_PREFIX, ...services });
  const hub = new LiveHub({
    db: store.db,
    postgres: store.dialect === 'postgres',
    defaultThreshold: config.zoneMinCount,
    heartbeatMs: options.streams?.heartbeatMs,
    maxStreams: options.streams?.max ?? MAX_STREAMS_PER_PROCESS,
    perKey: options.streams?.perKey ?? MAX_STREAMS_PER_KEY,
    perToken: options.streams?.perToken ?? MAX_STREAMS_PER_TOKEN,
    onError: (error) => app.log.error({ err: error }, 'live streams: reading the store failed'),
  });
  app.decorate('live', hub);
  await app.register(liveRoutes, { prefix: API_PREFIX, ...services, hub });
  await app.register(publicStatusRoutes, { prefix: '/public/v1', ...services, hub, rateLimits });
  await app.register(ingestRoutes, { prefix: '/ingest/v1', ...services });
  await app.register(dashboard, { prefix: '/dashboard', db: store.db, config, rateLimits, revoked: (tokenId) => hub.status.revoked(tokenId) });
  // A closing app answers 503 to what arrives meanwhile: that is Fastify's to do.
  app.addHook('preClose', async () => {
    // What arrives while the app closes is Fastify's to answer.
    fast = undefined;
    // Open streams end first, or closing would wait for them; their clients reconnect to another process.
    await hub.close();
  });
  await app.ready();
  fastPath.open(admission);
  fast = fastPath;
  return app;
}
