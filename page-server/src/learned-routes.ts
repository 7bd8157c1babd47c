// The shell's route table as the live remotes publish it: a SiteSource around another (site-source.ts) whose
// `routes` (and `routeLists`, for the browser) come from each remote's route list (pages/route-lists.ts), fetched from where the
// run-time config (or the live map behind it) says the remote is, for each audience at the release it gets (a
// canary's list for the canary's visitors). The table compiled into the shell's build
// stands for a remote that publishes no list, or that cannot be read and was never read: the site never loses
// a page because one fetch failed (docs/decisions/2026-11-27-runtime-pages.md). A remote's own server, which
// has no route table, learns nothing.
import { routeTableOfLists, type RemotePage, type RouteList } from '@blueprint/contract/routes';
import { createRouteListSource, type Learned } from './pages/route-lists';
import type { Site, SiteSource } from './site-source';

/** What the shell's build compiled in for one remote, as a route list (its navigation is the shell's own). */
function compiledList(routes: readonly RemotePage[], remote: string): Pick<RouteList, 'pages'> {
  return {
    pages: routes
      .filter((route) => route.remote === remote)
      .map((route) => ({
        path: route.path,
        module: route.module,
        title: '',
        sitemap: !route.private && route.sitemap !== false,
        ...(route.private ? { private: true as const } : {}),
        ...(route.nested ? { nested: true as const } : {}),
      })),
  };
}

export function withLearnedRoutes(
  source: SiteSource,
  learn: (manifestUrl: string) => Promise<Learned> = createRouteListSource(),
): SiteSource {
  // One object per site (the source makes one per audience key: each audience learns from the releases it
  // gets) and change of a list: a request allocates nothing for them.
  const lasts = new WeakMap<Site, { learned: Learned[]; learnt: Site }>();
  return {
    config: (audience) => source.config(audience),
    async current(audience) {
      const site = await source.current(audience);
      if (!site.routes.length) return site;
      // In the compiled-in table's order (the order paths are matched in), then any remote it does not know.
      const remotes = [...new Set([...site.routes.map((route) => route.remote), ...Object.keys(site.config.remotes)])];
      const learned = await Promise.all(
        remotes.map((remote) => {
          const reached = site.config.remotes[remote] && site.reach(remote);
          return reached ? learn(reached) : Promise.resolve<Learned>('unknown');
        }),
      );
      const last = lasts.get(site);
      if (last?.learned.every((list, i) => list === learned[i])) return last.learnt;
      const lists = Object.fromEntries(remotes.map((remote, i) => [remote, learned[i]]));
      const table = Object.fromEntries(
        remotes.map((remote) => {
          const list = lists[remote];
          return [remote, typeof list === 'object' ? list : compiledList(site.routes, remote)];
        }),
      );
      // The browser is told only what was learnt: for the other remotes it has the same compiled-in table.
      const routeLists = Object.fromEntries(
        remotes.flatMap((remote) => (typeof lists[remote] === 'object' ? [[remote, lists[remote]]] : [])),
      );
      const learnt: Site = { ...site, routes: routeTableOfLists(table), routeLists };
      lasts.set(site, { learned, learnt });
      return learnt;
    },
  };
}
