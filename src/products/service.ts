/** Creating products: defaults, cross-field rules and slug uniqueness (decisions §3). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { isUniqueViolation } from '../db/errors.js';
import { fieldErrors, validationError, type FieldErrors } from '../http/errors.js';
import type { WorkspaceRow } from '../workspaces/repository.js';
import { now } from '../time.js';
import { insertProduct, slugsLike } from './repository.js';
import { toProduct } from './presenter.js';
import type { CreateProduct, Product } from './schema.js';

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
