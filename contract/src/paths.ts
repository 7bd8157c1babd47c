// Page paths: one implementation for the shell's route table and links, the builds and the page server.

/** Every page route exists bare and under this base path (docs/contract.md). */
export const BASE_PATH = '/blueprint';

/** The base a URL path is under: '/blueprint' for '/blueprint' and '/blueprint/…', else '' ('/blueprintx' is not under it). */
export function basePathOf(pathname: string): '' | typeof BASE_PATH {
  return pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`) ? BASE_PATH : '';
}

/** A URL path relative to its base, without leading or trailing slashes: '/blueprint/courses/x/' → 'courses/x', '/' → ''. */
export function pagePathOf(pathname: string): string {
  return pathname.slice(basePathOf(pathname).length).replace(/^\/+|\/+$/g, '');
}

/**
 * The page a URL path shows, bare or under the base: segments match exactly, and a `:name` segment matches
 * any one segment ('courses/:courseName' matches '/courses/autocad', not '/courses/autocad/extra'); a
 * `nested` page also owns every path under its own ('dashboard' then matches '/dashboard/messages').
 * `pages[].path` is relative to the base: '', 'about', 'courses/:courseName'.
 */
export function matchPage<P extends { path: string; nested?: boolean }>(
  pages: readonly P[],
  pathname: string,
): P | undefined {
  const relative = pagePathOf(pathname);
  const segments = relative === '' ? [] : relative.split('/');
  return pages.find((page) => {
    const pattern = page.path === '' ? [] : page.path.split('/');
    const fits = page.nested ? segments.length >= pattern.length : segments.length === pattern.length;
    return fits && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}

/** A page's path as a router's pattern: a nested page's path owns what is under it ('dashboard/*'). */
export function routePattern(page: { path: string; nested?: boolean }): string {
  return page.nested ? `${page.path === '' ? '' : `${page.path}/`}*` : page.path;
}
