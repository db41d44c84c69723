/**
 * bench:bulk-writes (issue "Writing many rows at once stays linear on PostgreSQL"): one transaction inserts, updates
 * and deletes N rows of products, of orders with one item each, and of posts, for N = 10,000, 100,000 and
 * 1,000,000 (BENCH_SIZES to change), on a fresh PostgreSQL schema migrated as the app migrates it. Per table and
 * operation: seconds and microseconds per row. Goal: time per row within 2x across the sizes; 100,000 order items
 * under 10 s. Baseline in the same run: migration 0015's per-row counter bump (the function as it was) on its own
 * schema, products only, at 2,000, 4,000 and 8,000 rows.
 */
import pg from 'pg';
import { openStore } from '../src/db/database.js';
import { freshSchema, POSTGRES } from './store.js';

const SIZES = (process.env['BENCH_SIZES'] ?? '10000,100000,1000000').split(',').map(Number);
const AT = "'2026-01-01 00:00:00'";

async function migrated(prefix: string) {
  const schema = await freshSchema(POSTGRES, prefix);
  const store = openStore(schema.url);
  await store.migrate();
  await store.close();
  const client = new pg.Client({ connectionString: schema.url });
  await client.connect();
  await client.query(`insert into workspaces (slug, name, currency, created_at) values ('bulk', 'Bulk', 'USD', ${AT})`);
  return { schema, client };
}

/** Seconds `text` takes. */
async function timed(client: pg.Client, text: string): Promise<number> {
  const started = performance.now();
  await client.query(text);
  return (performance.now() - started) / 1000;
}

const WS = '(select id from workspaces where slug = \'bulk\')';
const STEPS = (n: number): [string, string][] => [
  ['products insert', `insert into products (workspace_id, name, slug, description, kind, price_cents, currency, interval, deliverables, is_active, created_at, updated_at)
    select ${WS}, 'Product ' || i, 'product-${n}-' || i, null, 'one_time', 100 + i % 900, 'USD', null, '[]', 1, ${AT}, ${AT} from generate_series(1, ${n}) i`],
  ['products update', `update products set price_cents = price_cents + 1, updated_at = ${AT} where slug like 'product-${n}-%'`],
  ['orders insert', `insert into orders (workspace_id, number, status, customer_email, currency, subtotal_cents, total_cents, created_at, paid_at, refunded_at)
    select ${WS}, 'BULK-${n}-' || i, 'paid', 'buyer' || i || '@example.com', 'USD', 500, 500, ${AT}, ${AT}, null from generate_series(1, ${n}) i`],
  ['order items insert', `insert into order_items (workspace_id, order_id, product_id, name, quantity, unit_price_cents, total_cents)
    select o.workspace_id, o.id, (select min(id) from products), 'Item', 1, 500, 500 from orders o where o.number like 'BULK-${n}-%'`],
  ['orders update', `update orders set status = 'refunded', refunded_at = ${AT} where number like 'BULK-${n}-%'`],
  ['posts insert', `insert into posts (workspace_id, title, body, status, scheduled_at, published_at, media, created_at, updated_at)
    select ${WS}, 'Post ${n} ' || i, 'Body', 'draft', null, null, '[]', ${AT}, ${AT} from generate_series(1, ${n}) i`],
  ['posts update', `update posts set status = 'published', published_at = ${AT} where title like 'Post ${n} %'`],
  ['order items delete', `delete from order_items where order_id in (select id from orders where number like 'BULK-${n}-%')`],
  ['orders delete', `delete from orders where number like 'BULK-${n}-%'`],
  ['posts delete', `delete from posts where title like 'Post ${n} %'`],
  ['products delete', `delete from products where slug like 'product-${n}-%'`],
];

const { schema, client } = await migrated('bulk');
const rows: { n: number; step: string; seconds: number }[] = [];
try {
  for (const n of SIZES) {
    await client.query('begin');
    for (const [step, text] of STEPS(n)) {
      const seconds = await timed(client, text);
      rows.push({ n, step, seconds });
      console.log(`${n.toLocaleString('en-US')} rows, ${step}: ${seconds.toFixed(2)} s (${((seconds * 1e6) / n).toFixed(1)} µs a row)`);
    }
    await client.query('commit');
  }
} finally {
  await client.end();
  await schema.drop();
}

// The baseline: 0015's function, bumping the counter row once per row.
const base = await migrated('bulkbase');
const baseline: { n: number; seconds: number }[] = [];
try {
  await base.client.query(`create or replace function cw_products_products_version() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then insert into read_versions (workspace_id, products) values (old.workspace_id, 1) on conflict (workspace_id) do update set products = read_versions.products + 1;
      else insert into read_versions (workspace_id, products) values (new.workspace_id, 1) on conflict (workspace_id) do update set products = read_versions.products + 1; end if;
      return null;
    end $$`);
  for (const n of [2_000, 4_000, 8_000]) {
    await base.client.query('begin');
    const seconds = await timed(base.client, (STEPS(n)[0] as [string, string])[1]);
    await base.client.query('rollback');
    baseline.push({ n, seconds });
  }
} finally {
  await base.client.end();
  await base.schema.drop();
}

