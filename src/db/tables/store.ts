/** The store: profiles, products, orders and what they grant, and the order tallies kept by triggers. */
import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.js';

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
  /** The creator's own stock-keeping code (migration 0022). */
  sku: Generated<string | null>;
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

/**
 * Additions to an order count, kept by triggers (migrations/0013_tallies_and_scale_indexes.ts): `status` rows count orders by status
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
