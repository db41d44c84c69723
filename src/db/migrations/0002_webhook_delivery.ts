/** Migration 0002: Events (the outbox), deliveries and their attempts, and notices. */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { tableHelpers } from './tables.js';

export function migration(dialect: Dialect): Migration {
  const { tenant } = tableHelpers(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await tenant(db.schema.createTable('events'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // No foreign key to webhooks: a deleted webhook's history stays readable.
      await db.schema
        .createTable('deliveries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id'))
        .addColumn('event_id', 'integer', (c) => c.notNull())
        .addColumn('webhook_id', 'integer', (c) => c.notNull())
        .addColumn('event_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('lease_until', 'bigint')
        .addColumn('lease_owner', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text')
        .execute();
      await db.schema.createIndex('deliveries_due').on('deliveries').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('deliveries_webhook').on('deliveries').columns(['webhook_id', 'status']).execute();
      await db.schema.createIndex('deliveries_event').on('deliveries').columns(['event_id']).execute();
      await tenant(db.schema.createTable('delivery_attempts'))
        .addColumn('delivery_id', 'text', (c) => c.notNull())
        .addColumn('webhook_id', 'integer', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('attempted_at', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('error', 'text')
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('response_body', 'text')
        .addColumn('succeeded', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('delivery_attempts_delivery').on('delivery_attempts').columns(['delivery_id']).execute();
      await db.schema.createIndex('delivery_attempts_time').on('delivery_attempts').columns(['attempted_at']).execute();
      await db.schema.createIndex('events_time').on('events').columns(['created_at']).execute();
      await tenant(db.schema.createTable('notifications'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('emailed_at', 'text')
        .execute();
    },
  };
}
