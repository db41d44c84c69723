/** What every section's routes are given, and the page parameter they all read. */
import { validationError } from '../api-error.js';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { toPage } from '../http/pagination.js';
import type { RateLimitStore } from '../rate-limit/store.js';
import type { CookiePolicy } from './render.js';

/** What the dashboard's section routes are given. */
export interface DashboardDeps {
  readonly db: Kysely<Database>;
  readonly config: Config;
  readonly policy: CookiePolicy;
  readonly rateLimits: RateLimitStore;
  /** Closes this process's open streams of a revoked overlay link at once (other processes: at their next read). */
  readonly revoked: (tokenId: number) => void;
}

/** `?q=`, trimmed to 100 characters; a NUL in it is a 422, as everywhere else (it would match every row). */
export function searchParam(request: FastifyRequest): string {
  const q = (request.query as { q?: unknown }).q;
  if (typeof q !== 'string') return '';
  if (q.includes('\u0000')) throw validationError({ q: ['must not contain null characters'] });
  return q.trim().slice(0, 100);
}

/** `?page=N`, clamped to something sensible (bad input shows page 1). */
export function pageParam(request: FastifyRequest, perPage = 50) {
  const text = (request.query as { page?: unknown }).page;
  const page = typeof text === 'string' && /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
  return toPage({ page, per_page: perPage });
}

