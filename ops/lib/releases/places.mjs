// @ts-check
// Where this working copy keeps what the release commands and npm start need:
// - RELEASES_DIR (default releases/ in the working tree): the releases `npm run release` built here, before
//   `npm run publish` (or `deploy`) uploads them to the API's release store, which is what the site serves from.
// - DEPLOY_STATE_DIR (default .blueprint/instances/<PORT_BASE>/): one npm start instance's run-time config,
//   deploy token and its page servers' caches. Keyed by PORT_BASE, so two npm starts in one tree never share
//   a token or a run-time config; an explicit DEPLOY_STATE_DIR wins.
import path from 'node:path';
import { ROOT, STATE_DIR } from '../paths.mjs';

/** @param {NodeJS.ProcessEnv} env */
export function releasesDirOf(env) {
  return path.resolve(ROOT, env.RELEASES_DIR || 'releases');
}

/** @param {NodeJS.ProcessEnv} env */
function portBaseKey(env) {
  return String(Number(env.PORT_BASE || 0));
}

/** Every instance's state folder under .blueprint/instances. */
const INSTANCES_DIR = path.join(STATE_DIR, 'instances');

/** @param {NodeJS.ProcessEnv} env */
export function deployStateDirOf(env) {
  return env.DEPLOY_STATE_DIR ? path.resolve(env.DEPLOY_STATE_DIR) : path.join(INSTANCES_DIR, portBaseKey(env));
}

export const DEPLOY_TOKEN_FILE = 'deploy-token';
