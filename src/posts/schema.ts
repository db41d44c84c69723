/** Post shapes: as created and as returned. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PageQuery, StringEnum, TimestampSchema } from '../http/schemas.js';
import { MAX_SEARCH } from '../db/search.js';

/** Post statuses. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;

/** A post as returned. */
export const PostSchema = Type.Object({
  id: Type.Integer({ description: "The post's id" }),
  title: Nullable(Type.String({ description: 'Title, or null' })),
  body: Type.String({ description: 'The text' }),
  status: StringEnum(POST_STATUSES, { description: 'Current status' }),
  scheduled_at: Nullable(TimestampSchema),
  published_at: Nullable(TimestampSchema),
  media: Type.Array(Type.String({ description: 'An http(s) media URL' }), { description: 'Media URLs' }),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
}, { title: 'Post', description: 'A post' });

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
    media: Type.Optional(Type.Array(Type.String({ format: 'uri', maxLength: 2048, description: 'An http(s) media URL' }), { maxItems: 20, description: 'At most 20 http(s) URLs' })),
  },
  { additionalProperties: false, title: 'CreatePost', description: 'A new post; it is always created as a draft' },
);

/** Body of PATCH /posts/{id}: the fields to change, at least one. */
export const UpdatePostBody = Type.Partial(CreatePostBody, {
  additionalProperties: false,
  minProperties: 1,
  title: 'UpdatePost',
  description: 'The fields to change, of a post not yet published (409 after). `scheduled_at`: a future time schedules it, null takes it back to the drafts.',
});

/** Query of GET /posts. */
export const PostListQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(StringEnum(POST_STATUSES, { description: 'Only posts in this status' })),
  q: Type.Optional(Type.String({ maxLength: MAX_SEARCH, description: 'Only posts whose title or body contains this text (any case)', examples: ['patch notes'] })),
});

/** API post. */
export type Post = Static<typeof PostSchema>;
/** Change body. */
export type UpdatePost = Static<typeof UpdatePostBody>;
/** Creation body. */
export type CreatePost = Static<typeof CreatePostBody>;

/** The one rule of a schedule no schema can say, for the API and the dashboard alike: a time to come. */
export function scheduleErrors(at: Date | null | undefined): Record<string, string[]> | undefined {
  return at != null && at.getTime() <= Date.now() ? { scheduled_at: ['must be in the future'] } : undefined;
}
