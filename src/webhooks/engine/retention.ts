/** Pruning: events, attempts and finished deliveries older than the retention period go; owed work never does. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { formatTimestamp } from '../../time.js';
import { pruneFinished } from './delivery-writes.js';

/**
 * Deletes attempts, finished deliveries and events older than `days`; returns how many rows of each went. Pending
 * and held deliveries stay whatever their age (delivery-state.ts), and so do their events.
 */
export async function pruneDeliveryHistory(db: Kysely<Database>, days: number, at = new Date()): Promise<{ attempts: number; deliveries: number; events: number }> {
  const cutoff = formatTimestamp(new Date(at.getTime() - days * 86_400_000));
  return db.transaction().execute(async (trx) => {
    const attempts = await trx.deleteFrom('delivery_attempts').where('attempted_at', '<', cutoff).executeTakeFirst();
    const deliveries = await pruneFinished(trx, cutoff);
    const events = await trx
      .deleteFrom('events')
      .where('created_at', '<', cutoff)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('deliveries').select('deliveries.id').whereRef('deliveries.event_id', '=', 'events.id'))))
      .executeTakeFirst();
    return { attempts: Number(attempts.numDeletedRows), deliveries, events: Number(events.numDeletedRows) };
  });
}
