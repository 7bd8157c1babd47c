import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/schema';

// PostgreSQL prepares each statement once per connection (src/db/open.ts), and after a few runs may plan it
// once for any parameter. For `text like $1` without the pattern that plan scanned the whole table instead of
// asking the trigram index (the figures: api/README.md, "Staff workspace"). The ids that match a search are asked through this
// function, whose plan may not scan sequentially: it always goes through the index, in one round trip.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`create function registrations_matching(pattern text, cap integer) returns setof text
    language sql stable set enable_seqscan = off as $$
      select id from registrations
      where lower(full_name || ' ' || email || ' ' || phone) like pattern escape '\\'
      limit cap
    $$`.execute(db);
}
