/** Webhooks (owner and admin only, by the section's guard): list, add (secret shown once), edit, enable, delete; the same services as the API. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, type FieldErrors } from '../../api-error.js';
import { formatTimestamp } from '../../time.js';
import { attemptCountsSince, listDeliveries } from '../../webhooks/delivery-log.js';
import { toWebhook } from '../../webhooks/presenter.js';
import { findWebhook, listWebhooks } from '../../webhooks/repository.js';
import { CreateWebhookBody, UpdateWebhookBody, type UpdateWebhook } from '../../webhooks/schema.js';
import { changeWebhook, enableAndResume, registerWebhook, removeWebhook } from '../../webhooks/service.js';
import { all, checkWithApiSchema, fieldsOf, formOf, one, type Form } from '../forms.js';
import type { DashboardDeps } from '../deps.js';
import { redirect, sendPage } from '../render.js';
import { spendOnce } from '../once.js';
import { AlreadyDone, Confirm } from '../views/errors.js';
import { Reveal } from '../views/keys.js';
import { deleteQuestion } from '../views/webhook.js';
import { EditWebhook, NewWebhook, WebhookList, type WebhookDraft } from '../views/webhooks.js';
import { idParam } from './ids.js';

const config = { section: 'webhooks' };

/** What the add and edit forms send to the services (checked with the API's schema first). */
interface WebhookInput {
  url: string;
  events: NonNullable<UpdateWebhook['events']>;
  description: string | null;
}

/** A webhook form as typed, and the input it makes for the service: `*` wins over single events; an empty description is none. */
function readWebhookForm(form: Form): { draft: WebhookDraft; input: WebhookInput } {
  const url = one(form, 'url').trim();
  const chosen = all(form, 'events');
  // Browsers send a textarea's line breaks as CRLF; the API stores what a JSON client would send.
  const description = one(form, 'description').replace(/\r\n?/g, '\n').trim();
  // Unchecked names are left to the schema, which refuses them in the API's words.
  const events = (chosen.includes('*') ? ['*'] : chosen) as WebhookInput['events'];
  return { draft: { url, chosen, description }, input: { url, events, description: description === '' ? null : description } };
}

/** The API schema's verdict on a form, with a word for people when no event was chosen. */
function formErrors(schema: typeof CreateWebhookBody | typeof UpdateWebhookBody, input: unknown, chosen: readonly string[]): FieldErrors | undefined {
  const errors = checkWithApiSchema(schema, input);
  if (errors && chosen.length === 0) errors['events'] = ['Choose at least one event, or All events.'];
  return errors;
}

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
    const { draft, input } = readWebhookForm(form);
    const show = (errors: FieldErrors) => sendPage(reply, NewWebhook({ frame: request.place.frame(), draft, errors }), 422);
    const errors = formErrors(CreateWebhookBody, input, draft.chosen ?? []);
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

  const load = async (request: FastifyRequest) => {
    const row = await findWebhook(db, request.place.workspace.id, idParam(request));
    if (!row) throw notFound('Webhook');
    return toWebhook(row);
  };

  app.get('/webhooks/:id/edit', { config }, async (request, reply) => sendPage(reply, EditWebhook({ frame: request.place.frame(), webhook: await load(request) })));

  app.post('/webhooks/:id/edit', { config }, async (request, reply) => {
    const { workspace } = request.place;
    const webhook = await load(request);
    const { draft, input } = readWebhookForm(formOf(request));
    const show = (errors: FieldErrors) => sendPage(reply, EditWebhook({ frame: request.place.frame(), webhook, draft, errors }), 422);
    const errors = formErrors(UpdateWebhookBody, input, draft.chosen ?? []);
    if (errors) return show(errors);
    let changed;
    try {
      changed = await changeWebhook(db, workspace.id, webhook.id, input, settings.webhookAllowPrivateUrls);
    } catch (error) {
      return show(fieldsOf(error));
    }
    if (!changed) throw notFound('Webhook');
    return redirect(reply, `/dashboard/${workspace.slug}/webhooks/${webhook.id}`, policy, 'Webhook updated.');
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
