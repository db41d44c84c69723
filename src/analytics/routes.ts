/** GET /analytics/summary. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cachedRead } from '../http/cached-read.js';
import type { Services } from '../http/services.js';
import { DEFAULT_DAYS, SummaryQuery, SummarySchema } from './schema.js';
import { summarize } from './service.js';

/** Analytics routes. */
export const analyticsRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  app.get(
    '/analytics/summary',
    cachedRead(
      { id: 'getAnalyticsSummary', summary: 'Revenue, orders, subscribers, audience and daily rollups', tag: 'Analytics', scope: 'read:analytics', cache: { resources: ['orders', 'members'], clock: 'day' }, querystring: SummaryQuery, response: SummarySchema },
      async ({ caller, query }) => summarize(db, caller.workspace.id, query.days ?? DEFAULT_DAYS)
    ),
  );
};
