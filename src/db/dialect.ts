import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './types.js';

/** Which database a store is: the few places that write dialect-specific SQL ask this. */
export type Dialect = 'sqlite' | 'postgres';

/** Whether `db` (a store's handle, a connection's or a transaction's) talks to PostgreSQL. */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