// What each table's triggers cost a row: 100,000 rows inserted with them, then without (disabled), both rolled back.
const TRIGGER_ROWS = Number(process.env['BENCH_TRIGGER_ROWS'] ?? 100_000);
const costs: string[] = [];
const probe = await migrated('bulktrig');
try {
  const c = probe.client;
  await c.query(`insert into webhooks (workspace_id, url, events, secret, status, consecutive_failures, created_at) values (${WS}, 'http://127.0.0.1:9/', '["*"]', 'whsec_x', 'enabled', 0, ${AT})`);
  await c.query(`insert into events (workspace_id, name, data, created_at, order_id, by_automation) values (${WS}, 'order.paid', '{}', ${AT}, null, 0)`);
  await c.query((STEPS(1)[0] as [string, string])[1]);
  await c.query((STEPS(1)[2] as [string, string])[1]);
  const n = TRIGGER_ROWS;
  const inserts: [string, string][] = [
    ['products', (STEPS(n)[0] as [string, string])[1]],
    ['posts', (STEPS(n)[5] as [string, string])[1]],
    ['orders', (STEPS(n)[2] as [string, string])[1]],
    ['order_items', `insert into order_items (workspace_id, order_id, product_id, name, quantity, unit_price_cents, total_cents)
      select ${WS}, (select min(id) from orders), (select min(id) from products), 'Item', 1, 500, 500 from generate_series(1, ${n})`],
    ['deliveries', `insert into deliveries (id, workspace_id, event_id, webhook_id, event_name, status, attempts, next_attempt_at, created_at, attempt_budget, test)
      select 'msg_bulk_' || i, ${WS}, (select min(id) from events), (select min(id) from webhooks), 'order.paid', 'succeeded', 1, 0, ${AT}, 5, 0 from generate_series(1, ${n}) i`],
  ];
  for (const [table, text] of inserts) {
    const triggers = (await c.query(`select tgname from pg_trigger where tgrelid = '${table}'::regclass and not tgisinternal order by tgname`)).rows.map((r: { tgname: string }) => r.tgname);
    const run = async (enabled: boolean) => {
      await c.query('begin');
      if (!enabled) await c.query(`alter table ${table} disable trigger user`);
      const seconds = await timed(c, text);
      await c.query('rollback');
      return seconds;
    };
    const [on, off] = [await run(true), await run(false)];
    costs.push(`| ${table} | ${triggers.join(', ')} | ${((on * 1e6) / n).toFixed(1)} µs | ${((off * 1e6) / n).toFixed(1)} µs | ${(((on - off) * 1e6) / n).toFixed(1)} µs |`);
  }
} finally {
  await probe.client.end();
  await probe.schema.drop();
}

console.log('\n| step | ' + SIZES.map((n) => `${n.toLocaleString('en-US')} rows`).join(' | ') + ' | largest / smallest per row |');
console.log('| --- | ' + SIZES.map(() => '---').join(' | ') + ' | --- |');
let linear = true;
for (const [step] of STEPS(0)) {
  const perRow = SIZES.map((n) => ((rows.find((r) => r.n === n && r.step === step)?.seconds ?? NaN) * 1e6) / n);
  const ratio = Math.max(...perRow) / Math.min(...perRow);
  if (!(ratio <= 2)) linear = false;
  console.log(`| ${step} | ${SIZES.map((n, i) => `${(rows.find((r) => r.n === n && r.step === step)?.seconds ?? NaN).toFixed(2)} s (${(perRow[i] ?? NaN).toFixed(1)} µs/row)`).join(' | ')} | ${ratio.toFixed(2)}x |`);
}
const items = rows.find((r) => r.n === 100_000 && r.step === 'order items insert');
console.log(`\nBaseline (0015's per-row bump), products insert: ${baseline.map((b) => `${b.n.toLocaleString('en-US')} rows ${b.seconds.toFixed(2)} s`).join(', ')}`);
const now8k = rows.find((r) => r.step === 'products insert');
if (now8k) console.log(`Now: ${now8k.n.toLocaleString('en-US')} products in ${now8k.seconds.toFixed(2)} s.`);
console.log(`\nTriggers, ${TRIGGER_ROWS.toLocaleString('en-US')} rows inserted in one statement:\n\n| table | triggers | a row with them | without | their cost a row |\n| --- | --- | --- | --- | --- |\n${costs.join('\n')}\n`);
console.log(`Goal: per-row time within 2x across sizes: ${linear ? 'met' : 'NOT met'}; 100,000 order items under 10 s: ${items === undefined ? 'not measured' : items.seconds < 10 ? `met (${items.seconds.toFixed(2)} s)` : `NOT met (${items.seconds.toFixed(2)} s)`}`);
process.exitCode = linear && (items === undefined || items.seconds < 10) ? 0 : 1;
