/** GET /products and POST /products. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operation } from '../http/operation.js';
import { sendKept } from '../http/cached-answer.js';
import { listEnvelope, toPage } from '../http/pagination.js';
import { ListOf, PageQuery } from '../http/schemas.js';
import type { Services } from '../services.js';
import { listActiveProducts } from './repository.js';
import { toProduct } from './presenter.js';
import { CreateProductBody, ProductSchema } from './schema.js';
import { createProduct } from './service.js';

/** Product routes. */
export const productRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db, answers }) => {
  app.get(
    '/products',
    operation({ id: 'listProducts', summary: 'List active products', tag: 'Store', scope: 'read:store', kept: true, querystring: PageQuery, response: ListOf(ProductSchema) }),
    async (request, reply) =>
      sendKept(request, reply, answers, async () => {
        const page = toPage(request.query);
        const { rows, total } = await listActiveProducts(db, request.caller.workspace.id, page);
        return listEnvelope(rows.map(toProduct), total, page);
      }),
  );

  app.post(
    '/products',
    operation({ id: 'createProduct', summary: 'Create a product', tag: 'Store', scope: 'write:store', body: CreateProductBody, response: ProductSchema }),
    async (request) => createProduct(db, request.caller.workspace, request.body),
  );
};
