import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/schema';

// SQLite: what a registration costs its search index, made smaller, so that registrations are as fast as before it existed.
// - No note per insert. Migration 006 had every insert write its id to `search_pending`, and each batch of the
//   catch-up read and delete those ids, a large share of an insert's cost (the figures:
//   docs/decisions/2026-11-27-search-index-in-batches.md, measured by bench/api/sql-costs.mjs). Registrations are stored in id order (migration 001) and the API's ids grow
//   (src/db/ids.ts), so the catch-up now walks the registrations past a mark instead: `search_indexed.last`,
//   the highest id indexed. A row stored below the mark (the seed script's back-dated rows, or a clock set
//   back between two runs) is still noted in `search_pending` by the trigger, which costs a live registration
//   one look at a one-row table.
// - `columnsize=0`: no per-row token count (a second b-tree write per row); only ranking reads it, and the
//   search does not rank.
// PostgreSQL keeps its index in the insert itself (GIN's pending list, migration 004): nothing changes there.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return;
  const day = (row: string) =>
    sql.raw(
      `substr(datetime(${row}.created_at, coalesce((select minutes from tz_offsets where since <= ${row}.created_at order by since desc limit 1), 0) || ' minutes'), 1, 10)`,
    );

  await sql`drop trigger registrations_index`.execute(db);
  await sql`drop table registrations_search`.execute(db);
  await sql`delete from search_pending`.execute(db);
  await sql`create virtual table registrations_search using fts5(text, id unindexed, tokenize = 'trigram', detail = none, columnsize = 0)`.execute(
    db,
  );
  await sql`insert into registrations_search (text, id) select full_name || ' ' || email || ' ' || phone, id from registrations`.execute(
    db,
  );
  await sql`create table search_indexed (last text not null)`.execute(db);
  await sql`insert into search_indexed (last) select coalesce(max(id), '') from registrations`.execute(db);

  await sql`create trigger registrations_index after insert on registrations begin
    insert into registration_days (day, program, total) values (${day('new')}, new.program, 1)
      on conflict (day, program) do update set total = total + 1;
    insert into search_pending (id) select new.id where new.id <= (select last from search_indexed);
  end`.execute(db);
}
