/** Creating workspaces: the workspace, its owner user and the owner's membership, all or nothing. */
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/types.js';
import { DomainError } from '../domain-error.js';
import { now } from '../time.js';
import { assertJoinable } from './joinable.js';
import { findUserByEmail, findWorkspaceBySlug, insertMember, insertUser, insertWorkspace, type WorkspaceRow } from './repository.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/**
 * The first words of the dashboard's own paths (/dashboard/login, /dashboard/reset/<token>…): a workspace by one of
 * these names could never be reached at /dashboard/<slug>. test/dashboard/dashboard-security.test.ts checks this list
 * against the dashboard's route table, so a new route cannot shadow a slug.
 */
export const RESERVED_SLUGS: readonly string[] = ['assets', 'invitations', 'login', 'logout', 'reset'];

/** Options of `workspace create`. */
export interface NewWorkspace {
  slug: string;
  name?: string | undefined;
  currency?: string | undefined;
  ownerEmail?: string | undefined;
}

/** Creates a workspace with its owner; refuses bad or taken slugs before writing anything. */
export async function createWorkspace(db: Kysely<Database>, input: NewWorkspace): Promise<WorkspaceRow> {
  return db.transaction().execute((trx) => addWorkspace(trx, input));
}

/** The body of {@link createWorkspace}, inside the caller's transaction. */
export async function addWorkspace(db: Db, input: NewWorkspace): Promise<WorkspaceRow> {
  const currency = input.currency ?? 'USD';
  if (!SLUG.test(input.slug) || input.slug.length > 63) {
    throw new DomainError(`invalid slug "${input.slug}": use 1–63 characters a-z, 0-9 and single hyphens`);
  }
  if (RESERVED_SLUGS.includes(input.slug)) throw new DomainError(`the slug "${input.slug}" is reserved: the dashboard's own pages live at /dashboard/${input.slug}; choose another`);
  if (!/^[A-Z]{3}$/.test(currency)) throw new DomainError(`invalid currency "${currency}": use a 3-letter uppercase ISO 4217 code`);
  const ownerEmail = input.ownerEmail ?? `owner@${input.slug}.example`;
  if (!/^[^\s@]+@[^\s@]+$/.test(ownerEmail)) throw new DomainError(`invalid owner email "${ownerEmail}"`);
  if (await findWorkspaceBySlug(db, input.slug)) throw new DomainError(`workspace "${input.slug}" already exists`);
  const createdAt = now();
  const workspace = await insertWorkspace(db, { slug: input.slug, name: input.name ?? input.slug, currency, createdAt });
  const username = ownerEmail.split('@')[0] as string;
  const existing = await findUserByEmail(db, ownerEmail);
  if (existing) assertJoinable(existing);
  const owner = existing ?? (await insertUser(db, { email: ownerEmail, username, displayName: username, hideUsername: false, createdAt }));
  await insertMember(db, workspace.id, { userId: owner.id, role: 'owner', joinedAt: createdAt });
  return workspace;
}

/** The workspace with this slug, or a DomainError naming it. */
export async function requireWorkspace(db: Kysely<Database>, slug: string): Promise<WorkspaceRow> {
  const workspace = await findWorkspaceBySlug(db, slug);
  if (!workspace) throw new DomainError(`unknown workspace "${slug}"`);
  return workspace;
}
