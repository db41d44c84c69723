/** One paginated read: the total and the rows of one page, from the same filtered query. */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from '../http/pagination.js';

/**
 * Runs `query` (filtered, selected and ordered) for one page and the number of rows it matches. The count is
 * asked only when the page cannot tell it: a page that comes back short (and is not past the end) is the last.
 * `count` answers it without scanning (from a tally); `after` narrows the query to the rows after a keyset cursor.
 */
export async function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: Page,
  options: { count?: (() => Promise<number>) | undefined; after?: ((query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>) | undefined } = {},
): Promise<{ rows: O[]; total: number }> {
  // A keyset page starts after a row: what it holds says nothing of the rows before it, so the total is counted.
  const keyset = options.after !== undefined;
  const rows = await (options.after ? options.after(query) : query).limit(page.perPage).offset(page.offset).execute();
  if (!keyset && rows.length < page.perPage && (rows.length > 0 || page.offset === 0)) return { rows, total: page.offset + rows.length };
  if (options.count) return { rows, total: Math.max(await options.count(), keyset ? rows.length : page.offset + rows.length) };
  const counted = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  // The two reads are not one snapshot: a total that a concurrent delete made smaller than what was seen is not told.
  const seen = rows.length > 0 ? page.offset + rows.length : 0;
  return { rows, total: Math.max(Number((counted as { total: number }).total), seen) };
}
