/** The one error type of the API, its closed list of codes, and the envelope it becomes. */

/** Every `error` code the API answers with, and the HTTP status of each. */
export const ERROR_STATUS = {
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  request_timeout: 408,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  unavailable: 503,
} as const;

/** A closed error code. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Field name → messages, as carried by a 422. */
export type FieldErrors = Record<string, string[]>;

/** An error the client caused or may see; anything else thrown becomes `internal_error`. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  /** The JSON envelope of this error. */
  toBody(): { error: ErrorCode; message: string; errors?: FieldErrors } {
    return this.fields ? { error: this.code, message: this.message, errors: this.fields } : { error: this.code, message: this.message };
  }
}

/** An empty field map. Prototype-free, so a field named `__proto__` is just a field. */
export function fieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

/** A 422 for the given fields. */
export function validationError(fields: FieldErrors): ApiError {
  const names = Object.keys(fields);
  return new ApiError('validation_failed', `Invalid input: ${names.join(', ')}.`, fields);
}

/** A 404 for a resource that does not exist in the key's workspace. */
export function notFound(resource: string): ApiError {
  return new ApiError('not_found', `${resource} not found.`);
}

/** The 403 of a key without the scope an operation needs. */
export function lacksScope(scope: string): ApiError {
  return new ApiError('forbidden', `This key lacks the ${scope} scope.`);
}
