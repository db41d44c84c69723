/** The analytics summary shape and its query. */
import { Type, type Static } from '@sinclair/typebox';

/** The window when none is asked for. */
export const DEFAULT_DAYS = 30;

/** Query of GET /analytics/summary. */
export const SummaryQuery = Type.Object({
  /** Days in the window, ending today (UTC). */
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: DEFAULT_DAYS, description: 'Window length in days, 1–365, ending today (UTC)' })),
});

const Money = Type.Object({ currency: Type.String(), net_cents: Type.Integer() });

/** The analytics summary. */
export const SummarySchema = Type.Object({
  days: Type.Integer(),
  from: Type.String({ description: 'First day of the window, YYYY-MM-DD' }),
  to: Type.String({ description: 'Last day of the window (today, UTC), YYYY-MM-DD' }),
  revenue: Type.Array(
    Type.Object({ currency: Type.String(), gross_cents: Type.Integer(), refunded_cents: Type.Integer(), net_cents: Type.Integer() }),
    { description: 'One entry per currency; never summed across currencies' },
  ),
  orders: Type.Object({
    total: Type.Integer({ description: 'Orders placed in the window' }),
    paid: Type.Integer({ description: 'Orders paid in the window' }),
    refunded: Type.Integer({ description: 'Orders refunded in the window' }),
  }),
  subscribers: Type.Object({
    active: Type.Integer({ description: 'Active subscriptions now' }),
    new: Type.Integer({ description: 'Subscriptions started in the window' }),
    canceled: Type.Integer({ description: 'Subscriptions canceled in the window' }),
  }),
  audience: Type.Object({
    members: Type.Integer({ description: 'Members now' }),
    new_members: Type.Integer({ description: 'Members who joined in the window' }),
  }),
  daily: Type.Array(
    Type.Object({
      date: Type.String(),
      orders: Type.Integer(),
      new_subscribers: Type.Integer(),
      new_members: Type.Integer(),
      revenue: Type.Array(Money),
    }),
    { description: 'Exactly `days` entries, oldest first, the last one today; zeros on quiet days' },
  ),
}, { title: 'AnalyticsSummary' });

/** API summary. */
export type Summary = Static<typeof SummarySchema>;
