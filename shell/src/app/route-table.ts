import { matchPage } from '@blueprint/contract/paths';
import { routeListOf, routeTable, type RemotePage as TableRow, type RouteList } from '@blueprint/contract/routes';
import type { RemoteName } from '@blueprint/contract/topology';
import catalog from '../../../catalog-mfe/src/routes.json';
import dashboard from '../../../dashboard-mfe/src/routes.json';
import internship from '../../../internship-mfe/src/routes.json';
import marketing from '../../../marketing-mfe/src/routes.json';

// Which remote module renders which page: each remote's route definition (its src/routes.json), the same
// files its webpack exposes and the shell's page server (dist/remote-pages.json) are made from. Each path
// exists bare and under /blueprint. Only the modules named here are loaded, and only when their route is
// visited (or likely to be: hover, focus, idle).

export type RemotePage = TableRow<RemoteName>;

export const REMOTE_PAGES: RemotePage[] = routeTable<RemoteName>({ marketing, catalog, internship, dashboard });

/**
 * The same definitions as the route lists the remotes publish (their pages and navigation entries): what the
 * shell routes by until it learns a remote's own list at run time, and whenever that list cannot be had
 * (site-pages.ts). The build keeps only what routing needs of each page (routing-only-loader.cjs).
 */
export const COMPILED_ROUTE_LISTS: Record<RemoteName, Pick<RouteList, 'pages' | 'navigation'>> = {
  marketing: routeListOf(marketing),
  catalog: routeListOf(catalog),
  internship: routeListOf(internship),
  dashboard: routeListOf(dashboard),
};

/** The remote page a URL path leads to, if any: for preloading on intent. */
export function remotePageFor(pathname: string): RemotePage | undefined {
  return matchPage(REMOTE_PAGES, pathname);
}
