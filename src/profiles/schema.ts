/** Creator profile shape as returned. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, TimestampSchema } from '../http/schemas.js';

/** A creator profile as returned. */
export const ProfileSchema = Type.Object({
  id: Type.Integer({ description: "The profile's id" }),
  handle: Type.String({ description: 'Public handle' }),
  display_name: Type.String({ description: 'Name shown publicly' }),
  bio: Nullable(Type.String({ description: 'Short biography' })),
  avatar_url: Nullable(Type.String({ description: 'Avatar image URL' })),
  website_url: Nullable(Type.String({ description: 'Website URL' })),
  created_at: TimestampSchema,
}, { title: 'Profile', description: 'A public creator profile' });

/** API profile. */
export type Profile = Static<typeof ProfileSchema>;
