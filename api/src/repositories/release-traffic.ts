import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const MINUTE_MS = 60_000;
/** The start of the minute `ms` falls in: every count of that minute adds up in one row. */
export const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/** Page loads and browser errors of one remote's release, to add in, or as added up. */
export interface TrafficCount {
  remote: string;
  release: string;
  loads: number;
  errors: number;
}

// Page loads (the page servers' reports) and browser errors (the shell's reports) per remote, release and
// minute: what the canary's automatic stop compares and the releases list shows. Nothing about a visitor.
export function createReleaseTrafficRepository(db: Kysely<Database>) {
  return {
    /**
     * Adds the counts into their minute's rows, in one statement, so reports arriving at once (from any
     * replica) all count. Counts of the same remote and release are merged first: one statement may not
     * change a row twice.
     */
    async add(counts: readonly TrafficCount[], at: Date = new Date()): Promise<void> {
      const merged = new Map<string, TrafficCount>();
      for (const count of counts) {
        const key = `${count.remote}/${count.release}`;
        const seen = merged.get(key);
        if (seen) {
          seen.loads += count.loads;
          seen.errors += count.errors;
        } else merged.set(key, { ...count });
      }
      if (merged.size === 0) return;
      const minute = minuteOf(at.getTime());
      await db
        .insertInto('release_traffic')
        .values(
          [...merged.values()].map(({ remote, release, loads, errors }) => ({
            remote,
            release,
            minute,
            loads,
            errors,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['remote', 'release', 'minute']).doUpdateSet((eb) => ({
            loads: eb('release_traffic.loads', '+', eb.ref('excluded.loads')),
            errors: eb('release_traffic.errors', '+', eb.ref('excluded.errors')),
          })),
        )
        .execute();
    },

    /**
     * The loads and errors of each of `releases` of the remote from the minute `since` falls in on, added up
     * (0 and 0 for a release with none).
     */
    async since(remote: string, releases: readonly string[], since: Date): Promise<Map<string, TrafficCount>> {
      const totals = new Map(releases.map((release) => [release, { remote, release, loads: 0, errors: 0 }]));
      if (releases.length === 0) return totals;
      const rows = await db
        .selectFrom('release_traffic')
        .select((eb) => [
          'release',
          eb.fn.sum<number | string>('loads').as('loads'),
          eb.fn.sum<number | string>('errors').as('errors'),
        ])
        .where('remote', '=', remote)
        .where('release', 'in', [...new Set(releases)])
        .where('minute', '>=', minuteOf(since.getTime()))
        .groupBy('release')
        .execute();
      // PostgreSQL answers a sum of bigints as numeric, a string.
      for (const row of rows)
        totals.set(row.release, { remote, release: row.release, loads: Number(row.loads), errors: Number(row.errors) });
      return totals;
    },
  };
}
