/** A real EventSource client (the `eventsource` package) for the live streams, collecting what it receives. */
import { EventSource } from 'eventsource';
import { EVENT_NAMES } from '../../src/webhooks/events.js';
import { eventually } from './wait.js';

/** One message as the client got it. */
export interface Message {
  readonly type: string;
  readonly id: string;
  readonly data: string;
  readonly at: number;
}

/** An open client. */
export interface Stream {
  readonly messages: Message[];
  readonly errors: number;
  readonly source: EventSource;
  /** Waits until `count` messages of `type` arrived; returns them. */
  waitFor(type: string, count: number, timeoutMs?: number): Promise<Message[]>;
  close(): void;
}

/** Opens `url` with an optional API key and Last-Event-ID; listens for `ready`, `status` and every event name. */
export function openStream(url: string, options: { key?: string; lastEventId?: string } = {}): Stream {
  let first = true;
  const source = new EventSource(url, {
    fetch: (input, init) => {
      const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
      if (options.key !== undefined) headers['Authorization'] = `Bearer ${options.key}`;
      // The client's own Last-Event-ID wins after a reconnect; the first connection may carry one given here.
      if (first && options.lastEventId !== undefined) headers['Last-Event-ID'] = options.lastEventId;
      first = false;
      return fetch(input, { ...init, headers });
    },
  });
  const messages: Message[] = [];
  let errors = 0;
  for (const type of ['ready', 'status', ...EVENT_NAMES]) {
    source.addEventListener(type, (event) => messages.push({ type, id: event.lastEventId, data: event.data, at: Date.now() }));
  }
  source.addEventListener('error', () => {
    errors += 1;
  });
  return {
    messages,
    get errors() {
      return errors;
    },
    source,
    waitFor: (type, count, timeoutMs = 10_000) =>
      eventually(() => {
        const found = messages.filter((m) => m.type === type);
        return found.length >= count ? found : undefined;
      }, timeoutMs, `${count} ${type} message(s) (have ${messages.filter((m) => m.type === type).length})`),
    close: () => source.close(),
  };
}
