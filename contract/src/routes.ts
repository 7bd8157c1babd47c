// What each consumer needs from the remotes' route definitions (route-definition.ts): webpack's `exposes`, the
// shell's route table (also read by the page server), the standalone router and the test render helpers.
import type { RouteDefinition, RoutePage } from './route-definition.ts';
import type { NavEntry, RouteList } from './route-list.ts';

export type { NavEntry, RouteDefinition, RouteList, RoutePage };

/** A row of the shell's route table. */
export interface RemotePage<R extends string = string> {
  path: string;
  remote: R;
  module: string;
  private?: true;
  /** Not listed in sitemap.xml (a private page never is, without saying so). */
  sitemap?: false;
  /** Every path under `path` is this page's too: it routes within it. */
  nested?: true;
}

/** An entry of the site's main navigation, and the remote it belongs to. */
export type RemoteNavEntry<R extends string = string> = NavEntry & { remote: R };

/** An exposed page module 'CourseDetails' lives in src/pages/course-details-page.tsx. */
export function pageFileOf(module: string): string {
  return `${module.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase()}-page`;
}

/** The page of a route definition exposed as `module`, for its title and description. */
export function routePage(definition: RouteDefinition, module: string): RoutePage {
  const page = definition.pages.find((candidate) => candidate.module === module);
  if (!page) throw new Error(`No page ${module} in the route definition`);
  return page;
}

/**
 * Webpack's `exposes` for a remote: './Home' → './src/pages/home-page.tsx' for each page, and the other
 * modules it exposes ('./navigation' → './src/navigation.ts').
 */
export function exposesOf(definition: RouteDefinition): Record<string, string> {
  return {
    ...Object.fromEntries(
      definition.pages.map((page) => [`./${page.module}`, `./src/pages/${pageFileOf(page.module)}.tsx`]),
    ),
    ...Object.fromEntries(
      Object.entries(definition.modules ?? {}).map(([name, file]) => [`./${name}`, `./src/${file}`]),
    ),
  };
}

/** Whether a page of a route definition is in the sitemap: as it says, else unless it is private. */
function inSitemap(page: Pick<RoutePage, 'private' | 'sitemap'>): boolean {
  return page.sitemap ?? !page.private;
}

/** The shell's route table: one row per path of every remote's pages, in the remotes' order. */
export function routeTable<R extends string>(
  definitions: Record<R, Pick<RouteDefinition, 'pages'>>,
): Array<RemotePage<R>> {
  return (Object.entries(definitions) as Array<[R, Pick<RouteDefinition, 'pages'>]>).flatMap(([remote, definition]) =>
    definition.pages.flatMap((page) =>
      page.paths.map((path) => ({
        path,
        remote,
        module: page.module,
        ...(page.private ? { private: true as const } : {}),
        ...(page.private || inSitemap(page) ? {} : { sitemap: false as const }),
        ...(page.nested ? { nested: true as const } : {}),
      })),
    ),
  );
}

/** What a remote's build publishes as its route list (route-list.ts), from its route definition. */
export function routeListOf(definition: RouteDefinition): RouteList {
  return {
    pages: definition.pages.flatMap((page) =>
      page.paths.map((path) => ({
        path,
        module: page.module,
        title: page.title,
        sitemap: inSitemap(page),
        ...(page.private ? { private: true as const } : {}),
        ...(page.nested ? { nested: true as const } : {}),
      })),
    ),
    navigation: definition.pages.flatMap((page) => {
      const label = page.nav?.label ?? page.label;
      const [path] = page.paths;
      if (!page.nav || !label || path === undefined) return [];
      const { order, mobileOrder, menu } = page.nav;
      return [{ label, path, order, ...(mobileOrder === undefined ? {} : { mobileOrder }), ...(menu ? { menu } : {}) }];
    }),
  };
}

/** The route table the remotes' published lists make, in the remotes' order: what routeTable makes from their definitions. */
export function routeTableOfLists<R extends string>(
  lists: Partial<Record<R, Pick<RouteList, 'pages'>>>,
): Array<RemotePage<R>> {
  return (Object.entries(lists) as Array<[R, Pick<RouteList, 'pages'> | undefined]>).flatMap(([remote, list]) =>
    (list?.pages ?? []).map((page) => ({
      path: page.path,
      remote,
      module: page.module,
      ...(page.private ? { private: true as const } : {}),
      ...(page.private || page.sitemap ? {} : { sitemap: false as const }),
      ...(page.nested ? { nested: true as const } : {}),
    })),
  );
}

/** The site's main navigation from the remotes' lists: every remote's entries, lowest order first. */
export function navigationOfLists<R extends string>(
  lists: Partial<Record<R, Pick<RouteList, 'navigation'>>>,
): Array<RemoteNavEntry<R>> {
  return (Object.entries(lists) as Array<[R, Pick<RouteList, 'navigation'> | undefined]>)
    .flatMap(([remote, list]) => (list?.navigation ?? []).map((entry) => ({ ...entry, remote })))
    .sort((a, b) => a.order - b.order);
}
