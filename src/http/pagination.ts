/** Pagination: page/per_page in, the list envelope out (docs/decisions.md#4-lists). */
import type { Page } from '../db/paging.js';
import { fieldErrors, validationError } from '../api-error.js';

/** The largest page size served; larger requests are served at this size. */
export const MAX_PER_PAGE = 100;
/** The page size when none is asked for. */
export const DEFAULT_PER_PAGE = 25;

/** Resolves validated query values into a page (per_page above the maximum is served as the maximum). */
export function toPage(query: { page?: number | undefined; per_page?: number | undefined }): Page {
  // The validator fills the documented defaults; they are repeated here for callers outside HTTP.
  const page = query.page ?? 1;
  const perPage = Math.min(query.per_page ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** The list envelope. */
export function listEnvelope<T>(data: T[], total: number, page: Page) {
  return { data, meta: { page: page.page, per_page: page.perPage, total, pages: Math.ceil(total / page.perPage) } };
}

/** The keyset cursor of a list query; refuses one given with a page other than the first (422 naming both). */
export function keysetStart<T>(query: { page?: number | undefined; starting_after?: T | undefined }): T | undefined {
  if (query.starting_after !== undefined && (query.page ?? 1) !== 1) {
    const fields = fieldErrors();
    fields['starting_after'] = ['give starting_after or page, not both: a keyset page starts after a row, not at a page number'];
    throw validationError(fields);
  }
  return query.starting_after;
}
