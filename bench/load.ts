/** Load generators for the API benchmark: `wrk` (Debian's package) when present, else a Node loop (which saturates sooner). */
import { execFile, spawnSync } from 'node:child_process';
import { Pool } from 'undici';

/** What one load phase measured. */
export interface LoadResult {
  readonly rps: number;
  /** Milliseconds. */
  readonly p50: number;
  readonly p99: number;
  /** Answers outside 2xx/3xx. */
  readonly errors: number;
}

/** Whether `wrk` is installed. */
export const HAVE_WRK = spawnSync('wrk', ['--version']).error === undefined;

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function milliseconds(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '');
  return match ? Number(match[1]) * (UNITS[match[2] as string] ?? 1) : Number.NaN;
}

/** Parses `wrk --latency` output. */
export function parseWrk(output: string): LoadResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p50 = milliseconds(/^\s+50%\s+(\S+)/m.exec(output)?.[1]);
  const p99 = milliseconds(/^\s+99%\s+(\S+)/m.exec(output)?.[1]);
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0) + Number(/Socket errors:.*timeout (\d+)/.exec(output)?.[1] ?? 0);
  if (!Number.isFinite(rps) || !Number.isFinite(p50) || !Number.isFinite(p99)) throw new Error(`cannot read wrk's output:\n${output}`);
  return { rps, p50, p99, errors };
}

/** One phase of `seconds` at `connections` against `url` with `headers`. */
export async function load(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<LoadResult> {
  return HAVE_WRK ? wrk(url, headers, seconds, connections) : nodeLoad(url, headers, seconds, connections);
}

function wrk(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<LoadResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  return new Promise((resolve, reject) =>
    execFile('wrk', args, (error, stdout) => {
      if (error) reject(error);
      else resolve(parseWrk(stdout));
    }),
  );
}

async function nodeLoad(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<LoadResult> {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await pool.request({ method: 'GET', path: target.pathname + target.search, headers });
        await response.body.dump();
        if (response.statusCode >= 400) errors += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
  return { rps: latencies.length / seconds, p50: at(50), p99: at(99), errors };
}
