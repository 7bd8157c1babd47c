// @ts-check
// The remotes' route definitions (<remote>/src/routes.json) for the build: a remote's webpack `exposes`, and
// the shell's route table, made with the same routeTable() the shell's bundle uses. The shell's build writes
// the table to dist/remote-pages.json, where its static server finds the remote a requested page needs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exposesOf, routeTable } from '@blueprint/shared/site/routes';
import { APPS, REMOTES } from './apps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Each remote's route definition file. */
export const ROUTE_FILES = Object.fromEntries(REMOTES.map((name) => [name, path.join(ROOT, APPS[name].dir, 'src', 'routes.json')]));

/** @param {string} file */
const readDefinition = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Webpack's `exposes` of the remote whose route definition is `file`. */
export function exposesFrom(file) {
  return exposesOf(readDefinition(file));
}

/** The shell's route table, from every remote's route definition. */
export function loadRouteTable() {
  return routeTable(Object.fromEntries(REMOTES.map((name) => [name, readDefinition(ROUTE_FILES[name])])));
}
