/** Argument helpers shared by the CLI commands. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { WorkspaceRow } from '../workspaces/repository.js';
import { requireWorkspace } from '../workspaces/service.js';

/** Parsed arguments of one command. */
export interface Args {
  readonly positionals: string[];
  readonly values: Record<string, string | boolean | undefined>;
}

/** Thrown for wrong usage (exit 2). */
export class UsageError extends Error {}

/** A positive integer argument, or a usage error. */
export function positiveInt(text: string | undefined, what: string, max = 2_147_483_647): number {
  if (text === undefined || !/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > max) throw new UsageError(`${what} must be an integer 1–${max}, got "${text ?? ''}"`);
  return Number(text);
}

/** A string flag's value. */
export function str(args: Args, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** The workspace named by `--workspace` (required by the command table, so present). */
export function workspaceOf(db: Kysely<Database>, args: Args): Promise<WorkspaceRow> {
  return requireWorkspace(db, str(args, 'workspace') as string);
}
