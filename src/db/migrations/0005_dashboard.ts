/** Migration 0005: Dashboard passwords and sessions, read notices, the key a post was made with. */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { tableHelpers } from './tables.js';

export function migration(dialect: Dialect): Migration {
  const { withId } = tableHelpers(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // scrypt hash with its salt and parameters; null until a password is set (docs/decisions.md#11-dashboard).
      await db.schema.alterTable('users').addColumn('password_hash', 'text').execute();
      // Only the SHA-256 of a session token is stored; last_seen_at (epoch ms) drives the 12 h idle expiry.
      await withId(db.schema.createTable('sessions'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id']).execute();
      await db.schema.alterTable('notifications').addColumn('read_at', 'text').execute();
      await db.schema.alterTable('notifications').addColumn('webhook_id', 'integer').execute();
      await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'workspace_id']).execute();
      // The key a post was made with, so the dashboard can say "from API key 'Patch bot'".
      await db.schema.alterTable('posts').addColumn('api_key_id', 'integer').execute();
    },
  };
}
