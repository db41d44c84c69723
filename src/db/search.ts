/** Case-insensitive "contains" search, the same on SQLite and PostgreSQL, with the user's % and _ taken literally. */
import { sql, type Expression, type SqlBool } from 'kysely';

/** Longest search text taken; longer text is cut (a search box, not a document). */
export const MAX_SEARCH = 100;

/** The LIKE pattern of "contains `text`": lowercased, cut to MAX_SEARCH, wildcards escaped with `!`. */
export function containsPattern(text: string): string {
  return `%${text.slice(0, MAX_SEARCH).toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** `column` matches `pattern` (from containsPattern, or a compiled query's slot holding one), ignoring case. */
export function likePattern(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;
}

/** `column` contains `text`, ignoring case (ASCII and what `lower()` folds), wildcards escaped with `!`. */
export function contains(column: string, text: string): Expression<SqlBool> {
  return likePattern(column, containsPattern(text));
}
