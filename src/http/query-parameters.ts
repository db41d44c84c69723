/**
 * Unknown query parameters are refused (422, naming each), on every operation: a misspelled filter such as
 * `stauts=paid` must never answer the unfiltered list. So are values carrying a NUL character.
 */
import type { FastifyInstance } from 'fastify';
import { fieldErrors, validationError } from '../api-error.js';

// A request naming thousands of parameters gets this many named, and the count of the rest.
const NAMED = 10;

/** Installs the check, before the query is validated, on every route that is a documented operation. */
export function refuseUnknownQueryParameters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const schema = request.routeOptions.schema as { operationId?: string; querystring?: { properties?: object } } | undefined;
    if (schema?.operationId === undefined) return done();
    const known = schema.querystring?.properties ?? {};
    const query = request.query as Record<string, unknown>;
    const unknown = Object.keys(query).filter((name) => !Object.hasOwn(known, name));
    // A NUL in a value is refused as it is in a body (json-body.ts): `q=%00` must not match every row.
    const withNul = Object.keys(query).filter((name) => Object.hasOwn(known, name) && [query[name]].flat().some((value) => typeof value === 'string' && value.includes('\u0000')));
    if (unknown.length === 0 && withNul.length === 0) return done();
    const fields = fieldErrors();
    for (const name of unknown.slice(0, NAMED)) fields[name] = ['unknown parameter'];
    if (unknown.length > NAMED) fields['query'] = [`and ${unknown.length - NAMED} more unknown parameters`];
    for (const name of withNul.slice(0, NAMED)) fields[name] = ['must not contain null characters'];
    done(validationError(fields));
  });
}
