/** Webhooks (owner and admin only): list, add (secret shown once), enable, delete; the same services as the API. */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.js';
import { formatTimestamp } from '../../time.js';
import { attemptCountsSince, listDeliveries } from '../../webhooks/delivery-log.js';
import { toWebhook } from '../../webhooks/presenter.js';
import { findWebhook, listWebhooks } from '../../webhooks/repository.js';
import { CreateWebhookBody } from '../../webhooks/schema.js';
import { enableAndResume, registerWebhook, removeWebhook } from '../../webhooks/service.js';
import { all, checkWithApiSchema, fieldsOf, formOf, one } from '../forms.js';
import type { DashboardDeps } from '../plugin.js';
import { redirect, sendPage } from '../render.js';
import { spendOnce } from '../once.js';
import { AlreadyDone, Confirm } from '../views/errors.js';
import { Reveal } from '../views/keys.js';
import { deleteQuestion } from '../views/webhook.js';
import { NewWebhook, WebhookList } from '../views/webhooks.js';
import { idParam } from './ids.js';

const config = { section: 'webhooks' };

/** The webhook list and registration routes. */
export function webhookRoutes(app: FastifyInstance, { db, config: settings, policy, rateLimits }: DashboardDeps): void {
  app.get('/webhooks', { config }, async (request, reply) => {
    const { workspace } = request.place;
    const [webhooks, counts] = await Promise.all([listWebhooks(db, workspace.id), attemptCountsSince(db, workspace.id, formatTimestamp(new Date(Date.now() - 86_400_000)))]);
    const rows = webhooks.map((row) => ({ webhook: toWebhook(row), attempts: counts.get(row.id)?.attempts ?? 0, succeeded: counts.get(row.id)?.succeeded ?? 0 }));
    return sendPage(reply, WebhookList({ frame: request.place.frame(), rows }));
  });

  app.get('/webhooks/new', { config }, async (request, reply) => sendPage(reply, NewWebhook({ frame: request.place.frame() })));

  app.post('/webhooks', { config }, async (request, reply) => {
    const { workspace } = request.place;
    const form = formOf(request);
    const url = one(form, 'url').trim();
    const chosen = all(form, 'events');
    const input = { url, events: chosen.includes('*') ? ['*'] : chosen };
    const show = (errors: Record<string, string[]>) => sendPage(reply, NewWebhook({ frame: request.place.frame(), url, chosen, errors }), 422);
    const errors = checkWithApiSchema(CreateWebhookBody, input);
    if (errors && chosen.length === 0) errors['events'] = ['Choose at least one event, or All events.'];
    if (errors) return show(errors);
    if (!(await spendOnce(rateLimits, request.place.viewer, one(form, '_once')))) {
      return sendPage(reply, AlreadyDone({ frame: request.place.frame(), what: 'the webhook was added then.', back: `/dashboard/${workspace.slug}/webhooks` }), 409);
    }
    let created;
    try {
      created = await registerWebhook(db, workspace.id, input, settings.webhookAllowPrivateUrls);
    } catch (error) {
      return show(fieldsOf(error));
    }
    const done = `/dashboard/${workspace.slug}/webhooks/${created.id}`;
    const note = `Deliveries to ${created.url} are signed with it (Standard Webhooks). Verify the webhook-signature header with this secret.`;
    return sendPage(reply, Reveal({ frame: request.place.frame(), title: 'Webhook added', label: 'signing secret', secret: created.secret, done, note }));
  });

  app.post('/webhooks/:id/enable', { config }, async (request, reply) => {
    const { workspace } = request.place;
    const id = idParam(request);
    const held = (await listDeliveries(db, workspace.id, id, { status: 'held' }, { page: 1, perPage: 1, offset: 0 })).total;
    if (!(await enableAndResume(db, workspace.id, id))) throw notFound('Webhook');
    const resumed = held === 1 ? '1 held delivery resumed' : `${held} held deliveries resumed`;
    return redirect(reply, `/dashboard/${workspace.slug}/webhooks/${id}`, policy, `Webhook enabled; ${resumed}.`);
  });

  app.post('/webhooks/:id/delete', { config }, async (request, reply) => {
    const { workspace } = request.place;
    const id = idParam(request);
    const webhook = await findWebhook(db, workspace.id, id);
    if (!webhook) throw notFound('Webhook');
    const list = `/dashboard/${workspace.slug}/webhooks`;
    if (one(formOf(request), 'confirmed') !== 'yes') {
      return sendPage(reply, Confirm({ frame: request.place.frame(), message: deleteQuestion(webhook), action: request.url, fields: {}, cancel: `${list}/${id}`, label: 'Delete webhook' }));
    }
    await removeWebhook(db, workspace.id, id);
    return redirect(reply, list, policy, `Webhook ${webhook.url} deleted.`);
  });
}
