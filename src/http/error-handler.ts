/** The one place errors become answers: ApiErrors as they are, Fastify's 4xx mapped, the rest `internal_error`. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors.js';

/** Socket errors, PostgreSQL's connection classes (08, 57P0x, 53300) and a SQLite file held past its busy timeout. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300', 'SQLITE_BUSY']);

/** True when `error` says the store could not be reached (decisions §5: 503, not 500). */
function storeUnreachable(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08/.test(code))) return true;
  return /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(error.message);
}

/** Maps anything thrown into an ApiError. */
export function toApiError(error: FastifyError | Error): ApiError {
  if (error instanceof ApiError) return error;
  if (storeUnreachable(error)) return new ApiError('unavailable', 'The store is unreachable; retry in a moment.', undefined, { 'Retry-After': '1' });
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

/** Installs the error and not-found handlers. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    if (apiError.headers) void reply.headers(apiError.headers);
    closeIfBodyUnread(request, reply);
    return reply.status(apiError.status).send(apiError.toBody());
  });
  app.setNotFoundHandler((request, reply) => {
    closeIfBodyUnread(request, reply);
    const path = request.url.split('?')[0] ?? '';
    const hint = path.startsWith('/api/') || path === '/' ? ' The API reference is at /api/v1/docs.' : '';
    return reply.status(404).send(new ApiError('not_found', `No route for ${request.method} ${path}.${hint}`).toBody());
  });
}
