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
