/**
 * The test heartbeat helper (docs/decisions.md#21-test-mode): moves a test server online (a heartbeat of as many
 * sample players as asked, spread over its zones) or offline (as the silence check would), through the same code
 * as a real game server, so the same events are raised and the same live status is published.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { notFound } from '../api-error.js';
import { findServer, type ServerRow } from '../servers/repository.js';
import { markServerOffline, recordHeartbeat } from '../servers/service.js';
import type { Zone } from '../servers/zones.js';
import type { WorkspaceRow } from '../workspaces/repository.js';

/** What the helper is asked: a status, and for `online` how many players (default: as many as now). */
export interface Move {
  readonly status: 'online' | 'offline';
  readonly players?: number | undefined;
}

/** `count` sample players, spread round-robin over the zones' centres (the map's origin without zones). */
function samplePlayers(count: number, zones: readonly Zone[]): { id: string; x: number; y: number; z: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const zone = zones[i % Math.max(zones.length, 1)];
    const x = zone ? (zone.min[0] + zone.max[0]) / 2 : 0;
    const z = zone ? (zone.min[1] + zone.max[1]) / 2 : 0;
    return { id: `test-player-${i + 1}`, x, y: 64, z };
  });
}

/** Moves one of the twin's servers; a 404 for an id that is not the twin's. */
export async function setServerStatus(db: Kysely<Database>, twin: WorkspaceRow, id: number, move: Move, base: number): Promise<ServerRow> {
  const server = await findServer(db, twin.id, id);
  if (!server) throw notFound('Server');
  if (move.status === 'offline') return (await markServerOffline(db, twin.id, id)) ?? server;
  const players = samplePlayers(move.players ?? server.players_online, JSON.parse(server.zones) as Zone[]);
  return recordHeartbeat(db, server, { players }, base);
}

/**
 * A trigger's server move: the twin's first server that can make it. If every server is already there, the first
 * one is moved the other way first (raising that event too), as a real server would have to be.
 */
export async function moveServer(db: Kysely<Database>, twin: WorkspaceRow, status: Move['status'], base: number): Promise<ServerRow> {
  const servers = await db.selectFrom('servers').selectAll().where('workspace_id', '=', twin.id).orderBy('id').limit(100).execute();
  let server = servers.find((row) => row.status !== status) ?? servers[0];
  if (!server) throw notFound('Server');
  if (server.status === status) server = await setServerStatus(db, twin, server.id, { status: status === 'online' ? 'offline' : 'online', players: 3 }, base);
  return setServerStatus(db, twin, server.id, { status, players: 3 }, base);
}
