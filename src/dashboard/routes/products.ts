/** Products (README, Dashboard): every member may look; owners and admins create, edit, archive and unarchive. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldErrors, notFound, type FieldErrors } from '../../api-error.js';
import { toProduct } from '../../products/presenter.js';
import { findProduct, listProducts, updateProduct } from '../../products/repository.js';
import { CreateProductBody, type CreateProduct } from '../../products/schema.js';
import { createProduct, crossFieldErrors } from '../../products/service.js';
import { now } from '../../time.js';
import { refuseReader } from '../context.js';
import { checkWithApiSchema, fieldsOf, formOf, one, type Form } from '../forms.js';
import type { DashboardDeps } from '../deps.js';
import { redirect, sendPage } from '../render.js';
import { Confirm } from '../views/errors.js';
import { NewProduct, ProductList, ProductPage, type ProductDraft } from '../views/products.js';
import { idParam } from './ids.js';
import { pageParam, searchParam } from '../deps.js';

const config = { section: 'products' };
const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** "9.99" → 999 cents, or undefined when it is not a price. */
export function centsOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!PRICE.test(trimmed)) return undefined;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The API's field errors in the form's words: `price_cents` is the form's `price`. */
function formErrors(errors: FieldErrors): FieldErrors {
  const shown = fieldErrors();
  for (const [field, messages] of Object.entries(errors)) shown[field === 'price_cents' ? 'price' : field] = messages;
  return shown;
}

function draftOf(form: Form, errors: FieldErrors): ProductDraft {
  return { name: one(form, 'name'), description: one(form, 'description'), price: one(form, 'price'), kind: one(form, 'kind'), interval: one(form, 'interval'), currency: one(form, 'currency'), errors };
}

/** The product routes. */
export function productRoutes(app: FastifyInstance, { db, policy }: DashboardDeps): void {
  const base = (request: FastifyRequest) => `/dashboard/${request.place.workspace.slug}/products`;
  const load = async (request: FastifyRequest) => {
    const row = await findProduct(db, request.place.workspace.id, idParam(request));
    if (!row) throw notFound('Product');
    return toProduct(row);
  };
  const priceErrors = (form: Form, errors: FieldErrors): number | undefined => {
    const cents = centsOf(one(form, 'price'));
    if (cents === undefined) errors['price'] = ['Enter a price such as 9.99 (at most two decimals).'];
    return cents;
  };

  app.get('/products', { config }, async (request, reply) => {
    const query = request.query as { status?: unknown; q?: unknown };
    const archived = query.status === 'archived';
    const q = searchParam(request);
    const page = pageParam(request, 25);
    const { rows, total } = await listProducts(db, request.place.workspace.id, page, { active: !archived, q, newestFirst: true });
    return sendPage(reply, ProductList({ frame: request.place.frame(), products: rows.map(toProduct), archived, q, page: page.page, pages: Math.ceil(total / page.perPage) }));
  });

  app.get('/products/new', { config }, async (request, reply) => refuseReader(request, reply, 'create products') ?? sendPage(reply, NewProduct({ frame: request.place.frame() })));

  app.post('/products', { config }, async (request, reply) => {
    const refused = refuseReader(request, reply, 'create products');
    if (refused) return refused;
    const form = formOf(request);
    const errors = fieldErrors();
    const cents = priceErrors(form, errors);
    const currency = one(form, 'currency').trim().toUpperCase();
    const description = one(form, 'description').trim();
    const input: CreateProduct = {
      name: one(form, 'name').trim(),
      price_cents: cents ?? 0,
      kind: one(form, 'kind') === 'recurring' ? 'recurring' : 'one_time',
      ...(one(form, 'interval') !== '' && { interval: one(form, 'interval') as 'month' | 'year' }),
      ...(currency !== '' && { currency }),
      ...(description !== '' && { description }),
    };
    Object.assign(errors, crossFieldErrors(input), formErrors(checkWithApiSchema(CreateProductBody, input) ?? {}), errors);
    const again = (found: FieldErrors) => sendPage(reply, NewProduct({ frame: request.place.frame(), draft: draftOf(form, found) }), 422);
    if (Object.keys(errors).length > 0) return again(errors);
    try {
      const product = await createProduct(db, request.place.workspace, input);
      return redirect(reply, `${base(request)}/${product.id}`, policy, `Product “${product.name}” created.`);
    } catch (error) {
      return again(formErrors(fieldsOf(error)));
    }
  });

  app.get('/products/:id', { config }, async (request, reply) => sendPage(reply, ProductPage({ frame: request.place.frame(), product: await load(request) })));

  app.post('/products/:id', { config }, async (request, reply) => {
    const refused = refuseReader(request, reply, 'change products');
    if (refused) return refused;
    const product = await load(request);
    const form = formOf(request);
    const errors = fieldErrors();
    const cents = priceErrors(form, errors);
    const description = one(form, 'description').trim();
    const edit = { name: one(form, 'name').trim(), price_cents: cents ?? 0, description: description === '' ? null : description };
    Object.assign(errors, formErrors(checkWithApiSchema(CreateProductBody, edit) ?? {}), errors);
    if (Object.keys(errors).length > 0) return sendPage(reply, ProductPage({ frame: request.place.frame(), product, draft: draftOf(form, errors) }), 422);
    await updateProduct(db, request.place.workspace.id, product.id, { ...edit, updated_at: now() });
    return redirect(reply, `${base(request)}/${product.id}`, policy, 'Product saved.');
  });

  for (const [verb, active] of [['archive', false], ['unarchive', true]] as const) {
    app.post(`/products/:id/${verb}`, { config }, async (request, reply) => {
      const refused = refuseReader(request, reply, 'change products');
      if (refused) return refused;
      const product = await load(request);
      const page = `${base(request)}/${product.id}`;
      if (!active && one(formOf(request), 'confirmed') !== 'yes') {
        const message = `Archive “${product.name}”? It can no longer be sold and vanishes from GET /products; its orders stay.`;
        return sendPage(reply, Confirm({ frame: request.place.frame(), message, action: request.url, fields: {}, cancel: page, label: 'Archive product' }));
      }
      await updateProduct(db, request.place.workspace.id, product.id, { is_active: active ? 1 : 0, updated_at: now() });
      return redirect(reply, page, policy, active ? 'Product unarchived: it can be sold again.' : 'Product archived.');
    });
  }
}
