/**
 * PostgreSQL's rate-limit counting (migration 0008), in the database so a hit is one round trip while its bucket
 * is locked. Each bucket keeps its live count in `rate_limit_counts`; a hit deletes its bucket's expired log rows
 * (each row is deleted once: O(1) amortised) instead of counting the window, which grew with the limit. Every
 * change to a bucket's rows and count happens under that bucket's advisory lock, so the count stays exact.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';

const FUNCTIONS = [
  sql`create table rate_limit_counts (bucket text primary key, used bigint not null)`,
  sql`create function cw_rate_limit_hit(p_bucket text, p_limit bigint, p_since bigint, p_now bigint, out o_used bigint, out o_oldest bigint, out o_allowed boolean)
language plpgsql as $fn$
declare
  v_gone bigint;
begin
  perform pg_advisory_xact_lock(hashtext(p_bucket));
  delete from rate_limit_hits h where h.bucket = p_bucket and h.at_ms <= p_since;
  get diagnostics v_gone = row_count;
  select c.used - v_gone into o_used from rate_limit_counts c where c.bucket = p_bucket;
  if not found then
    -- First hit since the bucket was swept (or rows from before this migration): count what is live, once.
    select count(*) into o_used from rate_limit_hits h where h.bucket = p_bucket;
    insert into rate_limit_counts (bucket, used) values (p_bucket, o_used);
  end if;
  o_allowed := o_used < p_limit;
  if o_allowed then
    insert into rate_limit_hits (bucket, at_ms) values (p_bucket, p_now);
    o_used := o_used + 1;
  end if;
  update rate_limit_counts c set used = o_used where c.bucket = p_bucket;
  select min(h.at_ms) into o_oldest from rate_limit_hits h where h.bucket = p_bucket;
end
$fn$`,
  sql`create function cw_rate_limit_release(p_bucket text) returns void
language plpgsql as $fn$
begin
  perform pg_advisory_xact_lock(hashtext(p_bucket));
  -- The table has no key of its own: PostgreSQL's row address picks the one newest row.
  delete from rate_limit_hits where ctid = (select ctid from rate_limit_hits h where h.bucket = p_bucket order by h.at_ms desc limit 1);
  if found then
    update rate_limit_counts c set used = c.used - 1 where c.bucket = p_bucket;
  end if;
end
$fn$`,
  sql`create function cw_rate_limit_sweep(p_since bigint) returns void
language plpgsql as $fn$
declare
  v_bucket text;
  v_gone bigint;
begin
  -- Buckets nobody hit for a while: their expired rows go, and their count with the last of them.
  for v_bucket in select distinct h.bucket from rate_limit_hits h where h.at_ms <= p_since order by 1 loop
    perform pg_advisory_xact_lock(hashtext(v_bucket));
    delete from rate_limit_hits h where h.bucket = v_bucket and h.at_ms <= p_since;
    get diagnostics v_gone = row_count;
    update rate_limit_counts c set used = c.used - v_gone where c.bucket = v_bucket;
  end loop;
  delete from rate_limit_counts c where c.used <= 0 and not exists (select 1 from rate_limit_hits h where h.bucket = c.bucket);
end
$fn$`,
];

/**
 * The sweep (migrations 0010 and 0017 differ only in the order it takes the buckets' locks and in how it forgets
 * the counts of emptied buckets): each bucket's rows go by its own window, under its advisory lock.
 */
function sweepFunction(create: 'create' | 'create or replace', order: string, forgetEmpty: string): RawBuilder<unknown> {
  return sql.raw(`${create} function cw_rate_limit_sweep(p_now bigint) returns void
language plpgsql as $fn$
declare
  v_bucket text;
  v_gone bigint;
begin
  -- Only the rows each bucket's own window has outlived go, and a bucket's count with the last of them.
  for v_bucket in select c.bucket from rate_limit_counts c
      where exists (select 1 from rate_limit_hits h where h.bucket = c.bucket and h.at_ms <= p_now - c.window_ms) ${order} loop
    perform pg_advisory_xact_lock(hashtext(v_bucket));
    delete from rate_limit_hits h using rate_limit_counts c
      where c.bucket = v_bucket and h.bucket = v_bucket and h.at_ms <= p_now - c.window_ms;
    get diagnostics v_gone = row_count;
    update rate_limit_counts c set used = c.used - v_gone where c.bucket = v_bucket;
  end loop;
  ${forgetEmpty};
end
$fn$`);
}

