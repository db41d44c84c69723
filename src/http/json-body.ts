/** The only body parser: JSON, 1 MiB, with clear 400/422 answers instead of parser internals. */
import type { FastifyInstance } from 'fastify';
import { ApiError, fieldErrors, validationError, type FieldErrors } from './errors.js';

/** Largest accepted request body. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Paths of strings (values or keys) that carry a NUL character, which no text column should hold. */
function nulPaths(value: unknown, path: string[], found: FieldErrors): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found[path.join('.') || 'body'] = ['must not contain null characters'];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found[[...path, key].join('.')] = ['must not contain null characters'];
      nulPaths(item, [...path, key], found);
    }
  }
}

/** Replaces Fastify's parsers with one strict JSON parser. */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_request, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    // Clients that always send Content-Type: application/json on bodiless POSTs get "no body", not a 400.
    if (text.trim() === '') return done(null, undefined);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      // Includes nesting too deep for the parser: either way the body is not JSON we can read.
      return done(new ApiError('invalid_json', 'The request body is not valid JSON.'), undefined);
    }
    if (text.includes('\\u0000')) {
      const found = fieldErrors();
      nulPaths(body, [], found);
      if (Object.keys(found).length > 0) return done(validationError(found), undefined);
    }
    return done(null, body);
  });
}
