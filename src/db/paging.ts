/** One paginated read: the total and the rows of one page, from the same filtered query. */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { FormQuery } from './compiled.js';
import type { Database } from './types.js';

/** A resolved page request (http/pagination.ts makes one from the query). */
export interface Page {
  readonly page: number;
  readonly perPage: number;
  readonly offset: number;
}

/** What one page needs: its rows, and the number of rows the query matches when the page cannot tell. */
export interface PageReads<O> {
  rows(limit: number, offset: number): Promise<O[]>;
  count(): Promise<number>;
  /** A keyset page starts after a row: what it holds says nothing of the rows before it, so the total is counted. */
  readonly keyset?: boolean;
}

/**
 * One page and the number of rows it is a page of. The count is asked only when the page cannot tell it: a page
 * that comes back short (and is not past the end) is the last.
 */
export async function pageFrom<O>(reads: PageReads<O>, page: Page): Promise<{ rows: O[]; total: number }> {
  const keyset = reads.keyset === true;
  const rows = await reads.rows(page.perPage, page.offset);
  if (!keyset && rows.length < page.perPage && (rows.length > 0 || page.offset === 0)) return { rows, total: page.offset + rows.length };
  // The two reads are not one snapshot: a total that a concurrent delete made smaller than what was seen is not told.
  const seen = keyset ? rows.length : rows.length > 0 ? page.offset + rows.length : 0;
  return { rows, total: Math.max(await reads.count(), seen) };
}

/** Values of a compiled page query: the form's own, and the page's limit and offset (slots `limit`, `offset`). */
type Paged = { limit: number; offset: number };

/**
 * pageFrom's reads from two compiled queries of one form (compiled.ts): `rows`, limited by the `limit` and `offset`
 * slots, and `count`, which selects `count(*) as total`. `countForm` counts in another form (a keyset page counts
 * every row, not those after its cursor); `count` may also be given outright (from a tally).
 */
export function compiledPage<Form extends string, Values extends Paged, Row>(
  db: Kysely<Database>,
  form: Form,
  values: Values,
  queries: { rows: FormQuery<Form, Values, Row>; count: FormQuery<Form, Values, { total: number }> },
  options: { countForm?: Form; count?: (() => Promise<number>) | undefined; keyset?: boolean } = {},
): PageReads<Row> {
  return {
    rows: async (limit, offset) => (await queries.rows(db, form, { ...values, limit, offset })).rows,
    count: options.count ?? (async () => Number((await queries.count(db, options.countForm ?? form, values)).rows[0]?.total ?? 0)),
    keyset: options.keyset === true,
  };
}

/**
 * Runs `query` (filtered, selected and ordered) for one page and the number of rows it matches (see pageFrom).
 * `count` answers it without scanning (from a tally); `after` narrows the query to the rows after a keyset cursor.
 */
export async function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: Page,
  options: { count?: (() => Promise<number>) | undefined; after?: ((query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>) | undefined } = {},
): Promise<{ rows: O[]; total: number }> {
  const counted = async (): Promise<number> => {
    const row = await query.clearSelect().clearOrderBy().select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
    return Number((row as { total: number }).total);
  };
  return pageFrom(
    {
      rows: (limit, offset) => (options.after ? options.after(query) : query).limit(limit).offset(offset).execute(),
      count: options.count ?? counted,
      keyset: options.after !== undefined,
    },
    page,
  );
}
