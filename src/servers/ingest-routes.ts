/** POST /ingest/v1/heartbeat: game servers report their players; only counts are kept. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rateHeaders } from '../http/admission.js';
import { errorResponses } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import type { ServerRow } from './repository.js';
import { toServerStatus, zoneThreshold } from './presenter.js';
import { HeartbeatBody, ServerStatusSchema } from './schema.js';
import { recordHeartbeat } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The game server an ingest token belongs to. */
    ingestServer: ServerRow;
  }
}

/** The ingest routes; authenticated by the server's ingest token, rate limited per server. */
export const ingestRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db, config, admission }) => {
  app.decorateRequest('ingestServer', null as unknown as ServerRow);
  // The same admission as the API's (admission.ts): the failure budget, the token, the server's heartbeat budget.
  app.addHook('onRequest', async (request, reply) => {
    const admitted = await admission.ingest({ request: request.raw, ip: request.ip, authorization: request.headers.authorization });
    void reply.headers(rateHeaders(admitted.decision));
    request.ingestServer = admitted.server;
  });

  const schema = {
    operationId: 'sendHeartbeat',
    summary: 'Report the players online now',
    description:
      'Send every few seconds (the server goes offline after missed heartbeats). Player ids and positions are used to count players per zone and then dropped; the answer is the public status, exactly what `GET /servers/{id}/status` shows.',
    tags: ['Ingest'],
    security: [{ ingestToken: [] }],
    body: HeartbeatBody,
    response: { 200: ServerStatusSchema, ...pick(errorResponses, [400, 401, 413, 415, 422, 429, 500, 503]) },
  };
  app.post('/heartbeat', { schema }, async (request) => {
    const server = request.ingestServer;
    const workspace = await db.selectFrom('workspaces').select(['zone_min_count', 'live_id']).where('id', '=', server.workspace_id).executeTakeFirst();
    // The server's workspace is there (the token was found through it); were it gone, the server is shown as live.
    const terms = workspace ?? { zone_min_count: null, live_id: null };
    return toServerStatus(await recordHeartbeat(db, server, request.body, zoneThreshold(terms, config.zoneMinCount)), terms, config.zoneMinCount);
  });
};

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}
