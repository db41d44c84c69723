/** Migration 0014: Webhook descriptions; an order line finds its product. */
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // A webhook says what it is for; an order line finds its product (a product's kind locks once ordered).
      await db.schema.alterTable('webhooks').addColumn('description', 'text').execute();
      await db.schema.createIndex('order_items_product').on('order_items').columns(['workspace_id', 'product_id']).execute();
    },
  };
}
