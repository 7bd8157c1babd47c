// @ts-check
// The run-time config the shell (and a remote running alone) fetches from /runtime-config.json.
// Built from environment variables, so moving a remote or the API needs no rebuild.
import { API, APPS, REMOTES } from './apps.mjs';

/**
 * @typedef {{ apiUrl: string, remotes: Record<string, string> }} RuntimeConfig
 */

/** A remote's variable may name its origin or its manifest; the config always holds the manifest URL. */
function manifestUrl(value) {
  const trimmed = value.replace(/\/+$/, '');
  return trimmed.endsWith('.json') ? trimmed : `${trimmed}/mf-manifest.json`;
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ host?: string }} [options]
 * @returns {RuntimeConfig}
 */
export function runtimeConfigFromEnv(env, { host = 'localhost' } = {}) {
  return {
    apiUrl: (env[API.urlEnv] || `http://${host}:${API.port}`).replace(/\/+$/, ''),
    remotes: Object.fromEntries(
      REMOTES.map((name) => {
        const app = APPS[name];
        return [name, manifestUrl(env[app.urlEnv] || `http://${host}:${app.port}`)];
      }),
    ),
  };
}
