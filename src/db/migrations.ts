/** Schema migrations, in order. Never destructive: a migration only adds. */
import { type Kysely, type Migration, type CreateTableBuilder } from 'kysely';
import type { Dialect } from './dialect.js';
import { createRateLimitFunctions, judgeInOneStatement, judgeManyInOneStatement, keepOwnWindows } from '../rate-limit/postgres-sql.js';
import { tallyMigration } from './tally-migration.js';
import { readVersionsMigration } from './read-versions.js';
import { liveMigration } from './live-migration.js';
import { accountsMigration } from './accounts-migration.js';
import { linearWritesMigration } from './linear-writes-migration.js';
import { deliveryTallyMigration } from './delivery-tally-migration.js';

type Table = CreateTableBuilder<string, string>;

/** Builds the migration list for a dialect (only the id column differs between them). */
export function migrations(dialect: Dialect): Record<string, Migration> {
  const withId = (table: Table): Table =>
    dialect === 'sqlite'
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'serial', (c) => c.primaryKey());
  const tenant = (table: Table): Table =>
    withId(table).addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id'));

  return {
    '0001_initial': {
      async up(db: Kysely<unknown>): Promise<void> {
        await withId(db.schema.createTable('workspaces'))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await withId(db.schema.createTable('users'))
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('display_name', 'text', (c) => c.notNull())
          .addColumn('hide_username', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await tenant(db.schema.createTable('members'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('joined_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('members_workspace_user', ['workspace_id', 'user_id'])
          .execute();
        await tenant(db.schema.createTable('api_keys'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('prefix', 'text', (c) => c.notNull())
          .addColumn('key_hash', 'text', (c) => c.notNull().unique())
          .addColumn('scopes', 'text', (c) => c.notNull())
          .addColumn('created_by', 'integer', (c) => c.references('users.id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_used_at', 'text')
          .addColumn('revoked_at', 'text')
          .execute();
        await tenant(db.schema.createTable('profiles'))
          .addColumn('handle', 'text', (c) => c.notNull())
          .addColumn('display_name', 'text', (c) => c.notNull())
          .addColumn('bio', 'text')
          .addColumn('avatar_url', 'text')
          .addColumn('website_url', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await tenant(db.schema.createTable('products'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('slug', 'text', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('price_cents', 'integer', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('interval', 'text')
          .addColumn('deliverables', 'text', (c) => c.notNull())
          .addColumn('is_active', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('products_workspace_slug', ['workspace_id', 'slug'])
          .execute();
        await tenant(db.schema.createTable('orders'))
          .addColumn('number', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('customer_email', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
          .addColumn('total_cents', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('paid_at', 'text')
          .addColumn('refunded_at', 'text')
          .execute();
        await tenant(db.schema.createTable('order_items'))
          .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
          .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('quantity', 'integer', (c) => c.notNull())
          .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
          .addColumn('total_cents', 'integer', (c) => c.notNull())
          .execute();
        await tenant(db.schema.createTable('entitlements'))
          .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
          .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('granted_at', 'text', (c) => c.notNull())
          .addColumn('revoked_at', 'text')
          .execute();
        await tenant(db.schema.createTable('subscriptions'))
          .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
          .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
          .addColumn('customer_email', 'text', (c) => c.notNull())
          .addColumn('interval', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('canceled_at', 'text')
          .execute();
        await tenant(db.schema.createTable('servers'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('game', 'text')
          .addColumn('address', 'text')
          .addColumn('region', 'text')
          .addColumn('max_players', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('players_online', 'integer', (c) => c.notNull())
          .addColumn('last_heartbeat_at', 'text')
          .addColumn('zones', 'text', (c) => c.notNull())
          .addColumn('zone_counts', 'text', (c) => c.notNull())
          .addColumn('ingest_token_hash', 'text', (c) => c.unique())
          .addColumn('ingest_token_prefix', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await tenant(db.schema.createTable('posts'))
          .addColumn('title', 'text')
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('scheduled_at', 'text')
          .addColumn('published_at', 'text')
          .addColumn('media', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await tenant(db.schema.createTable('webhooks'))
          .addColumn('url', 'text', (c) => c.notNull())
          .addColumn('events', 'text', (c) => c.notNull())
          .addColumn('secret', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('disabled_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        for (const table of ['members', 'profiles', 'products', 'orders', 'order_items', 'entitlements', 'subscriptions', 'servers', 'posts', 'webhooks', 'api_keys']) {
          await db.schema.createIndex(`${table}_workspace`).on(table).columns(['workspace_id', 'id']).execute();
        }
        await db.schema.createIndex('orders_workspace_status').on('orders').columns(['workspace_id', 'status', 'id']).execute();
        await db.schema.createIndex('order_items_order').on('order_items').columns(['order_id']).execute();
        await db.schema.createIndex('entitlements_order').on('entitlements').columns(['order_id']).execute();
      },
    },
    '0002_webhook_delivery': {
      async up(db: Kysely<unknown>): Promise<void> {
        await tenant(db.schema.createTable('events'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        // No foreign key to webhooks: a deleted webhook's history stays readable.
        await db.schema
          .createTable('deliveries')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id'))
          .addColumn('event_id', 'integer', (c) => c.notNull())
          .addColumn('webhook_id', 'integer', (c) => c.notNull())
          .addColumn('event_name', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
          .addColumn('lease_until', 'bigint')
          .addColumn('lease_owner', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('completed_at', 'text')
          .execute();
        await db.schema.createIndex('deliveries_due').on('deliveries').columns(['status', 'next_attempt_at']).execute();
        await db.schema.createIndex('deliveries_webhook').on('deliveries').columns(['webhook_id', 'status']).execute();
        await db.schema.createIndex('deliveries_event').on('deliveries').columns(['event_id']).execute();
        await tenant(db.schema.createTable('delivery_attempts'))
          .addColumn('delivery_id', 'text', (c) => c.notNull())
          .addColumn('webhook_id', 'integer', (c) => c.notNull())
          .addColumn('attempt', 'integer', (c) => c.notNull())
          .addColumn('attempted_at', 'text', (c) => c.notNull())
          .addColumn('status_code', 'integer')
          .addColumn('error', 'text')
          .addColumn('duration_ms', 'integer', (c) => c.notNull())
          .addColumn('response_body', 'text')
          .addColumn('succeeded', 'integer', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('delivery_attempts_delivery').on('delivery_attempts').columns(['delivery_id']).execute();
        await db.schema.createIndex('delivery_attempts_time').on('delivery_attempts').columns(['attempted_at']).execute();
        await db.schema.createIndex('events_time').on('events').columns(['created_at']).execute();
        await tenant(db.schema.createTable('notifications'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('emailed_at', 'text')
          .execute();
      },
    },
    '0003_shared_rate_limits': {
      async up(db: Kysely<unknown>): Promise<void> {
        await db.schema
          .createTable('rate_limit_hits')
          .addColumn('bucket', 'text', (c) => c.notNull())
          .addColumn('at_ms', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('rate_limit_hits_bucket').on('rate_limit_hits').columns(['bucket', 'at_ms']).execute();
      },
    },
    '0004_webhook_operations': {
      async up(db: Kysely<unknown>): Promise<void> {
        // Probe delivery of a failing webhook; its other due deliveries wait behind it (docs/decisions.md#7-webhooks).
        await db.schema.alterTable('webhooks').addColumn('probe_delivery_id', 'text').execute();
        // Pre-rotation secret, valid until previous_secret_until, epoch ms (docs/decisions.md#10-webhook-operations).
        await db.schema.alterTable('webhooks').addColumn('previous_secret', 'text').execute();
        await db.schema.alterTable('webhooks').addColumn('previous_secret_until', 'bigint').execute();
        // Attempts a delivery may make: 5, raised by redeliver (+1), recover (+5) and enable (at least one left).
        await db.schema.alterTable('deliveries').addColumn('attempt_budget', 'integer', (c) => c.notNull().defaultTo(5)).execute();
        await db.schema.alterTable('deliveries').addColumn('last_attempt_at', 'text').execute();
        await db.schema.alterTable('deliveries').addColumn('last_status_code', 'integer').execute();
        await db.schema.alterTable('deliveries').addColumn('test', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.alterTable('delivery_attempts').addColumn('retry_after', 'integer').execute();
        await db.schema.createIndex('deliveries_webhook_created').on('deliveries').columns(['webhook_id', 'created_at']).execute();
      },
    },
    '0005_dashboard': {
      async up(db: Kysely<unknown>): Promise<void> {
        // scrypt hash with its salt and parameters; null until a password is set (docs/decisions.md#11-dashboard).
        await db.schema.alterTable('users').addColumn('password_hash', 'text').execute();
        // Only the SHA-256 of a session token is stored; last_seen_at (epoch ms) drives the 12 h idle expiry.
        await withId(db.schema.createTable('sessions'))
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id']).execute();
        await db.schema.alterTable('notifications').addColumn('read_at', 'text').execute();
        await db.schema.alterTable('notifications').addColumn('webhook_id', 'integer').execute();
        await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'workspace_id']).execute();
        // The key a post was made with, so the dashboard can say "from API key 'Patch bot'".
        await db.schema.alterTable('posts').addColumn('api_key_id', 'integer').execute();
      },
    },
    '0006_idempotency': {
      async up(db: Kysely<unknown>): Promise<void> {
        // Idempotency-Keys, 24 h (docs/decisions.md#12-openapi-sdk-idempotency); status_code is null while the first
        // request runs; response_body never holds a webhook secret, only secret_sha256 to find it again.
        await tenant(db.schema.createTable('idempotency_keys'))
          .addColumn('api_key_id', 'integer', (c) => c.notNull().references('api_keys.id'))
          .addColumn('idempotency_key', 'text', (c) => c.notNull())
          .addColumn('request_hash', 'text', (c) => c.notNull())
          .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
          .addColumn('status_code', 'integer')
          .addColumn('response_body', 'text')
          .addColumn('secret_sha256', 'text')
          .addUniqueConstraint('idempotency_keys_key', ['api_key_id', 'idempotency_key'])
          .execute();
        await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').columns(['created_at_ms']).execute();
      },
    },
    '0007_delivery_claim_order': {
      async up(db: Kysely<unknown>): Promise<void> {
        // The claim walks due deliveries in (next_attempt_at, event_id) order and stops at its limit; without
        // event_id in the index every claim sorted every due delivery (a burst of events made each claim O(n)).
        await db.schema.createIndex('deliveries_due_order').on('deliveries').columns(['status', 'next_attempt_at', 'event_id']).execute();
      },
    },
    '0008_rate_limit_counts': {
      async up(db: Kysely<unknown>): Promise<void> {
        // PostgreSQL counts each bucket in O(1) (the window count grew with the limit); see rate-limit/postgres-sql.ts.
        if (dialect === 'postgres') await createRateLimitFunctions(db);
      },
    },
    '0009_drop_redundant_due_index': {
      async up(db: Kysely<unknown>): Promise<void> {
        // deliveries_due_order (status, next_attempt_at, event_id) serves every query deliveries_due served; the
        // second index only cost a write each time a delivery changed status.
        await db.schema.dropIndex('deliveries_due').execute();
      },
    },
    '0010_rate_limit_own_windows': {
      async up(db: Kysely<unknown>): Promise<void> {
        // Each PostgreSQL bucket is swept by its own window, never by the one that triggered the sweep.
        if (dialect === 'postgres') await keepOwnWindows(db);
      },
    },
    '0011_events_order_and_invitations': {
      async up(db: Kysely<unknown>): Promise<void> {
        // An order's page lists the events it raised (its own, its entitlements' and its subscriptions').
        await db.schema.alterTable('events').addColumn('order_id', 'integer').execute();
        await db.schema.createIndex('events_order').on('events').columns(['workspace_id', 'order_id']).execute();
        // Invitations by e-mail (README, Dashboard): only the token's hash is kept.
        await tenant(db.schema.createTable('invitations'))
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('invited_by', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('accepted_at', 'text')
          .addColumn('revoked_at', 'text')
          .execute();
        await db.schema.createIndex('invitations_workspace').on('invitations').columns(['workspace_id', 'id']).execute();
        // The live-status threshold (docs/live-status.md) per workspace; null keeps ZONE_MIN_COUNT.
        await db.schema.alterTable('workspaces').addColumn('zone_min_count', 'integer').execute();
      },
    },
    '0012_streams_reports_automations': {
      async up(db: Kysely<unknown>): Promise<void> {
        // Streams, reports and automations: every event has a cause (docs/webhooks.md).
        await tenant(db.schema.createTable('streams'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('platform', 'text', (c) => c.notNull())
          .addColumn('url', 'text')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('started_at', 'text', (c) => c.notNull())
          .addColumn('ended_at', 'text')
          .execute();
        await db.schema.createIndex('streams_workspace').on('streams').columns(['workspace_id', 'id']).execute();
        await db.schema.createIndex('streams_live').on('streams').columns(['status', 'started_at']).execute();
        await tenant(db.schema.createTable('reports'))
          .addColumn('period', 'text', (c) => c.notNull())
          .addColumn('starts_on', 'text', (c) => c.notNull())
          .addColumn('ends_on', 'text', (c) => c.notNull())
          .addColumn('summary', 'text', (c) => c.notNull())
          .addColumn('scheduled_key', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('reports_scheduled_once', ['workspace_id', 'scheduled_key'])
          .execute();
        await tenant(db.schema.createTable('automations'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('enabled', 'integer', (c) => c.notNull())
          .addColumn('trigger_event', 'text', (c) => c.notNull())
          .addColumn('trigger_product_id', 'integer')
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('last_event_id', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('automations_workspace').on('automations').columns(['workspace_id', 'id']).execute();
        await tenant(db.schema.createTable('automation_runs'))
          .addColumn('automation_id', 'integer', (c) => c.notNull())
          .addColumn('trigger_event_id', 'integer', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('outcome', 'text', (c) => c.notNull())
          .addColumn('error', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('automation_runs_once', ['automation_id', 'trigger_event_id'])
          .execute();
        await db.schema.alterTable('events').addColumn('by_automation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        // A rule reads the events of its workspace and name after its cursor.
        await db.schema.createIndex('events_by_name').on('events').columns(['workspace_id', 'name', 'id']).execute();
      },
    },
    '0013_tallies_and_scale_indexes': tallyMigration(dialect),
    '0014_whole_resources': {
      async up(db: Kysely<unknown>): Promise<void> {
        // A webhook says what it is for; an order line finds its product (a product's kind locks once ordered).
        await db.schema.alterTable('webhooks').addColumn('description', 'text').execute();
        await db.schema.createIndex('order_items_product').on('order_items').columns(['workspace_id', 'product_id']).execute();
      },
    },
    '0015_read_versions': readVersionsMigration(dialect),
    '0016_rate_limits_in_one_statement': {
      async up(db: Kysely<unknown>): Promise<void> {
        if (dialect === 'postgres') await judgeInOneStatement(db);
      },
    },
    '0017_rate_limits_batched': {
      async up(db: Kysely<unknown>): Promise<void> {
        if (dialect === 'postgres') await judgeManyInOneStatement(db);
      },
    },
    '0018_live': liveMigration(dialect),
    '0019_accounts': accountsMigration(dialect),
    '0020_linear_bulk_writes': linearWritesMigration(dialect),
    '0021_delivery_tallies_in_place': deliveryTallyMigration(dialect),
  };
}
