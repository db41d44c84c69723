/**
 * `npm run bench:scale`: do the list and summary reads stay flat as one workspace grows?
 *
 * For each store (SQLite, then PostgreSQL at BENCH_DATABASE_URL), two fresh stores are generated, each holding ONE
 * workspace: a small one (20,000 orders, 100,000 deliveries) and a large one (200,000 orders, 1,000,000 deliveries).
 * The workspace, its two webhooks and an API key are made through the services; the rows are bulk-inserted (SQLite:
 * one transaction of prepared inserts; PostgreSQL: `insert … select … from generate_series`), the same rows in both
 * stores (every "random" choice is a hash of the row's number). Then the tallies are folded (src/db/tallies.js, when
 * it exists), the tables analyzed (PostgreSQL: VACUUM ANALYZE, as autovacuum would leave them; BENCH_VACUUM=false for
 * ANALYZE alone, straight after the fold), and the real server started as a child process (WORKER=false, DEMO=false).
 *
 * Both sizes of a store are served at once (one server each) and each read is measured on both, one request at a
 * time over one keep-alive connection per server, alternating small and large so that the machine's other load falls
 * on both alike. Every read is warmed up first (BENCH_WARMUP, 20 requests, at most ~1.5 s each), then measured with
 * BENCH_REQUESTS (200) per size, stopping early once a slow read has had BENCH_READ_SECONDS (4). On SQLite the bench commits a one-row write to a table of its own
 * before every request, so a kept answer (cached-answer.ts) is never reused and the read itself is measured, as on a
 * store that is being written to; BENCH_KEPT=true lets kept answers be reused.
 *
 * Judged: large/small p50 ≤ 2 and p50 < 50 ms at both sizes (keyset pages deep in the list: < 100 ms). Reported only:
 * deep `page=` reads. A read that does not answer 200 prints its error once and is FAILED; the run goes on.
 *
 * Environment: BENCH_STORES=sqlite,postgres; BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test);
 * BENCH_SMALL_ORDERS, BENCH_SMALL_DELIVERIES, BENCH_LARGE_ORDERS, BENCH_LARGE_DELIVERIES; BENCH_REQUESTS,
 * BENCH_WARMUP, BENCH_READ_SECONDS; BENCH_KEPT; BENCH_VACUUM; BENCH_KEEP=true leaves the stores in place (their
 * addresses are printed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { Pool } from 'undici';
import { openStore, type Store } from '../src/db/database.js';
import { SCOPES } from '../src/keys/scopes.js';
import { createKey } from '../src/keys/service.js';
import { registerWebhook } from '../src/webhooks/service.js';
import { createWorkspace } from '../src/workspaces/service.js';

const env = (name: string, fallback: string): string => process.env[name] ?? fallback;
const count = (name: string, fallback: number): number => {
  const value = Number(env(name, String(fallback)));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};

const seconds = (since: number): number => Number(((performance.now() - since) / 1000).toFixed(2));

const SIZES = {
  small: { orders: count('BENCH_SMALL_ORDERS', 20_000), deliveries: count('BENCH_SMALL_DELIVERIES', 100_000) },
  large: { orders: count('BENCH_LARGE_ORDERS', 200_000), deliveries: count('BENCH_LARGE_DELIVERIES', 1_000_000) },
} as const;
type SizeName = keyof typeof SIZES;
const REQUESTS = count('BENCH_REQUESTS', 200);
const WARMUP = Number(env('BENCH_WARMUP', '20'));
const READ_SECONDS = Number(env('BENCH_READ_SECONDS', '4'));
const KEPT = env('BENCH_KEPT', 'false') === 'true';
const KEEP = env('BENCH_KEEP', 'false') === 'true';
const VACUUM = env('BENCH_VACUUM', 'true') !== 'false';
const POSTGRES = env('BENCH_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/test');
const STORES = env('BENCH_STORES', 'sqlite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter((s): s is StoreKind => s === 'sqlite' || s === 'postgres');
type StoreKind = 'sqlite' | 'postgres';

const SERVER = fileURLToPath(new URL('../src/server.js', import.meta.url));
const TALLIES = new URL('../src/db/tallies.js', import.meta.url).href;

const DAY = 86_400;
/** Statuses a listed delivery can have (delivery-schema.ts LISTED_STATUSES). */
const LISTED = ['pending', 'held', 'succeeded', 'failed'];
const PER_PAGE = 25;
/** How deep in a list the keyset cursor and the deep page sit. */
const DEPTH = 0.9;

