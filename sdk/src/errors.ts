/** What the SDK throws: the API's error answers, typed, and failures to reach it. */
import type { components } from './schema.js';

/** Every `error` code the API answers with. */
export type ErrorCode = components['schemas']['Error']['error'];

/** Field or parameter name → its problems (a 422's `errors`). */
export type FieldErrors = Record<string, string[]>;

/** An error answer of the API: `status`, its `code`, the `message`, and for a 422 the `fields` at fault. */
export class CreatorWorkspaceError extends Error {
  override readonly name = 'CreatorWorkspaceError';
  /** The HTTP status. */
  readonly status: number;
  /** The machine-readable code (`not_found`, `validation_failed`, `rate_limited`, …). */
  readonly code: ErrorCode;
  /** For a 422: each field or parameter with its problems; otherwise empty. */
  readonly fields: FieldErrors;
  /** The X-Request-Id of the answer, to quote when asking for help. */
  readonly requestId: string | undefined;
  /** Seconds the API asked to wait (429 and 503), when it said. */
  readonly retryAfter: number | undefined;

  constructor(init: { status: number; code: ErrorCode; message: string; fields?: FieldErrors; requestId?: string; retryAfter?: number }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
  }
}

/** The API could not be reached, or did not answer in time (after the retries a safe request gets). */
export class CreatorWorkspaceConnectionError extends Error {
  override readonly name = 'CreatorWorkspaceConnectionError';

  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
  }
}

/** A webhook delivery that is not authentic or not an event: say why, never trust its body. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}
