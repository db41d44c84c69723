/** GET /events/stream and GET /servers/{id}/status/stream: Server-Sent Events for API keys (docs/live-status.md). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listenSecret } from '../webhooks/engine/signing.js';
import { bearerToken } from '../http/auth.js';
import { ApiError, notFound, validationError } from '../api-error.js';
import { operation } from '../http/operation.js';
import { IdParams, MAX_ID } from '../http/schemas.js';
import { openEventStream } from './sse.js';
import type { Services } from '../http/services.js';
import { hashSecret } from '../keys/format.js';
import { findServer } from '../servers/repository.js';
import { isEventName } from '../webhooks/events.js';
import { eventStream } from './event-stream.js';
import type { LiveHub } from './hub.js';
import { isKeptEvent, rememberListenSecret } from './repository.js';
import { EventStreamQuery, ResumeHeaders } from './schema.js';

/** Refuses a stream the process or its key or token has no room for: 503 when the process is full, else 429. */
export function admitStream(hub: LiveHub, holder: string, most: number): void {
  const refusal = hub.refusal(holder, most);
  if (refusal === 'full') throw new ApiError('unavailable', `This process holds its most streams (${hub.maxStreams}); retry in a few seconds.`, undefined, { 'Retry-After': '5' });
  if (refusal === 'holder') throw new ApiError('rate_limited', `This ${holder.startsWith('key:') ? 'key' : 'overlay link'} holds its most open streams here (${most}); close one first.`, undefined, { 'Retry-After': '5' });
}

/**
 * Where `Last-Event-ID` resumes: after that event of the caller's workspace, kept within the retention; undefined
 * when not given. An id of another workspace's event answers exactly as one that never existed: nothing is told of
 * other workspaces, not even how many events they raise.
 */
async function resumePoint(db: Services['db'], workspaceId: number, header: string | undefined, retentionDays: number): Promise<number | undefined> {
  if (header === undefined || header === '') return undefined;
  const field = (message: string) => validationError({ 'Last-Event-ID': [message] });
  if (!/^\d{1,15}$/.test(header)) throw field('must be the id of an event (a whole number), as the stream sent it');
  const after = Number(header);
  if (after === 0 || (after <= MAX_ID && (await isKeptEvent(db, workspaceId, after)))) return after;
  throw field(`is not an event of this workspace kept within the event retention (${retentionDays} days): reconnect without Last-Event-ID to start from now`);
}

/** The keyed stream routes. */
export const liveRoutes: FastifyPluginAsyncTypebox<Services & { hub: LiveHub }> = async (app, { db, config, hub }) => {
  const events = operation({
    id: 'streamEvents',
    summary: 'Stream the workspace\'s events as they happen',
    rules:
      'Server-Sent Events. The first message is `ready` (its id is where the stream starts); then one message per event, oldest first: `id:` the event id, `event:` its name, `data:` exactly the body a webhook delivery of it carries. Reconnect with `Last-Event-ID` to resume after the last message received, within the event retention (422 when it is past it). A `: heartbeat` comment comes every 15 seconds. What `creator-workspace listen` uses.',
    tag: 'Webhooks',
    scope: 'webhooks',
    querystring: EventStreamQuery,
    headers: ResumeHeaders,
    response: { eventStream: 'An event stream that stays open' },
  });
  app.get(
    '/events/stream',
    events,
    async (request, reply) => {
      const names = new Set((request.query.events ?? '').split(',').filter((name) => name !== ''));
      const unknown = [...names].filter((name) => !isEventName(name));
      if (unknown.length > 0) throw validationError({ events: [`unknown event name(s): ${unknown.join(', ')}`] });
      const after = await resumePoint(db, request.caller.workspace.id, request.headers['last-event-id'], config.webhookRetentionDays);
      const { caller } = request;
      admitStream(hub, `key:${caller.key.id}`, hub.perKey);
      // Admission admitted this request's Bearer key, so the header holds it.
      const presented = bearerToken(request.headers.authorization);
      if (caller.key.listen_secret_hash === null && 'token' in presented) await rememberListenSecret(db, caller.workspace.id, caller.key.id, hashSecret(listenSecret(presented.token)));
      const sink = openEventStream(reply);
      const stream = eventStream(db, hub.events, sink, { workspaceId: caller.workspace.id, workspace: caller.workspace.slug, after, names });
      hub.add(sink, { keyId: caller.key.id }, stream.beat);
      try {
        await stream.run();
      } catch (error) {
        // The answer is under way: end it, so the client reconnects (and resumes) instead of waiting on a dead stream.
        request.log.error({ err: error }, 'event stream failed');
        sink.close();
      }
    },
  );

  const status = operation({
    id: 'streamServerStatus',
    summary: 'Stream a game server\'s public live status',
    rules:
      'Server-Sent Events. Each message is the body of `GET /servers/{id}/status` (`event: status`, `id:` its version), sent when it changes (the heartbeat time alone is no change), at most one a second. Connecting without `Last-Event-ID` sends the current status first; with the version last received, only what changes after it. A `: heartbeat` comment comes every 15 seconds.',
    tag: 'Servers',
    scope: 'read:servers',
    params: IdParams,
    headers: ResumeHeaders,
    response: { eventStream: 'A status stream that stays open' },
  });
  app.get(
    '/servers/:id/status/stream',
    status,
    async (request, reply) => {
      const { caller } = request;
      const server = await findServer(db, caller.workspace.id, request.params.id);
      if (!server) throw notFound('Server');
      admitStream(hub, `key:${caller.key.id}`, hub.perKey);
      const sink = openEventStream(reply);
      hub.add(sink, { keyId: caller.key.id });
      watchStatus(hub, sink, { workspaceId: server.workspace_id, serverId: server.id, seen: request.headers['last-event-id'] });
    },
  );
};

/** Sends a server's status to `sink` on every change until it closes. */
export function watchStatus(hub: LiveHub, sink: ReturnType<typeof openEventStream>, spec: { workspaceId: number; serverId: number; tokenId?: number; seen: string | undefined }): void {
  const watcher = {
    ...spec,
    send: (data: string, version: string) => sink.send({ id: version, event: 'status', data }),
    close: () => sink.close(),
  };
  sink.onClose(() => hub.status.unwatch(watcher));
  hub.status.watch(watcher);
}
