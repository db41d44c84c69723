/** The dashboard's sections and who may see them: the top bar shows them, the workspace guard (context.ts) enforces them. */

/** A section of the dashboard, in the order of the top bar. */
export interface Section {
  readonly id: string;
  readonly label: string;
  readonly adminOnly: boolean;
}

/** The sections, in the design's order. */
export const SECTIONS: readonly Section[] = [
  { id: 'overview', label: 'Overview', adminOnly: false },
  { id: 'products', label: 'Products', adminOnly: false },
  { id: 'orders', label: 'Orders', adminOnly: false },
  { id: 'posts', label: 'Posts', adminOnly: false },
  { id: 'reports', label: 'Reports', adminOnly: false },
  { id: 'servers', label: 'Servers', adminOnly: false },
  { id: 'members', label: 'Members', adminOnly: false },
  { id: 'api-keys', label: 'API keys', adminOnly: true },
  { id: 'webhooks', label: 'Webhooks', adminOnly: true },
  { id: 'automations', label: 'Automations', adminOnly: true },
  { id: 'notifications', label: 'Notifications', adminOnly: false },
];

/** True for the roles that edit, schedule, publish and delete posts (members read them). */
export function canModerate(role: string): boolean {
  return role === 'owner' || role === 'admin' || role === 'moderator';
}

/** True for the roles that manage keys and webhooks. */
export function isAdmin(role: string): boolean {
  return role === 'owner' || role === 'admin';
}
