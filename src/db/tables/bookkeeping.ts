/** The API's own bookkeeping: shared rate-limit hits, read versions, Idempotency-Keys. */
import type { Generated } from 'kysely';
import type { ReadResource } from '../read-versions.js';

/** One counted request of a rate-limit bucket (the shared limiter used with PostgreSQL). */
export interface RateLimitHitTable {
  bucket: string;
  at_ms: number;
}

/** A workspace's read versions (read-versions.ts): one counter per resource, kept by triggers. */
export type ReadVersionTable = { workspace_id: number } & { [R in ReadResource]: Generated<number> };

/** An Idempotency-Key seen from one API key (docs/decisions.md#12-openapi-sdk-idempotency). */
export interface IdempotencyKeyTable {
  id: Generated<number>;
  workspace_id: number;
  api_key_id: number;
  idempotency_key: string;
  /** SHA-256 of the method, path and canonical body of the first request. */
  request_hash: string;
  created_at_ms: number;
  /** Null while the first request is still running. */
  status_code: number | null;
  response_body: string | null;
  /** SHA-256 of the webhook secret the answer showed (the secret itself is never stored here). */
  secret_sha256: string | null;
}
