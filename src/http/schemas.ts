/** Schemas shared by every resource: envelopes, pagination, ids, timestamps. */
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { ERROR_STATUS } from '../api-error.js';

/** Largest id the API accepts in a path (the store's integer range). */
export const MAX_ID = 2_147_483_647;

/** A year 0001–9999 (the server refuses year 0000). */
export const YEAR = '(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})';
/** The service's timestamp form, UTC, with real months, days, hours, minutes and seconds. */
export const SERVICE_TIMESTAMP_PATTERN = `^${YEAR}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$`;
/** A UTC `YYYY-MM-DD HH:MM:SS` timestamp as returned. */
export const TimestampSchema = Type.String({ pattern: SERVICE_TIMESTAMP_PATTERN, description: 'UTC, YYYY-MM-DD HH:MM:SS' });

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
  id: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Resource id', examples: [42] }),
});

/** `page` and `per_page` query parameters. */
export const PageQuery = Type.Object({
  /** 1-based page number. */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, default: 1, description: 'Page number, from 1; beyond the last page, data is empty', examples: [1] })),
  /** Items per page; above 100 is served as 100. */
  per_page: Type.Optional(Type.Integer({ minimum: 1, default: 25, description: 'Items per page (default 25, at most 100; larger values are served as 100)', examples: [25] })),
});

/** The `meta` of every list. */
export const PageMetaSchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, description: 'This page, from 1', examples: [1] }),
    per_page: Type.Integer({ minimum: 1, maximum: 100, description: 'Items per page as served (at most 100)', examples: [25] }),
    total: Type.Integer({ minimum: 0, description: 'Items in the whole list', examples: [130] }),
    pages: Type.Integer({ minimum: 0, description: 'Pages in the whole list (0 when it is empty)', examples: [6] }),
  },
  { title: 'PageMeta', description: 'Where this page sits in the list' },
);

/** The list envelope around `item`, named after it (`Product` → `ProductList`). */
export const ListOf = <T extends TSchema>(item: T) =>
  Type.Object(
    {
      data: Type.Array(item, { description: 'The items of this page, oldest first' }),
      meta: PageMetaSchema,
    },
    { title: `${String(item.title)}List`, description: `One page of ${String(item.title)} items` },
  );

/** The `{ error, message }` envelope. */
export const ErrorSchema = Type.Object(
  {
    error: Type.String({ enum: Object.keys(ERROR_STATUS), description: 'Machine-readable error code (one per status)', examples: ['not_found'] }),
    message: Type.String({ description: 'Human-readable explanation', examples: ['Not found.'] }),
  },
  { title: 'Error', description: 'Every error answer: a stable code and a sentence for people' },
);

/** The 422 envelope: the error plus a map of field → messages. */
export const ValidationErrorSchema = Type.Object(
  {
    error: Type.Literal('validation_failed', { description: 'Always validation_failed', examples: ['validation_failed'] }),
    message: Type.String({ description: 'Human-readable summary', examples: ['The request is invalid.'] }),
    errors: Type.Record(Type.String(), Type.Array(Type.String({ description: 'One problem, naming its place inside the field' }), { description: 'Messages for one field' }), {
      description: 'Top-level field or parameter name → its problems; a problem inside an array or object names its place',
      examples: [{ price_cents: ['must be >= 0'], media: ['item 2 must be an absolute http(s) URL'] }],
    }),
  },
  { title: 'ValidationError', description: 'A 422: which fields are wrong and why' },
);

/** What each error status means, as the document describes the answer. */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The body is not JSON (`invalid_json`)',
  401: 'Missing, malformed, unknown or revoked key (`unauthorized`)',
  403: 'The key lacks the scope of this operation (`forbidden`)',
  404: 'No such resource in this workspace (`not_found`)',
  409: 'The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done',
  413: 'Body over 1 MiB (`payload_too_large`)',
  415: 'Body is not application/json (`unsupported_media_type`)',
  422: 'The input is invalid (`validation_failed`); nothing was changed',
  429: 'Rate limit exceeded (`rate_limited`); retry after Retry-After seconds',
  500: 'Unexpected failure (`internal_error`)',
  503: 'The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds',
};

/** The error answers operations can give, by status. */
export const errorResponses = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
  422: ValidationErrorSchema,
  429: ErrorSchema,
  500: ErrorSchema,
  503: ErrorSchema,
};
