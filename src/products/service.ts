/** Creating products: defaults, cross-field rules and slug uniqueness (docs/decisions.md#3-representations). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { isUniqueViolation } from '../db/errors.js';
import { ApiError, fieldErrors, notFound, validationError, type FieldErrors } from '../api-error.js';
import type { WorkspaceRow } from '../workspaces/repository.js';
import { now } from '../time.js';
import { findProduct, insertProduct, isOrdered, slugsLike, updateProduct } from './repository.js';
import { toProduct } from './presenter.js';
import type { CreateProduct, Product, UpdateProduct } from './schema.js';

const MAX_SLUG = 100;

/** `a-z0-9` words of the name joined by single hyphens, at most 100 characters ("product" if none). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'product' : slug;
}

function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The rules between fields that a schema cannot say: a recurring product has an interval, a one-time one none. */
export function crossFieldErrors(input: Pick<CreateProduct, 'kind' | 'interval'>): FieldErrors {
  const kind = input.kind ?? 'one_time';
  const interval = input.interval ?? null;
  const fields = fieldErrors();
  if (kind === 'recurring' && interval === null) fields['interval'] = ['is required for recurring products'];
  if (kind === 'one_time' && interval !== null) fields['interval'] = ['must not be set for one_time products'];
  return fields;
}

/** Creates a product in the workspace, or throws a 422 naming every rule it breaks. */
export async function createProduct(db: Kysely<Database>, workspace: WorkspaceRow, input: CreateProduct): Promise<Product> {
  const kind = input.kind ?? 'one_time';
  const interval = input.interval ?? null;
  const fields = crossFieldErrors(input);
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const slugClash = validationError({ slug: ['is already used by another product in this workspace'] });
  try {
    return await db.transaction().execute(async (trx) => {
      const base = input.slug ?? slugify(input.name);
      const taken = await slugsLike(trx, workspace.id, base);
      if (input.slug !== undefined && taken.has(input.slug)) throw slugClash;
      const time = now();
      const row = await insertProduct(trx, workspace.id, {
        name: input.name,
        // An explicit slug must be free; a derived one is made free with a numeric suffix.
        slug: input.slug ?? freeSlug(base, taken),
        description: input.description ?? null,
        kind,
        price_cents: input.price_cents,
        currency: input.currency ?? workspace.currency,
        interval,
        deliverables: JSON.stringify(input.deliverables ?? []),
        is_active: input.is_active === false ? 0 : 1,
        sku: input.sku ?? null,
        created_at: time,
        updated_at: time,
      });
      return toProduct(row);
    });
  } catch (error) {
    // Two concurrent creations of one slug: the unique index decides, the loser gets the same 422.
    if (isUniqueViolation(error)) throw slugClash;
    throw error;
  }
}

/** The fields that say what a product is; once an order references it they stay as they were sold. */
const SOLD_AS = ['kind', 'currency', 'interval'] as const;

/**
 * Changes a product of the workspace: 404 when there is none, 409 when `kind`, `currency` or `interval` would
 * change under an order that references it, 422 for a taken slug or a kind without its interval. Past orders
 * keep their prices (each line holds its own).
 */
export async function changeProduct(db: Kysely<Database>, workspaceId: number, id: number, input: UpdateProduct): Promise<Product> {
  const slugClash = validationError({ slug: ['is already used by another product in this workspace'] });
  try {
    return await db.transaction().execute(async (trx) => {
      const current = await findProduct(trx, workspaceId, id);
      if (!current) throw notFound('Product');
      const kind = input.kind ?? (current.kind as Product['kind']);
      const interval = input.interval === undefined ? (current.interval as Product['interval']) : input.interval;
      const fields = crossFieldErrors({ kind, interval });
      if (Object.keys(fields).length > 0) throw validationError(fields);
      const next = { kind, currency: input.currency ?? current.currency, interval };
      const changed = SOLD_AS.filter((field) => next[field] !== current[field]);
      if (changed.length > 0 && (await isOrdered(trx, workspaceId, id))) {
        throw new ApiError('conflict', `An order references this product, so its ${changed.join(', ')} cannot change; create a new product instead.`);
      }
      if (input.slug !== undefined && input.slug !== current.slug && (await slugsLike(trx, workspaceId, input.slug)).has(input.slug)) throw slugClash;
      const row = await updateProduct(trx, workspaceId, id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.slug !== undefined && { slug: input.slug }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.price_cents !== undefined && { price_cents: input.price_cents }),
        ...(input.deliverables !== undefined && { deliverables: JSON.stringify(input.deliverables) }),
        ...(input.is_active !== undefined && { is_active: input.is_active ? 1 : 0 }),
        ...(input.sku !== undefined && { sku: input.sku }),
        ...next,
        updated_at: now(),
      });
      if (!row) throw notFound('Product');
      return toProduct(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugClash;
    throw error;
  }
}
