// Draws each [data-chart] with uPlot: one line per series, told apart by dash pattern and legend as well as colour.
// A chart holds one currency at most (the page draws one chart per currency), so no axis mixes amounts.
'use strict';

const COLOURS = ['#3b5bdb', '#c2255c', '#2b8a3e', '#e8590c'];
const DASHES = [[], [6, 4], [2, 3], [10, 3, 2, 3]];

const day = (ts) => new Date(ts * 1000).toISOString().slice(0, 10);
const money = (value, currency) => new Intl.NumberFormat('en', { style: 'currency', currency }).format(value);
const axisMoney = (value, currency) => new Intl.NumberFormat('en', { style: 'currency', currency, notation: 'compact' }).format(value);

function draw(element) {
  const data = JSON.parse(element.dataset.chart);
  if (data.series.length === 0) {
    element.textContent = 'Nothing to show in this period.';
    return;
  }
  const days = data.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
  const period = `${data.days[0]} to ${data.days[data.days.length - 1]}`;
  const currency = data.series[0].currency;
  const width = Math.max(280, element.clientWidth);
  const height = element.classList.contains('chart-small') ? 160 : 260;
  const options = {
    width,
    height,
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: { x: { time: true } },
    // Until a day is hovered (and after), the legend shows the whole period and each series' total for it.
    series: [{ label: 'Day', value: (u, ts, sidx, idx) => (idx == null ? `${period} (total)` : ts == null ? '--' : day(ts)) }].concat(
      data.series.map((s, i) => ({
        label: s.label,
        stroke: COLOURS[i % COLOURS.length],
        dash: DASHES[i % DASHES.length],
        width: 2,
        points: { show: days.length <= 31 },
        value: (u, v, sidx, idx) => (idx == null ? s.total : v == null ? '--' : s.currency ? money(v, s.currency) : String(v)),
      })),
    ),
    // Daily data: ticks on whole days, written as the rest of the page writes dates.
    // A chart of money holds one currency (see above), so its axis is written in it.
    axes: [
      { incrs: [86400, 172800, 345600, 604800, 1209600, 2592000], values: (u, splits) => splits.map((ts) => day(ts).slice(5)) },
      currency ? { size: 70, values: (u, splits) => splits.map((v) => axisMoney(v, currency)) } : { size: 60 },
    ],
  };
  element.textContent = '';
  const plot = new uPlot(options, [days].concat(data.series.map((s) => s.values)), element);
  window.addEventListener('resize', () => plot.setSize({ width: Math.max(280, element.clientWidth), height }));
}

for (const element of document.querySelectorAll('[data-chart]')) draw(element);
