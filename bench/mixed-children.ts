/** bench:mixed's processes: the real server (its warnings counted), the bare node:http server, a webhook receiver, and the heartbeats. */
import { spawn, type ChildProcess } from 'node:child_process';
import { track } from './children.js';
import type { PreparedWorkspace } from './mixed-prepare.js';

/** A started child, the tail of its output, and (for the real server) its log lines at warn and above. */
export interface Started {
  readonly child: ChildProcess;
  tail(): string;
  readonly logs: { warn: number; error: number; samples: string[] };
}

const TAIL = 4000;

/** Starts `node args…` and resolves once its stdout matches `ready`; keeps reading (and counting pino levels) after. */
export function startChild(args: string[], env: Record<string, string>, ready: RegExp, name: string): Promise<Started> {
  const child = track(spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
  let out = '';
  let partial = '';
  let isReady = false;
  const logs = { warn: 0, error: 0, samples: [] as string[] };
  const started: Started = { child, tail: () => out, logs };
  const read = (chunk: Buffer) => {
    const text = chunk.toString();
    out = (out + text).slice(-TAIL);
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const level = /"level":(\d+)/.exec(line)?.[1];
      if (level === undefined) continue;
      if (Number(level) >= 50) logs.error += 1;
      else if (Number(level) >= 40) logs.warn += 1;
      else continue;
      if (logs.samples.length < 6) logs.samples.push(line.slice(0, 400));
    }
  };
  child.stderr?.on('data', (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-TAIL);
    if (isReady) process.stderr.write(`[${name}] ${chunk.toString()}`);
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => {
      if (!isReady) reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${out}`));
      else if (signal !== 'SIGTERM' && code !== 0) console.error(`${name} exited unexpectedly (${code ?? signal}):\n${out}`);
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      read(chunk);
      if (!isReady && ready.test(out)) {
        isReady = true;
        resolve(started);
      }
    });
  });
}

/** The bare server: any request, a small constant JSON (as bench:api's). */
export const BARE = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"ok":true,"items":[1,2,3]}'); })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));`;

/** The webhook receiver: 204 to anything; prints how many it received when told to stop. */
export const RECEIVER = `let n = 0;
const server = require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => { n += 1; s.writeHead(204).end(); }); });
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => { console.log('received ' + n); process.exit(0); });`;

/** Heartbeats of one game server per workspace every `everyMs`, counted by answer. */
export function startHeartbeats(origin: string, workspaces: readonly PreparedWorkspace[], everyMs: number): { stop(): void; counts: Map<number, number> } {
  const counts = new Map<number, number>();
  const players = Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, x: i * 3, y: 64, z: -i }));
  const timers = workspaces.map((w, i) => {
    const body = JSON.stringify({ players: players.slice(0, 10 + 2 * i) });
    const headers = { authorization: `Bearer ${w.ingestToken}`, 'content-type': 'application/json' };
    return setInterval(() => {
      fetch(`${origin}/ingest/v1/heartbeat`, { method: 'POST', headers, body })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 0)
        .then((status) => counts.set(status, (counts.get(status) ?? 0) + 1));
    }, everyMs);
  });
  return { stop: () => timers.forEach((timer) => clearInterval(timer)), counts };
}
