/**
 * The admission gate: the ordered checks every path that answers an authenticated request runs, written once.
 * Fastify's hook (auth.ts), the front door of cached answers (front-door.ts) and the ingest routes all call
 * `advance`; a check added to the list applies to each of them.
 *
 * The order is the contract's (docs/concepts.md, Errors): the client address's failed-authentication budget
 * before any key is looked up (were the lookup first, a right key answering 200 among wrong ones answering 429
 * would tell a guesser which key is right), then the credential, the rate limit, the scope, and last the
 * recording of the key's last use. Each check returns a promise only when it must wait: with the in-process
 * limiter and a key kept in memory the whole gate runs synchronously.
 */
import type { Scope } from '../keys/scopes.js';
import type { ApiKeyRow } from '../keys/repository.js';
import type { ReadVersions } from '../db/read-versions.js';
import type { ServerRow } from '../servers/repository.js';
import type { WorkspaceRow } from '../workspaces/repository.js';
import type { RateDecision } from '../rate-limit/store.js';

/** Who is calling with an API key: the key, its scopes, its workspace and the workspace's read versions. */
export interface Caller {
  readonly key: ApiKeyRow;
  readonly scopes: readonly string[];
  readonly workspace: WorkspaceRow;
  readonly versions: ReadVersions;
}

/** What a request presents: an API key (the API) or an ingest token (a game server). */
export type Credential = 'key' | 'ingest';

/** One request's way through the gate: what it presents, and what the checks found so far. */
export interface Admission {
  readonly credential: Credential;
  readonly ip: string;
  readonly authorization: string | undefined;
  /** The scope the operation needs (`null`: any valid key). */
  scope: Scope | null;
  /** Found by the credential check: the key's caller, or the ingest token's server, or why neither. */
  caller?: Caller;
  server?: ServerRow;
  problem?: string;
  /** The rate limit's decision (its headers go on every answer that has one, refusals included). */
  decision?: RateDecision;
  /** This request recorded the key's last use, a write: no cached answer is used or kept for it. */
  touched: boolean;
  /** The next check to run. */
  next: number;
}

/** One check: returns when it passes (a promise when it must wait), throws an ApiError to refuse. */
export interface Check {
  readonly name: string;
  /** The credentials it applies to (every one when absent). */
  readonly credentials?: readonly Credential[];
  run(admission: Admission): Promise<void> | void;
}

/** The request's admission begins: nothing checked yet. */
export function admission(credential: Credential, ip: string, authorization: string | undefined, scope: Scope | null): Admission {
  return { credential, ip, authorization, scope, touched: false, next: 0 };
}

/** The ordered checks, and the one way to run them. */
export class Gate {
  constructor(readonly checks: readonly Check[]) {}

  /**
   * Runs the checks `admitted` has not passed yet, in order: undefined when all passed at once, a promise when one
   * must be waited for. A refusal is thrown (or the promise rejects) with its ApiError.
   */
  advance(admitted: Admission): Promise<void> | undefined {
    while (admitted.next < this.checks.length) {
      const check = this.checks[admitted.next] as Check;
      admitted.next += 1;
      if (check.credentials !== undefined && !check.credentials.includes(admitted.credential)) continue;
      const step = check.run(admitted);
      if (step instanceof Promise) return step.then(() => this.advance(admitted));
    }
    return undefined;
  }
}

/** Edits the default list (a deployment's own check, a test's refusing one). */
export type ChecksEditor = (checks: readonly Check[]) => readonly Check[];
