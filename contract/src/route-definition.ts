// A remote's route definition, its src/routes.json: the one statement of its pages. The build checks each file
// against this schema; routes.ts turns a definition into what each consumer needs, without loading zod.
import * as z from 'zod/mini';
import { MODULE_PATTERN, PATH_PATTERN } from './route-list.ts';

const navSchema = z.object({
  /** The link's text; default: the page's `label`. */
  label: z.optional(z.string().check(z.minLength(1))),
  /** Where it stands among every remote's entries, lowest first. */
  order: z.number(),
  /** Where it stands in the phone's menu, when that differs; default: `order`. */
  mobileOrder: z.optional(z.number()),
  /** An exposed module of the remote whose default export is the entry's menu (@blueprint/contract/navigation's groups). */
  menu: z.optional(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'a menu is an exposed module name'))),
});

const routePageSchema = z.object({
  /** The exposed module: './<module>', the file src/pages/<kebab-module>-page.tsx. */
  module: z.string().check(z.regex(MODULE_PATTERN, 'a module is a PascalCase name')),
  /** Relative to '/' or '/blueprint' ('' is the home page); ':name' matches one segment. */
  paths: z
    .array(z.string().check(z.regex(PATH_PATTERN, 'a path has no leading or trailing slash')))
    .check(z.minLength(1)),
  /** The page's title and meta description (a page with a title of its own, such as a course, sets it). */
  title: z.string(),
  description: z.string(),
  /** When set, the page appears in the remote's standalone navigation under this name. */
  label: z.optional(z.string()),
  /** Staff only: rendered in the browser alone, and its HTML is never stored by a browser or a cache. */
  private: z.optional(z.boolean()),
  /**
   * Every path under the page's paths is the page's too: it routes within them itself (the dashboard's views,
   * '/dashboard/messages'), and the site serves it at each.
   */
  nested: z.optional(z.boolean()),
  /** Whether search engines are asked to index it (sitemap.xml); default: every page that is not private. */
  sitemap: z.optional(z.boolean()),
  /** When set, the site's main navigation (the shell's header) leads to the page's first path. */
  nav: z.optional(navSchema),
});

export const routeDefinitionSchema = z.object({
  pages: z.array(routePageSchema),
  /** Exposed modules that are not pages: name → file under src/. */
  modules: z.optional(z.record(z.string(), z.string())),
});

export type RoutePage = z.infer<typeof routePageSchema>;
export type RouteDefinition = z.infer<typeof routeDefinitionSchema>;
