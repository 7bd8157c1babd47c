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

/** One remote's entry in the live map. `previous`: the release a rollback goes back to. */
export const liveEntry = z.object({
  release: z.string(),
  previous: z.optional(z.string()),
  by: z.string(),
  at: z.string(),
});
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
