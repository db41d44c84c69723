/** Zones: named rectangles on the horizontal (x, z) plane, and the reduction of positions to per-zone counts. */
import { DomainError } from '../domain-error.js';
import type { ZoneCount } from './schema.js';

/** A zone as configured. */
export interface Zone {
  name: string;
  min: [number, number];
  max: [number, number];
}

const MAX_ZONES = 100;

const isPair = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** Parses and checks `[{ "name", "min": [x, z], "max": [x, z] }]`; throws a DomainError saying what is wrong. */
export function parseZones(json: string): Zone[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new DomainError('zones must be JSON: [{ "name": "spawn", "min": [x, z], "max": [x, z] }]');
  }
  if (!Array.isArray(value) || value.length > MAX_ZONES) throw new DomainError(`zones must be an array of at most ${MAX_ZONES} zones`);
  const names = new Set<string>();
  return value.map((zone: unknown, i) => {
    const { name, min, max, ...rest } = (zone ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '' || name.length > 100) throw new DomainError(`zone ${i}: name must be 1–100 characters`);
    if (names.has(name)) throw new DomainError(`zone ${i}: the name "${name}" is used twice`);
    names.add(name);
    if (!isPair(min) || !isPair(max)) throw new DomainError(`zone "${name}": min and max must be [x, z] number pairs`);
    if (min[0] > max[0] || min[1] > max[1]) throw new DomainError(`zone "${name}": min must not exceed max`);
    if (Object.keys(rest).length > 0) throw new DomainError(`zone "${name}": unknown field(s) ${Object.keys(rest).join(', ')}`);
    return { name, min, max };
  });
}

/**
 * Reduces positions to counts: how many distinct players are online, and how many stand in each zone
 * (edges included; overlapping zones each count the player). Nothing else of the players survives.
 */
export function countPlayers(players: readonly { id: string; x: number; z: number }[], zones: readonly Zone[]): { online: number; zones: ZoneCount[] } {
  const seen = new Set<string>();
  const counts = zones.map(() => 0);
  for (const player of players) {
    if (seen.has(player.id)) continue;
    seen.add(player.id);
    zones.forEach((zone, i) => {
      if (player.x >= zone.min[0] && player.x <= zone.max[0] && player.z >= zone.min[1] && player.z <= zone.max[1]) counts[i] = (counts[i] ?? 0) + 1;
    });
  }
  return { online: seen.size, zones: zones.map((zone, i) => ({ name: zone.name, players: counts[i] ?? 0 })) };
}
