/** Stored Idempotency-Keys: claimed by the first request, answered from by the ones after it. */
import { inBatches } from '../db/batches.js';
import type { Db } from '../db/types.js';

/** A stored key as the hook needs it. */
export interface StoredKey {
  readonly id: number;
  readonly request_hash: string;
  readonly created_at_ms: number;
  readonly status_code: number | null;
  readonly response_body: string | null;
  readonly secret_sha256: string | null;
}

/** Who sent a key: keys are per API key, and every row belongs to the key's workspace. */
export interface KeyOwner {
  readonly workspaceId: number;
  readonly apiKeyId: number;
}

/** Claims `key` for a new request; the row already there when another request holds or held it. */
export async function claimKey(db: Db, owner: KeyOwner, key: string, requestHash: string, now: number): Promise<{ claimed: number } | { existing: StoredKey }> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ workspace_id: owner.workspaceId, api_key_id: owner.apiKeyId, idempotency_key: key, request_hash: requestHash, created_at_ms: now })
    .onConflict((conflict) => conflict.columns(['api_key_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { claimed: inserted.id };
  const existing = await db
    .selectFrom('idempotency_keys')
    .select(['id', 'request_hash', 'created_at_ms', 'status_code', 'response_body', 'secret_sha256'])
    .where('workspace_id', '=', owner.workspaceId)
    .where('api_key_id', '=', owner.apiKeyId)
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  return { existing };
}

/** Takes over an expired or abandoned row, unless another request took it over first. */
export async function retakeKey(db: Db, owner: KeyOwner, row: StoredKey, requestHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ request_hash: requestHash, created_at_ms: now, status_code: null, response_body: null, secret_sha256: null })
    .where('workspace_id', '=', owner.workspaceId)
    .where('id', '=', row.id)
    .where('created_at_ms', '=', row.created_at_ms)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Records the answer of the request that claimed the row. */
export async function recordAnswer(db: Db, workspaceId: number, id: number, answer: { status: number; body: string; secretSha256: string | null }): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.status, response_body: answer.body, secret_sha256: answer.secretSha256 })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .execute();
}

/** Lets a key go again (its request failed on our side, so a retry must be able to run). */
export async function releaseKey(db: Db, workspaceId: number, id: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
}

/** Deletes every key older than `before` (epoch ms), in every workspace: the worker's sweep. */
export async function deleteExpiredKeys(db: Db, before: number): Promise<void> {
  await inBatches(async (limit) => {
    const expired = db.selectFrom('idempotency_keys').select('id').where('created_at_ms', '<', before).limit(limit);
    return (await db.deleteFrom('idempotency_keys').where('id', 'in', expired).executeTakeFirst()).numDeletedRows;
  });
}
