/** Whether an existing account may join another workspace (docs/decisions.md, Accounts). */
import { DomainError } from '../domain-error.js';
import type { UserRow } from './repository.js';

/**
 * Another workspace never joins an account whose address nobody proved: its password may be known to whoever used a
 * link shown to an inviter, not to the address's owner (docs/decisions.md, Accounts). Every path that adds an existing
 * account to a workspace (`user create`, `members add`, `workspace create --owner-email`) asks this first.
 */
export function assertJoinable(user: Pick<UserRow, 'email' | 'email_proven_at' | 'password_hash'>): void {
  if (user.email_proven_at !== null || user.password_hash === null) return;
  throw new DomainError(
    `${user.email} has an account whose address was never proven (it was made through an invitation link shown to an inviter). Give it a password you hand to the address's owner yourself, which proves it and ends its sessions: \`user set-password --email ${user.email}\`, then run this again`,
  );
}
