/** A webhook's page (docs/decisions.md#10-webhook-operations): log, attempts, redeliver, recover, test, rotate. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldErrors } from '../../api-error.js';
import { notFound } from '../../api-error.js';
import { RecoverBody, RotateBody, TestBody, LISTED_STATUSES } from '../../webhooks/delivery-schema.js';
import { findDeliveredEvent } from '../../webhooks/delivery-log.js';
import type { EventName } from '../../webhooks/events.js';
import { getDelivery, listWebhookDeliveries, recoverDeliveries, redeliver, rotateSecret, sendTestEvent } from '../../webhooks/operations.js';
import { deliveryBody } from '../../webhooks/outbox.js';
import { toWebhook } from '../../webhooks/presenter.js';
import { findWebhook } from '../../webhooks/repository.js';
import { checkWithApiSchema, fieldsOf, formOf, fromDateTimeLocal, one } from '../forms.js';
import type { DashboardDeps } from '../deps.js';
import { redirect, sendPage } from '../render.js';
import { DeliveryPage } from '../views/delivery.js';
import { Reveal } from '../views/keys.js';
import { rotateQuestion, WebhookPage } from '../views/webhook.js';
import { AlreadyDone, Confirm } from '../views/errors.js';
import { spendOnce } from '../once.js';
import { idParam } from './ids.js';
import { pageParam } from '../deps.js';

const config = { section: 'webhooks' };
const DELIVERY_ID = /^msg_[0-9A-Za-z]{24}$/;

/** The API's refusal of an operation on a disabled webhook names its endpoint; here the button is on the page. */
function inWords(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = { ...errors };
  if (out['id']?.some((m) => m.startsWith('the webhook is disabled'))) out['id'] = ['This webhook is disabled: enable it first (the Enable button above).'];
  return out;
}

