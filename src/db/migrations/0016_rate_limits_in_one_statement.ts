/** Migration 0016: PostgreSQL judges a rate-limit hit in one statement. */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { judgeInOneStatement } from './rate-limit-functions.js';

export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') await judgeInOneStatement(db);
    },
  };
}
