import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/schema';
import { uuidv7 } from '../src/db/ids';

// The staff workspace (docs/contract.md): follow-up status and note, erasure, search, the timeline, the
// message inbox, the newsletter list and the audit log.
//
// What the database keeps for itself, with its own triggers beside migration 003's counting ones, in the
// statement that changes the rows, so that no code path can forget it:
// - registration_days: registrations per UTC day and program, so a year's timeline reads at most 1,464
//   rows whatever the table size;
// - the search index: SQLite's FTS5 trigram table (a substring search without scanning the table, whose one
//   thread serves every query; figures in docs/decisions/2026-12-07-figures-out-of-comments.md), PostgreSQL's
//   pg_trgm GIN index over the same text.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const key = engine === 'postgres' ? sql`text collate "C"` : sql`text`;

  await db.schema
    .alterTable('registrations')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('registrations')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('registrations_status_id').on('registrations').columns(['status', 'id']).execute();

  await db.schema
    .createTable('registration_days')
    .addColumn('day', key, (c) => c.notNull())
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('registration_days_pkey', ['day', 'program'])
    .execute();
  await sql`insert into registration_days (day, program, total)
    select substr(created_at, 1, 10), program, count(*) from registrations group by substr(created_at, 1, 10), program`.execute(
    db,
  );

  await db.schema
    .alterTable('contact_messages')
    .addColumn('handled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Subscribers were keyed by email alone; the staff list pages by a time-ordered id like every other list.
  await db.schema.alterTable('newsletter_subscribers').addColumn('id', key).execute();
  const subscribers = await sql<{
    email: string;
    created_at: string;
  }>`select email, created_at from newsletter_subscribers order by created_at`.execute(db);
  for (const { email, created_at } of subscribers.rows) {
    await sql`update newsletter_subscribers set id = ${uuidv7(Date.parse(created_at)).id} where email = ${email}`.execute(
      db,
    );
  }
  await db.schema.createIndex('newsletter_subscribers_id').unique().on('newsletter_subscribers').column('id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', key, (c) => c.primaryKey())
    .addColumn('at', key, (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .execute();

  if (engine === 'sqlite') await sqliteUp(db);
  else await postgresUp(db);
}

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  // A regular FTS5 table (it keeps its own copy of the text and the id): the registrations table has no
  // integer rowid for an external-content table to point at.
  await sql`create virtual table registrations_search using fts5(text, id unindexed, tokenize = 'trigram')`.execute(db);
  await sql`insert into registrations_search (text, id)
    select full_name || ' ' || email || ' ' || phone, id from registrations`.execute(db);

  await sql`create trigger registrations_index after insert on registrations begin
    insert into registration_days (day, program, total) values (substr(new.created_at, 1, 10), new.program, 1)
      on conflict (day, program) do update set total = total + 1;
    insert into registrations_search (text, id) values (new.full_name || ' ' || new.email || ' ' || new.phone, new.id);
  end`.execute(db);
  // The search row is found through its own index, by the email (unique, and always 3+ characters).
  await sql`create trigger registrations_unindex after delete on registrations begin
    update registration_days set total = total - 1 where day = substr(old.created_at, 1, 10) and program = old.program;
    delete from registrations_search where rowid in (
      select rowid from registrations_search
      where registrations_search match '"' || replace(old.email, '"', '""') || '"' and id = old.id
    );
  end`.execute(db);
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  // pg_trgm is a trusted extension: the database's owner may create it.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index registrations_search on registrations
    using gin (lower(full_name || ' ' || email || ' ' || phone) gin_trgm_ops)`.execute(db);

  // Once per statement, from the transition tables: a batch costs one statement per trigger.
  await sql`create function registrations_index() returns trigger language plpgsql as $$
    begin
      insert into registration_days (day, program, total)
        select substr(created_at, 1, 10), program, count(*) from added_rows group by 1, 2
        on conflict (day, program) do update set total = registration_days.total + excluded.total;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger registrations_index after insert on registrations
    referencing new table as added_rows for each statement execute function registrations_index()`.execute(db);
  await sql`create function registrations_unindex() returns trigger language plpgsql as $$
    begin
      update registration_days d set total = d.total - r.removed
        from (select substr(created_at, 1, 10) as day, program, count(*) as removed from removed_rows group by 1, 2) r
        where d.day = r.day and d.program = r.program;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger registrations_unindex after delete on registrations
    referencing old table as removed_rows for each statement execute function registrations_unindex()`.execute(db);
}
