/** The scopes of spec §5. */
export const SCOPES = [
  'read:profile',
  'read:store',
  'write:store',
  'read:orders',
  'read:servers',
  'read:members',
  'write:posts',
  'read:analytics',
  'webhooks',
] as const;

/** One scope name. */
export type Scope = (typeof SCOPES)[number];

/** True when `name` is a scope. */
export function isScope(name: string): name is Scope {
  return (SCOPES as readonly string[]).includes(name);
}
