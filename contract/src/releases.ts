// Releases of a remote and which one is live (docs/decisions/2026-11-27-releases.md). A release is a build of
// one remote in a folder of its own, served by the remote's server at /releases/<id>/ and never changed; the
// live map says which release of each remote every page loads, and the deploy log says who moved it, when,
// from which release to which. The deploy gate compares a release's mf-manifest.json with what the live shell
// shares and needs, and says, in words, what would break.
import * as z from 'zod/mini';
import { RELEASE_ID_PATTERN, releaseManifestUrl } from './release-urls.ts';

export {
  BASE_RELEASE,
  RELEASES_PATH,
  RELEASE_ID_PATTERN,
  releaseManifestUrl,
  releaseOfManifestUrl,
} from './release-urls.ts';

export const releaseId = z.string().check(z.regex(RELEASE_ID_PATTERN, 'is not a release id'));

/** What a release says of itself (release.json in its folder, answered at the remote's /version). */
export const releaseInfo = z.object({
  remote: z.string(),
  release: z.string(),
  commit: z.string(),
  builtAt: z.string(),
});
export type ReleaseInfo = z.infer<typeof releaseInfo>;

/**
 * What a release's mf-manifest.json must hold for the deploy gate (release-gate.ts reads these fields); the
 * rest of the file is the bundler's, kept as it is.
 */
export const releaseManifestSchema = z.looseObject({
  name: z.string().check(z.minLength(1)),
  shared: z.array(
    z.looseObject({
      name: z.string(),
      version: z.string(),
      requiredVersion: z.optional(z.union([z.string(), z.literal(false)])),
      singleton: z.optional(z.boolean()),
    }),
  ),
  exposes: z.array(z.looseObject({ name: z.optional(z.string()), path: z.optional(z.string()) })),
});

/**
 * A canary: a share of visitors (`percent`, 1–99) on another release than the stable one, chosen by their cohort
 * (COHORT_COOKIE): a visitor is on the canary when its cohort is below `percent`, so the same visitors stay on
 * it, on every page server, and a larger share keeps the visitors a smaller one had.
 */
export const canaryEntry = z.object({
  release: z.string(),
  percent: z.number().check(z.int(), z.gte(1), z.lte(99)),
  by: z.string(),
  at: z.string(),
});
export type CanaryEntry = z.infer<typeof canaryEntry>;

/** One remote's entry in the live map. `previous`: the release a rollback goes back to; `canary`: one running. */
export const liveEntry = z.object({
  release: z.string(),
  previous: z.optional(z.string()),
  by: z.string(),
  at: z.string(),
  canary: z.optional(canaryEntry),
});
export const liveMapSchema = z.object({ remotes: z.record(z.string(), liveEntry) });
export type LiveEntry = z.infer<typeof liveEntry>;
export type LiveMap = z.infer<typeof liveMapSchema>;

/**
 * What one deploy-log line did: `deploy` and `rollback` move the stable release; `canary` starts one
 * (`to`: the canary, `from`: the stable release), `promote` makes it stable, `canary-stop` ends it (`reason`
 * says why when it stopped itself).
 */
export const DEPLOY_ACTIONS = ['deploy', 'rollback', 'canary', 'promote', 'canary-stop'] as const;

/** One line of the deploy log. */
export const deployLogEntry = z.object({
  remote: z.string(),
  action: z.enum(DEPLOY_ACTIONS),
  from: z.string(),
  to: z.string(),
  by: z.string(),
  at: z.string(),
  /** Why, in words, when the system made the change itself (a canary that stopped itself). */
  reason: z.optional(z.string()),
});
export type DeployLogEntry = z.infer<typeof deployLogEntry>;

/** Who made a change that no person made: the canary's automatic stop. */
export const AUTOMATIC = 'automatic';

// Who gets which release. A visitor's cohort is a random whole number 0–99 in a first-party cookie the page
// server sets on its first page (no personal data, shared with no one); a crawler gets none and the stable
// releases. An admin's preview (a signed cookie, ./preview-token.ts) puts one remote on one release for that
// browser alone.

/** The cookie that holds a visitor's cohort, `0`–`99`. */
export const COHORT_COOKIE = 'cohort';
/** The cookie that holds an admin's preview token (HttpOnly, signed, with an expiry). */
export const PREVIEW_COOKIE = 'release-preview';
/** How many cohorts there are: a canary's percent is how many of them are on it. */
export const COHORTS = 100;

/** For whom a page is made: the visitor's cohort (none: a crawler, or no cookie), and a preview. */
export interface Audience {
  cohort?: number;
  preview?: { remote: string; release: string };
}

/** The cohort a cookie value names; undefined for anything but a whole number 0–99. */
export function cohortOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return undefined;
  return Number(value);
}

/** A fresh cohort, for a visitor with none. */
export const randomCohort = (random: () => number = Math.random) =>
  Math.min(COHORTS - 1, Math.floor(random() * COHORTS));

/** Whether the audience is on the entry's canary. */
export function onCanary(entry: LiveEntry | undefined, audience: Audience | undefined): boolean {
  const cohort = audience?.cohort;
  return entry?.canary !== undefined && cohort !== undefined && cohort < entry.canary.percent;
}

/** The release of `remote` the audience gets: the preview's, else the canary's for its cohort, else the stable one. */
export function releaseFor(remote: string, live: LiveMap | undefined, audience?: Audience): string | undefined {
  if (audience?.preview?.remote === remote) return audience.preview.release;
  const entry = live?.remotes[remote];
  if (!entry) return undefined;
  return onCanary(entry, audience) ? entry.canary!.release : entry.release;
}

/**
 * A key for the releases the audience gets that differ from the stable ones ('' when none): audiences with the
 * same key see the same site, so a page server keeps one config per key, not per visitor.
 */
export function audienceKey(live: LiveMap | undefined, audience: Audience | undefined): string {
  if (!audience) return '';
  const parts: string[] = [];
  for (const [remote, entry] of Object.entries(live?.remotes ?? {}))
    if (audience.preview?.remote !== remote && onCanary(entry, audience))
      parts.push(`${remote}=${entry.canary!.release}`);
  if (audience.preview) parts.push(`${audience.preview.remote}=${audience.preview.release}`);
  return parts.sort().join(',');
}

/** Each remote's manifest URL in `remotes` moved to the release the audience gets (the stable one by default). */
export function withLiveReleases(
  remotes: Record<string, string>,
  live: LiveMap | undefined,
  audience?: Audience,
): Record<string, string> {
  if (!live && !audience?.preview) return remotes;
  return Object.fromEntries(
    Object.entries(remotes).map(([name, url]) => {
      const release = releaseFor(name, live, audience);
      return [name, release ? releaseManifestUrl(url, release) : url];
    }),
  );
}
