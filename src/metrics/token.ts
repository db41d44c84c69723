/** The METRICS_TOKEN check, shared by the API's /metrics and the worker's metrics port. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` carries `token` (compared in constant time; an empty token opens nothing). */
export function bearerMatches(token: string, authorization: IncomingHttpHeaders['authorization']): boolean {
  if (token === '' || authorization === undefined) return false;
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  return match !== null && timingSafeEqual(digest(match[1] as string), digest(token));
}
