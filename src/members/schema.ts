/** Member shape as listed: display name and role, nothing else. */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery, StringEnum } from '../http/schemas.js';
import { MAX_SEARCH } from '../db/search.js';

/** Member roles. */
export const ROLES = ['owner', 'admin', 'moderator', 'member'] as const;
/** Shown instead of the name of a user who hides their username. */
export const ANONYMOUS = 'Anonymous member';

/** A member as listed: nothing that identifies the user beyond what they chose to show. */
export const MemberSchema = Type.Object({
  display_name: Type.String({ description: `"${ANONYMOUS}" when the user hides their username` }),
  role: StringEnum(ROLES, { description: 'owner, admin, moderator or member' }),
}, { title: 'Member', description: 'A member as listed: only what they chose to show' });

/** API member. */
export type Member = Static<typeof MemberSchema>;

/** Query of GET /members. */
export const MemberListQuery = Type.Object({
  ...PageQuery.properties,
  q: Type.Optional(Type.String({ maxLength: MAX_SEARCH, description: 'Only members whose shown name contains this text (any case); a member who hides their name is found only by what is shown', examples: ['alex'] })),
});
