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

/** The messages of an event-stream body, as the WHATWG rules dispatch them (comments and `retry:` skipped). */
export async function* parseEventStream(body: ReadableStream<Uint8Array>, lastEventId = ''): AsyncGenerator<StreamMessage> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id = lastEventId;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let start = 0;
    for (;;) {
      const end = buffer.slice(start).search(/\r\n|\r|\n/);
      if (end === -1) break;
      const line = buffer.slice(start, start + end);
      start += end + (buffer.startsWith('\r\n', start + end) ? 2 : 1);
      if (line === '') {
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
      else if (field === 'id' && !value.includes('\0')) id = value;
    }
    buffer = buffer.slice(start);
    if (buffer.length > MAX_LINE) throw new Error('event stream: a line longer than 4 MiB');
  }
}

/** Waits, unless `signal` ends first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
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
      for await (const message of parseEventStream(response.body as ReadableStream<Uint8Array>, lastEventId ?? '')) {
        lastEventId = message.id === '' ? lastEventId : message.id;
        yield message;
      }
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
