/**
 * CPU time of processes from /proc (Linux): what a run cost each side, for benches on a shared machine of few
 * cores, where a rate alone hides who paid for it. Elsewhere every reading is 0.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User + system CPU of `pid`, in ms (0 when it cannot be read). */
function cpuOfPid(pid: string): { comm: string; ms: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    // Fields after "(comm) ": state is 0, utime 11, stime 12.
    return { comm: stat.slice(stat.indexOf('(') + 1, close), ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
  } catch {
    return { comm: '', ms: 0 };
  }
}

/** CPU ms of one process. */
export const cpuOf = (pid: number | undefined): number => (pid === undefined ? 0 : cpuOfPid(String(pid)).ms);

/** CPU ms of every process named `comm` (PostgreSQL's server and backends: 'postgres'), living now. */
export function cpuOfAll(comm: string): number {
  let total = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const read = cpuOfPid(pid);
      if (read.comm === comm) total += read.ms;
    }
  } catch {
    return 0;
  }
  return total;
}
