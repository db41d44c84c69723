/** POST /test/events and POST /test/servers/{id}/status: test keys only (docs/decisions.md#21-test-mode). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, validationError } from '../api-error.js';
import { operation } from '../http/operation.js';
import { IdParams } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import { toServerStatus, zoneThreshold } from '../servers/presenter.js';
import { ServerStatusSchema } from '../servers/schema.js';
import { isLive } from '../workspaces/repository.js';
import { MoveServerBody, TriggerBody, TriggeredSchema } from './schema.js';
import { setServerStatus } from './servers.js';
import { trigger } from './triggers.js';
import { sharingTwin } from './turns.js';

/** Test-mode routes: a test key's workspace is its twin, so the handlers use the caller's workspace as it is. */
export const testModeRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db, config }) => {
  // Before the input is validated: to a live key these operations do not exist, whatever it sends (404, never 422).
  app.addHook('preValidation', async (request) => {
    if (isLive(request.caller.workspace)) throw new ApiError('not_found', 'Test mode operations answer test keys only (cwk_test_…); this is a live key.');
  });

  app.post(
    '/test/events',
    operation({ id: 'triggerEvent', summary: 'Raise an event in test mode by its real cause', tag: 'Test mode', scope: null, testOnly: true, body: TriggerBody, response: TriggeredSchema }),
    async (request) => {
      const twin = request.caller.workspace;
      return sharingTwin(db, twin.id, (turn) => trigger(turn, twin, request.body.event, zoneThreshold(twin, config.zoneMinCount)));
    },
  );

  app.post(
    '/test/servers/:id/status',
    operation({ id: 'moveTestServer', summary: 'Move a test server online or offline, with a player count', tag: 'Test mode', scope: null, testOnly: true, params: IdParams, body: MoveServerBody, response: ServerStatusSchema }),
    async (request) => {
      const twin = request.caller.workspace;
      if (request.body.status === 'offline' && request.body.players !== undefined) throw validationError({ players: ['an offline server has no players; leave players out'] });
      const base = zoneThreshold(twin, config.zoneMinCount);
      return toServerStatus(await sharingTwin(db, twin.id, (turn) => setServerStatus(turn, twin, request.params.id, request.body, base)), twin, config.zoneMinCount);
    },
  );
};
