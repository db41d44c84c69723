/**
 * A process's live streams: the event tail, the status watch, and every open stream, which gets a heartbeat
 * comment every 15 s and is ended when the app closes or its API key is revoked (checked at each heartbeat).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { EventTail } from './event-tail.js';
import { HEARTBEAT_MS, type Sink } from './sink.js';
import { StatusWatch } from './status-watch.js';

/** What the hub is built with; tests shorten the heartbeat. */
export interface HubOptions {
  readonly db: Kysely<Database>;
  readonly postgres: boolean;
  readonly defaultThreshold: number;
  readonly heartbeatMs?: number;
  /** Most streams open at once in this process; the next is refused with 503 until one closes. */
  readonly maxStreams: number;
  /** Most streams one API key, and one overlay token, hold open in this process (429 beyond). */
  readonly perKey: number;
  readonly perToken: number;
  readonly onError: (error: unknown) => void;
}

/** The live streams of one process. */
export class LiveHub {
  readonly events: EventTail;
  readonly status: StatusWatch;
  /** Each open stream: the API key or overlay token it was opened with, and what its heartbeat does besides. */
  private readonly open = new Map<Sink, { keyId: number | undefined; holder: string; beat: (() => void) | undefined }>();
  /** Open streams per API key or overlay token (`key:<id>`, `token:<id>`). */
  private readonly held = new Map<string, number>();
  private closed = false;
  private readonly heartbeat: NodeJS.Timeout;
  readonly maxStreams: number;
  readonly perKey: number;
  readonly perToken: number;

  constructor(private readonly options: HubOptions) {
    this.events = new EventTail(options.db, options.postgres, options.onError);
    this.status = new StatusWatch(options.db, options.defaultThreshold, options.onError);
    this.maxStreams = options.maxStreams;
    this.perKey = options.perKey;
    this.perToken = options.perToken;
    this.heartbeat = setInterval(() => void this.beat().catch(options.onError), options.heartbeatMs ?? HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Why another stream of `holder` may not open now (the process is full, or the key or token holds its most), or undefined. */
  refusal(holder: string, most: number): 'full' | 'holder' | undefined {
    if (this.closed || this.open.size >= this.maxStreams) return 'full';
    return (this.held.get(holder) ?? 0) >= most ? 'holder' : undefined;
  }

  /** Keeps `sink` until it closes; a hub that is closing ends it at once. `beat` runs before each heartbeat. */
  add(sink: Sink, holder: { keyId?: number; tokenId?: number }, beat?: () => void): void {
    if (this.closed) return sink.close();
    const name = holder.keyId !== undefined ? `key:${holder.keyId}` : `token:${holder.tokenId ?? 0}`;
    this.open.set(sink, { keyId: holder.keyId, holder: name, beat });
    this.held.set(name, (this.held.get(name) ?? 0) + 1);
    sink.onClose(() => {
      if (!this.open.delete(sink)) return;
      const left = (this.held.get(name) ?? 1) - 1;
      if (left > 0) this.held.set(name, left);
      else this.held.delete(name);
    });
  }

  /** Ends every stream (the app is closing); clients reconnect elsewhere. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const sink of [...this.open.keys()]) sink.close();
    await Promise.all([this.events.close(), this.status.close()]);
  }

  private async beat(): Promise<void> {
    const keyIds = new Set<number>();
    for (const [sink, { keyId, beat }] of this.open) {
      beat?.();
      sink.comment('heartbeat');
      if (keyId !== undefined) keyIds.add(keyId);
    }
    if (keyIds.size === 0) return;
    const revoked = await this.options.db.selectFrom('api_keys').select('id').where('id', 'in', [...keyIds]).where('revoked_at', 'is not', null).execute();
    const gone = new Set(revoked.map((row) => row.id));
    for (const [sink, { keyId }] of this.open) if (keyId !== undefined && gone.has(keyId)) sink.close();
  }
}
