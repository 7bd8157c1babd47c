// @ts-check
// Which releases of a remote to remove: all but the newest `keep` and every release some live map still
// needs (the live one and the one a rollback goes back to), so a tab opened before a deploy keeps loading its
// chunks and a rollback always has its files.

/** How many releases of each remote are kept besides the live and previous ones (RELEASES_KEEP). */
export const DEFAULT_KEEP = 5;

/**
 * @param {{ ids: string[], keep: number, needed: Iterable<string> }} options ids: every release of one remote
 *   (sorted by build time, as ids sort); needed: the live and previous ones, in any live map
 * @returns {string[]} the ids to remove, oldest first
 */
export function releasesToRemove({ ids, keep, needed }) {
  const held = new Set(needed);
  const newestFirst = [...ids].sort().reverse();
  return newestFirst
    .slice(Math.max(keep, 0))
    .filter((id) => !held.has(id))
    .reverse();
}

/**
 * The releases of `remote` each live map names (live and previous).
 * @param {Array<{ remotes: Record<string, { release: string, previous?: string }> }>} maps
 * @param {string} remote
 */
export function neededReleases(maps, remote) {
  return maps.flatMap((map) => {
    const entry = map.remotes[remote];
    return entry ? [entry.release, ...(entry.previous ? [entry.previous] : [])] : [];
  });
}
