/** Webhook rows, always within one workspace. */
import type { Insertable, Selectable } from 'kysely';
import type { Db, WebhookTable } from '../db/types.js';

/** A stored webhook. */
export type WebhookRow = Selectable<WebhookTable>;

/** Every webhook of the workspace, oldest first. */
export async function listWebhooks(db: Db, workspaceId: number): Promise<WebhookRow[]> {
  return db.selectFrom('webhooks').selectAll().where('workspace_id', '=', workspaceId).orderBy('id').execute();
}

/** How many webhooks the workspace has. */
export async function countWebhooks(db: Db, workspaceId: number): Promise<number> {
  const row = await db.selectFrom('webhooks').select((eb) => eb.fn.countAll<number>().as('n')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The webhook with this id in the workspace. */
export async function findWebhook(db: Db, workspaceId: number, id: number): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();
}

/** Inserts a webhook. */
export async function insertWebhook(db: Db, workspaceId: number, values: Omit<Insertable<WebhookTable>, 'workspace_id' | 'id'>): Promise<WebhookRow> {
  return db.insertInto('webhooks').values({ ...values, workspace_id: workspaceId }).returningAll().executeTakeFirstOrThrow();
}

/** Deletes a webhook; false when the workspace has none with that id. */
export async function deleteWebhook(db: Db, workspaceId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('webhooks').where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Re-enables a webhook and clears its failure count. A webhook that was already enabled keeps its probe: were it
 * cleared, a failing receiver would get the whole backlog at once.
 */
export async function enableWebhook(db: Db, workspaceId: number, id: number): Promise<WebhookRow | undefined> {
  return db
    .updateTable('webhooks')
    .set((eb) => ({
      status: 'enabled',
      consecutive_failures: 0,
      disabled_at: null,
      probe_delivery_id: eb.case().when('status', '=', 'disabled').then(null).else(eb.ref('probe_delivery_id')).end(),
    }))
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
