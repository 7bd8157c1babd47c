// The site's remote pages and the main navigation's entries as the shell routes by them in the browser: the
// route lists the remotes publish beside their manifests (@blueprint/contract/route-list), learnt at run time,
// so a remote's release adds, renames or removes a page, and its navigation entry, with no shell release.
// - At start, the lists the page server served the page with (its data block PAGE_DATA.routeLists): the page
//   hydrates by the same table the server composed it with. A remote the server knew no list of, and a page not
//   served by the page server (a dev server), use the lists compiled into the shell (route-table.ts).
// - When a visitor follows a link to a path no list has, each live remote's list is fetched (refreshRouteLists),
//   in case a release added the page since. A list that cannot be fetched or does not fit keeps the last known
//   one (docs/decisions/2026-11-27-runtime-pages.md). Nothing is fetched at start: the page came with its lists.
// Each part (routes, navigation, learning) keeps its identity while its content is the same: a render during
// hydration that saw a new value would make React give up the server's HTML of the parts below it.
import { PAGE_DATA, ROUTE_LIST } from '@blueprint/contract/page-server';
import { pageData } from '@blueprint/shared/config';
import { matchPage } from '@blueprint/contract/paths';
import {
  navigationOfLists,
  routeTableOfLists,
  type RemoteNavEntry,
  type RemotePage,
  type RouteList,
} from '@blueprint/contract/routes';
import type { RemoteName } from '@blueprint/contract/topology';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { COMPILED_ROUTE_LISTS } from '../app/route-table';

type Lists = Readonly<Record<string, Pick<RouteList, 'pages' | 'navigation'>>>;

export interface SitePages {
  routes: ReadonlyArray<RemotePage<RemoteName>>;
  navigation: ReadonlyArray<RemoteNavEntry<RemoteName>>;
  /** A fetch of the lists is under way that a visitor waits for (a link to a path no list had). */
  learning: boolean;
}

/** How long fetched lists count as fresh: a link to an unknown path fetches them again after this. */
const FRESH_MS = 2000;

/** `next`, or `previous` when it says the same: a value React sees unchanged. */
function same<T>(previous: T | undefined, next: T): T {
  return previous !== undefined && JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
}

function pagesOf(lists: Lists, previous?: SitePages, learning = false): SitePages {
  return {
    routes: same(previous?.routes, routeTableOfLists(lists) as Array<RemotePage<RemoteName>>),
    navigation: same(previous?.navigation, navigationOfLists(lists) as Array<RemoteNavEntry<RemoteName>>),
    learning,
  };
}

/**
 * The navigation of the shell's build, whose layout (header included) the server's HTML carries: hydration
 * renders it, and the learnt navigation follows where it differs.
 */
const compiledNavigation = pagesOf(COMPILED_ROUTE_LISTS).navigation;
let lists: Lists = {};
let current = pagesOf(lists);
const listeners = new Set<() => void>();
let manifests: Readonly<Record<string, string>> = {};
let fetchedAt = -Infinity;
let pending: Promise<void> | null = null;
resetSitePages();

function publish(next: SitePages) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the remotes are (the run-time config's manifests): the lists are fetched from beside them. */
export function setRemoteManifests(remotes: Readonly<Record<string, string>>): void {
  manifests = { ...remotes };
}

/** One remote's list, or null when it cannot be had now (down, none published, not fitting the contract). */
async function fetchList(manifest: string, fetchImpl: typeof fetch): Promise<RouteList | null> {
  try {
    const response = await fetchImpl(new URL(ROUTE_LIST, manifest).href, { cache: 'no-cache' });
    if (!response.ok) return null;
    // The schema loads only here, off the first view.
    const { parseRouteList } = await import('@blueprint/contract/route-list');
    return parseRouteList(await response.json());
  } catch (error) {
    console.warn(`[shell] the pages of ${manifest} could not be learnt now; keeping the last known:`, error);
    return null;
  }
}

/**
 * Fetches every live remote's list and routes by them; one fetch at a time. `waiting`: a visitor waits for it
 * (their page shows its skeleton meanwhile).
 */
export function refreshRouteLists({
  waiting = false,
  fetchImpl = fetch,
}: { waiting?: boolean; fetchImpl?: typeof fetch } = {}): Promise<void> {
  if (pending) return pending;
  if (waiting) publish({ ...current, learning: true });
  const before = current;
  pending = Promise.all(
    Object.entries(manifests).map(
      async ([remote, manifest]) => [remote, await fetchList(manifest, fetchImpl)] as const,
    ),
  )
    .then((fetched) => {
      fetchedAt = Date.now();
      const learnt = Object.fromEntries(
        fetched.filter((entry): entry is readonly [string, RouteList] => entry[1] !== null),
      );
      lists = { ...lists, ...learnt };
      publish(pagesOf(lists, before));
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Whether the lists were fetched recently enough that a path they lack is not worth another fetch. */
export function routeListsFresh(): boolean {
  return Date.now() - fetchedAt < FRESH_MS;
}

/** The remote page a URL path leads to now, outside React: for preloading its code on intent. */
export function remotePageAt(pathname: string): RemotePage<RemoteName> | undefined {
  return matchPage(current.routes, pathname);
}

const Fixed = createContext<SitePages | null>(null);
/** The shell's build renders its layout by a table of its own (src/server.tsx). */
export const FixedSitePages = Fixed.Provider;

/** The site's remote pages: the routes the page was served with, then as lists are learnt. */
export function useSiteRoutes(): SitePages['routes'] {
  const fixed = useContext(Fixed);
  const routes = useSyncExternalStore(
    subscribe,
    () => current.routes,
    () => current.routes,
  );
  return fixed?.routes ?? routes;
}

/** The main navigation's entries: the build's while the page hydrates, then the learnt ones. */
export function useSiteNavigation(): SitePages['navigation'] {
  const fixed = useContext(Fixed);
  const navigation = useSyncExternalStore(
    subscribe,
    () => current.navigation,
    () => compiledNavigation,
  );
  return fixed?.navigation ?? navigation;
}

/** Whether a visitor waits for the lists to be fetched. */
export function useRouteListsLearning(): boolean {
  const fixed = useContext(Fixed);
  const learning = useSyncExternalStore(
    subscribe,
    () => current.learning,
    () => false,
  );
  return fixed?.learning ?? learning;
}

/** Starts from the lists inlined into the page over the compiled-in ones (also for tests). */
export function resetSitePages(): void {
  lists = { ...COMPILED_ROUTE_LISTS, ...pageData<Record<string, RouteList>>(PAGE_DATA.routeLists) };
  const start = pagesOf(lists);
  current = { ...start, navigation: same(compiledNavigation, start.navigation) };
  fetchedAt = -Infinity;
  pending = null;
  manifests = {};
}
