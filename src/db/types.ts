/** The store's schema as Kysely sees it; the row types of each area are in tables/. Rows never leave a repository without passing through a presenter. */
import type { Kysely, Transaction } from 'kysely';
import type { WorkspaceTable, UserTable, SessionTable, PasswordResetTable, MemberTable, InvitationTable, ApiKeyTable, NotificationTable } from './tables/accounts.js';
import type { ProfileTable, ProductTable, OrderTable, OrderItemTable, EntitlementTable, SubscriptionTable, OrderTallyTable } from './tables/store.js';
import type { ServerTable, StatusTokenTable, StreamTable, PostTable, ReportTable, AutomationTable, AutomationRunTable } from './tables/content.js';
import type { WebhookTable, EventTable, DeliveryTable, DeliveryAttemptTable, DeliveryTallyTable } from './tables/webhooks.js';
import type { RateLimitHitTable, ReadVersionTable, IdempotencyKeyTable } from './tables/bookkeeping.js';

export type { Timestamp } from './tables/timestamp.js';
export type * from './tables/accounts.js';
export type * from './tables/store.js';
export type * from './tables/content.js';
export type * from './tables/webhooks.js';
export type * from './tables/bookkeeping.js';

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

/** A database handle or an open transaction: repositories accept either. */
export type Db = Kysely<Database> | Transaction<Database>;
