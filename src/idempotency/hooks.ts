/**
 * Idempotency-Key on every POST (docs/decisions.md#12-openapi-sdk-idempotency; Stripe's): per API key, kept 24 h. The
 * first request claims the key; the same key with the same request answers the first answer again without doing
 * the work twice; with another request, 422; while the first still runs, 409 `conflict`.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ApiError } from '../api-error.js';
import { findWebhook } from '../webhooks/repository.js';
import { claimKey, recordAnswer, releaseKey, retakeKey, type KeyOwner, type StoredKey } from './repository.js';

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request that has not answered after this long is taken to have died with its process. */
const ABANDONED_AFTER_MS = 5 * 60 * 1000;
const HEADER = 'Idempotency-Key';
const WELL_FORMED = /^[\x20-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The stored key this request claimed, recorded with its answer. */
    idempotencyRow?: number;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * JSON with object keys sorted, so the same body sent with its fields in another order is the same request. The
 * recursion is bounded: the body parser refuses bodies nested deeper than MAX_BODY_DEPTH (src/http/json-body.ts).
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !WELL_FORMED.test(value)) {
    throw new ApiError('validation_failed', `The ${HEADER} header is invalid.`, { [HEADER]: ['must be 1–255 printable ASCII characters (a UUID is a good choice)'] });
  }
  return value;
}

/** The first answer again; a webhook secret it showed is read back from the webhook, never from the stored answer. */
async function replay(db: Kysely<Database>, owner: KeyOwner, row: StoredKey, reply: FastifyReply): Promise<FastifyReply> {
  let body = row.response_body ?? '';
  if (row.secret_sha256 !== null) {
    const answer = JSON.parse(body) as { id: number; secret?: string };
    const webhook = await findWebhook(db, owner.workspaceId, answer.id);
    const secret = [webhook?.secret, webhook?.previous_secret].find((candidate) => candidate && sha256(candidate) === row.secret_sha256);
    if (secret === undefined) {
      throw new ApiError('conflict', `This ${HEADER} was used for a request whose answer showed a webhook secret that has since been rotated out or deleted; use a new key.`);
    }
    body = JSON.stringify({ ...answer, secret });
  }
  return reply.code(row.status_code ?? 200).header('Idempotent-Replayed', 'true').type('application/json; charset=utf-8').send(body);
}

/** Installs the check on every POST route under `prefix` that authenticates with an API key (and on no other). */
export function registerIdempotency(app: FastifyInstance, db: Kysely<Database>, prefix: string): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || !route.url.startsWith(`${prefix}/`) || route.config?.scope === undefined) return;
    route.preHandler = [...hooksOf(route.preHandler), claim];
    route.onSend = [...hooksOf(route.onSend), record];
  });

  async function claim(request: FastifyRequest, reply: FastifyReply) {
    const key = keyOf(request);
    if (key === undefined) return;
    const owner = { workspaceId: request.caller.workspace.id, apiKeyId: request.caller.key.id };
    const requestHash = sha256(`POST ${request.routeOptions.url ?? ''} ${request.url}\n${canonical(request.body ?? null)}`);
    const now = Date.now();
    const claim = await claimKey(db, owner, key, requestHash, now);
    if ('claimed' in claim) {
      request.idempotencyRow = claim.claimed;
      return;
    }
    const row = claim.existing;
    const expired = row.created_at_ms <= now - IDEMPOTENCY_TTL_MS;
    const abandoned = row.status_code === null && row.created_at_ms <= now - ABANDONED_AFTER_MS;
    if ((expired || abandoned) && (await retakeKey(db, owner, row, requestHash, now))) {
      request.idempotencyRow = row.id;
      return;
    }
    // Expired but retaken by another request a moment ago: that one is running now.
    if (row.status_code === null || expired) throw new ApiError('conflict', `A request with this ${HEADER} is still running; retry when it has answered.`);
    if (row.request_hash !== requestHash) {
      throw new ApiError('validation_failed', `This ${HEADER} was already used with another request.`, {
        [HEADER]: ['was already used with a different request in the last 24 hours; send a new key for a new request'],
      });
    }
    return replay(db, owner, row, reply);
  }

  async function record(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const id = request.idempotencyRow;
    if (id === undefined) return payload;
    request.idempotencyRow = undefined;
    const workspaceId = request.caller.workspace.id;
    // Our own failures are not remembered: the client's retry with the same key must be able to run.
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await releaseKey(db, workspaceId, id);
      return payload;
    }
    const answer = JSON.parse(payload) as Record<string, unknown>;
    const secret = typeof answer['secret'] === 'string' ? answer['secret'] : undefined;
    const stored = secret === undefined ? payload : JSON.stringify({ ...answer, secret: undefined });
    await recordAnswer(db, workspaceId, id, { status: reply.statusCode, body: stored, secretSha256: secret === undefined ? null : sha256(secret) });
    return payload;
  }
}

/** A route option's hooks as a list. */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
