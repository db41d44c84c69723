/**
 * The live data's tables (docs/live-status.md): what each server last published (rounded, with hysteresis), the
 * public overlay tokens, and the hash of each key's listen secret.
 */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/** Migration 0018. */
export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('servers').addColumn('published_base', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('servers').addColumn('published_players', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('servers').addColumn('published_zones', 'text', (c) => c.notNull().defaultTo('[]')).execute();
      await db.schema.alterTable('api_keys').addColumn('listen_secret_hash', 'text').execute();
      await db.schema
        .createTable('status_tokens')
        .addColumn('id', dialect === 'sqlite' ? 'integer' : 'serial', (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
        .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id'))
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('status_tokens_server').on('status_tokens').columns(['workspace_id', 'server_id']).execute();
    },
  };
}
