/**
 * Admission: the one async step every authenticated request takes before its handler, written once. It runs one
 * ordered list of checks (admission-checks.ts) and gives the handler a typed caller: an API key's `Caller`, or an
 * ingest token's game server. Fastify's hook (auth.ts), the ingest routes and the fast path all call it; a check
 * added to the list applies to each of them.
 *
 * The order is the contract's (docs/concepts.md, Errors): the client address's failed-authentication budget
 * before any key is looked up (were the lookup first, a right key answering 200 among wrong ones answering 429
 * would tell a guesser which key is right), then the credential, the rate limit, the scope, and last the
 * recording of the key's last use. A refusal is an ApiError that carries the rate headers of the decision made
 * so far, so every answer that has a decision shows it, refusals included.
 *
 * A request is admitted once: asked again for the same request (the fast path asks before Fastify routes it, and
 * hands on what it does not answer), admission gives the same result, so nothing is checked or counted twice.
 */
import type { ApiKeyRow } from '../keys/repository.js';
import type { Scope } from '../keys/scopes.js';
import type { ReadVersions } from '../db/read-versions.js';
import type { Selectable } from 'kysely';
import type { ServerTable } from '../db/types.js';
import type { WorkspaceRow } from '../workspaces/repository.js';
import type { RateDecision } from '../rate-limit/store.js';
import { ApiError, lacksScope } from '../api-error.js';

/** Who is calling with an API key: the key, its scopes, its workspace and the workspace's read versions. */
export interface Caller {
  readonly key: ApiKeyRow;
  readonly scopes: readonly string[];
  readonly workspace: WorkspaceRow;
  readonly versions: ReadVersions;
}

/** A game server, as its ingest token finds it (the servers' own folder is above this one). */
export type GameServer = Selectable<ServerTable>;

/** What a request presents: an API key (the API) or an ingest token (a game server). */
export type Credential = 'key' | 'ingest';

/** What the checks see and fill in, in order. */
export interface Admitting {
  readonly credential: Credential;
  readonly ip: string;
  readonly authorization: string | undefined;
  /** The scope the operation needs (`null`: any valid key). */
  readonly scope: Scope | null;
  /** Found by the credential check: the key's caller, or the ingest token's server, or why neither. */
  caller?: Caller;
  server?: GameServer;
  problem?: string;
  /** The rate limit's decision. */
  decision?: RateDecision;
  /** This request recorded the key's last use, a write: no cached answer is used or kept for it. */
  touched: boolean;
}

/** One check: resolves when it passes, rejects with an ApiError to refuse. */
export interface Check {
  readonly name: string;
  /** The credentials it applies to (every one when absent). */
  readonly credentials?: readonly Credential[];
  run(admitting: Admitting): Promise<void>;
}

/** Edits the default list (a deployment's own check, a test's refusing one). */
export type ChecksEditor = (checks: readonly Check[]) => readonly Check[];

/** An API key's request, admitted. */
export interface KeyAdmission {
  readonly caller: Caller;
  /** The rate limit's decision (undefined only when a deployment's checks leave the rate limit out). */
  readonly decision: RateDecision | undefined;
  /** It recorded the key's last use (see Admitting). */
  readonly touched: boolean;
}

/** A game server's request, admitted. */
export interface IngestAdmission {
  readonly server: GameServer;
  readonly decision: RateDecision | undefined;
}

/** What a request presents to admission; `request` is its raw request (it names the request, nothing is read). */
export interface Presented {
  readonly request: object;
  readonly ip: string;
  readonly authorization: string | undefined;
}

/** The rate headers of `decision`, as every answer with a decision carries them (none without one). */
export function rateHeaders(decision: RateDecision | undefined): Record<string, string> {
  if (decision === undefined) return {};
  return { 'X-RateLimit-Limit': String(decision.limit), 'X-RateLimit-Remaining': String(decision.remaining), 'X-RateLimit-Reset': String(decision.resetSeconds) };
}

/** `error` with the rate headers of `decision` added (an ApiError; anything else is thrown as it is). */
function withRateHeaders(error: unknown, decision: RateDecision | undefined): unknown {
  if (decision === undefined || !(error instanceof ApiError)) return error;
  return new ApiError(error.code, error.message, error.fields, { ...rateHeaders(decision), ...error.headers });
}

/** The ordered checks, and the one way through them. */
export class Admission {
  /** Each request's admission while it is being answered (a request that is gone is forgotten with it). */
  private readonly admitted = new WeakMap<object, { readonly scope: Scope | null; readonly result: Promise<Admitting> }>();

  constructor(readonly checks: readonly Check[]) {}

  /** Admits an API key's request for an operation that needs `scope` (`null`: any valid key). */
  async key(presented: Presented, scope: Scope | null): Promise<KeyAdmission> {
    const earlier = this.admitted.get(presented.request);
    const admitting = await (earlier?.result ?? this.remember(presented, 'key', scope));
    // The fast path found the route by its own matcher: should Fastify's router disagree, its scope is checked too.
    if (earlier !== undefined && earlier.scope !== scope && scope !== null && !(admitting.caller as Caller).scopes.includes(scope)) {
      throw withRateHeaders(lacksScope(scope), admitting.decision);
    }
    return { caller: admitting.caller as Caller, decision: admitting.decision, touched: admitting.touched };
  }

  /** Admits a game server's request by its ingest token. */
  async ingest(presented: Presented): Promise<IngestAdmission> {
    const admitting = await (this.admitted.get(presented.request)?.result ?? this.remember(presented, 'ingest', null));
    return { server: admitting.server as GameServer, decision: admitting.decision };
  }

  private remember(presented: Presented, credential: Credential, scope: Scope | null): Promise<Admitting> {
    const result = this.run({ credential, ip: presented.ip, authorization: presented.authorization, scope, touched: false });
    this.admitted.set(presented.request, { scope, result });
    return result;
  }

  /** Runs the checks for `admitting`'s credential in order; rejects with the first refusal. */
  private async run(admitting: Admitting): Promise<Admitting> {
    for (const check of this.checks) {
      if (check.credentials !== undefined && !check.credentials.includes(admitting.credential)) continue;
      try {
        await check.run(admitting);
      } catch (error) {
        throw withRateHeaders(error, admitting.decision);
      }
    }
    return admitting;
  }
}
