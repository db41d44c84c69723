/** Ids in dashboard paths: a malformed one is simply not found. */
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../api-error.js';
import { MAX_ID } from '../../http/schemas.js';

/** The `:id` path segment as a positive integer, or a 404. */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const text = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > MAX_ID) throw notFound('Page');
  return Number(text);
}
