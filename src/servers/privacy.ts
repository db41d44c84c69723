/**
 * Privacy over time (docs/live-status.md): every published count is rounded down to a multiple of the base (the
 * workspace's zone threshold), and kept until the true count has moved a whole base past a boundary, so an observer
 * who polls cannot difference one player walking in and out of a zone.
 */
import type { ZoneCount } from './schema.js';

/** What was last published for a server: the base it was rounded to (0: nothing yet), the total and each zone. */
export interface Published {
  readonly base: number;
  readonly players: number;
  readonly zones: readonly ZoneCount[];
}

/** Nothing published: a server offline, or whose base has changed since. */
export const NOTHING_PUBLISHED: Published = { base: 0, players: 0, zones: [] };

/**
 * The count to publish now. The first time: `count` rounded down to a multiple of `base`. After that the previous
 * value stays until the count falls a whole base below it (`count <= previous - base`) or rises a whole base past
 * the next boundary (`count >= previous + 2 * base`), and then becomes `count` rounded down.
 */
export function publishCount(previous: number | undefined, count: number, base: number): number {
  const rounded = Math.floor(count / base) * base;
  if (previous === undefined) return rounded;
  return count <= previous - base || count >= previous + 2 * base ? rounded : previous;
}

/** The next publication from the true counts of a heartbeat and what was published before (with its base). */
export function publish(before: Published, counts: { online: number; zones: readonly ZoneCount[] }, base: number): Published {
  const fresh = before.base !== base;
  const previousZone = new Map(fresh ? [] : before.zones.map((zone) => [zone.name, zone.players]));
  return {
    base,
    players: publishCount(fresh ? undefined : before.players, counts.online, base),
    zones: counts.zones.map((zone) => ({ name: zone.name, players: publishCount(previousZone.get(zone.name), zone.players, base) })),
  };
}

/** Reads the stored publication; a base other than `base` (the threshold changed) counts as nothing published. */
export function storedPublication(row: { published_base: number; published_players: number; published_zones: string }): Published {
  return { base: row.published_base, players: row.published_players, zones: JSON.parse(row.published_zones) as ZoneCount[] };
}
