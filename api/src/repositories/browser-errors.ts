import type { Kysely } from 'kysely';
import type { BrowserErrorReport } from '@blueprint/contract/api/browser-errors';
import type { Database } from '../db/schema';

export function createBrowserErrorsRepository(db: Kysely<Database>) {
  return {
    /** One more report of `kind` for the remote's release: one statement, so reports arriving at once all count. */
    async record({ remote, release, kind }: BrowserErrorReport, at: Date = new Date()): Promise<void> {
      const seen = at.toISOString();
      await db
        .insertInto('browser_errors')
        .values({ remote, release, kind, reports: 1, first_seen_at: seen, last_seen_at: seen })
        .onConflict((oc) =>
          oc
            .columns(['remote', 'release', 'kind'])
            .doUpdateSet((eb) => ({ reports: eb('browser_errors.reports', '+', 1), last_seen_at: seen })),
        )
        .execute();
    },

    /** The reports of every kind, added up per release of the remote; a release with none is absent. */
    async countsByRelease(remote: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('browser_errors')
        .select(['release', 'reports'])
        .where('remote', '=', remote)
        .execute();
      const counts = new Map<string, number>();
      for (const { release, reports } of rows) counts.set(release, (counts.get(release) ?? 0) + Number(reports));
      return counts;
    },
  };
}
