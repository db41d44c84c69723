/** Bodies and answers of the test-mode operations (docs/decisions.md#21-test-mode). */
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../http/schemas.js';
import { EVENT_NAMES } from '../webhooks/events.js';

/** Body of POST /test/events. */
export const TriggerBody = Type.Object(
  { event: StringEnum(EVENT_NAMES, { description: 'The event to raise by its real cause' }) },
  { additionalProperties: false, title: 'TriggerRequest', description: 'Which event to raise in the test twin' },
);

/** One event a trigger's cause raised. */
const RaisedSchema = Type.Object(
  {
    id: Type.Integer({ description: "The event's id (the `id` of its delivery body)" }),
    event: StringEnum(EVENT_NAMES, { description: 'The event name' }),
  },
  { title: 'RaisedByTrigger', description: 'An event the cause raised' },
);

/** Answer of POST /test/events. */
export const TriggeredSchema = Type.Object(
  {
    event: StringEnum(EVENT_NAMES, { description: 'The event asked for' }),
    events: Type.Array(RaisedSchema, { description: 'Every event the cause raised, in order: the one asked for, and those its cause raises with it (a paid order also grants its entitlements)' }),
  },
  { title: 'Triggered', description: "What a test trigger raised in the workspace's test twin" },
);

/** Body of POST /test/servers/{id}/status. */
export const MoveServerBody = Type.Object(
  {
    status: StringEnum(['online', 'offline'] as const, { description: 'online: a heartbeat of `players` sample players; offline: as if its heartbeats stopped' }),
    players: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, description: 'Players online (online only; default: as many as now), spread over the zones' })),
  },
  { additionalProperties: false, title: 'MoveTestServer', description: 'Where to move a test server' },
);

/** Input of POST /test/servers/{id}/status. */
export type MoveServer = Static<typeof MoveServerBody>;
