/** The one place errors become answers: ApiErrors as they are, Fastify's 4xx mapped, the rest `internal_error`. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../api-error.js';
import { named, storeFull, storeUnreachable, type StoreFaults } from '../db/faults.js';

/** Maps anything thrown into an ApiError. */
export function toApiError(error: FastifyError | Error): ApiError {
  if (error instanceof ApiError) return error;
  if (storeUnreachable(error)) return new ApiError('unavailable', 'The store is unreachable; retry in a moment.', undefined, { 'Retry-After': '1' });
  if (storeFull(error)) {
    const { code, message } = named(error);
    return new ApiError('unavailable', `The store is out of storage space (${code}: ${message}); writes are refused until space is freed, reads still work. Retry later.`, undefined, { 'Retry-After': '30' });
  }
  const fastifyError = error as FastifyError;
  switch (fastifyError.statusCode) {
    case 413:
      return new ApiError('payload_too_large', 'The request body is larger than 1 MiB.');
    case 415:
      return new ApiError('unsupported_media_type', 'Request bodies must be application/json.');
    case 404:
      return new ApiError('not_found', 'Not found.');
    case 503:
      // Fastify's answer to requests arriving while the server closes.
      return new ApiError('unavailable', 'The server is shutting down; retry in a moment.', undefined, { 'Retry-After': '1' });
    case undefined:
      return new ApiError('internal_error', 'Something went wrong on our side. It has been logged; retrying may help.');
    default:
      // Remaining client errors are malformed requests (bad JSON, bad Content-Length): nothing to read.
      return fastifyError.statusCode < 500
        ? new ApiError('invalid_json', 'The request body could not be read as JSON.')
        : new ApiError('internal_error', 'Something went wrong on our side. It has been logged; retrying may help.');
  }
}

/**
 * An error answered before the body arrived (a 401 in front of a slow upload) closes the connection: Node would
 * otherwise keep reading and discarding the body, holding the connection for as long as the client cares to.
 */
function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.complete) void reply.header('Connection', 'close');
}

/**
 * Logs a request's failure: a store fault once per fault through `faults`, a 503 for an outage already told
 * elsewhere (the rate-limit store) not at all, anything else with its stack. The request's own line says 503 either way.
 */
export function logFailure(request: FastifyRequest, error: Error, apiError: ApiError, faults: StoreFaults, message: string): void {
  if (faults.take(error, true) || apiError.status < 500 || apiError.code === 'unavailable') return;
  request.log.error({ err: error }, message);
}

/** Installs the error and not-found handlers. */
export function registerErrorHandling(app: FastifyInstance, faults: StoreFaults): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // No route matched, but Fastify read the body first (a method it knows carries one, such as QUERY): the answer is
    // the 404 of an unknown route, not a complaint about a body nobody would read.
    if (request.is404) return notFound(request, reply);
    const apiError = toApiError(error);
    logFailure(request, error, apiError, faults, 'request failed');
    if (apiError.headers) void reply.headers(apiError.headers);
    closeIfBodyUnread(request, reply);
    return reply.status(apiError.status).send(apiError.toBody());
  });
  app.setNotFoundHandler(notFound);
}

/** The answer to a request no route takes: JSON 404 in the envelope (a person at `/` is sent to the dashboard). */
function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  closeIfBodyUnread(request, reply);
  const path = request.url.split('?')[0] ?? '';
  // A person who typed the address wanted the dashboard; API clients (curl's */*, JSON) keep the JSON 404.
  if (path === '/') {
    void reply.header('Vary', 'Accept');
    if ((request.method === 'GET' || request.method === 'HEAD') && /\btext\/html\b/.test(request.headers.accept ?? '')) return reply.status(302).header('Location', '/dashboard').send();
  }
  const hint = path.startsWith('/api/') || path === '/' ? ' The API reference is at /api/v1/docs.' : '';
  return reply.status(404).send(new ApiError('not_found', `No route for ${request.method} ${path}.${hint}`).toBody());
}
