/** Reports (docs/webhooks.md, Reports): the analytics summary of a period, made weekly and monthly by the worker, or on request. */
import { Type, type Static } from '@sinclair/typebox';
import { SummarySchema } from '../analytics/schema.js';
import { PageQuery, StringEnum, TimestampSchema } from '../http/schemas.js';

/** Report periods: the worker's weekly (Monday to Sunday) and monthly ones, and custom ones made from the dashboard. */
export const REPORT_PERIODS = ['weekly', 'monthly', 'custom'] as const;

/** A report. */
export const ReportSchema = Type.Object(
  {
    id: Type.Integer({ description: "The report's id" }),
    period: StringEnum(REPORT_PERIODS, { description: 'weekly (Monday to Sunday), monthly, or custom (made on request in the dashboard)' }),
    starts_on: Type.String({ description: 'First day covered, YYYY-MM-DD (UTC)' }),
    ends_on: Type.String({ description: 'Last day covered, YYYY-MM-DD (UTC)' }),
    summary: SummarySchema,
    created_at: TimestampSchema,
  },
  { title: 'Report', description: 'The analytics summary of a period' },
);

/** Query of GET /reports. */
export const ReportListQuery = Type.Object({
  ...PageQuery.properties,
  period: Type.Optional(StringEnum(REPORT_PERIODS, { description: 'Only reports of this period' })),
});

/** API report. */
export type Report = Static<typeof ReportSchema>;
