/** GET/POST /webhooks, GET/PATCH/DELETE /webhooks/{id}, POST /webhooks/{id}/enable. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../api-error.js';
import { cachedRead } from '../http/cached-read.js';
import { operation } from '../http/operation.js';
import { listEnvelope } from '../http/pagination.js';
import { IdParams } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import { findWebhook, listWebhooks } from './repository.js';
import { toWebhook } from './presenter.js';
import { MAX_WEBHOOKS, CreateWebhookBody, DeletedSchema, RegisteredWebhookSchema, UpdateWebhookBody, WebhookListSchema, WebhookSchema } from './schema.js';
import { changeWebhook, enableAndResume, registerWebhook, removeWebhook } from './service.js';

/** Webhook registration routes. */
export const webhookRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db, config }) => {
  app.get(
    '/webhooks',
    cachedRead({ id: 'listWebhooks', summary: 'List webhooks', tag: 'Webhooks', scope: 'webhooks', cache: { resources: ['webhooks'] }, response: WebhookListSchema }, async ({ caller }) => {
    const rows = await listWebhooks(db, caller.workspace.id);
    // At most MAX_WEBHOOKS exist, so the list is one page, in the usual envelope.
    return listEnvelope(rows.map(toWebhook), rows.length, { page: 1, perPage: MAX_WEBHOOKS, offset: 0 });
  }),
  );

  app.post(
    '/webhooks',
    operation({
      id: 'createWebhook',
      summary: 'Register a webhook',
      rules: `At most ${MAX_WEBHOOKS} webhooks per workspace: one more is refused with 422 (\`webhooks\`: delete one first).`,
      tag: 'Webhooks',
      scope: 'webhooks',
      body: CreateWebhookBody,
      response: RegisteredWebhookSchema,
    }),
    async (request) => registerWebhook(db, request.caller.workspace.id, request.body, config.webhookAllowPrivateUrls),
  );

  app.get(
    '/webhooks/:id',
    cachedRead({ id: 'getWebhook', summary: 'A webhook (never its secret)', tag: 'Webhooks', scope: 'webhooks', cache: { resources: ['webhooks'] }, params: IdParams, response: WebhookSchema }, async ({ caller, params }) => {
    const row = await findWebhook(db, caller.workspace.id, params.id);
    if (!row) throw notFound('Webhook');
    return toWebhook(row);
  }),
  );

  app.patch(
    '/webhooks/:id',
    operation({ id: 'updateWebhook', summary: "Change a webhook's URL, events or description (secret and log kept)", tag: 'Webhooks', scope: 'webhooks', params: IdParams, body: UpdateWebhookBody, response: WebhookSchema }),
    async (request) => {
      const webhook = await changeWebhook(db, request.caller.workspace.id, request.params.id, request.body, config.webhookAllowPrivateUrls);
      if (!webhook) throw notFound('Webhook');
      return webhook;
    },
  );

  app.delete(
    '/webhooks/:id',
    operation({ id: 'deleteWebhook', summary: 'Delete a webhook', tag: 'Webhooks', scope: 'webhooks', params: IdParams, response: DeletedSchema }),
    async (request) => {
      if (!(await removeWebhook(db, request.caller.workspace.id, request.params.id))) throw notFound('Webhook');
      return { id: request.params.id, deleted: true as const };
    },
  );

  app.post(
    '/webhooks/:id/enable',
    operation({ id: 'enableWebhook', summary: 'Re-enable a disabled webhook', tag: 'Webhooks', scope: 'webhooks', params: IdParams, response: WebhookSchema }),
    async (request) => {
      const webhook = await enableAndResume(db, request.caller.workspace.id, request.params.id);
      if (!webhook) throw notFound('Webhook');
      return webhook;
    },
  );
};
