/** Reading a webhook's deliveries and their attempts, always within one workspace and one webhook. */
import type { Selectable } from 'kysely';
import type { DeliveryAttemptTable, Db } from '../db/types.js';
import type { Page } from '../db/paging.js';
import type { DeliveryRow } from './engine/delivery-repository.js';
import { LISTED_STATUSES } from './delivery-schema.js';
import type { DeliveryStatus } from './engine/delivery-state.js';
import { pageOf } from '../db/paging.js';
import { deliveryCount } from '../db/tallies.js';

/** A logged attempt. */
export type AttemptRow = Selectable<DeliveryAttemptTable>;

// Canceled deliveries belong to deleted webhooks, which are never listed.
const VISIBLE = [...LISTED_STATUSES];

/** Where a keyset page of the delivery log starts: after this delivery, in the log's order. */
export interface DeliveryCursor {
  readonly created_at: string;
  readonly event_id: number;
  readonly id: string;
}

/**
 * One page of a webhook's deliveries, newest first (created_at, then event and id, descending), optionally in one
 * status and after a cursor, and how many there are (from the tallies: the log is never counted row by row).
 */
export async function listDeliveries(
  db: Db,
  workspaceId: number,
  webhookId: number,
  filter: { status?: DeliveryStatus | undefined; after?: DeliveryCursor | undefined },
  page: Page,
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const statuses = filter.status === undefined ? VISIBLE : [filter.status];
  const query = db
    .selectFrom('deliveries')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('webhook_id', '=', webhookId)
    .where('status', 'in', statuses)
    .orderBy('created_at', 'desc')
    .orderBy('event_id', 'desc')
    .orderBy('id', 'desc');
  const { after } = filter;
  return pageOf(query, page, {
    count: () => deliveryCount(db, workspaceId, webhookId, statuses),
    after: after === undefined ? undefined : (rows) => rows.where((eb) => eb(eb.refTuple('created_at', 'event_id', 'id'), '<', eb.tuple(after.created_at, after.event_id, after.id))),
  });
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

/** The stored event a delivery sends, within the workspace. */
export async function findDeliveredEvent(db: Db, workspaceId: number, eventId: number) {
  return db.selectFrom('events').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', eventId).executeTakeFirst();
}

/** Attempts and successful attempts per webhook of the workspace since `since`. */
export async function attemptCountsSince(db: Db, workspaceId: number, since: string): Promise<Map<number, { attempts: number; succeeded: number }>> {
  const rows = await db
    .selectFrom('delivery_attempts')
    .select((eb) => ['webhook_id', eb.fn.countAll<number>().as('attempts'), eb.fn.sum<number>('succeeded').as('succeeded')])
    .where('workspace_id', '=', workspaceId)
    .where('attempted_at', '>=', since)
    .groupBy('webhook_id')
    .execute();
  return new Map(rows.map((row) => [row.webhook_id, { attempts: Number(row.attempts), succeeded: Number(row.succeeded) }]));
}
