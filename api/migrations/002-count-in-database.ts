import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/schema';

// The per-program totals are kept by the database itself, in the statement that inserts the rows: an insert
// is then one statement (one round trip, and on SQLite one message to its thread) whatever it adds, and no
// code path can add a registration without counting it. Rows skipped by ON CONFLICT are not counted.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    // SQLite has row triggers only; the update touches one of four rows already in the page cache.
    await sql`create trigger registrations_count after insert on registrations begin
      update program_counts set total = total + 1 where program = new.program;
    end`.execute(db);
    return;
  }
  // PostgreSQL: once per statement, from its transition table, so a batch of rows costs one update.
  await sql`create function registrations_count() returns trigger language plpgsql as $$
    begin
      update program_counts c set total = c.total + a.added
        from (select program, count(*) as added from added_rows group by program) a
        where c.program = a.program;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger registrations_count after insert on registrations
    referencing new table as added_rows for each statement execute function registrations_count()`.execute(db);
}