// ---------------------------------------------------------------------------------------------------------------
// Cleanup: whatever was started or made is undone, also when a step fails or the run is interrupted.

const cleanups: (() => Promise<void> | void)[] = [];
async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const undo = cleanups.pop() as () => Promise<void> | void;
    try {
      await undo();
    } catch (error) {
      console.error(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void runCleanups().finally(() => process.exit(130));
  });
}
/** Registers `undo` and returns a function that runs it now (once) instead of at the end. */
function onCleanup(undo: () => Promise<void> | void): () => Promise<void> {
  cleanups.push(undo);
  return async () => {
    const at = cleanups.indexOf(undo);
    if (at >= 0) {
      cleanups.splice(at, 1);
      await undo();
    }
  };
}

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

interface Product {
  readonly id: number;
  readonly name: string;
  readonly price: number;
  readonly currency: string;
}

/** What a generated store needs to know to generate its rows. */
interface Plan {
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
const PENDING_TAIL = 20;

// ---------------------------------------------------------------------------------------------------------------
// SQLite: one transaction of prepared inserts.

/** Inserts the rows; `steps` gets the seconds each part took. */
function generateSqlite(file: string, p: Plan, steps: Record<string, number>): void {
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
async function generatePostgres(client: pg.Client, p: Plan, steps: Record<string, number>): Promise<void> {
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

// ---------------------------------------------------------------------------------------------------------------
// One generated store.

interface Generated {
  readonly url: string;
  readonly key: string;
  readonly webhookId: number;
  /** The order id and delivery id DEPTH into their lists, newest first, and the page holding the order. */
  readonly deepOrderId: number;
  readonly deepOrderPage: number;
  readonly deepDeliveryId: string;
  readonly deepDeliveryPage: number;
  readonly seconds: { setup: number; rows: number; tallies: number; analyze: number; steps: Record<string, number> };
  /** Before each request (SQLite): moves the store's change marker so no kept answer is reused. */
  readonly touch: () => void;
  /** Drops the store (unless BENCH_KEEP). */
  readonly drop: () => Promise<void>;
}

/** A fresh, empty store of this kind: a SQLite file in a temporary folder, or a new PostgreSQL schema. */
async function freshStore(kind: StoreKind, label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `cw-bench-scale-${label}-`));
    return { url: `sqlite:${join(dir, 'store.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `bench_scale_${label}_${process.pid}_${Date.now()}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: POSTGRES });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  const url = new URL(POSTGRES);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => admin(`drop schema ${schema} cascade`) };
}

type CompactTallies = (store: Pick<Store, 'db' | 'dialect'>) => Promise<void>;

