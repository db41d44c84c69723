/**
 * One event stream (GET /events/stream): first what the client missed since `Last-Event-ID` (read in pages),
 * then every new event of the workspace as the tail settles it, in id order, each once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { deliveryBody } from '../webhooks/outbox.js';
import type { EventRow, EventTail } from './event-tail.js';
import { eventsBetween, newestEventId } from './repository.js';
import type { Sink } from './sink.js';

const PAGE = 200;

/** What the stream sends: the workspace's events after `after` (undefined: from now), of `names` (empty: all). */
export interface EventStreamSpec {
  readonly workspaceId: number;
  /** The workspace's slug, told in the `ready` message. */
  readonly workspace: string;
  readonly after: number | undefined;
  readonly names: ReadonlySet<string>;
}

// The tail hands every stream of a workspace the same row: its message is made once for all of them.
const messages = new WeakMap<EventRow, { id: string; event: string; data: string }>();

/** Sends each event as `id: <event id>`, `event: <name>`, `data: <the webhook delivery body>`. */
function toMessage(event: EventRow): { id: string; event: string; data: string } {
  let message = messages.get(event);
  if (!message) messages.set(event, (message = { id: String(event.id), event: event.name, data: deliveryBody(event) }));
  return message;
}

/**
 * One stream: `run` sends the `ready` message (carrying the id it resumes after), what was missed, then every new
 * event until `sink` closes; `beat` (before each heartbeat) moves the client's last event id up to the workspace's
 * newest event it did not get (filtered out), so a reconnect resumes after it. Every id the client is told is one
 * of its own workspace's events (or 0): the tail's floor, which counts every workspace's events, stays in here.
 */
export function eventStream(db: Kysely<Database>, tail: EventTail, sink: Sink, spec: EventStreamSpec): { run(): Promise<void>; beat(): void } {
  // Every event up to `cursor` was handled (it may be another workspace's id); `last` is the newest of the
  // workspace's own handled (sent or filtered out), `told` the newest id the client was given.
  let cursor = spec.after ?? 0;
  let last = cursor;
  let told = cursor;
  // Live events that arrive while the missed ones are read wait here, in order.
  let waiting: EventRow[] | undefined = [];
  const send = (event: EventRow): void => {
    if (event.id <= cursor) return;
    cursor = event.id;
    last = event.id;
    if (spec.names.size > 0 && !spec.names.has(event.name)) return;
    told = last;
    sink.send(toMessage(event));
  };
  const subscriber = {
    workspaceId: spec.workspaceId,
    deliver: (event: EventRow) => (waiting ? waiting.push(event) : send(event)),
  };
  return {
    async run() {
      const floor = await tail.subscribe(subscriber);
      // Registered once subscribed: a stream that ended meanwhile unsubscribes at once.
      sink.onClose(() => tail.unsubscribe(subscriber));
      if (spec.after === undefined) {
        cursor = floor;
        last = await newestEventId(db, spec.workspaceId, floor);
      }
      told = last;
      sink.send({ id: String(last), event: 'ready', data: JSON.stringify({ after: last, workspace: spec.workspace }) });
      while (cursor < floor && !sink.ended) {
        const page = await eventsBetween(db, spec.workspaceId, cursor, floor, PAGE);
        for (const event of page) send(event);
        if (page.length < PAGE) break;
        await sink.drained();
      }
      cursor = Math.max(cursor, floor);
      const queued = waiting ?? [];
      waiting = undefined;
      for (const event of queued) send(event);
    },
    beat() {
      if (waiting === undefined && last > told) {
        told = last;
        sink.mark(String(last));
      }
    },
  };
}
