// What a remote's build publishes beside its mf-manifest.json (page-server.ts's ROUTE_LIST): its pages and the
// entries of the site's navigation that belong to it. The shell's page server and the shell in the browser
// learn the site's pages from the live remotes' lists, so a remote's release adds, renames or removes a page
// with no shell release. The build checks what it writes against this schema (made by routes.ts's
// routeListOf from the remote's route definition); the page server and the shell parse what they read with it.
import * as z from 'zod/mini';

/** A page's path, relative to the base: no leading or trailing slash. */
export const PATH_PATTERN = /^(?!\/)(?!.*\/$)/;
/** An exposed page module's name: PascalCase. */
export const MODULE_PATTERN = /^[A-Z][A-Za-z0-9]*$/;

const routeListPageSchema = z.object({
  /** Relative to '/' or '/blueprint' ('' is the home page); ':name' matches one segment. */
  path: z.string().check(z.regex(PATH_PATTERN, 'a path has no leading or trailing slash')),
  /** The exposed module that renders it: './<module>'. */
  module: z.string().check(z.regex(MODULE_PATTERN, 'a module is a PascalCase name')),
  title: z.string(),
  /** Listed in sitemap.xml (its concrete addresses come from the remote's fragments index). */
  sitemap: z.boolean(),
  /** Staff only: never composed on the server, never stored, disallowed in robots.txt. */
  private: z.optional(z.literal(true)),
  /** Every path under it is the page's too (the page routes within it). */
  nested: z.optional(z.literal(true)),
});

const navEntrySchema = z.object({
  label: z.string().check(z.minLength(1)),
  /** The page it leads to, as a route list's path. */
  path: z.string().check(z.regex(PATH_PATTERN, 'a path has no leading or trailing slash')),
  order: z.number(),
  /** Where it stands in the phone's menu; default: `order`. */
  mobileOrder: z.optional(z.number()),
  /** An exposed module whose default export is the entry's menu (navigation.ts's groups). */
  menu: z.optional(z.string()),
});

export const routeListSchema = z.object({
  /** One row per path. */
  pages: z.array(routeListPageSchema),
  navigation: z.array(navEntrySchema),
});

export type RouteListPage = z.infer<typeof routeListPageSchema>;
export type NavEntry = z.infer<typeof navEntrySchema>;
export type RouteList = z.infer<typeof routeListSchema>;

/** A route list, or an error that names what does not fit ('pages.0.path: a path has no leading …'). */
export function parseRouteList(value: unknown): RouteList {
  const result = routeListSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(the list)'}: ${issue.message}`);
  throw new Error(`the route list does not fit the contract (${problems.join('; ')})`);
}
