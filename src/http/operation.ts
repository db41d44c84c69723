/** Route options for one API operation: scope, schemas and the error answers it can give, in one place. */
import type { TSchema } from '@sinclair/typebox';
import type { RouteOptions } from 'fastify';
import type { Scope } from '../keys/scopes.js';
import { errorResponses } from './schemas.js';

type ErrorStatus = keyof typeof errorResponses;

/** What an operation declares. */
export interface OperationSpec<Q extends TSchema | undefined, P extends TSchema | undefined, B extends TSchema | undefined, R extends TSchema, H extends TSchema | undefined = undefined> {
  /** The operationId: lowerCamel verb + noun (`listProducts`), also the SDK's method name. */
  readonly id: string;
  readonly summary: string;
  /** Rules of the operation no schema can say (a cap across requests, a comparison of two fields), for its description. */
  readonly rules?: string;
  readonly tag: string;
  /** Required scope; `null` when any valid key will do. */
  readonly scope: Scope | null;
  /** Only test keys may call it (docs/decisions.md#21-test-mode): a live key gets 404. */
  readonly testOnly?: boolean;
  /** It can refuse with 409 `conflict` because of the resource's state. */
  readonly conflict?: boolean;
  readonly querystring?: Q;
  readonly params?: P;
  readonly body?: B;
  /** Request headers it reads (a stream's `Last-Event-ID`). */
  readonly headers?: H;
  /** The 200 answer: a JSON schema, or for a Server-Sent Events stream what the stream is. */
  readonly response: R | { readonly eventStream: string };
}

/** A stream's 200 answer: `text/event-stream`, described in words (no JSON schema says what SSE carries). */
function eventStreamAnswer(description: string) {
  return { description, content: { 'text/event-stream': { schema: { type: 'string', description: 'Server-Sent Events: `id:`, `event:` and `data:` lines, a blank line after each message; `: heartbeat` comments every 15 s' } } } };
}

/** Builds Fastify route options whose schema feeds validation, serialization and the OpenAPI document. */
export function operation<Q extends TSchema | undefined, P extends TSchema | undefined, B extends TSchema | undefined, R extends TSchema, H extends TSchema | undefined = undefined>(
  spec: OperationSpec<Q, P, B, R, H>,
) {
  // 422 on every operation: an unknown query parameter is refused everywhere (query-parameters.ts).
  const statuses: ErrorStatus[] = [401, 422, 429, 500, 503];
  if (spec.scope !== null) statuses.push(403);
  if (spec.conflict === true) statuses.push(409);
  if (spec.params || spec.testOnly === true) statuses.push(404);
  if (spec.body) statuses.push(400, 413, 415);
  const errors = Object.fromEntries(statuses.sort().map((status) => [status, errorResponses[status]]));
  const schema = {
    operationId: spec.id,
    summary: spec.summary,
    description: `${spec.scope === null ? 'Requires a valid API key (no scope).' : `Requires the \`${spec.scope}\` scope.`}${spec.testOnly === true ? ' Test keys only (`cwk_test_`): a live key gets 404.' : ''} Unknown query parameters are refused (422 naming each).${spec.rules === undefined ? '' : ` ${spec.rules}`}`,
    tags: [spec.tag],
    security: [{ bearerAuth: [] }],
    querystring: spec.querystring as Q,
    params: spec.params as P,
    body: spec.body as B,
    headers: spec.headers as H,
    // Typed as R for the type provider; a stream's handler returns nothing (it takes over the answer).
    response: { 200: ('eventStream' in spec.response ? eventStreamAnswer(spec.response.eventStream) : spec.response) as R, ...errors },
  };
  // Parts an operation does not take are left out of the schema, not declared empty.
  for (const part of ['querystring', 'params', 'body', 'headers'] as const) if (schema[part] === undefined) delete schema[part];
  return { config: { scope: spec.scope }, schema };
}

const BODY_ERRORS = [400, 413, 415] as const;

/**
 * A POST or DELETE without a body schema still reads a body a client sends (400 bad JSON, 413 too large,
 * 415 not JSON): those answers are declared on it too, so the document lists every status it can give.
 * Every POST also takes an Idempotency-Key (422 when malformed or reused with another body, 409 while the
 * first request with it runs).
 */
export function declareBodyErrors(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const response = route.schema?.response as Record<number, unknown> | undefined;
  if (!response || !methods.some((m) => m === 'POST' || m === 'DELETE')) return;
  for (const status of BODY_ERRORS) response[status] ??= errorResponses[status];
  if (methods.includes('POST') && route.url.startsWith('/api/')) {
    response[409] ??= errorResponses[409];
    response[422] ??= errorResponses[422];
  }
}
