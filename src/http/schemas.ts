/** Schemas shared by every resource: envelopes, pagination, ids, timestamps. */
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { ERROR_STATUS, type ErrorCode } from './errors.js';

/** Largest id the API accepts in a path (the store's integer range). */
export const MAX_ID = 2_147_483_647;

/** A UTC `YYYY-MM-DD HH:MM:SS` timestamp as returned. */
export const TimestampSchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', description: 'UTC, YYYY-MM-DD HH:MM:SS' });

/** A string limited to `values` (one `enum`, so errors read "must be one of: …"). */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** A nullable variant of a simple-typed schema, as one `type: [t, "null"]` (clearer errors than anyOf). */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { enum: values, type, ...rest } = schema as unknown as { enum?: unknown[]; type: string };
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'], ...(values && { enum: [...values, null] }) });
}

/** The `{ id }` path parameter. */
export const IdParams = Type.Object({
  /** The resource id. */
  id: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Resource id' }),
});

/** `page` and `per_page` query parameters. */
export const PageQuery = Type.Object({
  /** 1-based page number. */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, default: 1, description: 'Page number, from 1; beyond the last page, data is empty' })),
  /** Items per page; above 100 is served as 100. */
  per_page: Type.Optional(Type.Integer({ minimum: 1, default: 25, description: 'Items per page (default 25, at most 100; larger values are served as 100)' })),
});

/** The list envelope around `item`. */
export const ListOf = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    meta: Type.Object({
      page: Type.Integer(),
      per_page: Type.Integer(),
      total: Type.Integer(),
      pages: Type.Integer(),
    }),
  });

/** The `{ error, message }` envelope. */
export const ErrorSchema = Type.Object({
  error: Type.String({ enum: Object.keys(ERROR_STATUS), description: 'Machine-readable error code' }),
  message: Type.String({ description: 'Human-readable explanation' }),
});

/** The 422 envelope: the error plus a map of field → messages. */
export const ValidationErrorSchema = Type.Object({
  error: Type.Literal('validation_failed'),
  message: Type.String(),
  errors: Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Field name → messages' }),
});

const described = (code: ErrorCode, description: string) => Type.Object(ErrorSchema.properties, { description: `${description} (\`${code}\`)` });

/** The error answers every authenticated operation can give. */
export const errorResponses = {
  400: described('invalid_json', 'The body is not JSON'),
  401: described('unauthorized', 'Missing, malformed, unknown or revoked key'),
  403: described('forbidden', 'The key lacks the scope of this operation'),
  404: described('not_found', 'No such resource in this workspace'),
  413: described('payload_too_large', 'Body over 1 MiB'),
  415: described('unsupported_media_type', 'Body is not application/json'),
  422: ValidationErrorSchema,
  429: described('rate_limited', 'Rate limit exceeded; see Retry-After'),
  500: described('internal_error', 'Unexpected failure'),
  503: described('unavailable', 'The store or the rate-limit store is unreachable, or the server is shutting down; see Retry-After'),
};
