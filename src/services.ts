/** What every resource plugin is given: the store and the configuration. Built once in app.ts. */
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import type { ReadCache } from './db/read-cache.js';
import type { KeptAnswer } from './http/cached-answer.js';

/** Shared dependencies of the routes. */
export interface Services {
  readonly db: Kysely<Database>;
  readonly config: Config;
  /** Serialized answers of the hot reads, valid while the store is unchanged (SQLite only). */
  readonly answers: ReadCache<KeptAnswer>;
}
