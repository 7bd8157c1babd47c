// A remote's route definition, its src/routes.json: the one statement of its pages. The build checks each file
// against this schema; routes.ts turns a definition into what each consumer needs, without loading zod.
import * as z from 'zod/mini';

const routePageSchema = z.object({
  /** The exposed module: './<module>', the file src/pages/<kebab-module>-page.tsx. */
  module: z.string().check(z.regex(/^[A-Z][A-Za-z0-9]*$/, 'a module is a PascalCase name')),
  /** Relative to '/' or '/blueprint' ('' is the home page); ':name' matches one segment. */
  paths: z.array(z.string().check(z.regex(/^(?!\/)(?!.*\/$)/, 'a path has no leading or trailing slash'))).check(z.minLength(1)),
  /** The page's title and meta description (a page with a title of its own, such as a course, sets it). */
  title: z.string(),
  description: z.string(),
  /** When set, the page appears in the remote's standalone navigation under this name. */
  label: z.optional(z.string()),
  /** Staff only: rendered in the browser alone, and its HTML is never stored by a browser or a cache. */
  private: z.optional(z.boolean()),
});

export const routeDefinitionSchema = z.object({
  pages: z.array(routePageSchema),
  /** Exposed modules that are not pages: name → file under src/. */
  modules: z.optional(z.record(z.string(), z.string())),
});

export type RoutePage = z.infer<typeof routePageSchema>;
export type RouteDefinition = z.infer<typeof routeDefinitionSchema>;
