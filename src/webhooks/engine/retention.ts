/** Pruning: events, attempts and finished deliveries older than the retention period go; owed work never does. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { formatTimestamp } from '../../time.js';
import { pruneFinished } from './delivery-writes.js';
import { inBatches } from '../../db/batches.js';

/**
 * Deletes attempts, finished deliveries and events older than `days`; returns how many rows of each went. Pending
 * and held deliveries stay whatever their age (delivery-state.ts), and so do their events. Each table goes in
 * bounded batches (db/batches.ts), in this order, so an event goes only once no delivery refers to it.
 */
export async function pruneDeliveryHistory(db: Kysely<Database>, days: number, at = new Date()): Promise<{ attempts: number; deliveries: number; events: number }> {
  const cutoff = formatTimestamp(new Date(at.getTime() - days * 86_400_000));
  const attempts = await inBatches(async (limit) => {
    const old = db.selectFrom('delivery_attempts').select('id').where('attempted_at', '<', cutoff).limit(limit);
    return (await db.deleteFrom('delivery_attempts').where('id', 'in', old).executeTakeFirst()).numDeletedRows;
  });
  const deliveries = await inBatches((limit) => pruneFinished(db, cutoff, limit));
  const events = await inBatches(async (limit) => {
    const old = db
      .selectFrom('events')
      .select('id')
      .where('created_at', '<', cutoff)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('deliveries').select('deliveries.id').whereRef('deliveries.event_id', '=', 'events.id'))))
      .limit(limit);
    return (await db.deleteFrom('events').where('id', 'in', old).executeTakeFirst()).numDeletedRows;
  });
  return { attempts, deliveries, events };
}
