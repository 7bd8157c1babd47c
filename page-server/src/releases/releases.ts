// What a page server knows of releases, all of it from the API (@blueprint/contract/api/releases), so that a host
// starts empty: the live map, pushed (live-map-feed.ts), and, on a remote's server, that remote's releases by content
// hash, kept in a cache folder (release-files.ts). createPageServer takes them as an option (tests make their own);
// main.ts makes them from the environment.
import { REMOTES } from '@blueprint/contract/topology';
import { createApiClient } from './api';
import { createLiveMapFeed, type LiveMapFeed } from './live-map-feed';
import { createReleaseFileSource, type ReleaseFileSource } from './release-files';

export interface PageServerReleases {
  /** Which release of each remote is live; none: each remote's base build is. */
  feed?: LiveMapFeed;
  /** This remote's releases, served at /releases/<id>/; none: its base build alone. */
  files?: ReleaseFileSource;
}

export interface ReleasesOptions {
  /** The API's origins (api.ts `apiOriginsOf`); none: no releases, each remote's base build is live. */
  origins: readonly string[];
  /** The app this server serves: a remote's server serves its releases. */
  app: string;
  /** Where a remote's server keeps its releases' files (RELEASES_CACHE_DIR): needed by a remote's. */
  cacheDir?: string;
  logger?: Pick<Console, 'warn'> & Partial<Pick<Console, 'info'>>;
  fetch?: typeof globalThis.fetch;
  /** How long the live map's stream may be silent before it is made again (live-map-feed.ts). */
  silenceMs?: number;
}

/** Whether an app is a remote: its server serves its releases. */
export function isRemote(app: string): boolean {
  return (REMOTES as readonly string[]).includes(app);
}

export function createReleases({
  origins,
  app,
  cacheDir,
  logger,
  fetch,
  silenceMs,
}: ReleasesOptions): PageServerReleases {
  if (origins.length === 0) return {};
  if (isRemote(app) && !cacheDir) throw new Error(`${app}: a remote's server needs a folder for its releases' files`);
  return {
    feed: createLiveMapFeed({ origins, logger, fetch, silenceMs }),
    ...(isRemote(app) && cacheDir
      ? { files: createReleaseFileSource({ remote: app, api: createApiClient({ origins, fetch }), cacheDir, logger }) }
      : {}),
  };
}
