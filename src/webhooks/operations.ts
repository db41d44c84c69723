/** The webhook operations of docs/decisions.md#10-webhook-operations, for the API, the CLI and the dashboard alike. */
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../db/types.js';
import { notFound, validationError } from '../api-error.js';
import { keysetStart, listEnvelope, toPage } from '../http/pagination.js';
import { formatTimestamp, now, parseDateTime } from '../time.js';
import { findDelivery, listDeliveries, listDeliveryAttempts } from './delivery-log.js';
import type { DeliveryDetail, Delivery, ListedStatus } from './delivery-schema.js';
import type { EventName } from './events.js';
import { redeliveredBudget } from './engine/delivery-state.js';
import { insertTestDelivery, recoverFailed, redeliverDelivery } from './engine/delivery-writes.js';
import { livemodeOf, markQueued, newDeliveryId, transactWithEvents } from './outbox.js';
import { toAttempt, toDelivery } from './presenter.js';
import { findWebhook, type WebhookRow } from './repository.js';
import { SAMPLE_DATA } from './samples.js';
import { generateWebhookSecret } from './secrets.js';

/** The webhook, or the 404 another workspace's id gets too. */
async function webhookOr404(db: Db, workspaceId: number, id: number): Promise<WebhookRow> {
  const webhook = await findWebhook(db, workspaceId, id);
  if (!webhook) throw notFound('Webhook');
  return webhook;
}

/** Locks the webhook row (lock order, everywhere: the webhook, then its deliveries) and returns what it holds now. */
async function lockWebhook(trx: Transaction<Database>, workspaceId: number, id: number): Promise<{ status: string; secret: string }> {
  const row = await trx
    .updateTable('webhooks')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .returning(['status', 'secret'])
    .executeTakeFirst();
  if (!row) throw notFound('Webhook');
  return row;
}

/** Locks the webhook row and refuses a disabled one. */
async function lockEnabled(trx: Transaction<Database>, workspaceId: number, id: number): Promise<void> {
  const row = await lockWebhook(trx, workspaceId, id);
  if (row.status !== 'enabled') throw validationError({ id: ['the webhook is disabled; enable it first (POST /webhooks/{id}/enable)'] });
}

/** A delivery the owner asked for now is sent now: if the webhook is failing, it becomes the one probe. */
async function probeWith(trx: Transaction<Database>, workspaceId: number, webhookId: number, deliveryId: string): Promise<void> {
  await trx.updateTable('webhooks').set({ probe_delivery_id: deliveryId }).where('workspace_id', '=', workspaceId).where('id', '=', webhookId).where('probe_delivery_id', 'is not', null).execute();
}

/** A page of the webhook's deliveries, newest first. */
export async function listWebhookDeliveries(
  db: Kysely<Database>,
  workspaceId: number,
  webhookId: number,
  query: { page?: number; per_page?: number; status?: ListedStatus | undefined; starting_after?: string },
) {
  await webhookOr404(db, workspaceId, webhookId);
  const page = toPage(query);
  const start = keysetStart(query);
  const after = start === undefined ? undefined : await findDelivery(db, workspaceId, webhookId, start);
  if (start !== undefined && after === undefined) throw validationError({ starting_after: [`this webhook has no delivery ${start}`] });
  const { rows, total } = await listDeliveries(db, workspaceId, webhookId, { status: query.status, after }, page);
  const livemode = await livemodeOf(db, workspaceId);
  return listEnvelope(rows.map((row) => toDelivery(row, livemode)), total, page);
}

/** One delivery with its attempt log. */
export async function getDelivery(db: Kysely<Database>, workspaceId: number, webhookId: number, deliveryId: string): Promise<DeliveryDetail> {
  await webhookOr404(db, workspaceId, webhookId);
  const row = await findDelivery(db, workspaceId, webhookId, deliveryId);
  if (!row) throw notFound('Delivery');
  const attempts = await listDeliveryAttempts(db, workspaceId, deliveryId);
  return { ...toDelivery(row, await livemodeOf(db, workspaceId)), attempts: attempts.map(toAttempt) };
}

