/** bench:scale's rows: deterministic "random" choices (JS and SQL alike) and the bulk inserts on SQLite and PostgreSQL. */
import { createHash } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import { seconds } from './scale-config.js';

const DAY = 86_400;

// ---------------------------------------------------------------------------------------------------------------
// Deterministic "randomness": every choice about row i is a hash of i, written once in JS and once in SQL.

const TWO_32 = 4_294_967_296;
/** Odd multipliers, one per choice, so the choices about one row are unrelated. */
const M = { time: 2654435761, status: 2246822519, currency: 3266489917, product: 668265263, quantity: 374761393, paid: 1597334677, refund: 3812015801 } as const;
/** A number in [0, 1) that depends only on `i` and `m` (exact in doubles for i < 2 million). */
const frac = (i: number, m: number): number => ((i * m) % TWO_32) / TWO_32;
const fracSql = (v: string, m: number): string => `((((${v})::bigint * ${m}) % ${TWO_32})::float8 / ${TWO_32})`;
const stamp = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
const stampSql = (seconds: string): string => `to_char(to_timestamp(${seconds}) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

/** Order status by share: 80 % paid, 6 % refunded, 9 % pending, 5 % canceled. */
const orderStatus = (f: number): string => (f < 0.8 ? 'paid' : f < 0.86 ? 'refunded' : f < 0.95 ? 'pending' : 'canceled');
const ORDER_STATUS_SQL = (f: string) => `case when ${f} < 0.8 then 'paid' when ${f} < 0.86 then 'refunded' when ${f} < 0.95 then 'pending' else 'canceled' end`;
/** Event names by share (20 slots). */
const EVENT_MIX = [
  ...Array<string>(11).fill('order.paid'),
  'order.refunded',
  'entitlement.granted',
  'entitlement.granted',
  'subscription.created',
  'subscription.canceled',
  'member.joined',
  'post.published',
  'stream.started',
  'server.online',
];
/** Delivery ids: `msg_` and 24 base64url-ish characters of a hash of (event, webhook), the same in both stores. */
const deliveryId = (event: number, webhook: number): string =>
  `msg_${createHash('sha256').update(`${event}:${webhook}`).digest('base64').replaceAll('+', 'a').replaceAll('/', 'b').slice(0, 24)}`;
const DELIVERY_ID_SQL = (event: string, webhook: string) =>
  `'msg_' || substr(translate(encode(sha256(convert_to(${event}::text || ':' || ${webhook}::text, 'UTF8')), 'base64'), '+/', 'ab'), 1, 24)`;

export interface Product {
  readonly id: number;
  readonly name: string;
  readonly price: number;
  readonly currency: string;
}

/** What a generated store needs to know to generate its rows. */
export interface Plan {
  readonly workspaceId: number;
  readonly webhooks: readonly [number, number];
  /** USD A, USD B, EUR A, EUR B. */
  readonly products: readonly Product[];
  readonly orders: number;
  /** Events: each is delivered to both webhooks. */
  readonly events: number;
  /** Epoch seconds the data ends at. */
  readonly now: number;
}

const ORDER_START = (p: Plan) => p.now - 365 * DAY;
const ORDER_SPAN = 365 * DAY - 3600;
const EVENT_START = (p: Plan) => p.now - 29 * DAY - DAY / 2;
const EVENT_SPAN = 29 * DAY + DAY / 2 - 600;
/** Events about orders name one of the newest 8 % (about the last 30 days). */
const recentOrder = (p: Plan, e: number): number => Math.max(1, p.orders - Math.floor(frac(e, M.currency) * Math.ceil(p.orders * 0.08)));
/** The newest events' deliveries are still pending. */
export const PENDING_TAIL = 20;

// ---------------------------------------------------------------------------------------------------------------
// SQLite: one transaction of prepared inserts.

/** Inserts the rows; `steps` gets the seconds each part took. */
export function generateSqlite(file: string, p: Plan, steps: Record<string, number>): void {
  const db = new SqliteDatabase(file);
  try {
    db.pragma('synchronous = OFF');
    // A page cache that holds the whole transaction, and statement journals in memory: the tally triggers make every
    // insert keep one, and in a transaction this large each spilled to a temporary file (three times slower).
    db.pragma('cache_size = -2097152');
    db.pragma('temp_store = memory');
    const order = db.prepare(
      'insert into orders (id, workspace_id, number, status, customer_email, currency, subtotal_cents, total_cents, created_at, paid_at, refunded_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const item = db.prepare('insert into order_items (id, workspace_id, order_id, product_id, name, quantity, unit_price_cents, total_cents) values (?, ?, ?, ?, ?, ?, ?, ?)');
    const event = db.prepare('insert into events (id, workspace_id, name, data, created_at, order_id, by_automation) values (?, ?, ?, ?, ?, ?, 0)');
    const delivery = db.prepare(
      `insert into deliveries (id, workspace_id, event_id, webhook_id, event_name, status, attempts, next_attempt_at, lease_until, lease_owner, created_at,
        completed_at, attempt_budget, last_attempt_at, last_status_code, test) values (?, ?, ?, ?, ?, ?, ?, ?, null, null, ?, ?, 5, ?, ?, 0)`,
    );
    let mark = performance.now();
    const step = (name: string) => {
      steps[name] = seconds(mark);
      mark = performance.now();
    };
    db.transaction(() => {
      for (let i = 1; i <= p.orders; i += 1) {
        const created = ORDER_START(p) + Math.floor(((i - 1 + frac(i, M.time)) * ORDER_SPAN) / p.orders);
        const status = orderStatus(frac(i, M.status));
        const usd = frac(i, M.currency) < 0.7;
        const product = p.products[(usd ? 0 : 2) + (frac(i, M.product) < 0.5 ? 0 : 1)] as Product;
        const quantity = frac(i, M.quantity) < 0.1 ? 2 : 1;
        const total = product.price * quantity;
        const paid = Math.min(created + 30 + Math.floor(frac(i, M.paid) * 600), p.now);
        const refunded = Math.min(paid + Math.floor(frac(i, M.refund) * 14 * DAY), p.now);
        const email = `buyer${(i * 7919) % 50_000}@example.com`;
        const paidAt = status === 'paid' || status === 'refunded' ? stamp(paid) : null;
        order.run(i, p.workspaceId, `CW-${1000 + i}`, status, email, product.currency, total, total, stamp(created), paidAt, status === 'refunded' ? stamp(refunded) : null);
        item.run(i, p.workspaceId, i, product.id, product.name, quantity, product.price, total);
      }
      step('orders+items');
      for (let e = 1; e <= p.events; e += 1) {
        const created = EVENT_START(p) + Math.floor(((e - 1 + frac(e, M.time)) * EVENT_SPAN) / p.events);
        const name = EVENT_MIX[Math.floor(frac(e, M.status) * EVENT_MIX.length)] as string;
        const about = name.startsWith('order.') || name.startsWith('entitlement.') || name.startsWith('subscription.') ? recentOrder(p, e) : null;
        const data = about === null ? `{"id":${e}}` : name.startsWith('order.') ? `{"id":${about},"number":"CW-${1000 + about}"}` : `{"id":${e},"order_id":${about}}`;
        const at = stamp(created);
        event.run(e, p.workspaceId, name, data, at, about);
        p.webhooks.forEach((webhook, w) => {
          const d = 2 * (e - 1) + w + 1;
          let status = 'succeeded';
          let attempts = frac(d, M.paid) < 0.9 ? 1 : frac(d, M.refund) < 0.7 ? 2 : 3;
          let done: number | null = Math.min(created + 1 + 60 * (attempts - 1), p.now);
          let code: number | null = 200;
          if (e > p.events - PENDING_TAIL) {
            [status, attempts, done, code] = ['pending', 0, null, null];
          } else if (frac(d, M.quantity) < (w === 0 ? 0.03 : 0.06)) {
            [status, attempts, done, code] = ['failed', 5, Math.min(created + 9_360 + Math.floor(frac(d, M.paid) * 600), p.now), frac(d, M.refund) < 0.5 ? 500 : 503];
          }
          const doneAt = done === null ? null : stamp(done);
          delivery.run(deliveryId(e, w), p.workspaceId, e, webhook, name, status, attempts, (done ?? created) * 1000, at, doneAt, doneAt, code);
        });
      }
      step('events+deliveries');
    })();
    step('commit');
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL: `insert … select … from generate_series`, the same rows.

/** Inserts the rows; `steps` gets the seconds each statement took. */
export async function generatePostgres(client: pg.Client, p: Plan, steps: Record<string, number>): Promise<void> {
  const [usdA, usdB, eurA, eurB] = p.products as [Product, Product, Product, Product];
  const q = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const timed = async (name: string, text: string) => {
    const started = performance.now();
    await client.query(text);
    steps[name] = seconds(started);
  };
  await client.query('begin');
  await timed('orders', `
    insert into orders (id, workspace_id, number, status, customer_email, currency, subtotal_cents, total_cents, created_at, paid_at, refunded_at)
    select g, ${p.workspaceId}, 'CW-' || (1000 + g), st, 'buyer' || ((g::bigint * 7919) % 50000) || '@example.com', cur, price * qty, price * qty,
      ${stampSql('c')}, case when st in ('paid', 'refunded') then ${stampSql('paid')} end, case when st = 'refunded' then ${stampSql('refunded')} end
    from generate_series(1, ${p.orders}) g
    cross join lateral (select ${ORDER_START(p)} + floor((g - 1 + ${fracSql('g', M.time)}) * ${ORDER_SPAN} / ${p.orders})::bigint as c,
      ${ORDER_STATUS_SQL(fracSql('g', M.status))} as st,
      case when ${fracSql('g', M.currency)} < 0.7 then 'USD' else 'EUR' end as cur,
      case when ${fracSql('g', M.quantity)} < 0.1 then 2 else 1 end as qty) a
    cross join lateral (select case when cur = 'USD' then case when ${fracSql('g', M.product)} < 0.5 then ${usdA.price} else ${usdB.price} end
      else case when ${fracSql('g', M.product)} < 0.5 then ${eurA.price} else ${eurB.price} end end as price,
      least(c + 30 + floor(${fracSql('g', M.paid)} * 600)::bigint, ${p.now}) as paid) b
    cross join lateral (select least(paid + floor(${fracSql('g', M.refund)} * ${14 * DAY})::bigint, ${p.now}) as refunded) r`);
  await timed('order_items', `
    insert into order_items (id, workspace_id, order_id, product_id, name, quantity, unit_price_cents, total_cents)
    select g, ${p.workspaceId}, g, (array[${usdA.id}, ${usdB.id}, ${eurA.id}, ${eurB.id}])[k], (array[${[usdA, usdB, eurA, eurB].map((x) => q(x.name)).join(', ')}])[k],
      qty, (array[${usdA.price}, ${usdB.price}, ${eurA.price}, ${eurB.price}])[k], qty * (array[${usdA.price}, ${usdB.price}, ${eurA.price}, ${eurB.price}])[k]
    from generate_series(1, ${p.orders}) g
    cross join lateral (select (case when ${fracSql('g', M.currency)} < 0.7 then 1 else 3 end) + (case when ${fracSql('g', M.product)} < 0.5 then 0 else 1 end) as k,
      case when ${fracSql('g', M.quantity)} < 0.1 then 2 else 1 end as qty) a`);
  const eventTime = `${EVENT_START(p)} + floor((e - 1 + ${fracSql('e', M.time)}) * ${EVENT_SPAN} / ${p.events})::bigint`;
  const eventName = `(array[${EVENT_MIX.map(q).join(', ')}])[1 + floor(${fracSql('e', M.status)} * ${EVENT_MIX.length})::int]`;
  await timed('events', `
    insert into events (id, workspace_id, name, data, created_at, order_id, by_automation)
    select e, ${p.workspaceId}, name,
      case when about is null then '{"id":' || e || '}' when name like 'order.%' then '{"id":' || about || ',"number":"CW-' || (1000 + about) || '"}'
        else '{"id":' || e || ',"order_id":' || about || '}' end,
      ${stampSql('c')}, about, 0
    from generate_series(1, ${p.events}) e
    cross join lateral (select ${eventTime} as c, ${eventName} as name) a
    cross join lateral (select case when name like 'order.%' or name like 'entitlement.%' or name like 'subscription.%'
      then greatest(1, ${p.orders} - floor(${fracSql('e', M.currency)} * ${Math.ceil(p.orders * 0.08)})::bigint) end as about) b`);
  await timed('deliveries', `
    insert into deliveries (id, workspace_id, event_id, webhook_id, event_name, status, attempts, next_attempt_at, lease_until, lease_owner, created_at,
      completed_at, attempt_budget, last_attempt_at, last_status_code, test)
    select ${DELIVERY_ID_SQL('e', 'w')}, ${p.workspaceId}, e, (array[${p.webhooks[0]}, ${p.webhooks[1]}])[w + 1], name, st, attempts, coalesce(done, c) * 1000, null, null,
      ${stampSql('c')}, ${stampSql('done')}, 5, ${stampSql('done')}, code, 0
    from generate_series(1, ${p.events}) e
    cross join (values (0), (1)) ws(w)
    cross join lateral (select ${eventTime} as c, ${eventName} as name, 2 * (e - 1) + w + 1 as d) a
    cross join lateral (select case when e > ${p.events - PENDING_TAIL} then 'pending'
        when ${fracSql('d', M.quantity)} < (case when w = 0 then 0.03 else 0.06 end) then 'failed' else 'succeeded' end as st,
      case when ${fracSql('d', M.paid)} < 0.9 then 1 when ${fracSql('d', M.refund)} < 0.7 then 2 else 3 end as tries) b
    cross join lateral (select case st when 'pending' then 0 when 'failed' then 5 else tries end as attempts,
      case st when 'pending' then null when 'failed' then least(c + 9360 + floor(${fracSql('d', M.paid)} * 600)::bigint, ${p.now})
        else least(c + 1 + 60 * (tries - 1), ${p.now}) end as done,
      case st when 'pending' then null when 'failed' then case when ${fracSql('d', M.refund)} < 0.5 then 500 else 503 end else 200 end as code) f`);
  for (const table of ['orders', 'order_items', 'events']) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  const started = performance.now();
  await client.query('commit');
  steps['commit'] = seconds(started);
}
