/** Game server shapes as returned. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, TimestampSchema } from '../http/schemas.js';

/** Server statuses. */
export const SERVER_STATUSES = ['online', 'offline'] as const;

/** A game server as listed. */
export const ServerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  game: Nullable(Type.String()),
  address: Nullable(Type.String()),
  region: Nullable(Type.String()),
  max_players: Type.Integer(),
  status: StringEnum(SERVER_STATUSES),
  created_at: TimestampSchema,
});

/** The public live status: counts and thresholded zone aggregates, never positions or identities. */
export const ServerStatusSchema = Type.Object({
  server_id: Type.Integer(),
  status: StringEnum(SERVER_STATUSES),
  players_online: Type.Integer(),
  max_players: Type.Integer(),
  last_heartbeat_at: Nullable(TimestampSchema),
  zones: Type.Array(Type.Object({ name: Type.String(), players: Type.Integer() }), {
    description: 'Only zones with at least zone_min_count players',
  }),
  zone_min_count: Type.Integer({ description: 'Smallest zone population shown' }),
});

/** API server. */
export type Server = Static<typeof ServerSchema>;
/** API server status. */
export type ServerStatus = Static<typeof ServerStatusSchema>;
/** A stored per-zone count. */
export interface ZoneCount {
  name: string;
  players: number;
}
