/** Creator profile shape as returned. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, TimestampSchema } from '../http/schemas.js';

/** A creator profile as returned. */
export const ProfileSchema = Type.Object({
  id: Type.Integer(),
  handle: Type.String(),
  display_name: Type.String(),
  bio: Nullable(Type.String()),
  avatar_url: Nullable(Type.String()),
  website_url: Nullable(Type.String()),
  created_at: TimestampSchema,
}, { title: 'Profile' });

/** API profile. */
export type Profile = Static<typeof ProfileSchema>;