/** The webhook routes that act on one webhook. */
export function deliveryRoutes(app: FastifyInstance, { db, config: settings, policy, rateLimits }: DashboardDeps): void {
  const showWebhook = async (request: FastifyRequest, reply: FastifyReply, problems?: { errors: FieldErrors; failed: 'test' | 'recover' | 'rotate'; since?: string }) => {
    const { workspace } = request.place;
    const id = idParam(request);
    const row = await findWebhook(db, workspace.id, id);
    if (!row) throw notFound('Webhook');
    const asked = (request.query as { status?: unknown }).status;
    const status = LISTED_STATUSES.find((listed) => listed === asked);
    const page = pageParam(request, 25);
    const list = await listWebhookDeliveries(db, workspace.id, id, { page: page.page, per_page: page.perPage, status });
    const data = { frame: request.place.frame(), webhook: toWebhook(row), deliveries: list.data, status, page: page.page, pages: list.meta.pages, errors: problems ? inWords(problems.errors) : undefined, failed: problems?.failed, since: problems?.since };
    return sendPage(reply, WebhookPage(data), problems ? 422 : 200);
  };
  const webhookUrl = (request: FastifyRequest) => `/dashboard/${request.place.workspace.slug}/webhooks/${idParam(request)}`;

  app.get('/webhooks/:id', { config }, (request, reply) => showWebhook(request, reply));

  app.post('/webhooks/:id/test', { config }, async (request, reply) => {
    const input = { event: one(formOf(request), 'event') };
    const errors = checkWithApiSchema(TestBody, input);
    if (errors) return showWebhook(request, reply, { errors, failed: 'test' });
    try {
      const delivery = await sendTestEvent(db, request.place.workspace.id, idParam(request), input.event as EventName);
      return redirect(reply, `${webhookUrl(request)}/deliveries/${delivery.id}`, policy, `Test ${input.event} sent; its delivery is below.`);
    } catch (error) {
      return showWebhook(request, reply, { errors: fieldsOf(error), failed: 'test' });
    }
  });

  app.post('/webhooks/:id/recover', { config }, async (request, reply) => {
    const typed = one(formOf(request), 'since');
    const input = { since: fromDateTimeLocal(typed) };
    const errors = checkWithApiSchema(RecoverBody, input);
    if (errors) return showWebhook(request, reply, { errors, failed: 'recover', since: typed });
    try {
      const { recovered } = await recoverDeliveries(db, request.place.workspace.id, idParam(request), input, settings.webhookRetentionDays);
      const what = recovered === 1 ? '1 failed delivery is' : `${recovered} failed deliveries are`;
      return redirect(reply, webhookUrl(request), policy, `Recovered: ${what} being sent again.`);
    } catch (error) {
      return showWebhook(request, reply, { errors: fieldsOf(error), failed: 'recover', since: typed });
    }
  });

  app.post('/webhooks/:id/rotate', { config }, async (request, reply) => {
    const form = formOf(request);
    const seconds = one(form, 'previous_valid_seconds');
    const input = { previous_valid_seconds: /^\d{1,7}$/.test(seconds) ? Number(seconds) : seconds };
    const errors = checkWithApiSchema(RotateBody, input);
    if (errors) return showWebhook(request, reply, { errors, failed: 'rotate' });
    const webhook = await findWebhook(db, request.place.workspace.id, idParam(request));
    if (!webhook) throw notFound('Webhook');
    if (one(form, 'confirmed') !== 'yes') {
      const fields = { previous_valid_seconds: seconds, _once: one(form, '_once') };
      return sendPage(reply, Confirm({ frame: request.place.frame(), message: rotateQuestion(webhook), action: request.url, fields, cancel: webhookUrl(request), label: 'Rotate secret' }));
    }
    if (!(await spendOnce(rateLimits, request.place.viewer, one(form, '_once')))) {
      return sendPage(reply, AlreadyDone({ frame: request.place.frame(), what: 'the secret was rotated then.', back: webhookUrl(request) }), 409);
    }
    const { secret } = await rotateSecret(db, request.place.workspace.id, webhook.id, input.previous_valid_seconds as number);
    const note = input.previous_valid_seconds === 0 ? 'The old secret no longer signs.' : 'Deliveries carry signatures with both secrets until the overlap ends, so receivers can switch at their pace.';
    return sendPage(reply, Reveal({ frame: request.place.frame(), title: 'New signing secret', label: 'signing secret', secret, done: webhookUrl(request), note }));
  });

  app.get('/webhooks/:id/deliveries/:delivery', { config }, async (request, reply) => {
    const { workspace } = request.place;
    const webhookId = idParam(request);
    const deliveryId = (request.params as { delivery: string }).delivery;
    if (!DELIVERY_ID.test(deliveryId)) throw notFound('Delivery');
    const delivery = await getDelivery(db, workspace.id, webhookId, deliveryId);
    const [event, webhook] = await Promise.all([findDeliveredEvent(db, workspace.id, delivery.event_id), findWebhook(db, workspace.id, webhookId)]);
    const body = event ? deliveryBody(event) : undefined;
    return sendPage(reply, DeliveryPage({ frame: request.place.frame(), webhookId, webhookUrl: webhook?.url ?? `Webhook ${webhookId}`, delivery, body }));
  });

  app.post('/webhooks/:id/deliveries/:delivery/redeliver', { config }, async (request, reply) => {
    const deliveryId = (request.params as { delivery: string }).delivery;
    if (!DELIVERY_ID.test(deliveryId)) throw notFound('Delivery');
    const url = `${webhookUrl(request)}/deliveries/${deliveryId}`;
    try {
      await redeliver(db, request.place.workspace.id, idParam(request), deliveryId);
    } catch (error) {
      const messages = Object.values(fieldsOf(error)).flat();
      return redirect(reply, url, policy, `Not redelivered: ${messages.join('; ')}`);
    }
    return redirect(reply, url, policy, 'Redelivery queued: it is sent now, with the same delivery id.');
  });
}
