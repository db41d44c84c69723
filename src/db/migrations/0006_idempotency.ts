/** Migration 0006: Idempotency-Keys. */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { tableHelpers } from './tables.js';

export function migration(dialect: Dialect): Migration {
  const { tenant } = tableHelpers(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // Idempotency-Keys, 24 h (docs/decisions.md#12-openapi-sdk-idempotency); status_code is null while the first
      // request runs; response_body never holds a webhook secret, only secret_sha256 to find it again.
      await tenant(db.schema.createTable('idempotency_keys'))
        .addColumn('api_key_id', 'integer', (c) => c.notNull().references('api_keys.id'))
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('secret_sha256', 'text')
        .addUniqueConstraint('idempotency_keys_key', ['api_key_id', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').columns(['created_at_ms']).execute();
    },
  };
}
