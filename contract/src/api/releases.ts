// The deploy endpoints (`/api/admin/releases/:remote…`, a deploy token): a remote's releases, which is live,
// who made it live and when; a deploy of one release, a rollback to the previous one.
import * as z from 'zod/mini';
import { RELEASE_ID_PATTERN } from '../releases.ts';
import { component, count } from './common.ts';

/** The remotes a release can be made of, as the URL names them. */
export const releaseRemote = z.enum(['marketing', 'catalog', 'internship', 'dashboard']);

export const releaseParams = z.object({ remote: releaseRemote });

/** `by`: who deploys (the CLI sends the user and machine); the log says it. */
export const deployBody = z.object({
  release: z.string().check(z.regex(RELEASE_ID_PATTERN, 'is not a release id')),
  by: z.optional(z.string().check(z.maxLength(120))),
});
export const rollbackBody = z.object({ by: z.optional(z.string().check(z.maxLength(120))) });

export const releaseRow = component(
  'Release',
  z.object({
    release: z.string(),
    commit: z.string(),
    builtAt: z.string(),
    live: z.boolean(),
    /**
     * Browser errors reported for the release (`POST /api/browser-errors`, every kind together): 0 when none; null
     * when the counts could not be read just now (the list of releases is still answered).
     */
    errors: z.nullable(count),
  }),
);

export const deployLogRow = component(
  'DeployLogEntry',
  z.object({
    action: z.enum(['deploy', 'rollback']),
    from: z.string(),
    to: z.string(),
    by: z.string(),
    at: z.string(),
  }),
);

export const releaseList = component(
  'ReleaseList',
  z.object({
    remote: z.string(),
    /**
     * The live release (`base`: the build the remote's server serves at its root), who made it live and when, and
     * the browser errors reported for it (`base` included; null when the counts cannot be read).
     */
    live: z.object({
      release: z.string(),
      previous: z.nullable(z.string()),
      by: z.nullable(z.string()),
      at: z.nullable(z.string()),
      errors: z.nullable(count),
    }),
    releases: z.array(releaseRow),
    log: z.array(deployLogRow),
  }),
);
export type ReleaseList = z.infer<typeof releaseList>;

export const deployed = component('Deployed', z.object({ remote: z.string(), live: z.string(), from: z.string() }));

/**
 * How much one published release may hold (docs/decisions/2026-12-07-publishing-a-release.md): the API refuses
 * an upload beyond these before it stores anything, and `npm run publish` before it sends one.
 */
export const PUBLISH_LIMITS = {
  /** Files in one release (a remote's build has a few dozen). */
  files: 2_000,
  /** Bytes of one file. */
  fileBytes: 8 * 1024 * 1024,
  /** Bytes of the whole release, every file together. */
  totalBytes: 32 * 1024 * 1024,
  /** Characters of a file's path inside the release. */
  pathLength: 240,
} as const;

export const SHA256_PATTERN = /^[0-9a-f]{64}$/;

export const publishParams = z.object({
  remote: releaseRemote,
  release: z.string().check(z.regex(RELEASE_ID_PATTERN, 'is not a release id')),
});

/** One file of a release: its path inside the release folder, its size, its sha256 (hex) and its bytes (base64). */
export const publishedFile = component(
  'ReleaseFile',
  z.object({
    path: z.string().check(z.minLength(1), z.maxLength(PUBLISH_LIMITS.pathLength)),
    size: count,
    sha256: z.string().check(z.regex(SHA256_PATTERN, 'is not a lowercase hex sha256')),
    content: z.string(),
  }),
);

/**
 * `PUT /api/admin/releases/{remote}/{release}`: the whole release in one body, release.json and mf-manifest.json
 * among its files.
 */
export const publishBody = z.object({ files: z.array(publishedFile) });
export type PublishBody = z.infer<typeof publishBody>;

export const published = component(
  'Published',
  z.object({
    remote: z.string(),
    release: z.string(),
    files: count,
    bytes: count,
    /** False when the release was there already with the same content (publishing again changes nothing). */
    stored: z.boolean(),
  }),
);
