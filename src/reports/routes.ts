/** GET /reports, GET /reports/{id} and GET /reports/{id}/orders.csv (scope read:analytics; docs/webhooks.md, Reports). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../api-error.js';
import { cachedRead } from '../http/cached-read.js';
import { operation } from '../http/operation.js';
import { listEnvelope, toPage } from '../http/pagination.js';
import { IdParams, ListOf } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import { findReport, listReports } from './repository.js';
import { ReportListQuery, ReportSchema } from './schema.js';
import { reportCsv, toReport } from './service.js';

const CSV_EXAMPLE = 'number,created_at,status,customer_email,items,currency,subtotal_cents,total_cents,paid_at,refunded_at\r\nCW-1001,2026-01-12 10:00:00,paid,ada@customers.example,"1 × VIP Rank, gold",USD,999,999,2026-01-12 10:05:00,\r\n';

/** Report routes. */
export const reportRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  app.get(
    '/reports',
    cachedRead(
      { id: 'listReports', summary: 'List reports, oldest first', tag: 'Analytics', scope: 'read:analytics', cache: { resources: ['reports'] }, querystring: ReportListQuery, response: ListOf(ReportSchema) },
      async ({ caller, query }) => {
        const page = toPage(query);
        const { rows, total } = await listReports(db, caller.workspace.id, { period: query.period }, page);
        return listEnvelope(rows.map(toReport), total, page);
      }
    ),
  );

  app.get(
    '/reports/:id',
    cachedRead(
      { id: 'getReport', summary: 'A report: the analytics summary of its period', tag: 'Analytics', scope: 'read:analytics', cache: { resources: ['reports'] }, params: IdParams, response: ReportSchema },
      async ({ caller, params }) => {
        const row = await findReport(db, caller.workspace.id, params.id);
        if (!row) throw notFound('Report');
        return toReport(row);
      }
    ),
  );

  const csv = operation({ id: 'getReportOrdersCsv', summary: "The orders of a report's period, as CSV", tag: 'Analytics', scope: 'read:analytics', params: IdParams, response: Type.String() });
  const schema = {
    ...csv.schema,
    response: {
      ...csv.schema.response,
      200: {
        description: 'RFC 4180 CSV, one row per order placed in the period, oldest first; money in integer cents with its currency',
        content: { 'text/csv': { schema: Type.String({ description: 'CSV with a header row', examples: [CSV_EXAMPLE] }) } },
      },
    },
  };
  app.get('/reports/:id/orders.csv', { config: csv.config, schema }, async (request, reply) => {
    const workspaceId = request.caller.workspace.id;
    const row = await findReport(db, workspaceId, (request.params as { id: number }).id);
    if (!row) throw notFound('Report');
    const report = toReport(row);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="report-${report.id}-${report.starts_on}-${report.ends_on}-orders.csv"`)
      .send(await reportCsv(db, workspaceId, report));
  });
};
