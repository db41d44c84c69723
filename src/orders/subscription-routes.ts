/** GET /subscriptions and POST /subscriptions/{id}/cancel (docs/concepts.md, Orders from a storefront). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cachedRead } from '../http/cached-read.js';
import { operation } from '../http/operation.js';
import { listEnvelope, toPage } from '../http/pagination.js';
import { IdParams, ListOf } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import { listSubscriptions } from './subscription-repository.js';
import { SubscriptionListQuery, SubscriptionSchema } from './subscription-schema.js';
import { cancelSubscription } from './subscription-service.js';
import { toSubscription } from './subscription-presenter.js';

/** Subscription routes. */
export const subscriptionRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  app.get(
    '/subscriptions',
    cachedRead(
      { id: 'listSubscriptions', summary: 'List subscriptions, oldest first', tag: 'Orders', scope: 'read:orders', cache: { resources: ['orders'] }, querystring: SubscriptionListQuery, response: ListOf(SubscriptionSchema) },
      async ({ caller, query }) => {
        const page = toPage(query);
        const { rows, total } = await listSubscriptions(db, caller.workspace.id, { status: query.status }, page);
        return listEnvelope(rows.map(toSubscription), total, page);
      }
    ),
  );

  app.post(
    '/subscriptions/:id/cancel',
    operation({ id: 'cancelSubscription', summary: 'Cancel a subscription (its order stays paid)', tag: 'Orders', scope: 'write:orders', params: IdParams, response: SubscriptionSchema }),
    async (request) => cancelSubscription(db, request.caller.workspace.id, request.params.id),
  );
};
