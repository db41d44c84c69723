/**
 * A read whose answer may be kept: declared with `cachedRead` instead of `operation` plus a handler. Its handler
 * receives only what the answer may depend on (the caller, the validated query, the path parameters), so the
 * compiler refuses a cached read that looks at anything else (a header, the reply). The rule names the resources
 * it reads; the fast path (src/fast-path/) keeps the answer under their read versions. Without the fast path the
 * route is an ordinary route that runs its handler every time.
 *
 *   app.get('/products/:id', cachedRead({ id: 'getProduct', …, cache: { resources: ['products_rows'] }, params: IdParams,
 *     response: ProductSchema }, async ({ caller, params }) => …));
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { ReadResource } from '../db/read-versions.js';
import type { Caller } from './admission.js';
import { operation, type OperationSpec } from './operation.js';

/** How a read's answer is kept. */
export interface CacheRule {
  /** What the answer reads: it is kept while these resources' versions are unchanged. */
  readonly resources: readonly ReadResource[];
  /** The answer describes the calling key (else it is shared by the workspace's keys). */
  readonly perKey?: boolean;
  /** The answer depends on today's date (UTC), as a window of "the last N days" does. */
  readonly clock?: 'day';
}

/** All a cached read's handler receives. */
export interface ReadInput<Query = unknown, Params = unknown> {
  readonly caller: Caller;
  readonly query: Query;
  readonly params: Params;
}

/** A declared read, as the fast path finds it on its route's config. */
export interface DeclaredRead {
  readonly rule: CacheRule;
  readonly read: (input: ReadInput) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read declared with cachedRead (absent on every other route). */
    cached?: DeclaredRead;
  }
}

type Of<T extends TSchema | undefined> = T extends TSchema ? Static<T> : undefined;

/** The input of a cached read, from the request Fastify admitted and validated. */
export function readInput(request: FastifyRequest): ReadInput {
  return { caller: request.caller, query: request.query, params: request.params };
}

/** Route options and handler of a read whose answer is kept under `spec.cache` (see above). */
export function cachedRead<Q extends TSchema | undefined, P extends TSchema | undefined, R extends TSchema>(
  spec: Omit<OperationSpec<Q, P, undefined, R>, 'body' | 'headers' | 'response'> & { readonly response: R; readonly cache: CacheRule },
  read: (input: ReadInput<Of<Q>, Of<P>>) => Promise<Static<R>>,
) {
  const { cache, ...rest } = spec;
  const options = operation(rest);
  const declared: DeclaredRead = { rule: cache, read: read as DeclaredRead['read'] };
  return {
    ...options,
    config: { ...options.config, cached: declared },
    // Fastify validated the query and the path parameters against the same schemas.
    handler: async (request: FastifyRequest) => read(readInput(request) as ReadInput<Of<Q>, Of<P>>),
  };
}
