/**
 * Migration 0013: what keeps reads flat as a workspace grows. Tallies (order counts by status and day, delivery
 * counts by webhook and status) kept by triggers in the writing transaction, so no writer can forget them; the
 * indexes the delivery log, the claim and the analytics windows walk. See tallies.ts for how they are read.
 */
import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * The tally rows of the orders `r` names (the trigger's `new` or `old` row, or the whole table for the backfill), one
 * part per measure; a null bucket (an order never paid or refunded) is no part.
 */
function orderParts(r: 'new' | 'old' | 'orders'): RawBuilder<unknown> {
  const from = sql.raw(r === 'orders' ? ' from orders' : '');
  const c = (column: string) => sql.raw(`${r}.${column}`);
  return sql`select ${c('workspace_id')} as workspace_id, 'status' as measure, ${c('status')} as bucket, '' as currency, 0 as cents${from}
      union all select ${c('workspace_id')}, 'placed', substr(${c('created_at')}, 1, 10), '', 0${from}
      union all select ${c('workspace_id')}, 'paid', substr(${c('paid_at')}, 1, 10), ${c('currency')}, ${c('total_cents')}${from}
      union all select ${c('workspace_id')}, 'refunded', substr(${c('refunded_at')}, 1, 10), ${c('currency')}, ${c('total_cents')}${from}`;
}

/** What an order adds to its tallies, for `row` = new (with sign 1) or old (with sign -1). */
function orderContributions(row: 'new' | 'old', sign: 1 | -1): RawBuilder<unknown> {
  const s = sql.raw(String(sign));
  return sql`insert into order_tallies (workspace_id, measure, bucket, currency, n, cents)
    select workspace_id, measure, bucket, currency, ${s}, ${s} * cents from (${orderParts(row)}) parts where bucket is not null`;
}

const deliveryContribution = (row: 'new' | 'old', sign: 1 | -1): RawBuilder<unknown> =>
  sql`insert into delivery_tallies (workspace_id, webhook_id, status, n) values (${sql.raw(row)}.workspace_id, ${sql.raw(row)}.webhook_id, ${sql.raw(row)}.status, ${sql.raw(String(sign))})`;

const ORDER_COLUMNS = 'status, created_at, paid_at, refunded_at, currency, total_cents';
const orderChanged = (distinct: string) =>
  ORDER_COLUMNS.split(', ')
    .map((column) => `old.${column} ${distinct} new.${column}`)
    .join(' or ');

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create trigger orders_tally_insert after insert on orders begin ${orderContributions('new', 1)}; end`,
    sql`create trigger orders_tally_update after update of ${sql.raw(ORDER_COLUMNS)} on orders when ${sql.raw(orderChanged('is not'))}
      begin ${orderContributions('old', -1)}; ${orderContributions('new', 1)}; end`,
    sql`create trigger orders_tally_delete after delete on orders begin ${orderContributions('old', -1)}; end`,
    sql`create trigger deliveries_tally_insert after insert on deliveries begin ${deliveryContribution('new', 1)}; end`,
    sql`create trigger deliveries_tally_update after update of status on deliveries when old.status is not new.status
      begin ${deliveryContribution('old', -1)}; ${deliveryContribution('new', 1)}; end`,
    sql`create trigger deliveries_tally_delete after delete on deliveries begin ${deliveryContribution('old', -1)}; end`,
  ];
  for (const statement of statements) await statement.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const fn = (name: string, forOld: RawBuilder<unknown>, forNew: RawBuilder<unknown>) =>
    sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${forOld}; end if;
        if tg_op <> 'DELETE' then ${forNew}; end if;
        return null;
      end $$`;
  const statements = [
    fn('cw_order_tally', orderContributions('old', -1), orderContributions('new', 1)),
    sql`create trigger orders_tally after insert or delete on orders for each row execute function cw_order_tally()`,
    sql`create trigger orders_tally_update after update of ${sql.raw(ORDER_COLUMNS)} on orders
      for each row when (${sql.raw(orderChanged('is distinct from'))}) execute function cw_order_tally()`,
    fn('cw_delivery_tally', deliveryContribution('old', -1), deliveryContribution('new', 1)),
    sql`create trigger deliveries_tally after insert or delete on deliveries for each row execute function cw_delivery_tally()`,
    sql`create trigger deliveries_tally_update after update of status on deliveries
      for each row when (old.status is distinct from new.status) execute function cw_delivery_tally()`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Migration 0013 for `dialect`. */
export function migration(dialect: Dialect): Migration {
  const id = dialect === 'sqlite' ? 'integer primary key autoincrement' : 'bigserial primary key';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create table order_tallies (id ${sql.raw(id)}, workspace_id integer not null, measure text not null, bucket text not null,
        currency text not null, n integer not null, cents bigint not null)`.execute(db);
      await sql`create index order_tallies_key on order_tallies (workspace_id, measure, bucket)`.execute(db);
      await sql`create table delivery_tallies (id ${sql.raw(id)}, workspace_id integer not null, webhook_id integer not null, status text not null, n integer not null)`.execute(db);
      await sql`create index delivery_tallies_key on delivery_tallies (workspace_id, webhook_id, status)`.execute(db);
      // What is already stored, tallied once.
      await sql`insert into order_tallies (workspace_id, measure, bucket, currency, n, cents)
        select workspace_id, measure, bucket, currency, count(*), sum(cents) from (${orderParts('orders')}) parts
        where bucket is not null group by workspace_id, measure, bucket, currency`.execute(db);
      await sql`insert into delivery_tallies (workspace_id, webhook_id, status, n)
        select workspace_id, webhook_id, status, count(*) from deliveries group by workspace_id, webhook_id, status`.execute(db);
      await (dialect === 'sqlite' ? sqliteTriggers(db) : postgresTriggers(db));
      if (dialect === 'postgres') {
        // Folding deletes rows all the time; until they are vacuumed a count walks their dead index entries.
        // Small tables: vacuum them after a few thousand changes, not after a fifth of the table as by default.
        for (const table of ['order_tallies', 'delivery_tallies']) {
          await sql`alter table ${sql.table(table)} set (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 5000)`.execute(db);
        }
      }

      // The delivery log walks a webhook's deliveries newest first, all of them or in one status; the claim walks
      // each webhook's due ones; the in-flight count reads only leased rows. These replace (webhook_id, status)
      // and (webhook_id, created_at), which they begin with.
      await sql`create index deliveries_log on deliveries (webhook_id, created_at, event_id, id)`.execute(db);
      await sql`create index deliveries_log_status on deliveries (webhook_id, status, created_at, event_id, id)`.execute(db);
      await sql`create index deliveries_webhook_due on deliveries (webhook_id, status, next_attempt_at, event_id)`.execute(db);
      await sql`create index deliveries_leased on deliveries (webhook_id) where lease_owner is not null`.execute(db);
      await sql`drop index deliveries_webhook`.execute(db);
      await sql`drop index deliveries_webhook_created`.execute(db);
      // The analytics windows of what is not tallied.
      await sql`create index subscriptions_created on subscriptions (workspace_id, created_at)`.execute(db);
      await sql`create index subscriptions_canceled on subscriptions (workspace_id, canceled_at)`.execute(db);
      await sql`create index members_joined on members (workspace_id, joined_at)`.execute(db);
    },
  };
}
