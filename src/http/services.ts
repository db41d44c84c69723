/** What every resource plugin is given: the store, the configuration and the admission gate. Built once in app.ts. */
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import type { Gate } from './gate.js';

/** Shared dependencies of the routes. */
export interface Services {
  readonly db: Kysely<Database>;
  readonly config: Config;
  /** The admission gate every authenticated request goes through (gate.ts). */
  readonly gate: Gate;
}
