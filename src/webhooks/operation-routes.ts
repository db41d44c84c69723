/** Webhook operations (docs/decisions.md#10-webhook-operations): delivery log, redeliver, recover, test, rotation. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operation } from '../http/operation.js';
import { IdParams, ListOf } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import {
  DEFAULT_PREVIOUS_VALID_SECONDS,
  DeliveryDetailSchema,
  DeliveryListQuery,
  DeliveryParams,
  DeliverySchema,
  RecoverBody,
  RecoveredSchema,
  RotateBody,
  RotatedSchema,
  TestBody,
} from './delivery-schema.js';
import { getDelivery, listWebhookDeliveries, recoverDeliveries, redeliver, rotateSecret, sendTestEvent } from './operations.js';

/** Routes of the webhook operations, all under the `webhooks` scope. */
export const webhookOperationRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db, config }) => {
  const common = { tag: 'Webhooks', scope: 'webhooks' } as const;

  app.get(
    '/webhooks/:id/deliveries',
    operation({ ...common, id: 'listDeliveries', summary: "List a webhook's deliveries, newest first", params: IdParams, querystring: DeliveryListQuery, response: ListOf(DeliverySchema) }),
    async (request) => listWebhookDeliveries(db, request.caller.workspace.id, request.params.id, request.query),
  );

  app.get(
    '/webhooks/:id/deliveries/:delivery_id',
    operation({ ...common, id: 'getDelivery', summary: 'Get a delivery with every attempt', params: DeliveryParams, response: DeliveryDetailSchema }),
    async (request) => getDelivery(db, request.caller.workspace.id, request.params.id, request.params.delivery_id),
  );

  app.post(
    '/webhooks/:id/deliveries/:delivery_id/redeliver',
    operation({ ...common, id: 'redeliverDelivery', summary: 'Send a delivery again now (same delivery id, one extra attempt)', params: DeliveryParams, response: DeliverySchema }),
    async (request) => redeliver(db, request.caller.workspace.id, request.params.id, request.params.delivery_id),
  );

  app.post(
    '/webhooks/:id/recover',
    operation({
      ...common,
      id: 'recoverDeliveries',
      summary: 'Make every failed delivery of a time window due again',
      rules: '`until` must be after `since` (422 otherwise), and `since` at most WEBHOOK_RETENTION_DAYS back.',
      params: IdParams, body: RecoverBody, response: RecoveredSchema }),
    async (request) => recoverDeliveries(db, request.caller.workspace.id, request.params.id, request.body, config.webhookRetentionDays),
  );

  app.post(
    '/webhooks/:id/test',
    operation({ ...common, id: 'sendTestEvent', summary: 'Send a sample event now (X-Service-Test: true)', params: IdParams, body: TestBody, response: DeliverySchema }),
    async (request) => sendTestEvent(db, request.caller.workspace.id, request.params.id, request.body.event),
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      ...operation({ ...common, id: 'rotateWebhookSecret', summary: 'Rotate the signing secret; the previous one stays valid for an overlap', params: IdParams, body: RotateBody, response: RotatedSchema }),
      // Every field is optional, so no body at all means the defaults; a body of `null` is not an object (422).
      preValidation: async (request: { body: unknown }) => {
        if (request.body === undefined) request.body = {};
      },
    },
    async (request) => rotateSecret(db, request.caller.workspace.id, request.params.id, request.body?.previous_valid_seconds ?? DEFAULT_PREVIOUS_VALID_SECONDS),
  );
};
