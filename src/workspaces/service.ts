/** Creating workspaces: the workspace, its owner user and the owner's membership, all or nothing. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { DomainError } from '../domain-error.js';
import { now } from '../time.js';
import { findUserByEmail, findWorkspaceBySlug, insertMember, insertUser, insertWorkspace, type WorkspaceRow } from './repository.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Options of `workspace create`. */
export interface NewWorkspace {
  slug: string;
  name?: string | undefined;
  currency?: string | undefined;
  ownerEmail?: string | undefined;
}

/** Creates a workspace with its owner; refuses bad or taken slugs before writing anything. */
export async function createWorkspace(db: Kysely<Database>, input: NewWorkspace): Promise<WorkspaceRow> {
  const currency = input.currency ?? 'USD';
  if (!SLUG.test(input.slug) || input.slug.length > 63) {
    throw new DomainError(`invalid slug "${input.slug}": use 1–63 characters a-z, 0-9 and single hyphens`);
  }
  if (!/^[A-Z]{3}$/.test(currency)) throw new DomainError(`invalid currency "${currency}": use a 3-letter uppercase ISO 4217 code`);
  const ownerEmail = input.ownerEmail ?? `owner@${input.slug}.example`;
  if (!/^[^\s@]+@[^\s@]+$/.test(ownerEmail)) throw new DomainError(`invalid owner email "${ownerEmail}"`);
  return db.transaction().execute(async (trx) => {
    if (await findWorkspaceBySlug(trx, input.slug)) throw new DomainError(`workspace "${input.slug}" already exists`);
    const createdAt = now();
    const workspace = await insertWorkspace(trx, { slug: input.slug, name: input.name ?? input.slug, currency, createdAt });
    const owner =
      (await findUserByEmail(trx, ownerEmail)) ??
      (await insertUser(trx, {
        email: ownerEmail,
        username: ownerEmail.split('@')[0] as string,
        displayName: ownerEmail.split('@')[0] as string,
        hideUsername: false,
        createdAt,
      }));
    await insertMember(trx, workspace.id, { userId: owner.id, role: 'owner', joinedAt: createdAt });
    return workspace;
  });
}

/** The workspace with this slug, or a DomainError naming it. */
export async function requireWorkspace(db: Kysely<Database>, slug: string): Promise<WorkspaceRow> {
  const workspace = await findWorkspaceBySlug(db, slug);
  if (!workspace) throw new DomainError(`unknown workspace "${slug}"`);
  return workspace;
}
