/**
 * Log output (docs/decisions.md#13-operating-it): JSON lines on stdout, or with LOG_FORMAT=pretty a short line each
 * for people at a terminal. Both carry the same fields.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// Fields a pretty line shows in its own place, or not at all.
const PLACED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'method', 'route', 'status', 'durationMs']);

/** One JSON log entry as a line for people: time, level, the request (if it is one) or message, then the rest. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = typeof entry['time'] === 'number' ? new Date(entry['time']).toISOString().slice(11, 23) : '';
  const level = (LEVELS[Number(entry['level'])] ?? String(entry['level'])).padEnd(5);
  const head =
    entry['msg'] === 'request'
      ? `${String(entry['method'])} ${String(entry['route'])} ${String(entry['status'])} ${String(entry['durationMs'])} ms`
      : String(entry['msg'] ?? '');
  const rest = Object.entries(entry)
    .filter(([name]) => !PLACED.has(name) || (entry['msg'] !== 'request' && ['method', 'route', 'status', 'durationMs'].includes(name)))
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return `${[time, level, head, ...rest].join(' ')}\n`;
}

/** The stream log entries are written to, per LOG_FORMAT; `out` is standard output unless a test gives another. */
export function logStream(format: Config['logFormat'], out: { write(text: string): unknown } = process.stdout): DestinationStream {
  if (format === 'pretty') return { write: (line: string) => out.write(prettyLine(line)) };
  return out === process.stdout ? pino.destination(1) : { write: (line: string) => out.write(line) };
}

/** A logger for the processes that are not the HTTP app (the worker, the cluster's primary). */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>, out?: { write(text: string): unknown }): Logger {
  return pino({ level: config.logLevel }, logStream(config.logFormat, out));
}