// Migration 0010: each bucket remembers its window, and the sweep forgets a bucket's rows by that window only
// (docs/concepts.md, Rate limits; the rule is stated once in src/rate-limit/store.ts: a hit at t is forgotten once t + window <= now).
// The sweep took the window of whichever bucket triggered it: a 15-minute sign-in lockout was gone in a minute.
const OWN_WINDOWS = [
  // Buckets counted before this migration keep their rows a day, the longest window any bucket has.
  sql`alter table rate_limit_counts add column window_ms bigint not null default 86400000`,
  sql`create or replace function cw_rate_limit_hit(p_bucket text, p_limit bigint, p_since bigint, p_now bigint, out o_used bigint, out o_oldest bigint, out o_allowed boolean)
language plpgsql as $fn$
declare
  v_gone bigint;
begin
  perform pg_advisory_xact_lock(hashtext(p_bucket));
  delete from rate_limit_hits h where h.bucket = p_bucket and h.at_ms <= p_since;
  get diagnostics v_gone = row_count;
  select c.used - v_gone into o_used from rate_limit_counts c where c.bucket = p_bucket;
  if not found then
    select count(*) into o_used from rate_limit_hits h where h.bucket = p_bucket;
    insert into rate_limit_counts (bucket, used, window_ms) values (p_bucket, o_used, p_now - p_since);
  end if;
  o_allowed := o_used < p_limit;
  if o_allowed then
    insert into rate_limit_hits (bucket, at_ms) values (p_bucket, p_now);
    o_used := o_used + 1;
  end if;
  update rate_limit_counts c set used = o_used, window_ms = greatest(c.window_ms, p_now - p_since) where c.bucket = p_bucket;
  select min(h.at_ms) into o_oldest from rate_limit_hits h where h.bucket = p_bucket;
end
$fn$`,
  sql`drop function cw_rate_limit_sweep(bigint)`,
  sweepFunction('create', 'order by 1', 'delete from rate_limit_counts c where c.used <= 0 and not exists (select 1 from rate_limit_hits h where h.bucket = c.bucket)'),
];

// Migration 0016: the counters are UNLOGGED (a hit writes no WAL, so its commit waits for no disk flush: the
// counters of a rolling minute are not worth a flush per request, and a crash only forgets the current windows, as
// Redis without persistence does), and a request's two budgets are judged in one statement: the client address's
// failed authentications (read only) and, when they allow, the key's window.
const ONE_STATEMENT = [
  sql`alter table rate_limit_hits set unlogged`,
  sql`alter table rate_limit_counts set unlogged`,
  sql`create function cw_rate_limit_guarded_hit(p_guard text, p_guard_limit bigint, p_bucket text, p_limit bigint, p_since bigint, p_now bigint,
    out o_refused boolean, out o_used bigint, out o_oldest bigint, out o_allowed boolean)
language plpgsql as $fn$
begin
  select count(*), min(h.at_ms) into o_used, o_oldest from rate_limit_hits h where h.bucket = p_guard and h.at_ms > p_since;
  o_refused := o_used >= p_guard_limit;
  if o_refused then
    o_allowed := false;
    return;
  end if;
  select h.o_used, h.o_oldest, h.o_allowed into o_used, o_oldest, o_allowed from cw_rate_limit_hit(p_bucket, p_limit, p_since, p_now) h;
end
$fn$`,
];

// Migration 0017: the guarded hits of many requests in one statement (one round trip for a turn of the event loop's
// requests, rate-limit/postgres.ts). A batch holds several buckets' advisory locks at once, so every function that
// does takes them in one order, the locks' own (hashtext, then the name: two names can share a lock), and the sweep
// is replaced to take them in that order too; then two processes' batches and the sweep never wait on each other
// in a cycle. A bucket's hits in one batch keep their arrival order. The sweep's last delete skips counts rows a
// batch holds, instead of waiting for them while holding buckets' locks of its own.
const MANY_IN_ONE_STATEMENT = [
  sql`create function cw_rate_limit_guarded_hits(p_guards text[], p_guard_limits bigint[], p_buckets text[], p_limits bigint[],
    p_since bigint[], p_now bigint[])
  returns table (o_index bigint, o_refused boolean, o_used bigint, o_oldest bigint, o_allowed boolean)
language plpgsql as $fn$
declare
  r record;
begin
  for r in select u.* from unnest(p_guards, p_guard_limits, p_buckets, p_limits, p_since, p_now) with ordinality as u(g, gl, b, l, s, n, ord)
      order by hashtext(u.b), u.b, u.ord loop
    select h.o_refused, h.o_used, h.o_oldest, h.o_allowed into o_refused, o_used, o_oldest, o_allowed
      from cw_rate_limit_guarded_hit(r.g, r.gl, r.b, r.l, r.s, r.n) h;
    o_index := r.ord;
    return next;
  end loop;
end
$fn$`,
  sweepFunction(
    'create or replace',
    'order by hashtext(c.bucket), c.bucket',
    `delete from rate_limit_counts c where c.bucket in (
    select d.bucket from rate_limit_counts d
    where d.used <= 0 and not exists (select 1 from rate_limit_hits h where h.bucket = d.bucket) for update skip locked)`,
  ),
];

/** Migration 0017 on PostgreSQL: many requests' guarded hits in one statement. */
export async function judgeManyInOneStatement(db: Kysely<unknown>): Promise<void> {
  for (const statement of MANY_IN_ONE_STATEMENT) await statement.execute(db);
}

/** Migration 0016 on PostgreSQL: unlogged counters, and the guarded hit in one statement. */
export async function judgeInOneStatement(db: Kysely<unknown>): Promise<void> {
  for (const statement of ONE_STATEMENT) await statement.execute(db);
}

/** Migration 0010 on PostgreSQL: every bucket is swept by its own window. */
export async function keepOwnWindows(db: Kysely<unknown>): Promise<void> {
  for (const statement of OWN_WINDOWS) await statement.execute(db);
}

/** Migration 0008 on PostgreSQL (SQLite keeps its counters in the process or in Redis). */
export async function createRateLimitFunctions(db: Kysely<unknown>): Promise<void> {
  for (const statement of FUNCTIONS) await statement.execute(db);
}
