/** Argument helpers shared by the CLI commands. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { WorkspaceRow } from '../workspaces/repository.js';
import { requireWorkspace } from '../workspaces/service.js';
import { liveSlugOf } from '../test-mode/twin.js';
import { DomainError } from '../domain-error.js';

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

/**
 * Refuses a test twin's slug in `--workspace` (main/cli.ts asks before any command runs): the CLI names live
 * workspaces, and reaches a twin through its live workspace with `--test` where a command has it. A membership or a
 * server written into a twin by its own slug would be one the dashboard never shows.
 */
export function refuseTwinSlug(slug: string, hasTest: boolean): void {
  const live = liveSlugOf(slug);
  if (live === undefined) return;
  const instead = hasTest ? `use --workspace ${live} --test` : `name the live workspace "${live}"; this command has no test mode`;
  throw new DomainError(`"${slug}" is the test twin of "${live}", and the CLI takes live workspaces only: ${instead}`);
}
