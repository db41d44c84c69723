/** Reports (docs/webhooks.md, Reports): every member may read them and download their orders; owners and admins make one now. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldErrors, notFound } from '../../api-error.js';
import { findReport, listReports } from '../../reports/repository.js';
import { makeReport, MAX_REPORT_DAYS, reportCsv, toReport } from '../../reports/service.js';
import { refuseReader } from '../context.js';
import { formOf, one } from '../forms.js';
import type { DashboardDeps } from '../deps.js';
import { redirect, sendPage } from '../render.js';
import { ReportList, ReportPage, type ReportDraft } from '../views/reports.js';
import { idParam } from './ids.js';
import { pageParam } from '../deps.js';

const config = { section: 'reports' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date that exists, as epoch ms; undefined otherwise. */
function dateOf(text: string): number | undefined {
  if (!DATE.test(text)) return undefined;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text ? undefined : time;
}

/** The report routes. */
export function reportRoutes(app: FastifyInstance, { db, policy }: DashboardDeps): void {
  const load = async (request: FastifyRequest) => {
    const row = await findReport(db, request.place.workspace.id, idParam(request));
    if (!row) throw notFound('Report');
    return toReport(row);
  };
  const list = async (request: FastifyRequest, draft?: ReportDraft) => {
    const page = pageParam(request, 25);
    const { rows, total } = await listReports(db, request.place.workspace.id, { newestFirst: true }, page);
    return ReportList({ frame: request.place.frame(), reports: rows.map(toReport), page: page.page, pages: Math.ceil(total / page.perPage), draft });
  };

  app.get('/reports', { config }, async (request, reply) => sendPage(reply, await list(request)));

  app.post('/reports', { config }, async (request, reply) => {
    const refused = refuseReader(request, reply, 'make reports');
    if (refused) return refused;
    const form = formOf(request);
    const draft = { from: one(form, 'from').trim(), to: one(form, 'to').trim() };
    const errors = fieldErrors();
    const from = dateOf(draft.from);
    const to = dateOf(draft.to);
    if (from === undefined) errors['from'] = ['Enter a date (YYYY-MM-DD).'];
    if (to === undefined) errors['to'] = ['Enter a date (YYYY-MM-DD).'];
    else if (from !== undefined && to < from) errors['to'] = ['must not be before the first day'];
    else if (from !== undefined && (to - from) / DAY_MS + 1 > MAX_REPORT_DAYS) errors['to'] = [`a report covers at most ${MAX_REPORT_DAYS} days`];
    if (Object.keys(errors).length > 0) return sendPage(reply, await list(request, { ...draft, errors }), 422);
    const report = await makeReport(db, request.place.workspace.id, 'custom', draft.from, draft.to);
    return redirect(reply, `/dashboard/${request.place.workspace.slug}/reports/${report?.id ?? ''}`, policy, 'Report made.');
  });

  app.get('/reports/:id', { config }, async (request, reply) => sendPage(reply, ReportPage({ frame: request.place.frame(), report: await load(request) })));

  app.get('/reports/:id/orders.csv', { config }, async (request, reply) => {
    const report = await load(request);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="report-${report.id}-${report.starts_on}-${report.ends_on}-orders.csv"`)
      .send(await reportCsv(db, request.place.workspace.id, report));
  });
}
