/** Route options for one API operation: scope, schemas and the error answers it can give, in one place. */
import type { TSchema } from '@sinclair/typebox';
import type { Scope } from '../keys/scopes.js';
import { errorResponses } from './schemas.js';

type ErrorStatus = keyof typeof errorResponses;

/** What an operation declares. */
export interface OperationSpec<Q extends TSchema | undefined, P extends TSchema | undefined, B extends TSchema | undefined, R extends TSchema> {
  readonly summary: string;
  readonly tag: string;
  /** Required scope; `null` when any valid key will do. */
  readonly scope: Scope | null;
  readonly querystring?: Q;
  readonly params?: P;
  readonly body?: B;
  readonly response: R;
}

/** Builds Fastify route options whose schema feeds validation, serialization and the OpenAPI document. */
export function operation<Q extends TSchema | undefined, P extends TSchema | undefined, B extends TSchema | undefined, R extends TSchema>(
  spec: OperationSpec<Q, P, B, R>,
) {
  const statuses: ErrorStatus[] = [401, 403, 429, 500];
  if (spec.querystring || spec.params || spec.body) statuses.push(422);
  if (spec.params) statuses.push(404);
  if (spec.body) statuses.push(400, 413, 415);
  const errors = Object.fromEntries(statuses.sort().map((status) => [status, errorResponses[status]]));
  const schema = {
    summary: spec.summary,
    description: spec.scope === null ? 'Requires a valid API key (no scope).' : `Requires the \`${spec.scope}\` scope.`,
    tags: [spec.tag],
    security: [{ bearerAuth: [] }],
    querystring: spec.querystring as Q,
    params: spec.params as P,
    body: spec.body as B,
    response: { 200: spec.response, ...errors },
  };
  // Parts an operation does not take are left out of the schema, not declared empty.
  for (const part of ['querystring', 'params', 'body'] as const) if (schema[part] === undefined) delete schema[part];
  return { config: { scope: spec.scope }, schema };
}
