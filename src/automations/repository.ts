/** Automations and their runs, always within one workspace (the worker's scan of enabled rules spans them all). */
import type { Selectable } from 'kysely';
import type { AutomationTable, Db } from '../db/types.js';
import { pageOf } from '../db/paging.js';
import type { Page } from '../db/paging.js';

/** A stored rule. */
export type AutomationRow = Selectable<AutomationTable>;

/** One page of the workspace's rules, oldest first. */
export async function listAutomations(db: Db, workspaceId: number, page: Page) {
  return pageOf(db.selectFrom('automations').selectAll().where('workspace_id', '=', workspaceId).orderBy('id'), page);
}

/** How many rules the workspace has. */
export async function countAutomations(db: Db, workspaceId: number): Promise<number> {
  const row = await db.selectFrom('automations').select((eb) => eb.fn.countAll<number>().as('n')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The rule with this id in the workspace. */
export async function findAutomation(db: Db, workspaceId: number, id: number): Promise<AutomationRow | undefined> {
  return db.selectFrom('automations').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();
}

/** One page of a rule's runs (its action as it was then): oldest first as the API lists (docs/concepts.md, Pagination), or newest first for the dashboard. */
export async function listRuns(db: Db, workspaceId: number, automationId: number, page: Page, newestFirst = false) {
  return pageOf(db.selectFrom('automation_runs').selectAll().where('workspace_id', '=', workspaceId).where('automation_id', '=', automationId).orderBy('id', newestFirst ? 'desc' : 'asc'), page);
}

/** The newest event id of the workspace: a new rule runs for what happens after it. */
export async function lastEventId(db: Db, workspaceId: number): Promise<number> {
  const row = await db.selectFrom('events').select((eb) => eb.fn.max('id').as('id')).where('workspace_id', '=', workspaceId).executeTakeFirst();
  return Number(row?.id ?? 0);
}

