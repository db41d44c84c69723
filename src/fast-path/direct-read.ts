/**
 * A cached read as the front door runs it on a miss (a piece of the fast path), without Fastify's router, hooks, request and reply
 * (front-door.ts). Everything it uses is Fastify's own, taken from the route's first answer through Fastify: the
 * route's compiled validators (query and path), its compiled 200 serializer, the names its query schema knows, and
 * its handler. The query string is parsed by the parser Fastify's router uses (fast-querystring).
 *
 * Only a request Fastify would answer 200 is read here: unknown or invalid parameters, and a read that throws
 * (404, …), go on to Fastify, which answers them as always. A declared read receives only `caller`, `query` and
 * `params` (http/cached-read.ts), which is all a direct read gives it.
 *
 * Measured gain (docs/scaling.md, "The fast path, piece by piece"): bench:uncached +12 % to +34 % a read on
 * SQLite; none in the mix, where most reads are kept answers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse } from 'fast-querystring';
import type { KeyAdmission } from '../http/admission.js';
import type { ReadInput } from '../http/cached-read.js';

/** A compiled validator of validation.ts: the value (coerced, defaults filled) or the error. */
type Validator = (data: unknown) => { value?: unknown; error?: unknown };

/** One declared read, runnable without Fastify. */
export interface DirectRead {
  /** The handler's request for these path parameters and query string; undefined when Fastify must answer. */
  request(admitted: KeyAdmission, params: Record<string, string>, query: string): ReadInput | undefined;
  /** The handler's answer (rejects as the handler does). */
  read(input: ReadInput): Promise<unknown>;
  /** The route's 200 serializer. */
  serialize(value: unknown): string;
}

/** Runs `validate` over `data` as Fastify's validation step does; false when the part is invalid. */
function validated(validate: Validator | undefined, data: unknown): { value: unknown } | false {
  if (validate === undefined) return { value: data };
  const result = validate(data);
  return result.error === undefined ? { value: 'value' in result ? result.value : data } : false;
}

/**
 * The direct read of the route `request` was routed to, from Fastify's compiled parts for it; undefined when the
 * route has no 200 serializer. `read` is the route's declared read.
 */
export function learnDirectRead(request: FastifyRequest, reply: FastifyReply, read: (input: ReadInput) => Promise<unknown>): DirectRead | undefined {
  const serialize = reply.getSerializationFunction('200') as ((value: unknown) => string) | undefined;
  if (serialize === undefined) return undefined;
  const validateQuery = request.getValidationFunction('querystring') as Validator | undefined;
  const validateParams = request.getValidationFunction('params') as Validator | undefined;
  const schema = request.routeOptions.schema as { querystring?: { properties?: object } } | undefined;
  const known = schema?.querystring?.properties ?? {};
  return {
    request(admitted, params, queryString) {
      const query = queryString.length === 0 ? {} : (parse(queryString) as Record<string, unknown>);
      // An unknown parameter is refused by Fastify's preValidation hook (query-parameters.ts).
      for (const name in query) if (!Object.hasOwn(known, name)) return undefined;
      const checkedParams = validated(validateParams, params);
      const checkedQuery = checkedParams && validated(validateQuery, query);
      if (checkedParams === false || checkedQuery === false) return undefined;
      return { caller: admitted.caller, query: checkedQuery.value, params: checkedParams.value };
    },
    read,
    serialize,
  };
}
