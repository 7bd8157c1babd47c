// robots.txt and sitemap.xml, composed per request by the shell's server. Every build that renders pages lists
// the ones it asks to be indexed, at their canonical (bare) paths, in its fragments/index.json (`sitemap`,
// @blueprint/contract/fragments's sitemapOf): the shell its own pages, each remote its pages and, for the
// catalogue, every course. The server joins those lists on the public origin, so a remote's redeploy (a new
// course) changes the sitemap at once, with no shell rebuild.
import { matchPage } from '@blueprint/contract/paths';
import { escapeHtml } from './escape';

/**
 * The sitemap's paths: each build's list in turn, without duplicates, without any staff page (whatever a
 * list says). `routes`: the shell's route table.
 */
export function sitemapPaths(
  lists: ReadonlyArray<readonly string[]>,
  routes: ReadonlyArray<{ path: string; private?: boolean }>,
): string[] {
  const seen = new Set<string>();
  for (const path of lists.flat()) {
    if (!path.startsWith('/') || matchPage(routes, path)?.private) continue;
    seen.add(path);
  }
  return [...seen];
}

/**
 * The paths of a remote's list (its fragments index's `sitemap`) that its routes in the route table still lead
 * to, and that are to be listed: a page its release removed, or one it keeps out of the sitemap, is left out.
 */
export function remotePaths(
  list: readonly string[],
  routes: ReadonlyArray<{ path: string; private?: boolean; sitemap?: false }>,
): string[] {
  return list.filter((path) => {
    const route = matchPage(routes, path);
    return route !== undefined && !route.private && route.sitemap !== false;
  });
}

/** sitemap.xml (sitemaps.org 0.9) of paths on the public origin. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * robots.txt: everything may be crawled but the staff pages, under both path forms ('/blueprint' is
 * `basePath`); where the sitemap is.
 */
export function robotsTxt(
  origin: string,
  routes: ReadonlyArray<{ path: string; private?: boolean }>,
  basePath: string,
): string {
  const disallowed = routes
    .filter((route) => route.private)
    .flatMap((route) => [`/${route.path}`, `${basePath}/${route.path}`]);
  return [
    'User-agent: *',
    ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
