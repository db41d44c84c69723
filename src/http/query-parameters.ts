/**
 * Unknown query parameters are refused (422, naming each), on every operation: a misspelled filter such as
 * `stauts=paid` must never answer the unfiltered list.
 */
import type { FastifyInstance } from 'fastify';
import { fieldErrors, validationError } from './errors.js';

// A request naming thousands of parameters gets this many named, and the count of the rest.
const NAMED = 10;

/** Installs the check, before the query is validated, on every route that is a documented operation. */
export function refuseUnknownQueryParameters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const schema = request.routeOptions.schema as { operationId?: string; querystring?: { properties?: object } } | undefined;
    if (schema?.operationId === undefined) return done();
    const known = schema.querystring?.properties ?? {};
    const unknown = Object.keys(request.query as object).filter((name) => !Object.hasOwn(known, name));
    if (unknown.length === 0) return done();
    const fields = fieldErrors();
    for (const name of unknown.slice(0, NAMED)) fields[name] = ['unknown parameter'];
    if (unknown.length > NAMED) fields['query'] = [`and ${unknown.length - NAMED} more unknown parameters`];
    done(validationError(fields));
  });
}
