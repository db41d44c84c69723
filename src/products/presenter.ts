/** The one way a product row becomes its API representation. */
import type { ProductRow } from './repository.js';
import type { Product } from './schema.js';

/** Product row → API product. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    kind: row.kind as Product['kind'],
    price_cents: row.price_cents,
    currency: row.currency,
    interval: row.interval as Product['interval'],
    deliverables: JSON.parse(row.deliverables) as Product['deliverables'],
    is_active: row.is_active === 1,
    sku: row.sku,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
