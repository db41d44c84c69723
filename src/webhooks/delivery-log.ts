/** Reading a webhook's deliveries and their attempts, always within one workspace and one webhook. */
import type { Selectable } from 'kysely';
import type { DeliveryAttemptTable, Db } from '../db/types.js';
import type { Page } from '../http/pagination.js';
import type { DeliveryRow } from './delivery-repository.js';
import { LISTED_STATUSES } from './delivery-schema.js';

/** A logged attempt. */
export type AttemptRow = Selectable<DeliveryAttemptTable>;

// Canceled deliveries belong to deleted webhooks, which are never listed.
const VISIBLE = [...LISTED_STATUSES];

/** One page of a webhook's deliveries, newest first, and how many there are. */
export async function listDeliveries(db: Db, workspaceId: number, webhookId: number, status: string | undefined, page: Page): Promise<{ rows: DeliveryRow[]; total: number }> {
  const base = db
    .selectFrom('deliveries')
    .where('workspace_id', '=', workspaceId)
    .where('webhook_id', '=', webhookId)
    .where('status', 'in', status === undefined ? VISIBLE : [status]);
  const [rows, counted] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('event_id', 'desc').limit(page.perPage).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.n) };
}

/** The delivery with this id of this webhook. */
export async function findDelivery(db: Db, workspaceId: number, webhookId: number, id: string): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('deliveries')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('webhook_id', '=', webhookId)
    .where('id', '=', id)
    .where('status', 'in', VISIBLE)
    .executeTakeFirst();
}

/** A delivery's attempts, first to last. */
export async function listDeliveryAttempts(db: Db, workspaceId: number, deliveryId: string): Promise<AttemptRow[]> {
  return db.selectFrom('delivery_attempts').selectAll().where('workspace_id', '=', workspaceId).where('delivery_id', '=', deliveryId).orderBy('id').execute();
}
