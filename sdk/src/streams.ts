/**
 * Server-Sent Events: the WHATWG parsing of a `text/event-stream` body, and `follow`, which keeps a stream open
 * across dropped connections by reconnecting with `Last-Event-ID`, so nothing is lost or doubled while the API keeps it.
 */
import { CreatorWorkspaceError } from './errors.js';
import { Transport, type ClientOptions } from './transport.js';

/** One message of a stream. */
export interface StreamMessage {
  /** The message's id (the last one seen when it carried none). */
  readonly id: string;
  /** Its type (`message` when it named none). */
  readonly event: string;
  readonly data: string;
}

/** Options of a followed stream. */
export interface StreamOptions {
  /** Resume after this message id (what a previous stream last gave). */
  lastEventId?: string;
  /** Ends the stream. */
  signal?: AbortSignal;
  /** Called when the connection drops (the stream reconnects by itself) and when it is open again. */
  onConnection?: (state: 'lost' | 'open', detail: { lastEventId: string | undefined; error?: unknown }) => void;
}

// A line longer than this is not a stream of ours: the connection is dropped instead of buffering without end.
const MAX_LINE = 4 << 20;

/** How long a stream may stay silent (the API sends a heartbeat every 15 s) before it counts as dropped. */
const IDLE_MS = 45_000;

/**
 * The messages of an event-stream body, as the WHATWG rules dispatch them (comments and `retry:` skipped).
 * `onId` hears every id the stream sets, an `id:` line alone included (the API moves a quiet stream's id so).
 * A body silent for 45 s is abandoned with an error: a half-open connection, not a quiet stream.
 */
export async function* parseEventStream(body: ReadableStream<Uint8Array>, lastEventId = '', onId?: (id: string) => void): AsyncGenerator<StreamMessage> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id = lastEventId;
  let idSet = false;
  try {
    for (;;) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const silent = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`event stream: nothing received for ${IDLE_MS / 1000} s`)), IDLE_MS);
      });
      const { done, value } = await Promise.race([reader.read(), silent]).finally(() => clearTimeout(timer));
      // At the end, a last CR is a line end after all (what follows an unfinished line is dropped, as the rules say).
      if (done && !buffer.endsWith('\r')) return;
      if (!done) buffer += decoder.decode(value, { stream: true });
      let start = 0;
      const breaks = /\r\n|\r|\n/g;
      for (;;) {
        breaks.lastIndex = start;
        const found = breaks.exec(buffer);
        if (found === null) break;
        // A CR that ends the chunk may be the first half of a CRLF: wait for the next chunk to tell.
        if (!done && found[0] === '\r' && found.index + 1 === buffer.length) break;
        const line = buffer.slice(start, found.index);
        start = found.index + found[0].length;
        if (line === '') {
          if (idSet) onId?.(id);
          idSet = false;
          if (data.length > 0) yield { id, event: event === '' ? 'message' : event, data: data.join('\n') };
          data = [];
          event = '';
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') data.push(value);
        else if (field === 'event') event = value;
        else if (field === 'id' && !value.includes('\0')) {
          id = value;
          idSet = true;
        }
      }
      buffer = buffer.slice(start);
      if (done) return;
      if (buffer.length > MAX_LINE) throw new Error('event stream: a line longer than 4 MiB');
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** Waits, unless `signal` ends first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Follows a stream: opens it with `open(lastEventId)`, yields its messages, and when the connection drops opens it
 * again after the last id received (1 s, 2 s … 10 s apart). An answer the API refuses (a 4xx other than 429) is
 * thrown: retrying would not change it.
 */
export async function* follow(open: (lastEventId: string | undefined) => Promise<Response>, options: StreamOptions = {}): AsyncGenerator<StreamMessage> {
  let lastEventId = options.lastEventId;
  let failures = 0;
  let lost = false;
  const stopped = (): boolean => options.signal?.aborted === true;
  while (!stopped()) {
    let error: unknown;
    try {
      const response = await open(lastEventId);
      if (lost) options.onConnection?.('open', { lastEventId });
      lost = false;
      failures = 0;
      const moved = (id: string) => {
        lastEventId = id === '' ? undefined : id;
      };
      for await (const message of parseEventStream(response.body as ReadableStream<Uint8Array>, lastEventId ?? '', moved)) yield message;
    } catch (caught) {
      if (stopped()) return;
      if (caught instanceof CreatorWorkspaceError && caught.status < 500 && caught.status !== 429) throw caught;
      error = caught;
    }
    if (stopped()) return;
    if (!lost) options.onConnection?.('lost', { lastEventId, error });
    lost = true;
    failures += 1;
    await pause(Math.min(10_000, 1_000 * 2 ** (failures - 1)), options.signal);
  }
}

/** The raw messages of `GET /events/stream`, `ready` included, followed across reconnections: what `creator-workspace listen` forwards. */
export function eventStreamMessages(client: ClientOptions, query: { events?: string | undefined }, options: StreamOptions = {}): AsyncGenerator<StreamMessage> {
  const transport = new Transport(client);
  return follow((last) => transport.open('/events/stream', query, last, options.signal), options);
}
