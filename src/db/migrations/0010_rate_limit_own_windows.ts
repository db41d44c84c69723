/** Migration 0010: Each PostgreSQL rate-limit bucket is swept by its own window. */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { keepOwnWindows } from './rate-limit-functions.js';

export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // Each PostgreSQL bucket is swept by its own window, never by the one that triggered the sweep.
      if (dialect === 'postgres') await keepOwnWindows(db);
    },
  };
}
