// Browser errors reported per release of a remote (POST /api/browser-errors, the shell's reports), counted in
// the database, for the releases list (`npm run releases`, its errors column), and per minute beside the page
// loads (release_traffic), for the canary's automatic stop (canary-watch.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { BrowserErrorReport } from '@blueprint/contract/api/browser-errors';
import { BASE_RELEASE } from '@blueprint/contract/releases';
import type { Repositories } from '../plugins/app/repositories';
import type { ReleaseStore } from './release-store';

type Counts = Pick<Repositories, 'browserErrors'>;

/**
 * The errors reported for each of `releases` (0 for one with none). Empty, so that every release says null,
 * when the counts cannot be read: the list of releases, read before them, is still answered.
 */
export async function errorCountsByRelease(
  repos: Counts,
  remote: string,
  releases: readonly string[],
  log?: FastifyBaseLogger,
): Promise<Map<string, number>> {
  try {
    const counted = await repos.browserErrors.countsByRelease(remote);
    return new Map(releases.map((release) => [release, counted.get(release) ?? 0]));
  } catch (error) {
    log?.warn({ err: error, remote }, 'browser error counts could not be read');
    return new Map();
  }
}

/**
 * Whether the API has a release of a remote: one the release store has, or `base`. What a stranger makes up
 * (any other id) never becomes a row.
 */
export function createKnownReleases(store: Pick<ReleaseStore, 'has'>) {
  // A release is stored whole in one transaction and never removed or changed: one seen stays known.
  const known = new Set<string>();
  return async function exists(remote: string, release: string): Promise<boolean> {
    if (release === BASE_RELEASE) return true;
    const key = `${remote}/${release}`;
    if (known.has(key)) return true;
    if (!(await store.has(remote, release))) return false;
    known.add(key);
    return true;
  };
}

/**
 * Counts a report when it names a release this API has (one the release store has, or `base`), and says
 * whether it did. Any other id is dropped: what a stranger makes up never becomes a row.
 */
export function createBrowserErrorCounter({
  repos,
  store,
}: {
  repos: Counts & Pick<Repositories, 'releaseTraffic'>;
  store: Pick<ReleaseStore, 'has'>;
}) {
  const exists = createKnownReleases(store);
  return {
    async count(report: BrowserErrorReport): Promise<boolean> {
      if (!(await exists(report.remote, report.release))) return false;
      const { remote, release } = report;
      await Promise.all([
        repos.browserErrors.record(report),
        repos.releaseTraffic.add([{ remote, release, loads: 0, errors: 1 }]),
      ]);
      return true;
    },
  };
}
