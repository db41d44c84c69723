/** Migration 0011: Events find their order; invitations by e-mail; the live-status threshold. */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { tableHelpers } from './tables.js';

export function migration(dialect: Dialect): Migration {
  const { tenant } = tableHelpers(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // An order's page lists the events it raised (its own, its entitlements' and its subscriptions').
      await db.schema.alterTable('events').addColumn('order_id', 'integer').execute();
      await db.schema.createIndex('events_order').on('events').columns(['workspace_id', 'order_id']).execute();
      // Invitations by e-mail (README, Dashboard): only the token's hash is kept.
      await tenant(db.schema.createTable('invitations'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('invited_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('accepted_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('invitations_workspace').on('invitations').columns(['workspace_id', 'id']).execute();
      // The live-status threshold (docs/live-status.md) per workspace; null keeps ZONE_MIN_COUNT.
      await db.schema.alterTable('workspaces').addColumn('zone_min_count', 'integer').execute();
    },
  };
}
