/** Game servers: creation with a one-time ingest token, zones, token rotation, heartbeats, offline detection. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { DomainError } from '../domain-error.js';
import { generateKey, INGEST_TOKEN_PREFIX } from '../keys/format.js';
import { formatTimestamp, now } from '../time.js';
import { raiseEvent, transactWithEvents } from '../webhooks/outbox.js';
import { findServer, type ServerRow } from './repository.js';
import { toServer } from './presenter.js';
import type { Heartbeat, Server } from './schema.js';
import { NOTHING_PUBLISHED, publish, storedPublication } from './privacy.js';
import { countPlayers, type Zone } from './zones.js';

/** Options of `server create`. */
export interface NewServer {
  name: string;
  game?: string | undefined;
  maxPlayers?: number | undefined;
  region?: string | undefined;
  address?: string | undefined;
  zones?: Zone[] | undefined;
}

/** Creates a server (offline until its first heartbeat); its ingest token is returned this once. */
export async function createServer(db: Kysely<Database>, workspaceId: number, input: NewServer): Promise<Server & { ingest_token: string; zones: Zone[] }> {
  if (input.name.trim() === '' || input.name.length > 200) throw new DomainError('name must be 1–200 characters');
  const token = generateKey(INGEST_TOKEN_PREFIX);
  const row = await db
    .insertInto('servers')
    .values({
      workspace_id: workspaceId,
      name: input.name,
      game: input.game ?? null,
      address: input.address ?? null,
      region: input.region ?? null,
      max_players: input.maxPlayers ?? 0,
      status: 'offline',
      players_online: 0,
      last_heartbeat_at: null,
      zones: JSON.stringify(input.zones ?? []),
      zone_counts: '[]',
      ingest_token_hash: token.hash,
      ingest_token_prefix: token.prefix,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...toServer(row), zones: input.zones ?? [], ingest_token: token.key };
}

async function requireServer(db: Kysely<Database>, workspaceId: number, id: number): Promise<ServerRow> {
  const server = await findServer(db, workspaceId, id);
  if (!server) throw new DomainError(`no server ${id} in this workspace`);
  return server;
}

/** Replaces a server's zones; counts start again from the next heartbeat. */
export async function setZones(db: Kysely<Database>, workspaceId: number, id: number, zones: Zone[]): Promise<Server & { zones: Zone[] }> {
  await requireServer(db, workspaceId, id);
  const row = await db
    .updateTable('servers')
    .set({ zones: JSON.stringify(zones), zone_counts: '[]', published_zones: '[]' })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...toServer(row), zones };
}

/** Issues a new ingest token; the old one stops working at once. */
export async function rotateToken(db: Kysely<Database>, workspaceId: number, id: number): Promise<{ id: number; ingest_token: string }> {
  await requireServer(db, workspaceId, id);
  const token = generateKey(INGEST_TOKEN_PREFIX);
  await db.updateTable('servers').set({ ingest_token_hash: token.hash, ingest_token_prefix: token.prefix }).where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
  return { id, ingest_token: token.key };
}

/**
 * Replaces the server's snapshot with the counts of this heartbeat. Positions and ids are reduced to counts
 * first and never written. The first heartbeat after silence turns the server online and raises `server.online`.
 */
export async function recordHeartbeat(db: Kysely<Database>, server: ServerRow, heartbeat: Heartbeat, base: number): Promise<ServerRow> {
  const counts = countPlayers(heartbeat.players, JSON.parse(server.zones) as Zone[]);
  const at = now();
  return transactWithEvents(db, async (trx) => {
    const scope = (q: ReturnType<typeof trx.updateTable<'servers'>>) => q.where('workspace_id', '=', server.workspace_id).where('id', '=', server.id);
    // Lock the row first and read its status under the lock (SET status = status changes nothing), so an
    // offline check racing this heartbeat cannot slip in between and leave server.online unraised.
    const before = await scope(trx.updateTable('servers'))
      .set((eb) => ({ status: eb.ref('status') }))
      .returning(['status', 'published_base', 'published_players', 'published_zones'])
      .executeTakeFirstOrThrow();
    // What to publish is decided under the lock, so every process agrees on it (privacy.ts).
    const published = publish(before.status === 'online' ? storedPublication(before) : NOTHING_PUBLISHED, counts, base);
    const row = await scope(trx.updateTable('servers'))
      .set({
        status: 'online',
        players_online: counts.online,
        zone_counts: JSON.stringify(counts.zones),
        last_heartbeat_at: at,
        published_base: published.base,
        published_players: published.players,
        published_zones: JSON.stringify(published.zones),
        ...(heartbeat.max_players !== undefined && { max_players: heartbeat.max_players }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (before.status === 'offline') await raiseEvent(trx, server.workspace_id, 'server.online', toServer(row));
    return row;
  });
}

// What going offline sets: no counts are kept for a server that is not there.
const OFFLINE = { status: 'offline', players_online: 0, zone_counts: '[]', published_base: 0, published_players: 0, published_zones: '[]' } as const;

/** Turns one online server offline now, as the silence check would, raising `server.offline` (test mode's helper). */
export async function markServerOffline(db: Kysely<Database>, workspaceId: number, id: number): Promise<ServerRow | undefined> {
  return transactWithEvents(db, async (trx) => {
    const row = await trx.updateTable('servers').set(OFFLINE).where('workspace_id', '=', workspaceId).where('id', '=', id).where('status', '=', 'online').returningAll().executeTakeFirst();
    if (row) await raiseEvent(trx, workspaceId, 'server.offline', toServer(row));
    return row;
  });
}

/**
 * Turns every reporting server silent for `afterSeconds` offline, clears its counts and raises `server.offline`.
 * The status condition in the update makes each transition happen once, whichever process runs this.
 */
export async function markSilentServersOffline(db: Kysely<Database>, afterSeconds: number): Promise<number> {
  // Timestamps have whole seconds: one more second keeps the silence at least `afterSeconds`.
  const cutoff = formatTimestamp(new Date(Date.now() - (afterSeconds + 1) * 1000));
  return transactWithEvents(db, async (trx) => {
    const rows = await trx
      .updateTable('servers')
      .set(OFFLINE)
      .where('status', '=', 'online')
      .where('ingest_token_hash', 'is not', null)
      .where('last_heartbeat_at', '<', cutoff)
      .returningAll()
      .execute();
    for (const row of rows) await raiseEvent(trx, row.workspace_id, 'server.offline', toServer(row));
    return rows.length;
  });
}
