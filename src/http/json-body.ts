/** The only body parser: JSON, 1 MiB, with clear 400/422 answers instead of parser internals. */
import type { FastifyInstance } from 'fastify';
import { ApiError, fieldErrors, validationError, type FieldErrors } from '../api-error.js';
import { describePlace } from './places.js';

/** Largest accepted request body. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

interface Visit {
  readonly value: unknown;
  /** Its top-level field (keys errors: docs/decisions.md#12-openapi-sdk-idempotency); undefined for the body. */
  readonly field: string | undefined;
  /** Where under that field, as at most SHOWN_SEGMENTS segments; shared, never copied past that depth. */
  readonly place: readonly (string | number)[];
}

// A place is shown to at most this many segments.
const SHOWN_SEGMENTS = 8;
const NUL_MESSAGE = 'must not contain null characters';

function deeper(place: readonly (string | number)[], segment: string | number): readonly (string | number)[] {
  return place.length >= SHOWN_SEGMENTS ? place : [...place, segment];
}

/**
 * Finds strings (values or keys) that carry a NUL character, which no text column should hold: one message per
 * top-level field. An explicit stack, not recursion, in linear time (each value visited once, each place built in at
 * most SHOWN_SEGMENTS steps): a 1 MiB body of NUL strings is judged as fast as any other.
 */
function nulFields(body: unknown, found: FieldErrors): void {
  const stack: Visit[] = [{ value: body, field: undefined, place: [] }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { value, field, place } = visit;
    const name = field ?? 'body';
    if (typeof value === 'string') {
      if (found[name] === undefined && value.includes('\u0000')) found[name] = [describePlace(place, NUL_MESSAGE)];
    } else if (value !== null && typeof value === 'object') {
      const isArray = Array.isArray(value);
      // Pushed last to first, so the walk is in document order and the first finding named is the first in the body.
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i] as [string, unknown];
        if (key.includes('\u0000') && found[name] === undefined) found[name] = [describePlace(place, `field names ${NUL_MESSAGE}`)];
        const segment = isArray ? Number(key) : key;
        stack.push(field === undefined ? { value: item, field: isArray ? 'body' : key, place: isArray ? [segment] : [] } : { value: item, field, place: deeper(place, segment) });
      }
    }
  }
}

/** Deepest nesting of arrays and objects a body may have; the contract's bodies nest at most 3 levels. */
export const MAX_BODY_DEPTH = 64;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether `text` nests arrays and objects deeper than {@link MAX_BODY_DEPTH}: one pass over the characters,
 * skipping strings. Checked before anything parses or walks the body, so no code after the parser (the
 * idempotency hash, validation, handlers) ever meets a body deep enough to overflow a recursive walk.
 */
function nestsTooDeep(text: string): boolean {
  if (text.length <= MAX_BODY_DEPTH) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > MAX_BODY_DEPTH) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth -= 1;
  }
  return false;
}

/** Replaces Fastify's parsers with one strict JSON parser. */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_request, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    // Clients that always send Content-Type: application/json on bodiless POSTs get "no body", not a 400.
    if (text.trim() === '') return done(null, undefined);
    if (nestsTooDeep(text)) {
      return done(new ApiError('invalid_json', `The request body nests arrays and objects more than ${MAX_BODY_DEPTH} levels deep.`), undefined);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return done(new ApiError('invalid_json', 'The request body is not valid JSON.'), undefined);
    }
    if (text.includes('\\u0000')) {
      const found = fieldErrors();
      nulFields(body, found);
      if (Object.keys(found).length > 0) return done(validationError(found), undefined);
    }
    return done(null, body);
  });
}
