/** The analytics summary: revenue per currency, orders, subscribers, audience and zero-filled daily rollups. */
import type { Db } from '../db/types.js';
import { formatDate } from '../time.js';
import { orderTallyByDay } from '../db/tallies.js';
import { countActiveSubscriptions, countByDay, countMembers, type Window } from './repository.js';
import type { Summary } from './schema.js';

const DAY_MS = 86_400_000;

const sum = (values: Iterable<number>): number => [...values].reduce((a, b) => a + b, 0);

/** Computes the summary of the last `days` days (today, UTC, included). */
export async function summarize(db: Db, workspaceId: number, days: number, today: Date = new Date()): Promise<Summary> {
  const dates = Array.from({ length: days }, (_, i) => formatDate(new Date(today.getTime() - (days - 1 - i) * DAY_MS)));
  const from = dates[0] as string;
  const to = dates.at(-1) as string;
  const window: Window = { start: `${from} 00:00:00`, end: `${to} 23:59:59` };

  const [paid, refunded, placed, newSubs, canceledSubs, joined, activeSubs, members] = await Promise.all([
    // Orders are read from their daily tallies, so any window costs the same whatever the store holds.
    orderTallyByDay(db, workspaceId, 'paid', from, to),
    orderTallyByDay(db, workspaceId, 'refunded', from, to),
    orderTallyByDay(db, workspaceId, 'placed', from, to).then((rows) => new Map(rows.map((row) => [row.day, row.count]))),
    countByDay(db, workspaceId, 'subscriptions', 'created_at', window),
    countByDay(db, workspaceId, 'subscriptions', 'canceled_at', window),
    countByDay(db, workspaceId, 'members', 'joined_at', window),
    countActiveSubscriptions(db, workspaceId),
    countMembers(db, workspaceId),
  ]);

  const currencies = [...new Set([...paid, ...refunded].map((row) => row.currency))].sort();
  // Net cents by day and currency, and totals by currency: one pass over the rows (a year is 365 days × currencies).
  const net = new Map<string, number>();
  const totals = (rows: typeof paid): Map<string, number> => {
    const byCurrency = new Map<string, number>();
    for (const row of rows) byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? 0) + row.cents);
    return byCurrency;
  };
  for (const [rows, sign] of [[paid, 1], [refunded, -1]] as const) {
    for (const row of rows) net.set(`${row.day} ${row.currency}`, (net.get(`${row.day} ${row.currency}`) ?? 0) + sign * row.cents);
  }
  const [grossBy, backBy] = [totals(paid), totals(refunded)];

  return {
    days,
    from,
    to,
    revenue: currencies.map((currency) => {
      const gross = grossBy.get(currency) ?? 0;
      const back = backBy.get(currency) ?? 0;
      return { currency, gross_cents: gross, refunded_cents: back, net_cents: gross - back };
    }),
    orders: { total: sum(placed.values()), paid: sum(paid.map((r) => r.count)), refunded: sum(refunded.map((r) => r.count)) },
    subscribers: { active: activeSubs, new: sum(newSubs.values()), canceled: sum(canceledSubs.values()) },
    audience: { members, new_members: sum(joined.values()) },
    daily: dates.map((date) => ({
      date,
      orders: placed.get(date) ?? 0,
      new_subscribers: newSubs.get(date) ?? 0,
      new_members: joined.get(date) ?? 0,
      revenue: currencies.map((currency) => ({ currency, net_cents: net.get(`${date} ${currency}`) ?? 0 })),
    })),
  };
}
