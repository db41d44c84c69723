/** Recognising store errors the services turn into answers. */

/** True for a unique-constraint violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505' || /UNIQUE constraint/.test(message ?? '');
}
