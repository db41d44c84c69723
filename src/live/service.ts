/** Overlay tokens: made and revoked by a workspace's owners and admins (the dashboard), shown once, stored hashed. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { DomainError } from '../domain-error.js';
import { generateKey, hashSecret, isWellFormedKey } from '../keys/format.js';
import { findServer } from '../servers/repository.js';
import { now } from '../time.js';
import { findLiveStatusToken, insertStatusToken, revokeStatusToken, type StatusTokenRow } from './repository.js';

/** The prefix of every overlay token. */
export const STATUS_TOKEN_PREFIX = 'cws_';

/** Makes an overlay token for a server of the workspace; the token is returned this once. */
export async function createStatusToken(db: Kysely<Database>, workspaceId: number, serverId: number, createdBy: number | null): Promise<{ row: StatusTokenRow; token: string }> {
  if (!(await findServer(db, workspaceId, serverId))) throw new DomainError(`no server ${serverId} in this workspace`);
  const token = generateKey(STATUS_TOKEN_PREFIX);
  const row = await insertStatusToken(db, workspaceId, { serverId, hash: token.hash, prefix: token.prefix, createdBy, at: now() });
  return { row, token: token.key };
}

/** Revokes an overlay token; its public URL answers 404 from now on. */
export async function revokeOverlayToken(db: Kysely<Database>, workspaceId: number, id: number): Promise<void> {
  if (!(await revokeStatusToken(db, workspaceId, id, now()))) throw new DomainError(`no live overlay token ${id} in this workspace`);
}

/** The live token a public URL carries, or undefined (malformed, unknown or revoked alike). */
export async function findOverlayToken(db: Kysely<Database>, token: string): Promise<StatusTokenRow | undefined> {
  if (!isWellFormedKey(token, STATUS_TOKEN_PREFIX)) return undefined;
  return findLiveStatusToken(db, hashSecret(token));
}
