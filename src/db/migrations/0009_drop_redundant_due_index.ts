/** Migration 0009: Drops the index 0007 made redundant. */
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // deliveries_due_order (status, next_attempt_at, event_id) serves every query deliveries_due served; the
      // second index only cost a write each time a delivery changed status.
      await db.schema.dropIndex('deliveries_due').execute();
    },
  };
}
