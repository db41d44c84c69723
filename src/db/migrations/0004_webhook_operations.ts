/** Migration 0004: Probes, secret rotation, attempt budgets and test deliveries. */
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // Probe delivery of a failing webhook; its other due deliveries wait behind it (docs/decisions.md#7-webhooks).
      await db.schema.alterTable('webhooks').addColumn('probe_delivery_id', 'text').execute();
      // Pre-rotation secret, valid until previous_secret_until, epoch ms (docs/decisions.md#10-webhook-operations).
      await db.schema.alterTable('webhooks').addColumn('previous_secret', 'text').execute();
      await db.schema.alterTable('webhooks').addColumn('previous_secret_until', 'bigint').execute();
      // Attempts a delivery may make: 5, raised by redeliver (+1), recover (+5) and enable (at least one left).
      await db.schema.alterTable('deliveries').addColumn('attempt_budget', 'integer', (c) => c.notNull().defaultTo(5)).execute();
      await db.schema.alterTable('deliveries').addColumn('last_attempt_at', 'text').execute();
      await db.schema.alterTable('deliveries').addColumn('last_status_code', 'integer').execute();
      await db.schema.alterTable('deliveries').addColumn('test', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('delivery_attempts').addColumn('retry_after', 'integer').execute();
      await db.schema.createIndex('deliveries_webhook_created').on('deliveries').columns(['webhook_id', 'created_at']).execute();
    },
  };
}
