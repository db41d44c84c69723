/** Reports: the weekly and monthly reports the worker makes, and custom ones made here; each with its figures and its orders as CSV. */
import type { FieldErrors } from '../../api-error.js';
import type { Report } from '../../reports/schema.js';
import { isAdmin } from '../sections.js';
import { Page, type Frame } from './layout.js';
import { money } from './overview.js';
import { Csrf, Empty, Field, Pager, Time } from './parts.js';

const net = (report: Report) => (report.summary.revenue.length === 0 ? '—' : report.summary.revenue.map((r) => money(r.net_cents, r.currency)).join(', '));

/** The form of "Make a report now": typed values and errors after a refusal. */
export interface ReportDraft {
  readonly from?: string;
  readonly to?: string;
  readonly errors?: FieldErrors | undefined;
}

/** The list, with "Make a report now" for owners and admins. */
export function ReportList({ frame, reports, page, pages, draft = {} }: { frame: Frame; reports: readonly Report[]; page: number; pages: number; draft?: ReportDraft }) {
  const base = `/dashboard/${frame.slug}/reports`;
  return (
    <Page title="Reports" frame={frame}>
      <h1>Reports</h1>
      <p class="muted">A weekly report is made every Monday (00:00 UTC) and a monthly one on the 1st.</p>
      {isAdmin(frame.role) ? (
        <form method="post" action={base} class="stack">
          <h2>Make a report now</h2>
          <Csrf token={frame.csrf} />
          <Field name="from" label="From (UTC)" type="date" value={draft.from} errors={draft.errors} required />
          <Field name="to" label="To (UTC)" type="date" value={draft.to} errors={draft.errors} hint="At most 366 days." required />
          <button type="submit">Make report</button>
        </form>
      ) : null}
      <h2>All reports</h2>
      {reports.length === 0 ? (
        <Empty>No reports yet. The first weekly report comes next Monday.</Empty>
      ) : (
        <div class="scroll">
          <table class="stacked">
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col">Days</th>
                <th scope="col">Net revenue</th>
                <th scope="col">Orders</th>
                <th scope="col">Made</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <tr key={report.id}>
                  <td data-label="Period">
                    <a href={`${base}/${report.id}`}>{report.period}</a>
                  </td>
                  <td data-label="Days">
                    {report.starts_on} to {report.ends_on}
                  </td>
                  <td data-label="Net revenue">{net(report)}</td>
                  <td data-label="Orders">{report.summary.orders.total}</td>
                  <td data-label="Made">
                    <Time value={report.created_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} href={(n) => `${base}?page=${n}`} />
    </Page>
  );
}

/** One report. */
export function ReportPage({ frame, report }: { frame: Frame; report: Report }) {
  const base = `/dashboard/${frame.slug}/reports`;
  const s = report.summary;
  return (
    <Page title={`Report ${report.starts_on} to ${report.ends_on}`} frame={frame}>
      <p>
        <a href={base}>← Reports</a>
      </p>
      <h1>
        {report.period === 'custom' ? 'Report' : report.period === 'weekly' ? 'Weekly report' : 'Monthly report'}: {report.starts_on} to {report.ends_on}
      </h1>
      <ul class="figures">
        {(s.revenue.length === 0 ? [{ currency: 'USD', gross_cents: 0, refunded_cents: 0, net_cents: 0 }] : s.revenue).map((r) => (
          <li key={r.currency}>
            <span class="figure-label">Net revenue ({r.currency})</span>
            <span class="figure-value">{money(r.net_cents, r.currency)}</span>
            <span class="figure-before">
              {money(r.gross_cents, r.currency)} paid, {money(r.refunded_cents, r.currency)} refunded
            </span>
          </li>
        ))}
        <li>
          <span class="figure-label">Orders</span>
          <span class="figure-value">{s.orders.total}</span>
          <span class="figure-before">
            {s.orders.paid} paid, {s.orders.refunded} refunded
          </span>
        </li>
        <li>
          <span class="figure-label">New subscribers</span>
          <span class="figure-value">{s.subscribers.new}</span>
          <span class="figure-before">{s.subscribers.canceled} canceled</span>
        </li>
        <li>
          <span class="figure-label">New members</span>
          <span class="figure-value">{s.audience.new_members}</span>
          <span class="figure-before">{s.audience.members} in all</span>
        </li>
      </ul>
      <p>
        <a class="button" href={`${base}/${report.id}/orders.csv`} download>
          Download the orders (CSV)
        </a>
      </p>
      <p class="muted">
        Made <Time value={report.created_at} />.
      </p>
    </Page>
  );
}
