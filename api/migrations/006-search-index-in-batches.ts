import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/schema';

// SQLite: writing the trigram rows in the statement that inserts a registration halved the registrations
// committed per second (FTS5 writes a new index segment at every commit, and a group commit commits often).
// Instead the insert only notes the id in `search_pending`, and the index takes the noted rows in batches
// (src/repositories/search-index.ts): every half second, and before any search reads it, so a search
// still sees every registration committed before it.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return;
  await sql`create table search_pending (id text primary key) without rowid`.execute(db);
  await sql`drop trigger registrations_index`.execute(db);
  await sql`create trigger registrations_index after insert on registrations begin
    insert into registration_days (day, program, total) values (substr(new.created_at, 1, 10), new.program, 1)
      on conflict (day, program) do update set total = total + 1;
    insert into search_pending (id) values (new.id);
  end`.execute(db);
  await sql`drop trigger registrations_unindex`.execute(db);
  await sql`create trigger registrations_unindex after delete on registrations begin
    update registration_days set total = total - 1 where day = substr(old.created_at, 1, 10) and program = old.program;
    delete from search_pending where id = old.id;
    delete from registrations_search where rowid in (
      select rowid from registrations_search
      where registrations_search match '"' || replace(old.email, '"', '""') || '"' and id = old.id
    );
  end`.execute(db);
}
