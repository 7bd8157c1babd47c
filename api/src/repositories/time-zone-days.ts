import { sql, type Kysely } from 'kysely';
import type { Database, Engine } from '../db/schema';
import { offsetPeriods } from '../lib/time-zone';

// registration_days counts registrations per day of the institute's time zone (migration 009): its triggers
// look up a registration's offset in `tz_offsets`. This writes that table for TIME_ZONE and, when it
// changed (first start after the migration, or a new TIME_ZONE), recounts the days from the registrations
// in the same transaction, so the counts and the offsets always agree.

/** The same day as the triggers' (migration 009), for the recount. */
const SQLITE_DAY = sql.raw(
  `substr(datetime(created_at, coalesce((select minutes from tz_offsets where since <= created_at order by since desc limit 1), 0) || ' minutes'), 1, 10)`,
);

export async function rebuildDayCounts(db: Kysely<Database>, engine: Engine, timeZone: string): Promise<boolean> {
  const wanted = offsetPeriods(timeZone);
  const same = (rows: { since: string; minutes: number }[]) =>
    rows.length === wanted.length &&
    rows.every((row, i) => row.since === wanted[i]!.since && Number(row.minutes) === wanted[i]!.minutes);
  const read = (executor: Kysely<Database>) =>
    executor.selectFrom('tz_offsets').select(['since', 'minutes']).orderBy('since').execute();
  if (same(await read(db))) return false;
  return db.transaction().execute(async (trx) => {
    // Instances starting together: one rewrites, the others find it done.
    if (engine === 'postgres') await sql`select pg_advisory_xact_lock(900919)`.execute(trx);
    if (same(await read(trx))) return false;
    await trx.deleteFrom('tz_offsets').execute();
    for (let start = 0; start < wanted.length; start += 400)
      await trx
        .insertInto('tz_offsets')
        .values(wanted.slice(start, start + 400))
        .execute();
    await trx.deleteFrom('registration_days').execute();
    const day = engine === 'postgres' ? sql`local_day(created_at)` : SQLITE_DAY;
    await sql`insert into registration_days (day, program, total)
      select ${day}, program, count(*) from registrations group by 1, 2`.execute(trx);
    // Every cached timeline (tagged with this version, on every instance) is read again.
    await sql`update program_counts set version = version + 1`.execute(trx);
    return true;
  });
}
