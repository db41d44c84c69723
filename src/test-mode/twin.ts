/**
 * A workspace's test twin (docs/decisions.md#21-test-mode): a workspace of its own, so every repository's workspace
 * scoping isolates it exactly as it isolates two workspaces. Made on first use and filled with the demo data.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { seedWorkspace } from '../demo/seed.js';
import { now } from '../time.js';
import { findTwin, insertWorkspace, isLive, type WorkspaceRow } from '../workspaces/repository.js';

/** What a twin's slug adds to its live workspace's: a live slug never holds two hyphens in a row, so never collides. */
const TWIN_SUFFIX = '--test';

/** The slug of the twin of the live workspace with this slug. */
export function twinSlug(liveSlug: string): string {
  return `${liveSlug}${TWIN_SUFFIX}`;
}

/** The live workspace's slug of a twin's slug, or undefined for a live slug. */
export function liveSlugOf(slug: string): string | undefined {
  return slug.endsWith(TWIN_SUFFIX) ? slug.slice(0, -TWIN_SUFFIX.length) : undefined;
}

/** The test twin of a live workspace, made and filled with the demo data on first use; a twin is its own twin. */
export async function twinOf(db: Kysely<Database>, workspace: WorkspaceRow): Promise<WorkspaceRow> {
  if (!isLive(workspace)) return workspace;
  const found = await findTwin(db, workspace.id);
  if (found) return found;
  try {
    return await db.transaction().execute(async (trx) => {
      const twin = await insertWorkspace(trx, { slug: twinSlug(workspace.slug), name: workspace.name, currency: workspace.currency, createdAt: now(), liveId: workspace.id });
      await seedWorkspace(trx, twin);
      return twin;
    });
  } catch (error) {
    // Two first uses at once: the unique live_id lets one make it; the other takes that one.
    const made = await findTwin(db, workspace.id);
    if (made) return made;
    throw error;
  }
}
