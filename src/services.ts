/** What every resource plugin is given: the store, the configuration, the gate and the cached answers. Built once in app.ts. */
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import type { AnswerCache } from './http/answer-cache.js';
import type { Gate } from './http/gate.js';

/** Shared dependencies of the routes. */
export interface Services {
  readonly db: Kysely<Database>;
  readonly config: Config;
  /** The cached answers of the operations that declare `cache` (answer-cache.ts). */
  readonly answers: AnswerCache;
  /** The admission gate every authenticated request goes through (gate.ts). */
  readonly gate: Gate;
}
