/** Accounts and access: workspaces, people, their sessions, memberships, invitations, API keys and notices. */
import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.js';

export interface WorkspaceTable {
  id: Generated<number>;
  slug: string;
  name: string;
  currency: string;
  created_at: Timestamp;
  /** The live-status threshold (docs/live-status.md) set in the workspace's settings; null keeps ZONE_MIN_COUNT. */
  zone_min_count: number | null;
  /** Set on a test twin only (docs/decisions.md#21-test-mode): the live workspace it belongs to. */
  live_id: Generated<number | null>;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  username: string;
  display_name: string;
  /** 1 when the user hides their username: members lists show "Anonymous member". */
  hide_username: number;
  created_at: Timestamp;
  /** `scrypt$N$r$p$salt$hash` (base64url); null until a password is set. */
  password_hash: Generated<string | null>;
  /** When a link received at the address was used, or the operator set the password; null: not proven. */
  email_proven_at: Generated<Timestamp | null>;
}

/** A dashboard session: only the SHA-256 of its token is stored. */
export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  /** Epoch milliseconds of the last request; 12 h idle ends it. */
  last_seen_at: number;
  /** The browser's User-Agent at sign-in (first 200 characters), and the client address. */
  user_agent: Generated<string | null>;
  address: Generated<string | null>;
}

/** A "Forgot your password?" link: only its token's SHA-256 is stored; it works once, for 30 minutes. */
export interface PasswordResetTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface MemberTable {
  id: Generated<number>;
  workspace_id: number;
  user_id: number;
  role: string;
  joined_at: Timestamp;
}

/** An invitation by e-mail (README, Dashboard): a one-time link valid 7 days; only its token's hash is kept. */
export interface InvitationTable {
  id: Generated<number>;
  workspace_id: number;
  email: string;
  role: string;
  token_hash: string;
  invited_by: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** 1 when the link was e-mailed to the address (using it proves the address); 0 when shown to the inviter. */
  mailed: Generated<number>;
}

export interface ApiKeyTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  prefix: string;
  /** SHA-256 hex of the full key; the key itself is never stored. */
  key_hash: string;
  /** JSON array of scope names. */
  scopes: string;
  created_by: number | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** SHA-256 hex of the key's listen secret (derived from the key: the same across restarts), once `listen` has used it. */
  listen_secret_hash: string | null;
}

/** A message for a user of a workspace (webhook disabled, …). */
export interface NotificationTable {
  id: Generated<number>;
  workspace_id: number;
  user_id: number;
  kind: string;
  subject: string;
  body: string;
  created_at: Timestamp;
  emailed_at: Timestamp | null;
  read_at: Generated<Timestamp | null>;
  /** The webhook the notification is about, for a link. */
  webhook_id: Generated<number | null>;
}
