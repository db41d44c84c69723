/** bench:scale's settings: its environment variables (BENCH_SMALL_ORDERS, BENCH_REQUESTS, BENCH_STORES…) read with their defaults. */
import type { StoreKind } from './store.js';

const env = (name: string, fallback: string): string => process.env[name] ?? fallback;
const count = (name: string, fallback: number): number => {
  const value = Number(env(name, String(fallback)));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};

export const seconds = (since: number): number => Number(((performance.now() - since) / 1000).toFixed(2));

export const SIZES = {
  small: { orders: count('BENCH_SMALL_ORDERS', 20_000), deliveries: count('BENCH_SMALL_DELIVERIES', 100_000) },
  large: { orders: count('BENCH_LARGE_ORDERS', 200_000), deliveries: count('BENCH_LARGE_DELIVERIES', 1_000_000) },
} as const;
export type SizeName = keyof typeof SIZES;
export const REQUESTS = count('BENCH_REQUESTS', 200);
export const WARMUP = Number(env('BENCH_WARMUP', '20'));
export const READ_SECONDS = Number(env('BENCH_READ_SECONDS', '4'));
export const KEPT = env('BENCH_KEPT', 'false') === 'true';
export const KEEP = env('BENCH_KEEP', 'false') === 'true';
export const VACUUM = env('BENCH_VACUUM', 'true') !== 'false';
export const STORES = env('BENCH_STORES', 'sqlite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter((s): s is StoreKind => s === 'sqlite' || s === 'postgres');
