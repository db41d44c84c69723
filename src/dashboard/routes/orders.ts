/** Orders (README, Dashboard): every member may look; owners and admins refund, after confirming. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOrderEvents, listOrders } from '../../orders/repository.js';
import { toOrder } from '../../orders/presenter.js';
import { ORDER_STATUSES } from '../../orders/schema.js';
import { detail, refundOrder } from '../../orders/service.js';
import { listOrderSubscriptions } from '../../orders/subscription-repository.js';
import { toSubscription } from '../../orders/subscription-presenter.js';
import { refuseReader } from '../context.js';
import { formOf, one } from '../forms.js';
import type { DashboardDeps } from '../deps.js';
import { redirect, sendPage } from '../render.js';
import { Confirm } from '../views/errors.js';
import { OrderList, OrderPage, refundQuestion } from '../views/orders.js';
import { idParam } from './ids.js';
import { pageParam, searchParam } from '../deps.js';

const config = { section: 'orders' };

/** The order routes. */
export function orderRoutes(app: FastifyInstance, { db, policy }: DashboardDeps): void {
  const orderUrl = (request: FastifyRequest, id: number) => `/dashboard/${request.place.workspace.slug}/orders/${id}`;

  app.get('/orders', { config }, async (request, reply) => {
    const query = request.query as { status?: unknown; q?: unknown };
    const status = typeof query.status === 'string' && (ORDER_STATUSES as readonly string[]).includes(query.status) ? query.status : '';
    const q = searchParam(request);
    const page = pageParam(request, 25);
    const { rows, total } = await listOrders(db, request.place.workspace.id, { status: status === '' ? undefined : status, q }, page);
    return sendPage(reply, OrderList({ frame: request.place.frame(), orders: rows.map(toOrder), status, q, page: page.page, pages: Math.ceil(total / page.perPage) }));
  });

  app.get('/orders/:id', { config }, async (request, reply) => {
    const workspaceId = request.place.workspace.id;
    const order = await detail(db, workspaceId, idParam(request));
    const [subscriptions, events] = await Promise.all([listOrderSubscriptions(db, workspaceId, order.id), listOrderEvents(db, workspaceId, order.id)]);
    return sendPage(reply, OrderPage({ frame: request.place.frame(), order, subscriptions: subscriptions.map(toSubscription), events }));
  });

  app.post('/orders/:id/refund', { config }, async (request, reply) => {
    const refused = refuseReader(request, reply, 'refund orders');
    if (refused) return refused;
    const workspaceId = request.place.workspace.id;
    const order = await detail(db, workspaceId, idParam(request));
    if (one(formOf(request), 'confirmed') !== 'yes') {
      return sendPage(reply, Confirm({ frame: request.place.frame(), message: refundQuestion(order), action: request.url, fields: {}, cancel: orderUrl(request, order.id), label: 'Refund order' }));
    }
    const refunded = await refundOrder(db, workspaceId, order.id);
    return redirect(reply, orderUrl(request, order.id), policy, `Order ${refunded.number} refunded: its access is revoked.`);
  });
}
