import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/schema';

// SQLite: the trigram index without positions (`detail=none`): keeping the index was most of what a
// registration cost the database's one thread, and positions made it dearer (bench/api-versus.mjs and its
// profile; the figures: api/README.md, "Staff workspace"). Positions only serve phrase queries; a search asks `text like '%…%'` instead, which FTS5's trigram tokenizer answers from the same
// index and checks against the stored text (src/repositories/registration-filters.ts).
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return;
  await sql`drop trigger registrations_unindex`.execute(db);
  await sql`drop table registrations_search`.execute(db);
  await sql`create virtual table registrations_search using fts5(text, id unindexed, tokenize = 'trigram', detail = none)`.execute(
    db,
  );
  // Rows still noted in search_pending are indexed by the next batch (src/repositories/search-index.ts).
  await sql`insert into registrations_search (text, id)
    select full_name || ' ' || email || ' ' || phone, id from registrations where id not in (select id from search_pending)`.execute(
    db,
  );
  // The search row is found through the index by the email (always 3+ characters); `_` and `%` in it are
  // LIKE's wildcards and only widen what the index returns, and the id decides.
  await sql`create trigger registrations_unindex after delete on registrations begin
    update registration_days set total = total - 1 where day = substr(old.created_at, 1, 10) and program = old.program;
    delete from search_pending where id = old.id;
    delete from registrations_search where rowid in (
      select rowid from registrations_search where text like '%' || old.email || '%' and id = old.id
    );
  end`.execute(db);
}
