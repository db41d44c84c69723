/** GET /event-types: the events a webhook can receive, what causes each, the schema of its `data` and an example body. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { operation } from '../http/operation.js';
import { listEnvelope } from '../http/pagination.js';
import { ListOf } from '../http/schemas.js';
import { closedEventData, exampleBody } from './events.js';
import type { Services } from '../http/services.js';
import { EVENT_CAUSES, EVENT_NAMES } from '../webhooks/events.js';

/** One event type. */
export const EventTypeSchema = Type.Object(
  {
    name: Type.String({ description: 'The event name, as in X-Service-Event and `event`', examples: ['order.paid'] }),
    cause: Type.String({ description: 'What causes it, in one sentence', examples: [EVENT_CAUSES['order.paid']] }),
    data_schema: Type.Record(Type.String(), Type.Unknown({ description: 'A JSON Schema keyword\'s value', examples: ['object'] }), { description: 'The JSON Schema of the body\'s `data`, as in the OpenAPI document' }),
    example: Type.Record(Type.String(), Type.Unknown({ description: 'A field of the body', examples: ['order.paid'] }), { description: 'An example delivery body: `{ id, event, created_at, tenant_id, data }`' }),
  },
  { title: 'EventType', description: 'An event a webhook can receive' },
);

type EventType = Static<typeof EventTypeSchema>;

/** Every event type, built once (plain JSON, closed as in the document). */
export const EVENT_TYPES: readonly EventType[] = EVENT_NAMES.map((name) => ({
  name,
  cause: EVENT_CAUSES[name],
  data_schema: structuredClone(closedEventData(name)) as Record<string, unknown>,
  example: exampleBody(name),
}));

/** The route. */
export const eventTypeRoutes: FastifyPluginAsyncTypebox<Services> = async (app) => {
  app.get('/event-types', operation({ id: 'listEventTypes', summary: 'The event types, what causes each, their data schema and an example', tag: 'Webhooks', scope: null, response: ListOf(EventTypeSchema) }), async () =>
    listEnvelope([...EVENT_TYPES], EVENT_TYPES.length, { page: 1, perPage: EVENT_TYPES.length, offset: 0 }),
  );
};
