/** Migration 0001: The first schema: workspaces, people, keys, the store, servers, posts and webhooks. */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { tableHelpers } from './tables.js';

export function migration(dialect: Dialect): Migration {
  const { withId, tenant } = tableHelpers(dialect);
  return {
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
  };
}