/** compactTallies from src/db/tallies.js, or undefined while that module does not exist. */
async function findCompactTallies(): Promise<CompactTallies | undefined> {
  try {
    const module = (await import(TALLIES)) as { compactTallies?: unknown };
    return typeof module.compactTallies === 'function' ? (module.compactTallies as CompactTallies) : undefined;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/** A fresh store with one workspace of this size: made, filled, folded, analyzed, and its deep cursors found. */
async function generate(kind: StoreKind, size: SizeName): Promise<Generated> {
  const { orders, deliveries } = SIZES[size];
  const where = await freshStore(kind, size);
  const dropStore = onCleanup(async () => {
    if (KEEP) console.log(`  BENCH_KEEP: the ${size} store stays at ${where.url}`);
    else await where.drop();
  });
  let started = performance.now();
  const store = openStore(where.url);
  const closeStore = onCleanup(() => store.close());
  await store.migrate();
  const workspace = await createWorkspace(store.db, { slug: 'scale', name: 'Scale', currency: 'USD' });
  const hooks = [
    await registerWebhook(store.db, workspace.id, { url: 'http://127.0.0.1:9/hooks/a', events: ['*'] }, true),
    await registerWebhook(store.db, workspace.id, { url: 'http://127.0.0.1:9/hooks/b', events: ['*'] }, true),
  ];
  const { key } = await createKey(store.db, workspace.id, { scopes: [...SCOPES], name: 'bench:scale' });
  const at = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const products: Product[] = [];
  for (const [name, price, currency] of [['Sticker pack', 1500, 'USD'], ['Pro license', 4900, 'USD'], ['Sticker pack (EU)', 1200, 'EUR'], ['Pro license (EU)', 3900, 'EUR']] as const) {
    const slug = name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-').replace(/-$/, '');
    const row = await store.db
      .insertInto('products')
      .values({ workspace_id: workspace.id, name, slug, description: null, kind: 'one_time', price_cents: price, currency, interval: null, deliverables: '[]', is_active: 1, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    products.push({ id: row.id, name, price, currency });
  }
  const plan: Plan = {
    workspaceId: workspace.id,
    webhooks: [hooks[0]?.id ?? 0, hooks[1]?.id ?? 0],
    products,
    orders,
    events: Math.max(PENDING_TAIL + 1, Math.floor(deliveries / 2)),
    now: Math.floor(Date.now() / 1000),
  };
  const setup = seconds(started);

  started = performance.now();
  const client = kind === 'postgres' ? new pg.Client({ connectionString: where.url }) : undefined;
  const closeClient = onCleanup(async () => client?.end());
  if (client) await client.connect();
  const steps: Record<string, number> = {};
  if (client) await generatePostgres(client, plan, steps);
  else generateSqlite(store.file as string, plan, steps);
  const rows = seconds(started);

  started = performance.now();
  const compact = await findCompactTallies();
  if (compact) await compact(store);
  const tallies = seconds(started);
  await closeStore();

  started = performance.now();
  let sqlite: SqliteDatabase.Database | undefined;
  /** The first row of `text` (with `?` placeholders) on the generating connection. */
  const one = async <T>(text: string, params: unknown[]): Promise<T | undefined> => {
    if (!client) return sqlite?.prepare(text).get(...params) as T | undefined;
    let n = 0;
    return (await client.query(text.replaceAll('?', () => `$${(n += 1)}`), params)).rows[0] as T | undefined;
  };
  if (client) {
    const tables = await client.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`);
    // VACUUM too (unless BENCH_VACUUM=false): the fold deleted ~1 row per generated order and delivery from the tally
    // tables, and until autovacuum clears those dead rows every count walks them (a bitmap scan marks none dead).
    for (const { name } of tables.rows) await client.query(`${VACUUM ? 'vacuum analyze' : 'analyze'} "${name}"`);
  } else {
    sqlite = new SqliteDatabase(store.file as string);
    onCleanup(() => {
      sqlite?.close();
    });
    sqlite.exec('analyze');
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    // The bench's own table: a write to it before each request moves the change marker (see the top of the file).
    sqlite.exec('create table if not exists bench_scale_ticks (n integer not null); insert into bench_scale_ticks values (0)');
  }
  const analyze = seconds(started);

  const orderOffset = Math.floor(orders * DEPTH);
  const deepOrder = await one<{ id: number }>('select id from orders where workspace_id = ? order by id desc limit 1 offset ?', [plan.workspaceId, orderOffset]);
  const visible = LISTED.map(() => '?').join(', ');
  const listed = await one<{ n: number | string }>(`select count(*) as n from deliveries where workspace_id = ? and webhook_id = ? and status in (${visible})`, [plan.workspaceId, plan.webhooks[0], ...LISTED]);
  const deliveryOffset = Math.floor(Number(listed?.n ?? 0) * DEPTH);
  const deepDelivery = await one<{ id: string }>(
    `select id from deliveries where workspace_id = ? and webhook_id = ? and status in (${visible}) order by created_at desc, event_id desc, id desc limit 1 offset ?`,
    [plan.workspaceId, plan.webhooks[0], ...LISTED, deliveryOffset],
  );
  await closeClient();
  const tick = sqlite?.prepare('update bench_scale_ticks set n = n + 1');
  return {
    url: where.url,
    key,
    webhookId: plan.webhooks[0],
    deepOrderId: deepOrder?.id ?? 1,
    deepOrderPage: Math.floor(orderOffset / PER_PAGE) + 1,
    deepDeliveryId: deepDelivery?.id ?? 'msg_000000000000000000000000',
    deepDeliveryPage: Math.floor(deliveryOffset / PER_PAGE) + 1,
    seconds: { setup, rows, tallies, analyze, steps },
    touch: () => {
      if (!KEPT) tick?.run();
    },
    drop: async () => {
      sqlite?.close();
      sqlite = undefined;
      await dropStore();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The server and the measurements.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

/** Starts the real server on the store; resolves once it says it is serving. */
async function startServer(url: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO: 'false',
      WORKER: 'false',
      WORKERS: '1',
      REDIS_URL: '',
      RATE_LIMIT_PER_MINUTE: '10000000',
      AUTH_FAILURE_LIMIT_PER_MINUTE: '10000000',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-20_000);
  };
  child.stderr?.on('data', keep);
  const stop = onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  });
  await new Promise<void>((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`the server exited (${code}) before it was serving:\n${out}`));
    child.once('exit', failed);
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (/is serving/.test(out)) {
        child.off('exit', failed);
        resolve();
      }
    });
  });
  return { origin: `http://127.0.0.1:${port}`, stop };
}

interface Read {
  readonly name: string;
  /** Path under /api/v1, for a generated store. */
  readonly path: (g: Generated) => string;
  /** p50 goal in ms; undefined: reported, not judged. */
  readonly goal: number | undefined;
}

const READS: readonly Read[] = [
  { name: 'GET /orders', path: () => '/orders', goal: 50 },
  { name: 'GET /orders?status=paid', path: () => '/orders?status=paid', goal: 50 },
  { name: 'GET /orders?status=refunded', path: () => '/orders?status=refunded', goal: 50 },
  { name: 'GET /orders?per_page=100', path: () => '/orders?per_page=100', goal: 50 },
  { name: 'GET /orders?starting_after=<90 %>', path: (g) => `/orders?starting_after=${g.deepOrderId}`, goal: 100 },
  { name: 'GET /orders?page=<90 %>', path: (g) => `/orders?page=${g.deepOrderPage}`, goal: undefined },
  { name: 'GET /analytics/summary?days=7', path: () => '/analytics/summary?days=7', goal: 50 },
  { name: 'GET /analytics/summary?days=30', path: () => '/analytics/summary?days=30', goal: 50 },
  { name: 'GET /analytics/summary?days=365', path: () => '/analytics/summary?days=365', goal: 50 },
  { name: 'GET /webhooks/{id}/deliveries', path: (g) => `/webhooks/${g.webhookId}/deliveries`, goal: 50 },
  { name: 'GET …/deliveries?status=failed', path: (g) => `/webhooks/${g.webhookId}/deliveries?status=failed`, goal: 50 },
  { name: 'GET …/deliveries?starting_after=<90 %>', path: (g) => `/webhooks/${g.webhookId}/deliveries?starting_after=${g.deepDeliveryId}`, goal: 100 },
  { name: 'GET …/deliveries?page=<90 %>', path: (g) => `/webhooks/${g.webhookId}/deliveries?page=${g.deepDeliveryPage}`, goal: undefined },
];

interface Measured {
  /** The first status other than 200, or 200. */
  readonly status: number;
  readonly p50: number;
  readonly p95: number;
  readonly n: number;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))] ?? Number.NaN;
const round = (ms: number): number => Number(ms.toFixed(2));

/** One request; on SQLite the store's change marker is moved first (outside the timing). */
async function request(pool: Pool, g: Generated, path: string): Promise<{ status: number; ms: number; body: string }> {
  g.touch();
  const started = performance.now();
  const response = await pool.request({ method: 'GET', path: `/api/v1${path}`, headers: { authorization: `Bearer ${g.key}` } });
  const body = await response.body.text();
  return { status: response.statusCode, ms: performance.now() - started, body };
}

const failure = (label: string, answer: { status: number; body: string }, n: number): Measured => {
  console.log(`    ${label}: ${answer.status} ${answer.body.slice(0, 500)}`);
  return { status: answer.status, p50: Number.NaN, p95: Number.NaN, n };
};

/** Warm-up: up to WARMUP requests (at most ~1.5 s); the failure when the read does not answer 200. */
async function warm(pool: Pool, g: Generated, path: string, label: string): Promise<Measured | undefined> {
  const until = performance.now() + 1500;
  for (let i = 0; i < Math.max(1, WARMUP) && (i === 0 || performance.now() < until); i += 1) {
    const answer = await request(pool, g, path);
    if (answer.status !== 200) return failure(label, answer, 0);
  }
  return undefined;
}

/** A size being measured: its store, and one keep-alive connection to its server. */
interface Side {
  readonly size: SizeName;
  readonly g: Generated;
  readonly pool: Pool;
}

/**
 * Measures one read on every side, one request at a time, alternating between the sides (so a change in the
 * machine's load falls on both sizes alike): up to REQUESTS each, fewer once a slow read has had READ_SECONDS.
 */
async function measure(read: Read, sides: readonly Side[]): Promise<Map<SizeName, Measured>> {
  const results = new Map<SizeName, Measured>();
  const latencies = new Map<SizeName, number[]>(sides.map((side) => [side.size, []]));
  let open = [...sides];
  const until = performance.now() + READ_SECONDS * 1000;
  while (open.length > 0) {
    for (const side of open) {
      const answer = await request(side.pool, side.g, read.path(side.g));
      const mine = latencies.get(side.size) as number[];
      if (answer.status !== 200) results.set(side.size, failure(`${read.name} (${side.size})`, answer, mine.length));
      else mine.push(answer.ms);
    }
    open = open.filter((side) => {
      const n = latencies.get(side.size)?.length ?? 0;
      return !results.has(side.size) && n < REQUESTS && (n < 3 || performance.now() < until);
    });
  }
  for (const side of sides) {
    if (results.has(side.size)) continue;
    const sorted = (latencies.get(side.size) as number[]).sort((a, b) => a - b);
    results.set(side.size, { status: 200, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), n: sorted.length });
  }
  return results;
}

interface Row {
  readonly read: string;
  readonly small: Measured;
  readonly large: Measured;
  readonly ratio: number;
  readonly goal: string;
  readonly result: 'PASS' | 'FAIL' | 'FAILED' | 'report';
}

function judge(read: Read, small: Measured, large: Measured): Row {
  const ratio = Number((large.p50 / small.p50).toFixed(2));
  const goal = read.goal === undefined ? '(not judged)' : `ratio ≤ 2, p50 < ${read.goal} ms`;
  const ok = small.status === 200 && large.status === 200;
  const result = !ok ? 'FAILED' : read.goal === undefined ? 'report' : ratio <= 2 && small.p50 < read.goal && large.p50 < read.goal ? 'PASS' : 'FAIL';
  return { read: read.name, small, large, ratio, goal, result };
}

function printTable(kind: StoreKind, rows: readonly Row[]): void {
  const ms = (m: Measured, which: 'p50' | 'p95') => (m.status === 200 ? m[which].toFixed(2) : String(m.status));
  const cells = [
    ['read', 'small p50', 'small p95', 'large p50', 'large p95', 'n', 'ratio', 'goal', 'result'],
    ...rows.map((r) => [r.read, ms(r.small, 'p50'), ms(r.small, 'p95'), ms(r.large, 'p50'), ms(r.large, 'p95'), `${r.small.n}/${r.large.n}`, Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : '-', r.goal, r.result]),
  ];
  const widths = (cells[0] as string[]).map((_, c) => Math.max(...cells.map((row) => (row[c] ?? '').length)));
  console.log(`\n${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (ms; n = requests measured small/large)`);
  cells.forEach((row, i) => {
    console.log(row.map((cell, c) => (c === 0 || c >= 7 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  });
}

async function prepare(kind: StoreKind, size: SizeName): Promise<Side> {
  const { orders, deliveries } = SIZES[size];
  console.log(`\n[${kind}] ${size}: generating ${orders.toLocaleString('en')} orders and ${deliveries.toLocaleString('en')} deliveries…`);
  const g = await generate(kind, size);
  const s = g.seconds;
  console.log(`  generated in ${(s.setup + s.rows + s.tallies + s.analyze).toFixed(1)} s (setup ${s.setup} s, rows ${s.rows} s [${Object.entries(s.steps).map(([k, v]) => `${k} ${v} s`).join(', ')}], tallies ${s.tallies} s, analyze ${s.analyze} s)`);
  const server = await startServer(g.url);
  const pool = new Pool(server.origin, { connections: 1, pipelining: 1 });
  onCleanup(async () => {
    await pool.close();
    await server.stop();
    await g.drop();
  });
  return { size, g, pool };
}

/** Both sizes of one store, generated and served side by side, every read measured on both. */
async function measureStore(kind: StoreKind): Promise<{ seconds: Record<SizeName, Generated['seconds']>; rows: Row[] }> {
  try {
    const sides = [await prepare(kind, 'small'), await prepare(kind, 'large')];
    const rows: Row[] = [];
    // Every read is warmed up before any is measured: a server's first requests (JIT, statement caches) are slow.
    const failed = new Map<string, Measured>();
    for (const read of READS) {
      for (const side of sides) {
        const failure = await warm(side.pool, side.g, read.path(side.g), `${read.name} (${side.size})`);
        if (failure) failed.set(`${read.name} ${side.size}`, failure);
      }
    }
    for (const read of READS) {
      const results = await measure(read, sides.filter((side) => !failed.has(`${read.name} ${side.size}`)));
      const of = (size: SizeName) => failed.get(`${read.name} ${size}`) ?? (results.get(size) as Measured);
      rows.push(judge(read, of('small'), of('large')));
    }
    return { seconds: { small: (sides[0] as Side).g.seconds, large: (sides[1] as Side).g.seconds }, rows };
  } finally {
    // This store's servers, connections and stores, also when a step failed.
    await runCleanups();
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  if (STORES.length === 0) throw new Error('BENCH_STORES names no store: use sqlite, postgres or both');
  console.log(
    `bench:scale: ${STORES.join(', ')}; small ${SIZES.small.orders} orders / ${SIZES.small.deliveries} deliveries, large ${SIZES.large.orders} / ${SIZES.large.deliveries}; ` +
      `${WARMUP} warm-up + up to ${REQUESTS} requests per read (at most ~${READ_SECONDS} s), one keep-alive connection per size, alternating${KEPT ? ', kept answers allowed' : ''}`,
  );
  const report: Record<string, unknown> = {};
  // Exit 1 only when a store's run broke; FAIL and FAILED reads are the report, as in bench:api.
  let failed = false;
  for (const kind of STORES) {
    const storeStarted = performance.now();
    try {
      const { seconds: generation, rows } = await measureStore(kind);
      printTable(kind, rows);
      const storeSeconds = seconds(storeStarted);
      console.log(`${kind}: ${rows.filter((r) => r.result === 'PASS').length} PASS, ${rows.filter((r) => r.result === 'FAIL').length} FAIL, ${rows.filter((r) => r.result === 'FAILED').length} FAILED in ${storeSeconds} s`);
      report[kind] = { generation_s: generation, seconds: storeSeconds, reads: rows };
    } catch (error) {
      failed = true;
      console.error(`\n[${kind}] the run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      report[kind] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  const total = seconds(started);
  console.log(`\ntotal ${total} s`);
  console.log(JSON.stringify({ bench: 'scale', sizes: SIZES, requests: REQUESTS, kept: KEPT, seconds: total, stores: report }));
  return failed ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} finally {
  await runCleanups();
}
process.exitCode = code;
