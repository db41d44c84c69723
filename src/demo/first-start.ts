/** First start: on an empty store, create the demo workspace, fill it and hand the operator a key. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { isUniqueViolation } from '../db/errors.js';
import { DomainError } from '../domain-error.js';
import { createKey } from '../keys/service.js';
import { SCOPES } from '../keys/scopes.js';
import { randomBase62 } from '../keys/format.js';
import { hashPassword } from '../users/passwords.js';
import { markProven, setPasswordHash } from '../users/repository.js';
import { now } from '../time.js';
import { findUserByEmail, storeIsEmpty } from '../workspaces/repository.js';
import { addWorkspace } from '../workspaces/service.js';
import { seedWorkspace } from './seed.js';

/** The demo workspace's owner, who can sign in to the dashboard (docs/decisions.md#11-dashboard). */
export const DEMO_OWNER_EMAIL = 'owner@demo.test';

/** What first start hands the operator, once. */
export interface DemoCredentials {
  readonly key: string;
  readonly email: string;
  readonly password: string;
}

/** Creates and seeds the `demo` workspace when the store is empty; returns its all-scope key and owner password, or undefined. */
export async function ensureDemo(db: Kysely<Database>): Promise<DemoCredentials | undefined> {
  // Checked again inside the transaction; this only spares a restart the password hash.
  if (!(await storeIsEmpty(db))) return undefined;
  const password = randomBase62(20);
  const passwordHash = await hashPassword(password);
  try {
    // One transaction: a crash half-way leaves the store empty, so the next start tries again.
    return await db.transaction().execute(async (trx) => {
      if (!(await storeIsEmpty(trx))) return undefined;
      const workspace = await addWorkspace(trx, { slug: 'demo', name: 'Demo Workspace', currency: 'USD', ownerEmail: DEMO_OWNER_EMAIL });
      await seedWorkspace(trx, workspace);
      const owner = await findUserByEmail(trx, DEMO_OWNER_EMAIL);
      // The operator is shown this password: like `user set-password`, it proves the address.
      if (owner) {
        await setPasswordHash(trx, owner.id, passwordHash);
        await markProven(trx, owner.id, now());
      }
      const { key } = await createKey(trx, workspace.id, { scopes: [...SCOPES], name: 'Demo key (first start)', createdByEmail: DEMO_OWNER_EMAIL });
      return { key, email: DEMO_OWNER_EMAIL, password };
    });
  } catch (error) {
    // Another process started on the same empty store at the same moment and made the demo first.
    if (error instanceof DomainError || isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** The banner printed once with the demo key, a ready curl line and the owner's one-time sign-in line. */
export function demoBanner({ key, email, password }: DemoCredentials, baseUrl: string): string {
  const dashboard = `${new URL(baseUrl).origin}/dashboard/login`;
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
    'Sign in to the dashboard as the demo owner (this password is shown once; change it with `user set-password`):',
    '',
    `  ${dashboard}  email ${email}  password ${password}`,
    '',
  ].join('\n');
}
