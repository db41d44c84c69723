/** Migration 0003: The shared rate limiter's log of hits. */
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('rate_limit_hits')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('at_ms', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limit_hits_bucket').on('rate_limit_hits').columns(['bucket', 'at_ms']).execute();
    },
  };
}
