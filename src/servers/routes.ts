/** GET /servers and GET /servers/{id}/status. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../api-error.js';
import { cachedRead } from '../http/cached-read.js';
import { listEnvelope, toPage } from '../http/pagination.js';
import { IdParams, ListOf, PageQuery } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import { findServer, listServers } from './repository.js';
import { toServer, toServerStatus } from './presenter.js';
import { ServerSchema, ServerStatusSchema } from './schema.js';

/** Server routes. */
export const serverRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db, config }) => {
  app.get(
    '/servers',
    cachedRead(
      { id: 'listServers', summary: 'List game servers', tag: 'Servers', scope: 'read:servers', cache: { resources: ['servers'] }, querystring: PageQuery, response: ListOf(ServerSchema) },
      async ({ caller, query }) => {
        const page = toPage(query);
        const { rows, total } = await listServers(db, caller.workspace.id, page);
        return listEnvelope(rows.map(toServer), total, page);
      }
    ),
  );

  app.get(
    '/servers/:id/status',
    // The status is stored (the worker marks a silent server offline), so it changes only with a write.
    cachedRead(
      { id: 'getServerStatus', summary: 'Public live status of a game server', tag: 'Servers', scope: 'read:servers', cache: { resources: ['servers', 'account'] }, params: IdParams, response: ServerStatusSchema },
      async ({ caller, params }) => {
        const server = await findServer(db, caller.workspace.id, params.id);
        if (!server) throw notFound('Server');
        return toServerStatus(server, caller.workspace, config.zoneMinCount);
      },
    ),
  );
};
