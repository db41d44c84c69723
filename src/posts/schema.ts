/** Post shapes: as created and as returned. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, TimestampSchema } from '../http/schemas.js';

/** Post statuses. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;

/** A post as returned. */
export const PostSchema = Type.Object({
  id: Type.Integer(),
  title: Nullable(Type.String()),
  body: Type.String(),
  status: StringEnum(POST_STATUSES),
  scheduled_at: Nullable(TimestampSchema),
  published_at: Nullable(TimestampSchema),
  media: Type.Array(Type.String()),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
}, { title: 'Post' });

/** A post as accepted on creation; it is always created as a draft. */
export const CreatePostBody = Type.Object(
  {
    /** The text, 1–50,000 characters. */
    body: Type.String({ minLength: 1, maxLength: 50_000, description: '1–50,000 characters' }),
    /** Optional title, up to 200 characters. */
    title: Type.Optional(Nullable(Type.String({ maxLength: 200, description: '≤ 200 characters' }))),
    /** When to publish: a future RFC 3339 or `YYYY-MM-DD HH:MM:SS` (UTC) time. */
    scheduled_at: Type.Optional(Nullable(Type.String({ format: 'date-time', description: 'Future time, RFC 3339 or YYYY-MM-DD HH:MM:SS (UTC)' }))),
    /** Up to 20 http(s) media URLs. */
    media: Type.Optional(Type.Array(Type.String({ format: 'uri', maxLength: 2048 }), { maxItems: 20, description: 'At most 20 http(s) URLs' })),
  },
  { additionalProperties: false, title: 'CreatePost' },
);

/** API post. */
export type Post = Static<typeof PostSchema>;
/** Creation body. */
export type CreatePost = Static<typeof CreatePostBody>;
