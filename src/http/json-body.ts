/** The only body parser: JSON, 1 MiB, with clear 400/422 answers instead of parser internals. */
import type { FastifyInstance } from 'fastify';
import { ApiError, fieldErrors, validationError, type FieldErrors } from './errors.js';

/** Largest accepted request body. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

interface Visit {
  readonly value: unknown;
  readonly key: string | undefined;
  readonly parent: Visit | undefined;
}

// A path is shown to at most this many segments: bodies can nest hundreds of thousands deep.
const SHOWN_SEGMENTS = 8;

function pathOf(visit: Visit, extra?: string): string {
  const segments: string[] = extra === undefined ? [] : [extra];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) segments.push(at.key);
  segments.reverse();
  const shown = segments.length > SHOWN_SEGMENTS ? [...segments.slice(0, SHOWN_SEGMENTS), '…'] : segments;
  return shown.join('.') || 'body';
}

/** Paths of strings (values or keys) that carry a NUL character, which no text column should hold. */
function nulPaths(body: unknown, found: FieldErrors): void {
  // An explicit stack with parent links, not recursion or copied paths: JSON nested 400,000 deep parses
  // fine and must be walked in linear time without overflowing.
  const stack: Visit[] = [{ value: body, key: undefined, parent: undefined }];
  const message = ['must not contain null characters'];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found[pathOf(visit)] = message;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) found[pathOf(visit, key)] = message;
        stack.push({ value: item, key, parent: visit });
      }
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
      nulPaths(body, found);
      if (Object.keys(found).length > 0) return done(validationError(found), undefined);
    }
    return done(null, body);
  });
}
