/**
 * Migration 0023: test mode (docs/decisions.md#21-test-mode). A workspace's test twin is a workspace of its own
 * whose `live_id` names the live one (at most one twin each); every event records which side raised it.
 */
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('workspaces').addColumn('live_id', 'integer', (c) => c.references('workspaces.id')).execute();
      await db.schema.createIndex('workspaces_live_id').unique().on('workspaces').column('live_id').execute();
      await db.schema.alterTable('events').addColumn('livemode', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    },
  };
}
