/** Pagination: page/per_page in, the list envelope out (decisions §4). */

/** The largest page size served; larger requests are served at this size. */
export const MAX_PER_PAGE = 100;

/** A resolved page request. */
export interface Page {
  readonly page: number;
  readonly perPage: number;
  readonly offset: number;
}

/** Resolves validated query values into a page (per_page above the maximum is served as the maximum). */
export function toPage(query: { page: number; per_page: number }): Page {
  const perPage = Math.min(query.per_page, MAX_PER_PAGE);
  return { page: query.page, perPage, offset: (query.page - 1) * perPage };
}

/** The list envelope. */
export function listEnvelope<T>(data: T[], total: number, page: Page) {
  return { data, meta: { page: page.page, per_page: page.perPage, total, pages: Math.ceil(total / page.perPage) } };
}
