/** Migration 0017: PostgreSQL judges many rate-limit hits in one statement. */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { judgeManyInOneStatement } from './rate-limit-functions.js';

export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') await judgeManyInOneStatement(db);
    },
  };
}
