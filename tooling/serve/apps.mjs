// @ts-check
// The system's topology for Node code: the webpack factory, the static server, npm start, the e2e harness,
// the bench and docker tests. The facts themselves (apps, folders, default ports) are in one file,
// @blueprint/shared/site/topology.json, which the shell and the API's CORS default read as well.
import { createRequire } from 'node:module';

/** @typedef {{ dir: string, port: number, urlEnv?: string }} AppInfo */
/** @typedef {'shell' | 'marketing' | 'catalog' | 'internship' | 'dashboard'} AppName */

// createRequire, not an import attribute: every Node from 20 reads JSON this way.
const topology = /** @type {{ apps: Record<AppName, AppInfo>, api: Required<AppInfo> }} */ (
  createRequire(import.meta.url)('@blueprint/shared/site/topology.json')
);

export const APPS = topology.apps;

/** The remotes: every app the shell loads, in the order of the route table and the run-time config. */
export const REMOTES = /** @type {Array<Exclude<AppName, 'shell'>>} */ (Object.keys(APPS).filter((name) => name !== 'shell'));

export const API = topology.api;

/**
 * Where a service answers by default (npm start, a remote alone): http://localhost:<port>.
 * @param {AppName | 'api'} name
 */
export function defaultUrl(name) {
  return `http://localhost:${name === 'api' ? API.port : APPS[name].port}`;
}
