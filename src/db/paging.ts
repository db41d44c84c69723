/** One paginated read: the total and the rows of one page, from the same filtered query. */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from '../http/pagination.js';

/** Runs `query` (filtered, selected and ordered) for one page and counts every row it matches. */
export async function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: Page,
): Promise<{ rows: O[]; total: number }> {
  const counted = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  const total = Number((counted as { total: number }).total);
  const rows = total > page.offset ? await query.limit(page.perPage).offset(page.offset).execute() : [];
  return { rows, total };
}
