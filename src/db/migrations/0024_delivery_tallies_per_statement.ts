/**
 * Migration 0024 (PostgreSQL): delivery tallies written once a statement, not once a row.
 *
 * 0013's row triggers called a PL/pgSQL function and inserted two tally rows (-1 for the old status, +1 for the new)
 * for every delivery whose status changed: a recorded batch of 32 attempts wrote 64 tally rows and their index
 * entries. Statement triggers with transition tables add one row per workspace, webhook and status that the
 * statement changed, summed (a batch of successes: two rows), and the delivery log reads the same sums (tallies.ts).
 * Recording cost 55.1 → 44.6 µs a delivery on PostgreSQL (20,000 deliveries claimed and recorded in batches of 32,
 * medians of 3, alternating, 2026-12-05). A statement trigger cannot name its columns, so every UPDATE of deliveries runs it
 * (a claim too: it finds no status changed, and adds nothing). SQLite keeps 0021's in-place row triggers.
 *
 * Frozen: it imports nothing of the live code, and says today what it creates.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export function migration(dialect: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      // In the migrator's transaction (PostgreSQL's DDL is transactional): no change goes uncounted meanwhile.
      await sql`drop trigger deliveries_tally_update on deliveries`.execute(db);
      await sql`drop trigger deliveries_tally on deliveries`.execute(db);
      await sql`drop function cw_delivery_tally()`.execute(db);
      await sql`create function cw_delivery_tally_changes() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' then
            -- Each row's new key counts +1 and its old key -1, summed per key: a row whose status did not change
            -- cancels out. No join of the two tables (unindexed, unknown to the planner: a nested loop over both
            -- took seconds for the few thousand leases of a worker given back at once).
            insert into delivery_tallies (workspace_id, webhook_id, status, n)
            select workspace_id, webhook_id, status, sum(n) from (
                select workspace_id, webhook_id, status, 1 as n from new_rows
                union all
                select workspace_id, webhook_id, status, -1 from old_rows
              ) changes
            group by workspace_id, webhook_id, status having sum(n) <> 0;
          elsif tg_op = 'INSERT' then
            insert into delivery_tallies (workspace_id, webhook_id, status, n)
            select workspace_id, webhook_id, status, count(*) from new_rows group by workspace_id, webhook_id, status;
          else
            insert into delivery_tallies (workspace_id, webhook_id, status, n)
            select workspace_id, webhook_id, status, -count(*) from old_rows group by workspace_id, webhook_id, status;
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger deliveries_tally_update after update on deliveries referencing old table as old_rows new table as new_rows
        for each statement execute function cw_delivery_tally_changes()`.execute(db);
      await sql`create trigger deliveries_tally_insert after insert on deliveries referencing new table as new_rows
        for each statement execute function cw_delivery_tally_changes()`.execute(db);
      await sql`create trigger deliveries_tally_delete after delete on deliveries referencing old table as old_rows
        for each statement execute function cw_delivery_tally_changes()`.execute(db);
    },
  };
}
