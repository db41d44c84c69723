/** Percentiles of ascending latencies: the two definitions the benches report with (they differ, so both are kept). */

/** bench:isolation's: the value at index ⌊n·p/100⌋ (NaN when empty). */
export const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/** bench:scale's nearest rank: the value at index ⌈n·p/100⌉ − 1 (NaN when empty). */
export const nearestRank = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))] ?? Number.NaN;
