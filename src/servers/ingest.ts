/** POST /ingest/v1/heartbeat: game servers report their players; only counts are kept. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticationFailed, bearerToken, refuseGuessers, spendBudget } from '../http/auth.js';
import type { RateLimitStore } from '../http/rate-limit.js';
import { hashSecret, INGEST_TOKEN_PREFIX, isWellFormedKey } from '../keys/format.js';
import type { Services } from '../services.js';
import type { ServerRow } from './repository.js';
import { toServerStatus } from './presenter.js';
import { HeartbeatBody, ServerStatusSchema } from './schema.js';
import { recordHeartbeat } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The game server an ingest token belongs to. */
    ingestServer: ServerRow;
  }
}

/** The ingest routes; authenticated by the server's ingest token, rate limited per server. */
export const ingestRoutes: FastifyPluginAsyncTypebox<Services & { rateLimits: RateLimitStore }> = async (app, { db, config, rateLimits }) => {
  app.decorateRequest('ingestServer', null as unknown as ServerRow);
  app.addHook('onRequest', async (request, reply) => {
    await refuseGuessers(rateLimits, request.ip, config.authFailuresPerMinute);
    const bearer = bearerToken(request.headers.authorization);
    const token = 'token' in bearer && isWellFormedKey(bearer.token, INGEST_TOKEN_PREFIX) ? bearer.token : undefined;
    const server = token === undefined ? undefined : await db.selectFrom('servers').selectAll().where('ingest_token_hash', '=', hashSecret(token)).executeTakeFirst();
    if (!server) {
      const problem = 'problem' in bearer ? bearer.problem : 'The ingest token is malformed, unknown or has been rotated.';
      throw await authenticationFailed(rateLimits, request.ip, config.authFailuresPerMinute, problem);
    }
    await spendBudget(rateLimits, reply, `server:${server.id}`, config.heartbeatsPerMinute);
    request.ingestServer = server;
  });

  app.post('/heartbeat', { schema: { hide: true, body: HeartbeatBody, response: { 200: ServerStatusSchema } } }, async (request) => {
    const row = await recordHeartbeat(db, request.ingestServer, request.body);
    return toServerStatus(row, config.zoneMinCount);
  });
};
