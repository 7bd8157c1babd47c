// @ts-check
// Which of a remote's local builds (RELEASES_DIR/<remote>/<id>) to remove: all but the newest `keep`. They are
// this working copy's build output only: a release the site serves or may roll back to lives in the API's
// release store once published, whatever happens to the folder it was built in.

/** How many builds of each remote are kept in the working copy (RELEASES_KEEP). */
export const DEFAULT_KEEP = 5;

/**
 * @param {{ ids: string[], keep: number }} options ids: every build of one remote (ids sort by build time)
 * @returns {string[]} the ids to remove, oldest first
 */
export function releasesToRemove({ ids, keep }) {
  return [...ids].sort().reverse().slice(Math.max(keep, 0)).reverse();
}
