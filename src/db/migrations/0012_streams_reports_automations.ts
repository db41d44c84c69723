/** Migration 0012: Streams, reports and automations. */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { tableHelpers } from './tables.js';

export function migration(dialect: Dialect): Migration {
  const { tenant } = tableHelpers(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // Streams, reports and automations: every event has a cause (docs/webhooks.md).
      await tenant(db.schema.createTable('streams'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema.createIndex('streams_workspace').on('streams').columns(['workspace_id', 'id']).execute();
      await db.schema.createIndex('streams_live').on('streams').columns(['status', 'started_at']).execute();
      await tenant(db.schema.createTable('reports'))
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('starts_on', 'text', (c) => c.notNull())
        .addColumn('ends_on', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('scheduled_key', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('reports_scheduled_once', ['workspace_id', 'scheduled_key'])
        .execute();
      await tenant(db.schema.createTable('automations'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('trigger_event', 'text', (c) => c.notNull())
        .addColumn('trigger_product_id', 'integer')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('last_event_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('automations_workspace').on('automations').columns(['workspace_id', 'id']).execute();
      await tenant(db.schema.createTable('automation_runs'))
        .addColumn('automation_id', 'integer', (c) => c.notNull())
        .addColumn('trigger_event_id', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('automation_runs_once', ['automation_id', 'trigger_event_id'])
        .execute();
      await db.schema.alterTable('events').addColumn('by_automation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      // A rule reads the events of its workspace and name after its cursor.
      await db.schema.createIndex('events_by_name').on('events').columns(['workspace_id', 'name', 'id']).execute();
    },
  };
}
