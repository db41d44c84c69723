/** Migration 0008: PostgreSQL counts each rate-limit bucket in O(1). */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { createRateLimitFunctions } from './rate-limit-functions.js';

export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // PostgreSQL counts each bucket in O(1) (the window count grew with the limit); see rate-limit-functions.ts.
      if (dialect === 'postgres') await createRateLimitFunctions(db);
    },
  };
}
