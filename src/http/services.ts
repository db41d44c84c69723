/** What every resource plugin is given: the store, the configuration and admission. Built once in app.ts. */
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import type { Admission } from './admission.js';

/** Shared dependencies of the routes. */
export interface Services {
  readonly db: Kysely<Database>;
  readonly config: Config;
  /** The one admission every authenticated request goes through (admission.ts). */
  readonly admission: Admission;
}
