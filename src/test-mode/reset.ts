/**
 * "Delete all test data" (docs/decisions.md#21-test-mode): empties a test twin and fills it with the demo data again,
 * in one transaction, so a reader sees the old twin or the new one, never half of each. The twin's test keys stay
 * (a developer's tools keep working); everything else of the twin goes. Every statement names the twin's id: no row
 * of the live workspace, or of any other, is touched. It has the twin to itself (turns.ts): triggers running finish
 * first, and new ones wait for it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { seedWorkspace, type SeedCounts } from '../demo/seed.js';
import { DomainError } from '../domain-error.js';
import { isLive, type WorkspaceRow } from '../workspaces/repository.js';
import { aloneInTwin } from './turns.js';

/** The twin's tables, children before the rows they name (entitlements before orders, deliveries before events). */
const TABLES = [
  'idempotency_keys',
  'automation_runs',
  'automations',
  'delivery_attempts',
  'deliveries',
  'delivery_tallies',
  'events',
  'webhooks',
  'entitlements',
  'subscriptions',
  'order_items',
  'orders',
  'order_tallies',
  'products',
  'status_tokens',
  'servers',
  'posts',
  'streams',
  'reports',
  'profiles',
  'notifications',
  'members',
  'invitations',
] as const satisfies readonly (keyof Database)[];

/** Empties the twin (its keys stay) and refills the demo data; refuses a live workspace. */
export async function resetTwin(db: Kysely<Database>, twin: WorkspaceRow): Promise<SeedCounts> {
  if (isLive(twin)) throw new DomainError('only a test twin can be emptied');
  return aloneInTwin(db, twin.id, async (trx) => {
    for (const table of TABLES) await trx.deleteFrom(table).where('workspace_id', '=', twin.id).execute();
    // On PostgreSQL a fold of the tallies (db/tallies.ts) that committed while the first delete waited for its rows
    // left a summed row that delete could not see; a second statement sees it. Later folds find nothing of the twin.
    for (const table of ['order_tallies', 'delivery_tallies'] as const) await trx.deleteFrom(table).where('workspace_id', '=', twin.id).execute();
    return seedWorkspace(trx, twin);
  });
}
