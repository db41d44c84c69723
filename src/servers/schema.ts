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
}, { title: 'Server' });

/** The public live status: counts and thresholded zone aggregates, never positions or identities. */
export const ServerStatusSchema = Type.Object({
  server_id: Type.Integer(),
  status: StringEnum(SERVER_STATUSES),
  players_online: Type.Integer({ description: 'Players online, rounded down to a multiple of zone_min_count; it changes only once the true count has moved a whole zone_min_count past a multiple (0 when offline)' }),
  max_players: Type.Integer(),
  last_heartbeat_at: Nullable(TimestampSchema),
  zones: Type.Array(Type.Object({ name: Type.String(), players: Type.Integer({ description: 'Players in the zone, rounded like players_online' }) }, { title: 'Zone' }), {
    description: 'Only zones whose rounded count is at least zone_min_count',
  }),
  zone_min_count: Type.Integer({ description: 'Smallest zone population shown, and the base every count is rounded down to' }),
}, { title: 'ServerStatus' });

/** Most players one heartbeat may carry. */
export const MAX_PLAYERS_PER_HEARTBEAT = 10_000;

/** A heartbeat as accepted. Player ids and positions are used for counting and dropped. */
export const HeartbeatBody = Type.Object(
  {
    /** Every player online now, with their position. */
    players: Type.Array(
      Type.Object(
        {
          id: Type.String({ minLength: 1, maxLength: 128, description: 'Player id (never stored)' }),
          x: Type.Number({ description: 'Position (never stored)' }),
          y: Type.Number(),
          z: Type.Number(),
        },
        { additionalProperties: false },
      ),
      { maxItems: MAX_PLAYERS_PER_HEARTBEAT },
    ),
    /** The server's capacity, when it changed. */
    max_players: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false, title: 'Heartbeat' },
);

/** A heartbeat as accepted. */
export type Heartbeat = Static<typeof HeartbeatBody>;

/** API server. */
export type Server = Static<typeof ServerSchema>;
/** API server status. */
export type ServerStatus = Static<typeof ServerStatusSchema>;
/** A stored per-zone count. */
export interface ZoneCount {
  name: string;
  players: number;
}
