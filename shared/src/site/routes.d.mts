// Types of routes.mjs (plain JavaScript so that Node imports it as it is).

/** One page of a remote, as its src/routes.json states it. */
export interface RoutePage {
  /** The exposed module: './<module>', the file src/pages/<kebab-module>-page.tsx. */
  module: string;
  /** Relative to '/' or '/blueprint' ('' is the home page); ':name' matches one segment. */
  paths: string[];
  /** The page's title and meta description (a page with a title of its own, such as a course, sets it). */
  title: string;
  description: string;
  /** When set, the page appears in the remote's standalone navigation under this name. */
  label?: string;
  /** Staff only: rendered in the browser alone, and its HTML is never stored by a browser or a cache. */
  private?: boolean;
}

export interface RouteDefinition {
  pages: RoutePage[];
  /** Exposed modules that are not pages: name → file under src/. */
  modules?: Record<string, string>;
}

/** A row of the shell's route table. */
export interface RemotePage<R extends string = string> {
  path: string;
  remote: R;
  module: string;
  private?: true;
}

export declare function pageFileOf(module: string): string;
export declare function routePage(definition: RouteDefinition, module: string): RoutePage;
export declare function exposesOf(definition: RouteDefinition): Record<string, string>;
export declare function routeTable<R extends string>(definitions: Record<R, RouteDefinition>): Array<RemotePage<R>>;
