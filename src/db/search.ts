/** Case-insensitive "contains" search, the same on SQLite and PostgreSQL, with the user's % and _ taken literally. */
import { sql, type Expression, type SqlBool } from 'kysely';

/** Longest search text taken; longer text is cut (a search box, not a document). */
export const MAX_SEARCH = 100;

/** `column` contains `text`, ignoring case (ASCII and what `lower()` folds), wildcards escaped with `!`. */
export function contains(column: string, text: string): Expression<SqlBool> {
  const escaped = text.slice(0, MAX_SEARCH).toLowerCase().replace(/[!%_]/g, (c) => `!${c}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '!'`;
}
