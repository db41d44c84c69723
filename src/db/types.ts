/** Row types of every table. Rows never leave a repository without passing through a presenter. */
import type { Generated, Kysely, Transaction } from 'kysely';
import type { ReadResource } from './read-versions.js';

/** A `YYYY-MM-DD HH:MM:SS` UTC timestamp, stored as text in every dialect. */
export type Timestamp = string;

export interface WorkspaceTable {
  id: Generated<number>;
  slug: string;
  name: string;
  currency: string;
  created_at: Timestamp;
  /** The live-status threshold (docs/live-status.md) set in the workspace's settings; null keeps ZONE_MIN_COUNT. */
  zone_min_count: number | null;
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

export interface ProfileTable {
  id: Generated<number>;
  workspace_id: number;
  handle: string;
  display_name: string;
  bio: string | null;
  avatar_url: string | null;
  website_url: string | null;
  created_at: Timestamp;
}

export interface ProductTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  slug: string;
  description: string | null;
  kind: string;
  price_cents: number;
  currency: string;
  interval: string | null;
  /** JSON array of deliverable objects. */
  deliverables: string;
  is_active: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderTable {
  id: Generated<number>;
  workspace_id: number;
  number: string;
  status: string;
  customer_email: string;
  currency: string;
  subtotal_cents: number;
  total_cents: number;
  created_at: Timestamp;
  paid_at: Timestamp | null;
  refunded_at: Timestamp | null;
}

export interface OrderItemTable {
  id: Generated<number>;
  workspace_id: number;
  order_id: number;
  product_id: number;
  name: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
}

export interface EntitlementTable {
  id: Generated<number>;
  workspace_id: number;
  order_id: number;
  product_id: number;
  status: string;
  granted_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface SubscriptionTable {
  id: Generated<number>;
  workspace_id: number;
  order_id: number;
  product_id: number;
  customer_email: string;
  interval: string;
  status: string;
  created_at: Timestamp;
  canceled_at: Timestamp | null;
}

export interface ServerTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  game: string | null;
  address: string | null;
  region: string | null;
  max_players: number;
  status: string;
  players_online: number;
  last_heartbeat_at: Timestamp | null;
  /** JSON array of `{ name, min: [x, z], max: [x, z] }` rectangles. */
  zones: string;
  /** JSON array of `{ name, players }`: the latest per-zone counts, never positions. */
  zone_counts: string;
  ingest_token_hash: string | null;
  ingest_token_prefix: string | null;
  created_at: Timestamp;
  /** The base the published counts were rounded to; 0 when nothing is published (offline, or the base changed). */
  published_base: Generated<number>;
  /** The published total: rounded down, with hysteresis (servers/privacy.ts). */
  published_players: Generated<number>;
  /** JSON array of `{ name, players }`: the published per-zone counts, rounded like the total. */
  published_zones: Generated<string>;
}

/** A public overlay token of a server's live status; the token itself is never stored. */
export interface StatusTokenTable {
  id: Generated<number>;
  workspace_id: number;
  server_id: number;
  /** SHA-256 hex of the token. */
  token_hash: string;
  prefix: string;
  created_by: number | null;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface PostTable {
  id: Generated<number>;
  workspace_id: number;
  title: string | null;
  body: string;
  status: string;
  scheduled_at: Timestamp | null;
  published_at: Timestamp | null;
  /** JSON array of media URLs. */
  media: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The API key that made it, when it was made through the API. */
  api_key_id: Generated<number | null>;
}

export interface WebhookTable {
  id: Generated<number>;
  workspace_id: number;
  url: string;
  /** JSON array of event names or `*`. */
  events: string;
  secret: string;
  status: string;
  consecutive_failures: number;
  disabled_at: Timestamp | null;
  created_at: Timestamp;
  /** While failing: the one delivery being attempted; the webhook's other due deliveries wait behind it. */
  probe_delivery_id: string | null;
  /** The secret before the last rotation, and until when (epoch ms) it still signs. */
  previous_secret: string | null;
  previous_secret_until: number | null;
  /** What the webhook is for, in its owner's words (up to 500 characters). */
  description: string | null;
}

/** One raised event: the outbox. `data` is the JSON of the subject's API representation. */
export interface EventTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  data: string;
  created_at: Timestamp;
  /** The order an order, entitlement or subscription event is about (its page lists them). */
  order_id: number | null;
  /** 1 for an event an automation's action raised: it triggers no automation (no chains, no loops). */
  by_automation: Generated<number>;
}

/** A live stream (docs/webhooks.md, Events). */
export interface StreamTable {
  id: Generated<number>;
  workspace_id: number;
  title: string;
  platform: string;
  url: string | null;
  status: string;
  started_at: Timestamp;
  ended_at: Timestamp | null;
}

/** A report of a period (docs/webhooks.md, Reports): weekly and monthly ones made by the worker, custom ones on request. */
export interface ReportTable {
  id: Generated<number>;
  workspace_id: number;
  period: string;
  starts_on: string;
  ends_on: string;
  /** The analytics summary of those days, as JSON. */
  summary: string;
  /** `weekly:<starts_on>` or `monthly:<starts_on>` for the worker's reports (unique: each made once); null for custom ones. */
  scheduled_key: string | null;
  created_at: Timestamp;
}

/** A rule (docs/webhooks.md, Automations): when `trigger_event` happens (for `trigger_product_id`, if set), do `action`. */
export interface AutomationTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  enabled: number;
  trigger_event: string;
  trigger_product_id: number | null;
  /** The action as JSON: grant_entitlement, publish_post or notify. */
  action: string;
  /** The last event this rule has been run for (or was created after): each event runs a rule once. */
  last_event_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One run of a rule for one event; (automation_id, trigger_event_id) is unique, so a run happens once. */
export interface AutomationRunTable {
  id: Generated<number>;
  workspace_id: number;
  automation_id: number;
  trigger_event_id: number;
  /** The action as it was when it ran, as JSON. */
  action: string;
  outcome: string;
  error: string | null;
  created_at: Timestamp;
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

/** One event × webhook. Its `id` is the X-Service-Delivery / webhook-id, the same on every attempt. */
export interface DeliveryTable {
  id: string;
  workspace_id: number;
  event_id: number;
  webhook_id: number;
  event_name: string;
  /** The state machine's status: its moves are in webhooks/engine/delivery-state.ts. */
  status: 'pending' | 'held' | 'succeeded' | 'failed' | 'canceled';
  attempts: number;
  /** Epoch milliseconds when the next attempt is due. */
  next_attempt_at: number;
  /** Epoch milliseconds until which a dispatcher holds this delivery; expired leases are claimable. */
  lease_until: number | null;
  lease_owner: string | null;
  created_at: Timestamp;
  completed_at: Timestamp | null;
  /** Attempts it may make in all (5; more after redeliver, recover, enable). */
  attempt_budget: Generated<number>;
  last_attempt_at: Timestamp | null;
  last_status_code: number | null;
  /** 1 for a test delivery (X-Service-Test: true). */
  test: Generated<number>;
}

/** One HTTP attempt of a delivery. */
export interface DeliveryAttemptTable {
  id: Generated<number>;
  workspace_id: number;
  delivery_id: string;
  webhook_id: number;
  attempt: number;
  attempted_at: Timestamp;
  status_code: number | null;
  /** Why an attempt without a 2xx failed: http_status, timeout, connection_refused, … */
  error: string | null;
  duration_ms: number;
  /** The first 1 KiB of the answer. */
  response_body: string | null;
  succeeded: number;
  /** The receiver's Retry-After, in seconds, when it sent one. */
  retry_after: number | null;
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

/** One counted request of a rate-limit bucket (the shared limiter used with PostgreSQL). */
export interface RateLimitHitTable {
  bucket: string;
  at_ms: number;
}

/** A workspace's read versions (read-versions.ts): one counter per resource, kept by triggers. */
export type ReadVersionTable = { workspace_id: number } & { [R in ReadResource]: Generated<number> };

/** The whole schema, as Kysely sees it. */
export interface Database {
  workspaces: WorkspaceTable;
  users: UserTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  members: MemberTable;
  api_keys: ApiKeyTable;
  profiles: ProfileTable;
  products: ProductTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  entitlements: EntitlementTable;
  subscriptions: SubscriptionTable;
  servers: ServerTable;
  status_tokens: StatusTokenTable;
  posts: PostTable;
  webhooks: WebhookTable;
  events: EventTable;
  invitations: InvitationTable;
  streams: StreamTable;
  reports: ReportTable;
  automations: AutomationTable;
  automation_runs: AutomationRunTable;
  deliveries: DeliveryTable;
  delivery_attempts: DeliveryAttemptTable;
  notifications: NotificationTable;
  rate_limit_hits: RateLimitHitTable;
  idempotency_keys: IdempotencyKeyTable;
  order_tallies: OrderTallyTable;
  delivery_tallies: DeliveryTallyTable;
  read_versions: ReadVersionTable;
}

/**
 * Additions to an order count, kept by triggers (tally-migration.ts): `status` rows count orders by status
 * (bucket = the status), `placed`/`paid`/`refunded` rows count them and sum their totals by day (bucket =
 * YYYY-MM-DD) and currency. A count is the sum of its rows; compaction folds them now and then.
 */
export interface OrderTallyTable {
  id: Generated<number>;
  workspace_id: number;
  measure: 'status' | 'placed' | 'paid' | 'refunded';
  bucket: string;
  currency: string;
  n: number;
  cents: number;
}

/** Additions to a webhook's count of deliveries in one status, kept by triggers (see OrderTallyTable). */
export interface DeliveryTallyTable {
  id: Generated<number>;
  workspace_id: number;
  webhook_id: number;
  status: string;
  n: number;
}

/** An Idempotency-Key seen from one API key (docs/decisions.md#12-openapi-sdk-idempotency). */
export interface IdempotencyKeyTable {
  id: Generated<number>;
  workspace_id: number;
  api_key_id: number;
  idempotency_key: string;
  /** SHA-256 of the method, path and canonical body of the first request. */
  request_hash: string;
  created_at_ms: number;
  /** Null while the first request is still running. */
  status_code: number | null;
  response_body: string | null;
  /** SHA-256 of the webhook secret the answer showed (the secret itself is never stored here). */
  secret_sha256: string | null;
}

/** A database handle or an open transaction: repositories accept either. */
export type Db = Kysely<Database> | Transaction<Database>;
