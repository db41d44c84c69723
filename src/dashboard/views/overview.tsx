/** Overview: the period's figures beside the previous period's, the charts, the servers. */
import type { Summary } from '../../analytics/schema.js';
import type { Frame } from './layout.js';
import { Page } from './layout.js';
import { ServerTable, type ServerStatusRow } from './servers.js';

/** Money in cents, as people read it. */
export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);
}

/** Periods offered. */
export const PERIODS = [7, 30, 90] as const;

interface Figure {
  readonly label: string;
  readonly now: string;
  readonly before: string;
}

function figures(current: Summary, previous: Summary): Figure[] {
  const currencies = [...new Set([...current.revenue, ...previous.revenue].map((r) => r.currency))].sort();
  const net = (s: Summary, c: string) => s.revenue.find((r) => r.currency === c)?.net_cents ?? 0;
  return [
    ...(currencies.length === 0 ? ['USD'] : currencies).map((c) => ({ label: `Net revenue (${c})`, now: money(net(current, c), c), before: money(net(previous, c), c) })),
    { label: 'Orders paid', now: String(current.orders.paid), before: String(previous.orders.paid) },
    { label: 'New subscribers', now: String(current.subscribers.new), before: String(previous.subscribers.new) },
    { label: 'New members', now: String(current.audience.new_members), before: String(previous.audience.new_members) },
  ];
}

/** The data a chart script draws: days, and one named series each with the period's total as the legend shows it. */
export interface ChartData {
  readonly days: string[];
  readonly series: { label: string; values: number[]; total: string; currency?: string }[];
}

/** One chart per currency: amounts in different currencies never share an axis, and are never summed. */
function revenueCharts(summary: Summary): { currency: string; data: ChartData }[] {
  const currencies = [...new Set(summary.daily.flatMap((d) => d.revenue.map((r) => r.currency)))].sort();
  return currencies.map((currency) => {
    const cents = summary.daily.map((d) => d.revenue.find((r) => r.currency === currency)?.net_cents ?? 0);
    const total = money(summary.revenue.find((r) => r.currency === currency)?.net_cents ?? 0, currency);
    return { currency, data: { days: summary.daily.map((d) => d.date), series: [{ label: `Net revenue (${currency})`, currency, total, values: cents.map((c) => c / 100) }] } };
  });
}

function activityChart(summary: Summary): ChartData {
  const series = (label: string, values: number[]) => ({ label, values, total: String(values.reduce((sum, v) => sum + v, 0)) });
  return {
    days: summary.daily.map((d) => d.date),
    series: [series('Orders placed', summary.daily.map((d) => d.orders)), series('New members', summary.daily.map((d) => d.new_members))],
  };
}

/** A chart (drawn by charts.js) with its numbers in a table, readable without script and without colour. */
function Chart({ id, title, data, small }: { id: string; title: string; data: ChartData; small?: boolean }) {
  return (
    <figure class="chart-figure" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <div class={small ? 'chart chart-small' : 'chart'} id={id} data-chart={JSON.stringify(data)} role="img" aria-label={`${title}, one point per day`} />
      <details>
        <summary>Show the numbers</summary>
        <div class="scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {data.series.map((s) => (
                  <th scope="col" key={s.label}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.days.map((day, i) => (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  {data.series.map((s) => (
                    <td key={s.label}>{s.values[i]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Period total</th>
                {data.series.map((s) => (
                  <td key={s.label}>{s.total}</td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** The overview page. */
export function Overview({ frame, days, current, previous, servers }: { frame: Frame; days: number; current: Summary; previous: Summary; servers: ServerStatusRow[] }) {
  const revenue = revenueCharts(current);
  return (
    <Page title="Overview" frame={frame} scripts={['/dashboard/assets/uplot.js', '/dashboard/assets/charts.js']} styles={['/dashboard/assets/uplot.css']}>
      <div class="heading-row">
        <h1>Overview</h1>
        <nav aria-label="Period" class="tabs">
          {PERIODS.map((p) => (
            <a key={p} href={`/dashboard/${frame.slug}/overview?days=${p}`} aria-current={p === days ? 'page' : undefined}>
              {p} days
            </a>
          ))}
        </nav>
      </div>
      <p class="muted">
        {current.from} to {current.to} (UTC), compared with the {days} days before.
      </p>
      <ul class="figures">
        {figures(current, previous).map((f) => (
          <li key={f.label}>
            <span class="figure-label">{f.label}</span>
            <span class="figure-value">{f.now}</span>
            <span class="figure-before">previous period: {f.before}</span>
          </li>
        ))}
      </ul>
      {revenue.map(({ currency, data }) => (
        <Chart key={currency} id={`chart-revenue-${currency.toLowerCase()}`} title={`Net revenue per day (${currency})`} data={data} />
      ))}
      {revenue.length === 0 ? <Chart id="chart-revenue" title="Net revenue per day" data={{ days: current.daily.map((d) => d.date), series: [] }} /> : null}
      <Chart id="chart-activity" title="Orders placed and new members per day" data={activityChart(current)} small />
      <h2>Servers</h2>
      <ServerTable servers={servers} />
    </Page>
  );
}

