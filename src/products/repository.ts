/** Product rows, always within one workspace. */
import type { Insertable, Selectable } from 'kysely';
import type { Db, ProductTable } from '../db/types.js';
import { pageOf } from '../db/paging.js';
import { compiledOnce, type Slots } from '../db/compiled.js';
import { contains } from '../db/search.js';
import type { Page } from '../http/pagination.js';

/** A stored product. */
export type ProductRow = Selectable<ProductTable>;
/** Values of a new product, without its workspace. */
export type NewProductRow = Omit<Insertable<ProductTable>, 'workspace_id' | 'id'>;

/**
 * One page of the workspace's products on sale (or archived, `active: false`), optionally those whose name or slug
 * contains `q`: oldest first for the API, newest first for the dashboard.
 */
export async function listProducts(db: Db, workspaceId: number, page: Page, filter: { active?: boolean | undefined; q?: string | undefined; newestFirst?: boolean } = {}) {
  let query = db.selectFrom('products').selectAll().where('workspace_id', '=', workspaceId).where('is_active', '=', filter.active === false ? 0 : 1);
  const q = filter.q ?? '';
  if (q !== '') query = query.where((eb) => eb.or([contains('name', q), contains('slug', q)]));
  return pageOf(query.orderBy('id', filter.newestFirst === true ? 'desc' : 'asc'), page);
}

/** True when an order of the workspace has a line of this product. */
export async function isOrdered(db: Db, workspaceId: number, productId: number): Promise<boolean> {
  const row = await db.selectFrom('order_items').select('id').where('workspace_id', '=', workspaceId).where('product_id', '=', productId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The slugs in the workspace that equal `base` or start with `base-`. */
export async function slugsLike(db: Db, workspaceId: number, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('products')
    .select('slug')
    .where('workspace_id', '=', workspaceId)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** Inserts a product. */
export async function insertProduct(db: Db, workspaceId: number, values: NewProductRow): Promise<ProductRow> {
  return db.insertInto('products').values({ ...values, workspace_id: workspaceId }).returningAll().executeTakeFirstOrThrow();
}

/** The product with this id in the workspace. */
export async function findProduct(db: Db, workspaceId: number, id: number): Promise<ProductRow | undefined> {
  return (await productById(db, { workspaceId, id })).rows[0];
}

/** Compiled once: building and compiling it cost more than SQLite running it. */
const productById = compiledOnce((db, slot: Slots<{ workspaceId: number; id: number }>) =>
  db.selectFrom('products').selectAll().where('workspace_id', '=', slot('workspaceId')).where('id', '=', slot('id')),
);

/** Changes a product of the workspace; undefined when there is none. */
export async function updateProduct(
  db: Db,
  workspaceId: number,
  id: number,
  values: Partial<Pick<ProductRow, 'name' | 'slug' | 'description' | 'price_cents' | 'is_active' | 'kind' | 'currency' | 'interval' | 'deliverables'>> & { updated_at: string },
): Promise<ProductRow | undefined> {
  return db.updateTable('products').set(values).where('workspace_id', '=', workspaceId).where('id', '=', id).returningAll().executeTakeFirst();
}
