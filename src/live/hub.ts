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
  readonly onError: (error: unknown) => void;
}

/** The live streams of one process. */
export class LiveHub {
  readonly events: EventTail;
  readonly status: StatusWatch;
  /** Each open stream, with the API key it was opened with (none for a public overlay). */
  private readonly open = new Map<Sink, number | undefined>();
  private readonly heartbeat: NodeJS.Timeout;
  readonly maxStreams: number;

  constructor(private readonly options: HubOptions) {
    this.events = new EventTail(options.db, options.postgres, options.onError);
    this.status = new StatusWatch(options.db, options.defaultThreshold, options.onError);
    this.maxStreams = options.maxStreams;
    this.heartbeat = setInterval(() => void this.beat().catch(options.onError), options.heartbeatMs ?? HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Whether another stream may open now. */
  get full(): boolean {
    return this.open.size >= this.maxStreams;
  }

  get size(): number {
    return this.open.size;
  }

  /** Keeps `sink` until it closes. */
  add(sink: Sink, keyId: number | undefined): void {
    this.open.set(sink, keyId);
    sink.onClose(() => this.open.delete(sink));
  }

  /** Ends every stream (the app is closing); clients reconnect elsewhere. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const sink of [...this.open.keys()]) sink.close();
    await Promise.all([this.events.close(), this.status.close()]);
  }

  private async beat(): Promise<void> {
    const keyIds = new Set<number>();
    for (const [sink, keyId] of this.open) {
      sink.comment('heartbeat');
      if (keyId !== undefined) keyIds.add(keyId);
    }
    if (keyIds.size === 0) return;
    const revoked = await this.options.db.selectFrom('api_keys').select('id').where('id', 'in', [...keyIds]).where('revoked_at', 'is not', null).execute();
    const gone = new Set(revoked.map((row) => row.id));
    for (const [sink, keyId] of this.open) if (keyId !== undefined && gone.has(keyId)) sink.close();
  }
}
