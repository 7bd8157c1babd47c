import { matchPage } from '@blueprint/contract/paths';
import { routeTable, type RemotePage as TableRow } from '@blueprint/contract/routes';
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

/** The remote page a URL path leads to, if any: for preloading on intent. */
export function remotePageFor(pathname: string): RemotePage | undefined {
  return matchPage(REMOTE_PAGES, pathname);
}
