// @ts-check
// Which release a build is: its id (RELEASE_ID from `npm run release`, else `base`, the build an app's server
// serves at its root), the commit it was built from and when. Written into the build as release.json.
import { execFileSync } from 'node:child_process';

/** The id of a build that is not a release: what each app's server serves at its root (its dist). */
export const BASE_RELEASE = 'base';

/** @param {string} cwd */
function currentCommit(cwd) {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // A build outside a git checkout (a Docker build context without .git).
    return 'unknown';
  }
}

/**
 * @param {string} app
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ remote: string, release: string, commit: string, builtAt: string }}
 */
export function releaseOf(app, env) {
  return {
    remote: app,
    release: env.RELEASE_ID || BASE_RELEASE,
    commit: env.RELEASE_COMMIT || currentCommit(process.cwd()),
    builtAt: env.RELEASE_BUILT_AT || new Date().toISOString(),
  };
}
