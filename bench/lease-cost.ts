/**
 * `npm run bench:lease-cost` (PostgreSQL; docs/scaling.md, "Leases in a table of their own"): what a claim and a
 * recorded success cost PostgreSQL as the engine writes them today, against the same work with the leases kept in a
 * table of their own, timed alone before building it. 20,000 pending deliveries of one webhook in a freshly migrated
 * schema, statements of 512 ids from one client; wall time a delivery, rounds alternating the variants' order,
 * medians (with the range). A variant with `fillfactor` 70 and no `deliveries_leased` runs on a second schema: there
 * a claim's update may be HOT (its columns in no index).
 */
import pg from 'pg';
import { openStore } from '../src/db/database.js';
import { registerWebhook } from '../src/webhooks/service.js';
import { createWorkspace } from '../src/workspaces/service.js';
import { freshSchema, POSTGRES } from './store.js';

const N = Number(process.env['BENCH_DELIVERIES'] ?? 20_000);
const BATCH = 512;
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const LEASE = 'bench-owner';

/** A migrated schema with one webhook, a lease table beside it, and a client on it. */
async function prepare(hot: boolean) {
  const fresh = await freshSchema(POSTGRES, 'lease_cost', true);
  const store = openStore(fresh.url);
  await store.migrate();
  const workspace = await createWorkspace(store.db, { slug: `lease-cost-${process.pid}-${hot ? 'hot' : 'plain'}`, currency: 'USD' });
  const webhook = await registerWebhook(store.db, workspace.id, { url: 'http://127.0.0.1:9/hook', events: ['*'] }, true);
  const client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  await client.query('create table delivery_leases (id text primary key, webhook_id integer not null, owner text not null, until bigint not null)');
  await client.query('create index delivery_leases_webhook on delivery_leases (webhook_id)');
  if (hot) {
    await client.query('drop index deliveries_leased');
    await client.query('alter table deliveries set (fillfactor = 70)');
  }
  const close = async () => {
    await client.end();
    await store.close();
    await fresh.drop();
  };
  return { client, workspaceId: workspace.id, webhookId: webhook.id, close };
}
type Schema = Awaited<ReturnType<typeof prepare>>;

const idOf = (n: number) => `msg_${String(n).padStart(26, '0')}`;

/** N pending deliveries, unleased, in a table just vacuumed and analysed. */
async function load({ client, workspaceId, webhookId }: Schema): Promise<void> {
  await client.query('truncate deliveries, events, delivery_attempts, delivery_tallies, delivery_leases restart identity');
  const events = await client.query<{ id: number }>(
    `insert into events (workspace_id, name, data, created_at) select $1, 'order.paid', '{}', '2026-01-01 00:00:00' from generate_series(1, $2) returning id`,
    [workspaceId, N],
  );
  await client.query(
    `insert into deliveries (id, workspace_id, event_id, webhook_id, event_name, status, attempts, next_attempt_at, created_at, attempt_budget, test)
      select 'msg_' || lpad(e::text, 26, '0'), $1, e, $2, 'order.paid', 'pending', 0, 1000, '2026-01-01 00:00:00', 5, 0 from unnest($3::int[]) e`,
    [workspaceId, webhookId, events.rows.map((r) => r.id)],
  );
  await client.query('vacuum analyze deliveries');
  await client.query('vacuum analyze delivery_leases');
}

const claimUpdate = `update deliveries set lease_owner = '${LEASE}', lease_until = 99999 where id = any($1) and (status || '') = 'pending' and (lease_until is null or lease_until < 5000) returning *`;
const claimInsert = `insert into delivery_leases (id, webhook_id, owner, until) select id, webhook_id, '${LEASE}', 99999 from deliveries where id = any($1) and (status || '') = 'pending'
  on conflict (id) do update set owner = excluded.owner, until = excluded.until where delivery_leases.until < 5000 returning id`;
const succeed = (leaseColumns: boolean) =>
  `update deliveries set status = 'succeeded', attempts = 1, completed_at = '2026-01-01 00:00:00', last_attempt_at = '2026-01-01 00:00:00', last_status_code = 200
    ${leaseColumns ? ', lease_owner = null, lease_until = null' : ''} where id = any($1) and status = 'pending'`;

/** Each variant: its statements for one batch of ids, and what it needs done before (a claim before a record). */
interface Variant {
  readonly name: string;
  readonly hot?: boolean;
  readonly before?: (c: pg.Client, ids: string[]) => Promise<unknown>;
  readonly run: (c: pg.Client, ids: string[]) => Promise<unknown>;
}
const VARIANTS: Variant[] = [
  { name: 'claim: update deliveries (today)', run: (c, ids) => c.query(claimUpdate, [ids]) },
  { name: 'claim: the same, fillfactor 70, no deliveries_leased', hot: true, run: (c, ids) => c.query(claimUpdate, [ids]) },
  { name: 'claim: insert into delivery_leases', run: (c, ids) => c.query(claimInsert, [ids]) },
  { name: 'claim: that insert, then read the deliveries', run: async (c, ids) => [await c.query(claimInsert, [ids]), await c.query('select * from deliveries where id = any($1)', [ids])] },
  { name: 'record a success: update deliveries (today)', before: (c, ids) => c.query(claimUpdate, [ids]), run: (c, ids) => c.query(succeed(true), [ids]) },
  {
    name: 'record a success: update deliveries, delete the lease',
    before: (c, ids) => c.query(claimInsert, [ids]),
    run: async (c, ids) => [await c.query(succeed(false), [ids]), await c.query('delete from delivery_leases where id = any($1)', [ids])],
  },
];

/** µs a delivery of `variant` over the N deliveries, in batches (its `before` done untimed first). */
async function time(schema: Schema, variant: Variant): Promise<number> {
  await load(schema);
  const batches: string[][] = [];
  for (let at = 1; at <= N; at += BATCH) batches.push(Array.from({ length: Math.min(BATCH, N - at + 1) }, (_, k) => idOf(at + k)));
  if (variant.before) for (const ids of batches) await variant.before(schema.client, ids);
  const start = process.hrtime.bigint();
  for (const ids of batches) await variant.run(schema.client, ids);
  return Number(process.hrtime.bigint() - start) / 1000 / N;
}

async function main(): Promise<void> {
  const plain = await prepare(false);
  const hot = await prepare(true);
  try {
    const results = new Map<string, number[]>(VARIANTS.map((v) => [v.name, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = round % 2 === 1 ? VARIANTS : [...VARIANTS].reverse();
      for (const variant of order) results.get(variant.name)?.push(await time(variant.hot ? hot : plain, variant));
    }
    for (const [name, values] of results) {
      const sorted = [...values].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      console.log(`${name}: ${median.toFixed(1)} µs a delivery (${(sorted[0] ?? 0).toFixed(1)}–${(sorted.at(-1) ?? 0).toFixed(1)})`);
    }
  } finally {
    await plain.close();
    await hot.close();
  }
}

await main();
