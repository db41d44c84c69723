/** Server rows → API shapes. The zone threshold is applied here, on the way out. */
import type { ServerRow } from './repository.js';
import type { Server, ServerStatus, ZoneCount } from './schema.js';

/** Server row → listed server. */
export function toServer(row: ServerRow): Server {
  return {
    id: row.id,
    name: row.name,
    game: row.game,
    address: row.address,
    region: row.region,
    max_players: row.max_players,
    status: row.status as Server['status'],
    created_at: row.created_at,
  };
}

/** Server row → public live status, leaving out every zone under `zoneMinCount`. */
export function toServerStatus(row: ServerRow, zoneMinCount: number): ServerStatus {
  const online = row.status === 'online';
  const zones = online ? (JSON.parse(row.zone_counts) as ZoneCount[]) : [];
  return {
    server_id: row.id,
    status: row.status as ServerStatus['status'],
    players_online: online ? row.players_online : 0,
    max_players: row.max_players,
    last_heartbeat_at: row.last_heartbeat_at,
    zones: zones.filter((zone) => zone.players >= zoneMinCount).map((zone) => ({ name: zone.name, players: zone.players })),
    zone_min_count: zoneMinCount,
  };
}
