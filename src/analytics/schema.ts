/** The analytics summary shape and its query. */
import { Type, type Static } from '@sinclair/typebox';

/** The window when none is asked for. */
export const DEFAULT_DAYS = 30;

/** Query of GET /analytics/summary. */
export const SummaryQuery = Type.Object({
  /** Days in the window, ending today (UTC). */
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: DEFAULT_DAYS, description: 'Window length in days, 1–365, ending today (UTC)', examples: [30] })),
});

const Money = Type.Object({ currency: Type.String({ description: '3-letter ISO 4217 code' }), net_cents: Type.Integer({ description: 'Gross minus refunded, in integer cents' }) }, { description: 'Revenue in one currency' });

/** The analytics summary. */
export const SummarySchema = Type.Object({
  days: Type.Integer({ description: 'Window length in days' }),
  from: Type.String({ description: 'First day of the window, YYYY-MM-DD' }),
  to: Type.String({ description: 'Last day of the window (today, UTC), YYYY-MM-DD' }),
  revenue: Type.Array(
    Type.Object(
      {
        currency: Type.String({ description: '3-letter ISO 4217 code' }),
        gross_cents: Type.Integer({ description: 'Paid, in integer cents' }),
        refunded_cents: Type.Integer({ description: 'Refunded, in integer cents' }),
        net_cents: Type.Integer({ description: 'Gross minus refunded, in integer cents' }),
      },
      { description: 'Revenue in one currency' },
    ),
    { description: 'One entry per currency; never summed across currencies' },
  ),
  orders: Type.Object({
    total: Type.Integer({ description: 'Orders placed in the window' }),
    paid: Type.Integer({ description: 'Orders paid in the window' }),
    refunded: Type.Integer({ description: 'Orders refunded in the window' }),
  }, { description: 'Order counts' }),
  subscribers: Type.Object({
    active: Type.Integer({ description: 'Active subscriptions now' }),
    new: Type.Integer({ description: 'Subscriptions started in the window' }),
    canceled: Type.Integer({ description: 'Subscriptions canceled in the window' }),
  }, { description: 'Subscription counts' }),
  audience: Type.Object({
    members: Type.Integer({ description: 'Members now' }),
    new_members: Type.Integer({ description: 'Members who joined in the window' }),
  }, { description: 'Member counts' }),
  daily: Type.Array(
    Type.Object({
      date: Type.String({ description: 'The day, YYYY-MM-DD' }),
      orders: Type.Integer({ description: 'Orders placed that day' }),
      new_subscribers: Type.Integer({ description: 'Subscriptions started that day' }),
      new_members: Type.Integer({ description: 'Members who joined that day' }),
      revenue: Type.Array(Money, { description: 'Revenue per currency' }),
    }, { description: 'One day (UTC)' }),
    { description: 'Exactly `days` entries, oldest first, the last one today; zeros on quiet days' },
  ),
}, { title: 'AnalyticsSummary', description: 'Figures for a window of days ending today (UTC)' });

/** API summary. */
export type Summary = Static<typeof SummarySchema>;
