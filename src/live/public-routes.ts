/**
 * The public overlay of a server's live status: `/public/v1/status/{token}` (JSON) and `/stream` (SSE). The token
 * is the only credential; the answer is exactly the keyed `GET /servers/{id}/status`'s. CORS is open here only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { failureBucket, rateLimited, refuseGuessers, WINDOW_MS } from '../http/auth.js';
import { notFound } from '../api-error.js';
import { openEventStream } from './sse.js';
import type { Services } from '../http/services.js';
import type { RateLimitStore } from '../rate-limit/store.js';
import { findServer } from '../servers/repository.js';
import { toServerStatus } from '../servers/presenter.js';
import type { LiveHub } from './hub.js';
import { admitStream, watchStatus } from './routes.js';
import { ResumeHeaders } from './schema.js';
import { findOverlayToken } from './service.js';

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'X-Request-Id' };
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

/** The public overlay routes (prefix /public/v1). */
export const publicStatusRoutes: FastifyPluginAsyncTypebox<Services & { hub: LiveHub; rateLimits: RateLimitStore }> = async (app, { db, config, hub, rateLimits }) => {
  // Every answer here, errors included, may be read by any page: the token is the credential, never a cookie.
  app.addHook('onRequest', async (_request, reply: FastifyReply) => {
    void reply.headers(CORS);
  });
  app.options('/status/*', { schema: { hide: true } }, async (_request, reply) =>
    reply.code(204).headers({ 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Allow-Headers': 'Last-Event-ID', 'Access-Control-Max-Age': '86400' }).send(),
  );

  /** The live token of the URL; an unknown one counts against the client address's failure budget, like a wrong key. */
  const overlay = async (ip: string, token: string) => {
    await refuseGuessers(rateLimits, ip, config.authFailuresPerMinute);
    const found = await findOverlayToken(db, token);
    if (found) return found;
    const decision = await rateLimits.hit(failureBucket(ip), config.authFailuresPerMinute, WINDOW_MS);
    throw decision.allowed ? notFound('Overlay') : rateLimited(decision);
  };
  const statusOf = async (workspaceId: number, serverId: number) => {
    const [server, workspace] = await Promise.all([findServer(db, workspaceId, serverId), db.selectFrom('workspaces').select(['zone_min_count', 'live_id']).where('id', '=', workspaceId).executeTakeFirst()]);
    if (!server || !workspace) throw notFound('Overlay');
    return toServerStatus(server, workspace, config.zoneMinCount);
  };

  app.get('/status/:token', { schema: { hide: true, params: TokenParams } }, async (request) => {
    const token = await overlay(request.ip, request.params.token);
    return statusOf(token.workspace_id, token.server_id);
  });

  app.get('/status/:token/stream', { schema: { hide: true, params: TokenParams, headers: ResumeHeaders } }, async (request, reply) => {
    const token = await overlay(request.ip, request.params.token);
    // The watch reads the status itself: here only that the server is there.
    if (!(await findServer(db, token.workspace_id, token.server_id))) throw notFound('Overlay');
    admitStream(hub, `token:${token.id}`, hub.perToken);
    const sink = openEventStream(reply);
    hub.add(sink, { tokenId: token.id });
    watchStatus(hub, sink, { workspaceId: token.workspace_id, serverId: token.server_id, tokenId: token.id, seen: request.headers['last-event-id'] });
  });
};
