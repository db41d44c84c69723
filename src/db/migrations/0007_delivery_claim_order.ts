/** Migration 0007: The index the claim walks. */
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // The claim walks due deliveries in (next_attempt_at, event_id) order and stops at its limit; without
      // event_id in the index every claim sorted every due delivery (a burst of events made each claim O(n)).
      await db.schema.createIndex('deliveries_due_order').on('deliveries').columns(['status', 'next_attempt_at', 'event_id']).execute();
    },
  };
}
