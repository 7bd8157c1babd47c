import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/schema';

// Every change to registrations (insert, update, delete, by any instance) is counted by the database in the
// statement that makes it:
// - `total` stays the number of rows per program, also when a row is deleted or moves to another program;
// - `version` grows with every change to a program's rows, so the first-page cache (speed/first-page-cache.ts)
//   can tell that a page changed even when the total did not (a delete and an insert, or an edit).
// Code that changes registrations has nothing to call: it cannot change a row without counting it.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await sql`alter table program_counts add column version integer not null default 0`.execute(db);

  if (engine === 'sqlite') {
    // Row triggers: each touches one of four rows already in the page cache.
    await sql`drop trigger registrations_count`.execute(db);
    await sql`create trigger registrations_count after insert on registrations begin
      update program_counts set total = total + 1, version = version + 1 where program = new.program;
    end`.execute(db);
    await sql`create trigger registrations_uncount after delete on registrations begin
      update program_counts set total = total - 1, version = version + 1 where program = old.program;
    end`.execute(db);
    await sql`create trigger registrations_recount after update on registrations begin
      update program_counts set total = total - 1, version = version + 1 where program = old.program;
      update program_counts set total = total + 1, version = version + 1 where program = new.program;
    end`.execute(db);
    return;
  }

  // PostgreSQL: once per statement, from its transition tables, so a batch of rows costs one update.
  await sql`create or replace function registrations_count() returns trigger language plpgsql as $$
    begin
      update program_counts c set total = c.total + a.added, version = c.version + 1
        from (select program, count(*) as added from added_rows group by program) a
        where c.program = a.program;
      return null;
    end
  $$`.execute(db);
  await sql`create function registrations_uncount() returns trigger language plpgsql as $$
    begin
      update program_counts c set total = c.total - r.removed, version = c.version + 1
        from (select program, count(*) as removed from removed_rows group by program) r
        where c.program = r.program;
      return null;
    end
  $$`.execute(db);
  await sql`create function registrations_recount() returns trigger language plpgsql as $$
    begin
      update program_counts c set total = c.total + d.delta, version = c.version + 1
        from (
          select program, sum(delta) as delta from (
            select program, -1 as delta from removed_rows
            union all
            select program, 1 as delta from added_rows
          ) moves group by program
        ) d
        where c.program = d.program;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger registrations_uncount after delete on registrations
    referencing old table as removed_rows for each statement execute function registrations_uncount()`.execute(db);
  await sql`create trigger registrations_recount after update on registrations
    referencing old table as removed_rows new table as added_rows
    for each statement execute function registrations_recount()`.execute(db);
}
