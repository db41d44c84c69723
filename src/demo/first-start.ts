/** First start: on an empty store, create the demo workspace, fill it and hand the operator a key. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { isUniqueViolation } from '../db/errors.js';
import { DomainError } from '../domain-error.js';
import { createKey } from '../keys/service.js';
import { SCOPES } from '../keys/scopes.js';
import { storeIsEmpty } from '../workspaces/repository.js';
import { addWorkspace } from '../workspaces/service.js';
import { seedWorkspace } from './seed.js';

/** Creates and seeds the `demo` workspace when the store is empty; returns its all-scope key, or undefined. */
export async function ensureDemo(db: Kysely<Database>): Promise<string | undefined> {
  try {
    // One transaction: a crash half-way leaves the store empty, so the next start tries again.
    return await db.transaction().execute(async (trx) => {
      if (!(await storeIsEmpty(trx))) return undefined;
      const workspace = await addWorkspace(trx, { slug: 'demo', name: 'Demo Workspace', currency: 'USD', ownerEmail: 'owner@demo.example' });
      await seedWorkspace(trx, workspace);
      return (await createKey(trx, workspace.id, { scopes: [...SCOPES], name: 'Demo key (first start)' })).key;
    });
  } catch (error) {
    // Another process started on the same empty store at the same moment and made the demo first.
    if (error instanceof DomainError || isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** The banner printed once with the demo key and a ready curl line. */
export function demoBanner(key: string, baseUrl: string): string {
  return [
    '',
    'Created the workspace "demo" and filled it with demo data.',
    'Its API key, with every scope, is shown this once. Keep it somewhere safe:',
    '',
    `  ${key}`,
    '',
    'Try it:',
    '',
    `  curl -H "Authorization: Bearer ${key}" ${baseUrl}/me`,
    `  curl -H "Authorization: Bearer ${key}" "${baseUrl}/products?per_page=5"`,
    '',
    `API description: ${baseUrl}/openapi.json`,
    '',
  ].join('\n');
}
