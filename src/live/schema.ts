/** The live streams' inputs and their answer as the document describes it. */
import { Type } from '@sinclair/typebox';
import { EVENT_NAMES } from '../webhooks/events.js';

/** `GET /events/stream` query: which events (default all). */
export const EventStreamQuery = Type.Object({
  events: Type.Optional(
    Type.String({ maxLength: 2000, pattern: '^[a-z._,]+$', description: `Comma-separated event names to receive (default every event): ${EVENT_NAMES.join(', ')}`, examples: ['order.paid,order.refunded'] }),
  ),
});

/** The `Last-Event-ID` header a reconnecting client sends. */
export const ResumeHeaders = Type.Object({
  'last-event-id': Type.Optional(Type.String({ maxLength: 64, description: 'The id of the last message received: the stream resumes after it', examples: ['1042'] })),
});
