// Releases of a remote and which one is live (docs/decisions/2026-11-27-releases.md). A release is a build of
// one remote in a folder of its own, served by the remote's server at /releases/<id>/ and never changed; the
// live map says which release of each remote every page loads, and the deploy log says who moved it, when,
// from which release to which. The deploy gate compares a release's mf-manifest.json with what the live shell
// shares and needs, and says, in words, what would break.
import * as z from 'zod/mini';

/** Where a remote's server serves its releases: /releases/<id>/mf-manifest.json. */
export const RELEASES_PATH = 'releases';
/** The build a remote's server serves at its root (its dist): live until a release is deployed. */
export const BASE_RELEASE = 'base';
/** A release id: '20261127-171230-a5c8db7f12ab' (UTC time of the build, then the commit), or `base`. */
export const RELEASE_ID_PATTERN = /^(?:base|\d{8}-\d{6}-[0-9a-z][0-9a-z-]{0,47})$/;

export const releaseId = z.string().check(z.regex(RELEASE_ID_PATTERN, 'is not a release id'));

/** What a release says of itself (release.json in its folder, answered at the remote's /version). */
export const releaseInfo = z.object({ remote: z.string(), release: z.string(), commit: z.string(), builtAt: z.string() });
export type ReleaseInfo = z.infer<typeof releaseInfo>;

/** One remote's entry in the live map. `previous`: the release a rollback goes back to. */
export const liveEntry = z.object({ release: z.string(), previous: z.optional(z.string()), by: z.string(), at: z.string() });
export const liveMapSchema = z.object({ remotes: z.record(z.string(), liveEntry) });
export type LiveEntry = z.infer<typeof liveEntry>;
export type LiveMap = z.infer<typeof liveMapSchema>;

/** One line of the deploy log. */
export const deployLogEntry = z.object({
  remote: z.string(),
  action: z.enum(['deploy', 'rollback']),
  from: z.string(),
  to: z.string(),
  by: z.string(),
  at: z.string(),
});
export type DeployLogEntry = z.infer<typeof deployLogEntry>;

/**
 * The manifest URL of `release`, given the remote's base manifest URL (its root's mf-manifest.json, as the
 * run-time config names it): beside it under /releases/<id>/. The base release is the base URL itself.
 */
export function releaseManifestUrl(baseManifestUrl: string, release: string): string {
  if (release === BASE_RELEASE) return baseManifestUrl;
  return new URL(`${RELEASES_PATH}/${release}/mf-manifest.json`, new URL('./', baseManifestUrl)).href;
}

/** The release a manifest URL names ('…/releases/<id>/mf-manifest.json'), else the base release. */
export function releaseOfManifestUrl(manifestUrl: string): string {
  const match = new RegExp(`/${RELEASES_PATH}/([^/]+)/mf-manifest\\.json$`).exec(new URL(manifestUrl).pathname);
  return match?.[1] ?? BASE_RELEASE;
}

/** Each remote's manifest URL in `remotes` moved to its live release. */
export function withLiveReleases(remotes: Record<string, string>, live: LiveMap | undefined): Record<string, string> {
  if (!live) return remotes;
  return Object.fromEntries(
    Object.entries(remotes).map(([name, url]) => {
      const entry = live.remotes[name];
      return [name, entry ? releaseManifestUrl(url, entry.release) : url];
    }),
  );
}
