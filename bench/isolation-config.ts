/** bench:isolation's settings (BENCH_SECONDS and the fixed sizes, waits and goals), its scenarios and the shapes of its results. */
import { availableParallelism } from 'node:os';
import type { StoreKind } from './store.js';

export const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 15);
export const WARMUP_MS = 3_000;
export const TICK_MS = 100;
/** Webhooks per load workspace; hook n is the n-th overall, hook 0 (the slow one) is in the first workspace. */
export const WORKSPACE_SIZES = [17, 17, 16] as const;
export const HOOKS = WORKSPACE_SIZES.reduce((a, b) => a + b, 0);
/** The CLI's webhook, alone in a fourth workspace so the load never reaches it. */
export const CLI_HOOK = HOOKS;
export const CLI_RUNS = 10;
/** How long the load keeps running after the window while the window's deliveries are awaited. */
export const TAIL_MS = 5_000;
export const SLEEP_MS = 30_000;
export const RATE_GOAL = 0.9;
export const P99_GOAL_MS = 2_000;
export const CLI_GOAL_MS = 500;
export const CPUS = availableParallelism();

export type Mode = 'answer' | 'sleep' | 'hang';
export type ScenarioName = 'baseline' | 'sleeping' | 'hanging';
export const SCENARIOS: { name: ScenarioName; mode: Mode }[] = [
  { name: 'baseline', mode: 'answer' },
  { name: 'sleeping', mode: 'sleep' },
  { name: 'hanging', mode: 'hang' },
];

export interface ScenarioResult {
  store: StoreKind;
  scenario: ScenarioName;
  workers: number;
  /** The measured window's length. */
  seconds: number;
  events_per_s: number;
  offered_per_s: number;
  delivered_per_s: number;
  ratio: number | null;
  p50_ms: number | null;
  p99_ms: number | null;
  max_ms: number | null;
  missing: number;
  worst_hook_ratio: number | null;
  hook0_requests: number;
  hook0_max_open: number;
  duplicates: number;
  worker_errors: number;
  raise_failures: number;
  /** The machine's 1-minute load average at the window's end: other work on the machine lowers every number. */
  load_1m: number;
  /** The machine's idle CPU share during the window (Linux), in %: near 0 means the numbers are the machine's. */
  idle_pct: number | null;
  /** CPU the worker processes used during the window, in % of one CPU (Linux). */
  workers_cpu_pct: number | null;
  pass: boolean;
  /** Deliveries in the window to each of hooks 1–49 (index = hook), for the worst-hook ratio; not printed. */
  perHook: number[];
}

export interface CliResult {
  store: StoreKind;
  runs: number;
  p50_ms: number | null;
  max_ms: number | null;
  missing: number;
  pass: boolean;
}
