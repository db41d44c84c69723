/** One log line per request at info (docs/decisions.md#13-operating-it), and request series when metrics are kept. */
import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE, type HttpMetrics } from './http-metrics.js';

/** The message of every request's line. */
export const REQUEST_MESSAGE = 'request';

/** Milliseconds as logged: two decimals. */
export const loggedMs = (ms: number): number => Math.round(ms * 100) / 100;

/** Logs (and counts) every request once its answer is sent. Fastify's own two lines per request are turned off. */
export function registerRequestLog(app: FastifyInstance, metrics: HttpMetrics | undefined): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const ms = reply.elapsedTime;
    request.log.info({ method: request.method, route, status: reply.statusCode, durationMs: loggedMs(ms) }, REQUEST_MESSAGE);
    metrics?.observe(request.method, route, reply.statusCode, ms / 1000);
    done();
  });
}
