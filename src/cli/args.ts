/** Argument helpers shared by the CLI commands. */

/** Thrown for wrong usage (exit 2). */
export class UsageError extends Error {}

/** A positive integer argument, or a usage error. */
export function positiveInt(text: string | undefined, what: string, max = 2_147_483_647): number {
  if (text === undefined || !/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > max) throw new UsageError(`${what} must be an integer 1–${max}, got "${text ?? ''}"`);
  return Number(text);
}
