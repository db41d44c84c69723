/** Registering webhooks: the per-workspace limit and the one-time secret. */
import { generateWebhookSecret } from './secrets.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { validationError } from '../api-error.js';
import { now } from '../time.js';
import { cancelOpenDeliveries, resumeHeldDeliveries } from './engine/delivery-writes.js';
import { markQueued, transactWithEvents } from './outbox.js';
import { countWebhooks, deleteWebhook, enableWebhook, insertWebhook } from './repository.js';
import { credentialRefusal, registrationRefusal } from './engine/ssrf.js';
import { lockWorkspace } from '../workspaces/repository.js';
import { toWebhook } from './presenter.js';
import { MAX_WEBHOOKS, type UpdateWebhook, type Webhook } from './schema.js';

/** Registers a webhook; the answer is the only time its secret is shown. */
export async function registerWebhook(
  db: Kysely<Database>,
  workspaceId: number,
  input: { url: string; events: string[]; description?: string | null | undefined },
  allowPrivateUrls: boolean,
): Promise<Webhook & { secret: string }> {
  const refusal = credentialRefusal(input.url) ?? (allowPrivateUrls ? undefined : registrationRefusal(input.url));
  if (refusal) throw validationError({ url: [refusal] });
  return db.transaction().execute(async (trx) => {
    // Two registrations at 19 must not both pass the count.
    await lockWorkspace(trx, workspaceId);
    if ((await countWebhooks(trx, workspaceId)) >= MAX_WEBHOOKS) {
      throw validationError({ webhooks: [`a workspace can have at most ${MAX_WEBHOOKS} webhooks; delete one first`] });
    }
    const secret = generateWebhookSecret();
    const row = await insertWebhook(trx, workspaceId, {
      url: input.url,
      events: JSON.stringify(input.events),
      secret,
      status: 'enabled',
      consecutive_failures: 0,
      disabled_at: null,
      created_at: now(),
      description: input.description ?? null,
    });
    return { ...toWebhook(row), secret };
  });
}

/** Deletes a webhook and cancels what was still to be sent to it; false when the workspace has no such webhook. */
export async function removeWebhook(db: Kysely<Database>, workspaceId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await deleteWebhook(trx, workspaceId, id))) return false;
    await cancelOpenDeliveries(trx, workspaceId, id, now());
    return true;
  });
}

/** Re-enables a webhook: count cleared, and every held delivery resumed, oldest first (docs/decisions.md#7-webhooks). Undefined when there is no such webhook. */
export async function enableAndResume(db: Kysely<Database>, workspaceId: number, id: number): Promise<Webhook | undefined> {
  return transactWithEvents(db, async (trx) => {
    const row = await enableWebhook(trx, workspaceId, id);
    if (!row) return undefined;
    if ((await resumeHeldDeliveries(trx, workspaceId, id, Date.now())) > 0) markQueued(trx);
    return toWebhook(row);
  });
}

/** Changes a webhook's URL (checked as at registration), events or description; its secret and log are kept. Undefined when there is no such webhook. */
export async function changeWebhook(db: Kysely<Database>, workspaceId: number, id: number, input: UpdateWebhook, allowPrivateUrls: boolean): Promise<Webhook | undefined> {
  if (input.url !== undefined) {
    const refusal = credentialRefusal(input.url) ?? (allowPrivateUrls ? undefined : registrationRefusal(input.url));
    if (refusal) throw validationError({ url: [refusal] });
  }
  const row = await db
    .updateTable('webhooks')
    .set({
      ...(input.url !== undefined && { url: input.url }),
      ...(input.events !== undefined && { events: JSON.stringify(input.events) }),
      ...(input.description !== undefined && { description: input.description }),
    })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toWebhook(row);
}
