// @ts-check
// The remotes' route definitions (<remote>/src/routes.json) for the build, each checked against the
// contract's schema: a remote's webpack `exposes`, and the shell's route table, made with the same routeTable()
// the shell's bundle uses. The shell's build writes the table to dist/remote-pages.json, where the page server
// finds the remote a requested page needs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeDefinitionSchema } from '@blueprint/contract/route-definition';
import { parseRouteList } from '@blueprint/contract/route-list';
import { exposesOf, pageFileOf, routeListOf, routeTable } from '@blueprint/contract/routes';
import { APPS, REMOTES } from '@blueprint/contract/topology';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Each remote's route definition file. */
export const ROUTE_FILES = Object.fromEntries(
  REMOTES.map((name) => [name, path.join(ROOT, APPS[name].dir, 'src', 'routes.json')]),
);

/**
 * A route definition file, checked: a mistake stops the build with the file and the field it is in.
 * @param {string} file
 */
export function readRouteDefinition(file) {
  const result = routeDefinitionSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`);
  throw new Error(`${path.relative(ROOT, file)} is not a route definition:\n  ${problems.join('\n  ')}`);
}

/** Webpack's `exposes` of the remote whose route definition is `file`. @param {string} file */
export function exposesFrom(file) {
  return exposesOf(readRouteDefinition(file));
}

/**
 * A build's pages beside the remote's own (EXTRA_PAGES, for a test that ships a page the product does not have):
 * `dir` holds a route definition (routes.json) and its pages (pages/<module>-page.tsx); for a remote with public
 * pages, also the server render of both (server.tsx, the build's server entry then).
 * @param {string} dir
 */
export function extraPagesIn(dir) {
  const definition = readRouteDefinition(path.join(dir, 'routes.json'));
  const exposes = Object.fromEntries(
    definition.pages.map((page) => [`./${page.module}`, path.join(dir, 'pages', `${pageFileOf(page.module)}.tsx`)]),
  );
  return { definition, exposes };
}

/**
 * The route list a remote's build publishes beside its manifest (ROUTE_LIST), from its route definition and
 * any extra pages, checked against the contract's schema.
 * @param {string} file @param {import('@blueprint/contract/routes').RouteDefinition} [extra]
 */
export function routeListFrom(file, extra) {
  const own = readRouteDefinition(file);
  return parseRouteList(routeListOf({ ...own, pages: [...own.pages, ...(extra?.pages ?? [])] }));
}

/** The shell's route table, from every remote's route definition. */
export function loadRouteTable() {
  return routeTable(Object.fromEntries(REMOTES.map((name) => [name, readRouteDefinition(ROUTE_FILES[name])])));
}
