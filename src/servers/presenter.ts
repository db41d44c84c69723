/** Server rows → API shapes. The zone threshold is applied here, on the way out. */
import type { ServerRow } from './repository.js';
import { isLive, type WorkspaceRow } from '../workspaces/repository.js';
import { NOTHING_PUBLISHED, publish, storedPublication } from './privacy.js';
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

/** What a status is shown under: the server's workspace's zone threshold and whether it is live. */
export type StatusWorkspace = Pick<WorkspaceRow, 'zone_min_count' | 'live_id'>;

/** The workspace's zone threshold, or the configured default (`ZONE_MIN_COUNT`) when it set none. */
export function zoneThreshold(workspace: Pick<WorkspaceRow, 'zone_min_count'>, fallback: number): number {
  return workspace.zone_min_count ?? fallback;
}

/**
 * Server row → public live status: the published counts (rounded down to a multiple of the workspace's zone
 * threshold, with hysteresis: privacy.ts), leaving out every zone whose published count is under it. `livemode` is
 * false for a server of a test twin, so an overlay never passes test counts off as live ones.
 */
export function toServerStatus(row: ServerRow, workspace: StatusWorkspace, fallbackThreshold: number): ServerStatus {
  const zoneMinCount = zoneThreshold(workspace, fallbackThreshold);
  const online = row.status === 'online';
  const stored = storedPublication(row);
  // Published under another threshold (it changed since the last heartbeat): the true counts, rounded afresh.
  const published = stored.base === zoneMinCount ? stored : publish(NOTHING_PUBLISHED, { online: row.players_online, zones: JSON.parse(row.zone_counts) as ZoneCount[] }, zoneMinCount);
  return {
    server_id: row.id,
    status: row.status as ServerStatus['status'],
    players_online: online ? published.players : 0,
    max_players: row.max_players,
    last_heartbeat_at: row.last_heartbeat_at,
    zones: online ? published.zones.filter((zone) => zone.players >= zoneMinCount).map((zone) => ({ name: zone.name, players: zone.players })) : [],
    zone_min_count: zoneMinCount,
    livemode: isLive(workspace),
  };
}
