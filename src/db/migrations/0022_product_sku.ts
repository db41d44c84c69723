/** Migration 0022: a product's SKU, the creator's own stock-keeping code (null until set). */
import type { Kysely, Migration } from 'kysely';

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('products').addColumn('sku', 'text').execute();
    },
  };
}
