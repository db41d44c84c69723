/** bench:isolation's webhook receiver: the process (this module forked with the argument `receiver`) and its handle. */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { terminate, track } from './children.js';
import { CLI_HOOK, SLEEP_MS, type Mode } from './isolation-config.js';

export interface Hook0Stats {
  /** Requests hook 0 received since the reset. */
  total: number;
  /** Open now. */
  open: number;
  /** The most open at once. */
  maxOpen: number;
}

/** What the bench asks the receiver: reset (hook 0's behaviour), count (receipts of events raised in [from, to)), report, cli. */
export type ReceiverAsk = { op: 'reset'; mode: Mode } | { op: 'count'; from: number; to: number } | { op: 'report' } | { op: 'cli' };
export type ReceiverCommand = ReceiverAsk & { id: number };

export interface ReceiverReply {
  id: number;
  port?: number;
  count?: number;
  /** Flat triples: hook, receipt (ms), the event's `t` (ms). Hooks 1–49 only, first receipt of each delivery. */
  records?: number[];
  /** Flat pairs: the CLI run's order id (run + 1), receipt (ms). */
  cli?: number[];
  duplicates?: number;
  hook0?: Hook0Stats;
}

// ---------------------------------------------------------------------------------------------------------------
// The receiver: this module forked with the argument `receiver`.

function runReceiver(): void {
  let mode: Mode = 'answer';
  let records: number[] = [];
  let cli: number[] = [];
  let seen = new Set<string>();
  let duplicates = 0;
  let hook0: Hook0Stats = { total: 0, open: 0, maxOpen: 0 };
  let openHook0 = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const match = /^\/hook\/(\d+)$/.exec(req.url ?? '');
    if (!match || req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    const hook = Number(match[1]);
    if (hook === 0) {
      hook0.total += 1;
      hook0.open += 1;
      hook0.maxOpen = Math.max(hook0.maxOpen, hook0.open);
      const open = openHook0;
      const stats = hook0;
      open.add(res);
      // Answered, or the connection closed (the sender gave up): no longer open. A reset replaces the set and counters.
      res.on('close', () => {
        if (open.delete(res)) stats.open -= 1;
      });
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = Date.now();
      const delivery = req.headers['x-service-delivery'];
      const id = Array.isArray(delivery) ? delivery[0] : delivery;
      const first = id === undefined || !seen.has(id);
      if (id !== undefined) seen.add(id);
      if (!first) duplicates += 1;
      if (hook !== 0 && first) {
        let data: { t?: unknown; id?: unknown } = {};
        try {
          data = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: { t?: unknown; id?: unknown } }).data ?? {};
        } catch {
          // Not a delivery body: recorded without its event time.
        }
        if (hook === CLI_HOOK) {
          if (typeof data.id === 'number') cli.push(data.id, received);
        } else {
          records.push(hook, received, typeof data.t === 'number' ? data.t : Number.NaN);
        }
      }
      if (hook === 0 && mode === 'hang') return;
      if (hook === 0 && mode === 'sleep') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) res.writeHead(204).end();
        }, SLEEP_MS);
        timers.add(timer);
        return;
      }
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 10_000;
  // A hanging or sleeping answer stays open until the sender gives up.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;

  const reply = (message: ReceiverReply) => process.send?.(message);
  process.on('message', (message: ReceiverCommand) => {
    switch (message.op) {
      case 'reset':
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        for (const res of openHook0) res.destroy();
        mode = message.mode;
        records = [];
        cli = [];
        seen = new Set();
        duplicates = 0;
        hook0 = { total: 0, open: 0, maxOpen: 0 };
        openHook0 = new Set();
        reply({ id: message.id });
        break;
      case 'count': {
        let count = 0;
        for (let i = 0; i < records.length; i += 3) {
          const t = records[i + 2] as number;
          if (t >= message.from && t < message.to) count += 1;
        }
        reply({ id: message.id, count });
        break;
      }
      case 'report':
        reply({ id: message.id, records, duplicates, hook0: { ...hook0 } });
        break;
      case 'cli':
        reply({ id: message.id, cli });
        break;
    }
  });
  process.on('disconnect', () => process.exit(0));
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    reply({ id: 0, port: typeof address === 'object' && address ? address.port : 0 });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Its handle in the bench.

export class Receiver {
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (reply: ReceiverReply) => void; reject: (error: Error) => void }>();

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.on('message', (reply: ReceiverReply) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      waiting?.resolve(reply);
    });
    child.on('exit', (code) => {
      for (const { reject } of this.waiting.values()) reject(new Error(`the receiver exited (${code})`));
      this.waiting.clear();
    });
  }

  static async start(): Promise<Receiver> {
    // This module's compiled file (isolation-receiver.js), forked as the receiver.
    const child = track(fork(fileURLToPath(import.meta.url), ['receiver'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    let early: ((code: number | null) => void) | undefined;
    const port = await new Promise<number>((resolve, reject) => {
      early = (code) => reject(new Error(`the receiver exited (${code}) before listening`));
      child.once('exit', early);
      child.once('message', (reply: ReceiverReply) => resolve(reply.port ?? 0));
    }).finally(() => early && child.off('exit', early));
    return new Receiver(child, port);
  }

  ask(command: ReceiverAsk): Promise<ReceiverReply> {
    const id = this.next;
    this.next += 1;
    return new Promise((resolve, reject) => {
      if (!this.child.connected) return reject(new Error('the receiver is gone'));
      this.waiting.set(id, { resolve, reject });
      this.child.send({ ...command, id });
    });
  }

  async stop(): Promise<void> {
    this.child.disconnect();
    await terminate(this.child, 1_000);
  }
}

// The forked process (and `node isolation.js receiver`, as before the split); merely imported, this module only defines.
if (process.argv[2] === 'receiver') runReceiver();
