// What each consumer needs from the remotes' route definitions (route-definition.ts): webpack's `exposes`, the
// shell's route table (also read by the page server), the standalone router and the test render helpers.
import type { RouteDefinition, RoutePage } from './route-definition.ts';

export type { RouteDefinition, RoutePage };

/** A row of the shell's route table. */
export interface RemotePage<R extends string = string> {
  path: string;
  remote: R;
  module: string;
  private?: true;
}

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
    ...Object.fromEntries(definition.pages.map((page) => [`./${page.module}`, `./src/pages/${pageFileOf(page.module)}.tsx`])),
    ...Object.fromEntries(Object.entries(definition.modules ?? {}).map(([name, file]) => [`./${name}`, `./src/${file}`])),
  };
}

/** The shell's route table: one row per path of every remote's pages, in the remotes' order. */
export function routeTable<R extends string>(definitions: Record<R, Pick<RouteDefinition, 'pages'>>): Array<RemotePage<R>> {
  return (Object.entries(definitions) as Array<[R, Pick<RouteDefinition, 'pages'>]>).flatMap(([remote, definition]) =>
    definition.pages.flatMap((page) => page.paths.map((path) => ({ path, remote, module: page.module, ...(page.private ? { private: true as const } : {}) }))),
  );
}