/** Sends a delivery again now, same id, one attempt beyond its budget (a pending one keeps its remaining retries too). */
export async function redeliver(db: Kysely<Database>, workspaceId: number, webhookId: number, deliveryId: string): Promise<Delivery> {
  return transactWithEvents(db, async (trx) => {
    await webhookOr404(trx, workspaceId, webhookId);
    const row = await findDelivery(trx, workspaceId, webhookId, deliveryId);
    if (!row) throw notFound('Delivery');
    await lockEnabled(trx, workspaceId, webhookId);
    const updated = await redeliverDelivery(trx, workspaceId, deliveryId, redeliveredBudget(row.status, row.attempts, row.attempt_budget), Date.now());
    if (!updated) throw notFound('Delivery');
    await probeWith(trx, workspaceId, webhookId, deliveryId);
    markQueued(trx);
    return toDelivery(updated, await livemodeOf(trx, workspaceId));
  });
}

/** Makes every delivery of the webhook created in [since, until) that ended failed due again, with 5 more attempts. */
export async function recoverDeliveries(db: Kysely<Database>, workspaceId: number, webhookId: number, input: { since: string; until?: string | undefined }, retentionDays: number): Promise<{ recovered: number }> {
  const since = parseDateTime(input.since) as Date;
  const until = input.until === undefined ? new Date() : (parseDateTime(input.until) as Date);
  const oldest = Date.now() - retentionDays * 86_400_000;
  if (since.getTime() < oldest) throw validationError({ since: [`must be within the retention period (${retentionDays} days back, not before ${formatTimestamp(new Date(oldest))})`] });
  if (since.getTime() >= Date.now()) throw validationError({ since: ['must be in the past'] });
  if (until.getTime() <= since.getTime()) throw validationError({ until: ['must be after since'] });
  return transactWithEvents(db, async (trx) => {
    await webhookOr404(trx, workspaceId, webhookId);
    await lockEnabled(trx, workspaceId, webhookId);
    const recovered = await recoverFailed(trx, workspaceId, webhookId, formatTimestamp(since), formatTimestamp(until), Date.now());
    if (recovered > 0) markQueued(trx);
    return { recovered };
  });
}

/** Sends a sample of `event` to this webhook now, marked X-Service-Test: true; it is logged like any delivery. */
export async function sendTestEvent(db: Kysely<Database>, workspaceId: number, webhookId: number, event: EventName): Promise<Delivery> {
  return transactWithEvents(db, async (trx) => {
    await webhookOr404(trx, workspaceId, webhookId);
    await lockEnabled(trx, workspaceId, webhookId);
    const created = await trx
      .insertInto('events')
      .values({ workspace_id: workspaceId, name: event, data: JSON.stringify(SAMPLE_DATA[event]), created_at: now(), livemode: await livemodeOf(trx, workspaceId) })
      .returning(['id', 'created_at', 'livemode'])
      .executeTakeFirstOrThrow();
    const id = newDeliveryId();
    const row = await insertTestDelivery(trx, { id, workspaceId, eventId: created.id, webhookId, eventName: event, webhookEnabled: true, createdAt: created.created_at, dueAt: Date.now() });
    await probeWith(trx, workspaceId, webhookId, id);
    markQueued(trx);
    return toDelivery(row, created.livemode);
  });
}

/** A new secret, shown this once; the previous one keeps signing for `previousValidSeconds` (any older one stops now). */
export async function rotateSecret(db: Kysely<Database>, workspaceId: number, webhookId: number, previousValidSeconds: number): Promise<{ id: number; secret: string }> {
  return db.transaction().execute(async (trx) => {
    // Read under the row lock, so two rotations at once cannot both keep the same previous secret.
    const webhook = await lockWebhook(trx, workspaceId, webhookId);
    const secret = generateWebhookSecret();
    await trx
      .updateTable('webhooks')
      .set({
        secret,
        previous_secret: previousValidSeconds > 0 ? webhook.secret : null,
        previous_secret_until: previousValidSeconds > 0 ? Date.now() + previousValidSeconds * 1000 : null,
      })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', webhookId)
      .execute();
    return { id: webhookId, secret };
  });
}
