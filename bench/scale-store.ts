/** One bench:scale store: fresh, given its workspace through the services, filled, folded, analyzed, its deep cursors found. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { openStore, type Store } from '../src/db/database.js';
import { SCOPES } from '../src/keys/scopes.js';
import { createKey } from '../src/keys/service.js';
import { registerWebhook } from '../src/webhooks/service.js';
import { createWorkspace } from '../src/workspaces/service.js';
import { onCleanup } from './scale-cleanup.js';
import { KEEP, KEPT, SIZES, VACUUM, seconds, type SizeName } from './scale-config.js';
import { generatePostgres, generateSqlite, PENDING_TAIL, type Plan, type Product } from './scale-data.js';
import { freshSchema, POSTGRES, sqliteUrl, type FreshStore, type StoreKind } from './store.js';

const TALLIES = new URL('../src/db/tallies.js', import.meta.url).href;
/** Statuses a listed delivery can have (delivery-schema.ts LISTED_STATUSES). */
const LISTED = ['pending', 'held', 'succeeded', 'failed'];
const PER_PAGE = 25;
/** How deep in a list the keyset cursor and the deep page sit. */
const DEPTH = 0.9;

export interface Generated {
  readonly url: string;
  readonly key: string;
  readonly webhookId: number;
  /** The order id and delivery id DEPTH into their lists, newest first, and the page holding the order. */
  readonly deepOrderId: number;
  readonly deepOrderPage: number;
  readonly deepDeliveryId: string;
  readonly deepDeliveryPage: number;
  readonly seconds: { setup: number; rows: number; tallies: number; analyze: number; steps: Record<string, number> };
  /** Before each request (SQLite): moves the store's change marker so no cached answer is reused. */
  readonly touch: () => void;
  /** Drops the store (unless BENCH_KEEP). */
  readonly drop: () => Promise<void>;
}

/** A fresh, empty store of this kind: a SQLite file in a temporary folder, or a new PostgreSQL schema. */
async function freshStore(kind: StoreKind, label: string): Promise<FreshStore> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `cw-bench-scale-${label}-`));
    return { url: sqliteUrl(dir), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  return freshSchema(POSTGRES, `bench_scale_${label}`);
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
export async function generate(kind: StoreKind, size: SizeName): Promise<Generated> {
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
    // The bench's own table: a write to it before each request moves the change marker (see the top of scale.ts).
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
