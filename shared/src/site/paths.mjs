// @ts-check
// Page paths, one implementation for the browser (the shell's route table, links) and for Node (the static
// server's preload hints, and later server-rendered pages). Plain JavaScript without dependencies, so Node
// imports it as it is.

/** Every page route exists bare and under this base path (docs/contract.md). */
export const BASE_PATH = '/blueprint';

/**
 * The base a URL path is under: '/blueprint' for '/blueprint' and '/blueprint/…', else '' ('/blueprintx' is
 * not under it).
 * @param {string} pathname
 * @returns {'' | '/blueprint'}
 */
export function basePathOf(pathname) {
  return pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`) ? BASE_PATH : '';
}

/**
 * A URL path relative to its base, without leading or trailing slashes: '/blueprint/courses/x/' → 'courses/x',
 * '/' → ''.
 * @param {string} pathname
 */
export function pagePathOf(pathname) {
  return pathname.slice(basePathOf(pathname).length).replace(/^\/+|\/+$/g, '');
}

/**
 * The page a URL path shows, bare or under the base: segments match exactly, and a `:name` segment matches
 * any one segment ('courses/:courseName' matches '/courses/autocad', not '/courses/autocad/extra').
 * @template {{ path: string }} P
 * @param {readonly P[]} pages `path` relative to the base: '', 'about', 'courses/:courseName'.
 * @param {string} pathname
 * @returns {P | undefined}
 */
export function matchPage(pages, pathname) {
  const relative = pagePathOf(pathname);
  const segments = relative === '' ? [] : relative.split('/');
  return pages.find((page) => {
    const pattern = page.path === '' ? [] : page.path.split('/');
    return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}
