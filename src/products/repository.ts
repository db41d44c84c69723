/** Product rows, always within one workspace. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, Db, ProductTable } from '../db/types.js';
import { compiledPage, pageFrom } from '../db/paging.js';
import { compiledForms, compiledOnce, type Slots } from '../db/compiled.js';
import { containsPattern, likePattern } from '../db/search.js';
import type { Page } from '../db/paging.js';

/** A stored product. */
export type ProductRow = Selectable<ProductTable>;
/** Values of a new product, without its workspace. */
export type NewProductRow = Omit<Insertable<ProductTable>, 'workspace_id' | 'id'>;

type ProductListValues = { workspaceId: number; active: number; pattern: string; limit: number; offset: number };
/** Whether a search is given, and the order. */
type ProductForm = `${'all' | 'q'} ${'asc' | 'desc'}`;

function productsWhere(db: Kysely<Database>, slot: Slots<ProductListValues>, form: ProductForm) {
  const query = db.selectFrom('products').where('workspace_id', '=', slot('workspaceId')).where('is_active', '=', slot('active'));
  return form.startsWith('q') ? query.where((eb) => eb.or([likePattern('name', slot('pattern')), likePattern('slug', slot('pattern'))])) : query;
}

// Compiled once per form: building and compiling the queries cost more than SQLite running them.
const productRows = compiledForms((db, slot: Slots<ProductListValues>, form: ProductForm) =>
  productsWhere(db, slot, form)
    .selectAll()
    .orderBy('id', form.endsWith('desc') ? 'desc' : 'asc')
    .limit(slot('limit'))
    .offset(slot('offset')),
);
const productCount = compiledForms((db, slot: Slots<ProductListValues>, form: ProductForm) => productsWhere(db, slot, form).select((eb) => eb.fn.countAll<number>().as('total')));

/**
 * One page of the workspace's products on sale (or archived, `active: false`), optionally those whose name or slug
 * contains `q`: oldest first for the API, newest first for the dashboard.
 */
export async function listProducts(db: Db, workspaceId: number, page: Page, filter: { active?: boolean | undefined; q?: string | undefined; newestFirst?: boolean } = {}) {
  const q = filter.q ?? '';
  const form: ProductForm = `${q === '' ? 'all' : 'q'} ${filter.newestFirst === true ? 'desc' : 'asc'}`;
  const values = { workspaceId, active: filter.active === false ? 0 : 1, pattern: containsPattern(q), limit: 0, offset: 0 };
  return pageFrom(compiledPage(db, form, values, { rows: productRows, count: productCount }), page);
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
