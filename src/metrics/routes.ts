/** GET /metrics (docs/decisions.md#13-operating-it): Prometheus text, only with `Authorization: Bearer $METRICS_TOKEN`; 404 without the variable. */
import type { FastifyInstance } from 'fastify';
import { prometheusContentType } from 'prom-client';
import { ApiError } from '../api-error.js';
import { bearerMatches } from './token.js';

/** Where the text comes from: this process's registry, or every API process's together (cluster). */
import type { MetricsSource } from './source.js';

/** Registers GET /metrics; with no token configured nothing is registered, and the path is any unknown one's 404. */
export async function metricsRoutes(app: FastifyInstance, options: { token: string; source: MetricsSource }): Promise<void> {
  if (options.token === '') return;
  app.get('/metrics', async (request, reply) => {
    if (!bearerMatches(options.token, request.headers.authorization)) {
      throw new ApiError('unauthorized', 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.', undefined, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    }
    return reply.header('Cache-Control', 'no-store').type(prometheusContentType).send(await options.source());
  });
}
