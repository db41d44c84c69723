/** POST /ingest/v1/heartbeat: game servers report their players; only counts are kept. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticationFailed, bearerToken, rateHeaders, rateLimited, WINDOW_MS } from '../http/auth.js';
import type { RateLimitStore } from '../http/rate-limit.js';
import { hashSecret, INGEST_TOKEN_PREFIX, isWellFormedKey } from '../keys/format.js';
import type { Services } from '../services.js';
import type { ServerRow } from './repository.js';
import { toServerStatus } from './presenter.js';
import { ServerStatusSchema } from './schema.js';
import { recordHeartbeat } from './service.js';

/** Most players one heartbeat may carry. */
export const MAX_PLAYERS_PER_HEARTBEAT = 10_000;

/** A heartbeat as accepted. Player ids and positions are used for counting and dropped. */
export const HeartbeatBody = Type.Object(
  {
    /** Every player online now, with their position. */
    players: Type.Array(
      Type.Object(
        {
          id: Type.String({ minLength: 1, maxLength: 128, description: 'Player id (never stored)' }),
          x: Type.Number({ description: 'Position (never stored)' }),
          y: Type.Number(),
          z: Type.Number(),
        },
        { additionalProperties: false },
      ),
      { maxItems: MAX_PLAYERS_PER_HEARTBEAT },
    ),
    /** The server's capacity, when it changed. */
    max_players: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);

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
    const bearer = bearerToken(request.headers.authorization);
    const token = 'token' in bearer && isWellFormedKey(bearer.token, INGEST_TOKEN_PREFIX) ? bearer.token : undefined;
    const server = token === undefined ? undefined : await db.selectFrom('servers').selectAll().where('ingest_token_hash', '=', hashSecret(token)).executeTakeFirst();
    if (!server) {
      const problem = 'problem' in bearer ? bearer.problem : 'The ingest token is malformed, unknown or has been rotated.';
      throw await authenticationFailed(rateLimits, request.ip, config.authFailuresPerMinute, problem);
    }
    const decision = await rateLimits.hit(`server:${server.id}`, config.heartbeatsPerMinute, WINDOW_MS);
    rateHeaders(reply, decision);
    if (!decision.allowed) throw rateLimited(decision);
    request.ingestServer = server;
  });

  app.post('/heartbeat', { schema: { hide: true, body: HeartbeatBody, response: { 200: ServerStatusSchema } } }, async (request) => {
    const row = await recordHeartbeat(db, request.ingestServer, request.body);
    return toServerStatus(row, config.zoneMinCount);
  });
};
