/**
 * Reports (docs/webhooks.md, Reports): at each period end the worker makes, per workspace, the weekly report (Monday to Sunday,
 * due Monday 00:00 UTC) and the monthly one (due the 1st). Each is made once (a unique key per period); a period
 * missed while nothing ran is made the next time the worker runs. Owners and admins make custom ones on request.
 */
import type { Kysely } from 'kysely';
import { summarize } from '../analytics/service.js';
import type { Database } from '../db/types.js';
import { isUniqueViolation } from '../db/errors.js';
import { now } from '../time.js';
import { raiseEvent, transactWithEvents } from '../webhooks/outbox.js';
import { toCsv } from './csv.js';
import { hasScheduledReport, ordersOfPeriod, type ReportRow } from './repository.js';
import type { Report } from './schema.js';

const DAY_MS = 86_400_000;
/** The longest custom report. */
export const MAX_REPORT_DAYS = 366;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A report row as the API shows it. */
export function toReport(row: ReportRow): Report {
  return { id: row.id, period: row.period as Report['period'], starts_on: row.starts_on, ends_on: row.ends_on, summary: JSON.parse(row.summary) as Report['summary'], created_at: row.created_at };
}

/** The last complete week (Monday to Sunday) and month before `time`, UTC. */
export function lastPeriods(time: Date): { weekly: { starts: string; ends: string }; monthly: { starts: string; ends: string } } {
  const today = Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const thisMonday = today - sinceMonday * DAY_MS;
  const thisMonth = Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), 1);
  const lastMonth = Date.UTC(time.getUTCFullYear(), time.getUTCMonth() - 1, 1);
  return {
    weekly: { starts: day(new Date(thisMonday - 7 * DAY_MS)), ends: day(new Date(thisMonday - DAY_MS)) },
    monthly: { starts: day(new Date(lastMonth)), ends: day(new Date(thisMonth - DAY_MS)) },
  };
}

/** Makes a report of the days from `startsOn` to `endsOn` and raises report.created; `scheduledKey` makes it once. */
export async function makeReport(db: Kysely<Database>, workspaceId: number, period: Report['period'], startsOn: string, endsOn: string, scheduledKey: string | null = null): Promise<Report | undefined> {
  const days = Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / DAY_MS) + 1;
  try {
    return await transactWithEvents(db, async (trx) => {
      const summary = await summarize(trx, workspaceId, days, new Date(`${endsOn}T12:00:00Z`));
      const row = await trx
        .insertInto('reports')
        .values({ workspace_id: workspaceId, period, starts_on: startsOn, ends_on: endsOn, summary: JSON.stringify(summary), scheduled_key: scheduledKey, created_at: now() })
        .returningAll()
        .executeTakeFirstOrThrow();
      const report = toReport(row);
      await raiseEvent(trx, workspaceId, 'report.created', report);
      return report;
    });
  } catch (error) {
    // Another worker made this period's report a moment ago: it is made once.
    if (scheduledKey !== null && isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** The worker's job: every workspace's last weekly and monthly report that is due and not made yet; returns how many it made. */
export async function makeDueReports(db: Kysely<Database>, time = new Date()): Promise<number> {
  const periods = lastPeriods(time);
  const workspaces = await db.selectFrom('workspaces').select(['id', 'created_at']).execute();
  let made = 0;
  for (const workspace of workspaces) {
    for (const period of ['weekly', 'monthly'] as const) {
      const { starts, ends } = periods[period];
      // A workspace gets the reports of periods it existed in.
      if (workspace.created_at > `${ends} 23:59:59`) continue;
      const key = `${period}:${starts}`;
      if (await hasScheduledReport(db, workspace.id, key)) continue;
      if (await makeReport(db, workspace.id, period, starts, ends, key)) made += 1;
    }
  }
  return made;
}

/** The orders of a report's period as CSV (RFC 4180): one row per order, money in cents with its currency. */
export async function reportCsv(db: Kysely<Database>, workspaceId: number, report: Report): Promise<string> {
  const orders = await ordersOfPeriod(db, workspaceId, report.starts_on, report.ends_on);
  const header = ['number', 'created_at', 'status', 'customer_email', 'items', 'currency', 'subtotal_cents', 'total_cents', 'paid_at', 'refunded_at'];
  const rows = orders.map((o) => [o.number, o.created_at, o.status, o.customer_email, o.items.map((i) => `${i.quantity} × ${i.name}`).join('; '), o.currency, o.subtotal_cents, o.total_cents, o.paid_at, o.refunded_at]);
  return toCsv([header, ...rows]);
}
