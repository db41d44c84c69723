/** One paginated read: the total and the rows of one page, from the same filtered query. */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from '../http/pagination.js';

/**
 * Runs `query` (filtered, selected and ordered) for one page and the number of rows it matches. The count is
 * asked only when the page cannot tell it: a page that comes back short (and is not past the end) is the last.
 */
export async function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: Page,
): Promise<{ rows: O[]; total: number }> {
  const rows = await query.limit(page.perPage).offset(page.offset).execute();
  if (rows.length < page.perPage && (rows.length > 0 || page.offset === 0)) return { rows, total: page.offset + rows.length };
  const counted = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  // The two reads are not one snapshot: a total that a concurrent delete made smaller than what was seen is not told.
  const seen = rows.length > 0 ? page.offset + rows.length : 0;
  return { rows, total: Math.max(Number((counted as { total: number }).total), seen) };
}
