/** GET /orders and GET /orders/{id}; POST /orders, /orders/{id}/pay and /orders/{id}/refund (docs/concepts.md, Orders from a storefront). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, validationError } from '../api-error.js';
import { formatTimestamp, parseDateTime } from '../time.js';
import { cachedRead } from '../http/cached-read.js';
import { operation } from '../http/operation.js';
import { keysetStart, listEnvelope, toPage } from '../http/pagination.js';
import { IdParams, ListOf } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import { findOrder, listOrderEntitlements, listOrderItems, listOrders } from './repository.js';
import { toOrder, toOrderDetail } from './presenter.js';
import { CreateOrderBody, OrderDetailSchema, OrderListQuery, OrderSchema } from './schema.js';
import { createOrder } from './create.js';
import { payOrder, refundOrder } from './service.js';

/** `since`/`until` as stored timestamps; 422 when `until` is not after `since`. */
function createdWindow(query: { since?: string | undefined; until?: string | undefined }): { since?: string; until?: string } {
  const since = query.since === undefined ? undefined : (parseDateTime(query.since) as Date);
  const until = query.until === undefined ? undefined : (parseDateTime(query.until) as Date);
  if (since && until && until.getTime() <= since.getTime()) throw validationError({ until: ['must be after since'] });
  return { ...(since && { since: formatTimestamp(since) }), ...(until && { until: formatTimestamp(until) }) };
}

/** Order routes. */
export const orderRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  app.get(
    '/orders',
    cachedRead(
      { id: 'listOrders', summary: 'List orders, newest first', tag: 'Orders', scope: 'read:orders', cache: { resources: ['orders'] }, querystring: OrderListQuery, response: ListOf(OrderSchema) },
      async ({ caller, query }) => {
        const page = toPage(query);
        const startingAfter = keysetStart(query);
        const { since, until } = createdWindow(query);
        const { rows, total } = await listOrders(db, caller.workspace.id, { status: query.status, q: query.q, since, until, startingAfter }, page);
        return listEnvelope(rows.map(toOrder), total, page);
      }
    ),
  );

  app.get(
    '/orders/:id',
    cachedRead(
      { id: 'getOrder', summary: 'An order with its items and entitlements', tag: 'Orders', scope: 'read:orders', cache: { resources: ['orders'] }, params: IdParams, response: OrderDetailSchema },
      async ({ caller, params }) => {
        const workspaceId = caller.workspace.id;
        const order = await findOrder(db, workspaceId, params.id);
        if (!order) throw notFound('Order');
        const [items, entitlements] = await Promise.all([
          listOrderItems(db, workspaceId, order.id),
          listOrderEntitlements(db, workspaceId, order.id),
        ]);
        return toOrderDetail(order, items, entitlements);
      }
    ),
  );

  app.post(
    '/orders',
    operation({ id: 'createOrder', summary: 'Create an order, priced from its products (paid by default)', tag: 'Orders', scope: 'write:orders', body: CreateOrderBody, response: OrderDetailSchema }),
    async (request) => createOrder(db, request.caller.workspace.id, request.body),
  );

  app.post(
    '/orders/:id/pay',
    operation({ id: 'payOrder', summary: 'Mark a pending order paid', tag: 'Orders', scope: 'write:orders', params: IdParams, response: OrderDetailSchema }),
    async (request) => payOrder(db, request.caller.workspace.id, request.params.id),
  );

  app.post(
    '/orders/:id/refund',
    operation({ id: 'refundOrder', summary: 'Refund a paid order', tag: 'Orders', scope: 'write:orders', params: IdParams, response: OrderDetailSchema }),
    async (request) => refundOrder(db, request.caller.workspace.id, request.params.id),
  );
};
