/** GET /streams, POST /streams and POST /streams/{id}/end (docs/webhooks.md, Events). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cachedRead } from '../http/cached-read.js';
import { operation } from '../http/operation.js';
import { listEnvelope, toPage } from '../http/pagination.js';
import { IdParams, ListOf } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import { listStreams } from './repository.js';
import { StartStreamBody, StreamListQuery, StreamSchema } from './schema.js';
import { endStream, startStream, toStream } from './service.js';

/** Stream routes. */
export const streamRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  app.get(
    '/streams',
    cachedRead(
      { id: 'listStreams', summary: 'List streams, newest first', tag: 'Streams', scope: 'read:streams', cache: { resources: ['streams'] }, querystring: StreamListQuery, response: ListOf(StreamSchema) },
      async ({ caller, query }) => {
        const page = toPage(query);
        const { rows, total } = await listStreams(db, caller.workspace.id, { status: query.status }, page);
        return listEnvelope(rows.map(toStream), total, page);
      }
    ),
  );

  app.post(
    '/streams',
    operation({ id: 'startStream', summary: 'Start a stream (raises stream.started)', tag: 'Streams', scope: 'write:streams', body: StartStreamBody, response: StreamSchema }),
    async (request) => startStream(db, request.caller.workspace.id, request.body),
  );

  app.post(
    '/streams/:id/end',
    operation({ id: 'endStream', summary: 'End a live stream (raises stream.ended)', tag: 'Streams', scope: 'write:streams', params: IdParams, response: StreamSchema }),
    async (request) => endStream(db, request.caller.workspace.id, request.params.id),
  );
};
