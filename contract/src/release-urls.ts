// Where a remote's server serves its releases, and which release a manifest URL names: plain constants and
// functions, no zod, so that the browser's start-up code (the shell's error reports) imports them for free.
// The schemas of releases, the live map and the deploy log are in ./releases.ts, which re-exports these.

/** Where a remote's server serves its releases: /releases/<id>/mf-manifest.json. */
export const RELEASES_PATH = 'releases';
/** The build a remote's server serves at its root (its dist): live until a release is deployed. */
export const BASE_RELEASE = 'base';
/** A release id: '20261127-171230-a5c8db7f12ab' (UTC time of the build, then the commit), or `base`. */
export const RELEASE_ID_PATTERN = /^(?:base|\d{8}-\d{6}-[0-9a-z][0-9a-z-]{0,47})$/;

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
