import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/schema';

// Registrations worked by a team (docs/contract.md "A workspace for a team"):
// - `version` on every registration, +1 on every change (If-Match, 412);
// - an assignee and a follow-up date, with partial indexes: a public registration has neither, so the
//   insert path pays nothing for them;
// - `registration_activity`: every note, status change, assignment and follow-up date with who and when.
//   A registration's creation is not written there (it would double the cost of every public insert): the
//   repository reads it from the registration itself;
// - an index on the phone, for the duplicates a registration carries;
// - the day counts (`registration_days`, migration 004) by the institute's day rather than UTC's. The
//   offset comes from `tz_offsets` (periods of a fixed offset, written by the API at start for TIME_ZONE:
//   repositories/time-zone-days.ts), looked up in SQL by the same triggers, so half-hour offsets and clock
//   changes count right on both engines. Empty, it is UTC, as before.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const key = engine === 'postgres' ? sql`text collate "C"` : sql`text`;

  await db.schema
    .alterTable('registrations')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('registrations').addColumn('assignee_id', 'text').execute();
  await db.schema.alterTable('registrations').addColumn('assignee_name', 'text').execute();
  await db.schema.alterTable('registrations').addColumn('follow_up_at', key).execute();
  await sql`create index registrations_phone on registrations (phone)`.execute(db);
  // `assignee=<id>&due=…`, newest first: a walk of one person's rows in id order, the follow-up checked in the
  // index, rather than reading and sorting all of one person's overdue rows, as an index on (assignee_id,
  // follow_up_at) did (docs/decisions/2026-12-07-figures-out-of-comments.md). Only assigned rows are in it,
  // so a public registration does not touch it.
  await sql`create index registrations_assignee on registrations (assignee_id, id, follow_up_at) where assignee_id is not null`.execute(
    db,
  );
  await sql`create index registrations_follow_up on registrations (follow_up_at) where follow_up_at is not null`.execute(
    db,
  );

  await db.schema
    .createTable('registration_activity')
    .addColumn('id', key, (c) => c.primaryKey())
    .addColumn('registration_id', key, (c) => c.notNull())
    .addColumn('at', key, (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('registration_activity_registration')
    .on('registration_activity')
    .columns(['registration_id', 'id'])
    .execute();

  await db.schema
    .createTable('tz_offsets')
    .addColumn('since', key, (c) => c.primaryKey())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .execute();

  if (engine === 'sqlite') await sqliteUp(db);
  else await postgresUp(db);
}

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  const day = (row: string) =>
    sql.raw(
      `substr(datetime(${row}.created_at, coalesce((select minutes from tz_offsets where since <= ${row}.created_at order by since desc limit 1), 0) || ' minutes'), 1, 10)`,
    );
  await sql`drop trigger registrations_index`.execute(db);
  await sql`create trigger registrations_index after insert on registrations begin
    insert into registration_days (day, program, total) values (${day('new')}, new.program, 1)
      on conflict (day, program) do update set total = total + 1;
    insert into search_pending (id) values (new.id);
  end`.execute(db);
  await sql`drop trigger registrations_unindex`.execute(db);
  await sql`create trigger registrations_unindex after delete on registrations begin
    update registration_days set total = total - 1 where day = ${day('old')} and program = old.program;
    delete from search_pending where id = old.id;
    delete from registrations_search where rowid in (
      select rowid from registrations_search where text like '%' || old.email || '%' and id = old.id
    );
    delete from registration_activity where registration_id = old.id;
  end`.execute(db);
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  // The institute's day of a UTC ISO 8601 text (a zone in the text is ignored by ::timestamp: it is UTC).
  await sql`create function local_day(created_at text) returns text language sql stable as $$
    select to_char(created_at::timestamp + make_interval(mins => coalesce(
      (select minutes from tz_offsets where since <= created_at collate "C" order by since desc limit 1), 0)), 'YYYY-MM-DD')
  $$`.execute(db);
  await sql`create or replace function registrations_index() returns trigger language plpgsql as $$
    begin
      insert into registration_days (day, program, total)
        select local_day(created_at), program, count(*) from added_rows group by 1, 2
        on conflict (day, program) do update set total = registration_days.total + excluded.total;
      return null;
    end
  $$`.execute(db);
  await sql`create or replace function registrations_unindex() returns trigger language plpgsql as $$
    begin
      update registration_days d set total = d.total - r.removed
        from (select local_day(created_at) as day, program, count(*) as removed from removed_rows group by 1, 2) r
        where d.day = r.day and d.program = r.program;
      delete from registration_activity where registration_id in (select id from removed_rows);
      return null;
    end
  $$`.execute(db);
}
