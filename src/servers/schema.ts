/** Game server shapes as returned. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, TimestampSchema } from '../http/schemas.js';

/** Server statuses. */
export const SERVER_STATUSES = ['online', 'offline'] as const;

/** A game server as listed. */
export const ServerSchema = Type.Object({
  id: Type.Integer({ description: "The server's id" }),
  name: Type.String({ description: 'Display name' }),
  game: Nullable(Type.String({ description: 'The game it runs, or null' })),
  address: Nullable(Type.String({ description: 'Where players connect, or null' })),
  region: Nullable(Type.String({ description: 'Hosting region, or null' })),
  max_players: Type.Integer({ description: 'Capacity' }),
  status: StringEnum(SERVER_STATUSES, { description: 'Current status' }),
  created_at: TimestampSchema,
}, { title: 'Server', description: 'A game server' });

/** The public live status: counts and thresholded zone aggregates, never positions or identities. */
export const ServerStatusSchema = Type.Object({
  server_id: Type.Integer({ description: 'The game server' }),
  status: StringEnum(SERVER_STATUSES, { description: 'Current status' }),
  players_online: Type.Integer({ description: 'Players online, rounded down to a multiple of zone_min_count; it changes only once the true count has moved a whole zone_min_count past a multiple (0 when offline)' }),
  max_players: Type.Integer({ description: 'Capacity' }),
  last_heartbeat_at: Nullable(TimestampSchema),
  zones: Type.Array(Type.Object({ name: Type.String({ description: 'Display name' }), players: Type.Integer({ description: 'Players in the zone, rounded like players_online' }) }, { title: 'Zone', description: 'A zone whose rounded count is at least zone_min_count' }), {
    description: 'Only zones whose rounded count is at least zone_min_count',
  }),
  zone_min_count: Type.Integer({ description: 'Smallest zone population shown, and the base every count is rounded down to' }),
  livemode: Type.Boolean({ description: "false for a server of a workspace's test mode (its counts are test data), true otherwise", examples: [true] }),
}, { title: 'ServerStatus', description: 'The live status of a game server: counts and thresholded zones, never positions or identities' });

/** Most players one heartbeat may carry. */
export const MAX_PLAYERS_PER_HEARTBEAT = 10_000;

/** A heartbeat as accepted. Player ids and positions are used for counting and dropped. */
export const HeartbeatBody = Type.Object(
  {
    /** Every player online now, with their position. */
    players: Type.Array(Type.Object(
        {
          id: Type.String({ minLength: 1, maxLength: 128, description: 'Player id (never stored)' }),
          x: Type.Number({ description: 'Position (never stored)' }),
          y: Type.Number({ description: 'Position (never stored)' }),
          z: Type.Number({ description: 'Position (never stored)' }),
        },
        { additionalProperties: false, description: 'One player online' },
      ), { maxItems: MAX_PLAYERS_PER_HEARTBEAT, description: 'Every player online now, at most 10,000' }),
    /** The server's capacity, when it changed. */
    max_players: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Capacity' })),
  },
  { additionalProperties: false, title: 'Heartbeat', description: 'Every player online now; ids and positions are used for counting and then dropped' },
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
