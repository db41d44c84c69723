/** GET /products, GET and PATCH /products/{id}, POST /products. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cachedRead } from '../http/cached-read.js';
import { operation } from '../http/operation.js';
import { listEnvelope, toPage } from '../http/pagination.js';
import { IdParams, ListOf } from '../http/schemas.js';
import { notFound } from '../api-error.js';
import type { Services } from '../http/services.js';
import { findProduct, listProducts } from './repository.js';
import { toProduct } from './presenter.js';
import { CreateProductBody, ProductListQuery, ProductSchema, UpdateProductBody } from './schema.js';
import { changeProduct, createProduct } from './service.js';

/** Product routes. */
export const productRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  app.get(
    '/products',
    cachedRead(
      { id: 'listProducts', summary: 'List products on sale (or archived ones)', tag: 'Store', scope: 'read:store', cache: { resources: ['products'] }, querystring: ProductListQuery, response: ListOf(ProductSchema) },
      async ({ caller, query }) => {
        const page = toPage(query);
        const { rows, total } = await listProducts(db, caller.workspace.id, page, { active: query.is_active, q: query.q });
        return listEnvelope(rows.map(toProduct), total, page);
      }
    ),
  );

  app.get(
    '/products/:id',
    cachedRead(
      { id: 'getProduct', summary: 'A product, on sale or archived', tag: 'Store', scope: 'read:store', cache: { resources: ['products_rows'] }, params: IdParams, response: ProductSchema },
      async ({ caller, params }) => {
        const row = await findProduct(db, caller.workspace.id, params.id);
        if (!row) throw notFound('Product');
        return toProduct(row);
      }
    ),
  );

  app.patch(
    '/products/:id',
    operation({ id: 'updateProduct', summary: 'Change, archive or unarchive a product', tag: 'Store', scope: 'write:store', conflict: true, params: IdParams, body: UpdateProductBody, response: ProductSchema }),
    async (request) => changeProduct(db, request.caller.workspace.id, request.params.id, request.body),
  );

  app.post(
    '/products',
    operation({ id: 'createProduct', summary: 'Create a product', tag: 'Store', scope: 'write:store', body: CreateProductBody, response: ProductSchema }),
    async (request) => createProduct(db, request.caller.workspace, request.body),
  );
};
