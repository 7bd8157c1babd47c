// @ts-check
// Where releases and an instance's deploy state are, for the release commands and npm start alike.
// - RELEASES_DIR (default releases/ in the working tree): each remote's releases, immutable, shared by every
//   instance (an instance only reads the ones its live map names).
// - DEPLOY_STATE_DIR (default .blueprint/instances/<PORT_BASE>/): one instance's live map, deploy log, run-time
//   config and deploy token. Keyed by PORT_BASE, so two npm starts in one tree never share a live map or a
//   run-time config; an explicit DEPLOY_STATE_DIR wins.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, STATE_DIR } from '../paths.mjs';

/** @param {NodeJS.ProcessEnv} env */
export function releasesDirOf(env) {
  return path.resolve(ROOT, env.RELEASES_DIR || 'releases');
}

/** @param {NodeJS.ProcessEnv} env */
export function portBaseKey(env) {
  return String(Number(env.PORT_BASE || 0));
}

/** Every instance's state folder under .blueprint/instances. */
export const INSTANCES_DIR = path.join(STATE_DIR, 'instances');

/** @param {NodeJS.ProcessEnv} env */
export function deployStateDirOf(env) {
  return env.DEPLOY_STATE_DIR ? path.resolve(env.DEPLOY_STATE_DIR) : path.join(INSTANCES_DIR, portBaseKey(env));
}

export const DEPLOY_TOKEN_FILE = 'deploy-token';

/**
 * Every live map this machine can see: this instance's and every other instance's in the tree.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Array<{ remotes: Record<string, { release: string, previous?: string }> }>}
 */
export function visibleLiveMaps(env) {
  const dirs = new Set([deployStateDirOf(env)]);
  if (existsSync(INSTANCES_DIR))
    for (const name of readdirSync(INSTANCES_DIR)) dirs.add(path.join(INSTANCES_DIR, name));
  return [...dirs].flatMap((dir) => {
    try {
      return [JSON.parse(readFileSync(path.join(dir, 'live.json'), 'utf8'))];
    } catch {
      return [];
    }
  });
}
