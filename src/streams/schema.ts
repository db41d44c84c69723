/** Live streams (docs/webhooks.md, Events): a streaming tool starts and ends them, raising stream.started and stream.ended. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PageQuery, StringEnum, TimestampSchema } from '../http/schemas.js';

/** Where a stream is watched. */
export const PLATFORMS = ['twitch', 'youtube', 'kick', 'other'] as const;
/** Stream statuses. */
export const STREAM_STATUSES = ['live', 'ended'] as const;

/** A live stream, as the API and its events show it. */
export const StreamSchema = Type.Object(
  {
    id: Type.Integer({ description: "The stream's id" }),
    title: Type.String({ description: "The stream's title" }),
    platform: StringEnum(PLATFORMS, { description: 'Where it is watched' }),
    url: Nullable(Type.String({ description: 'Where to watch it' })),
    status: StringEnum(STREAM_STATUSES, { description: 'live, or ended (by its tool, or by the worker after 12 hours)' }),
    started_at: TimestampSchema,
    ended_at: Nullable(TimestampSchema),
  },
  { title: 'Stream', description: 'A live stream' },
);

/** Body of POST /streams. */
export const StartStreamBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200, description: '1–200 characters' }),
    platform: StringEnum(PLATFORMS, { description: 'twitch, youtube, kick or other' }),
    url: Type.Optional(Nullable(Type.String({ format: 'uri', maxLength: 2048, description: 'Absolute http(s) URL, ≤ 2,048 characters' }))),
  },
  { additionalProperties: false, title: 'StartStream', description: 'A stream going live now' },
);

/** Query of GET /streams. */
export const StreamListQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(StringEnum(STREAM_STATUSES, { description: 'Only streams in this status' })),
});

/** API stream. */
export type Stream = Static<typeof StreamSchema>;
/** Input of POST /streams. */
export type StartStream = Static<typeof StartStreamBody>;
