// @ts-check
// The run-time config the shell (and a remote running alone) fetches from /runtime-config.json.
// Built from environment variables, so moving a remote or the API needs no rebuild.
import { API, APPS, REMOTES } from './apps.mjs';

/**
 * @typedef {{ apiUrl: string, remotes: Record<string, string>, publicOrigin?: string }} RuntimeConfig publicOrigin: the
 *   site's address for search engines and link previews (canonical links, og:url, the sitemap), PUBLIC_ORIGIN;
 *   without it, the origin each request came to
 */

/** A remote's variable may name its origin or its manifest; the config always holds the manifest URL. */
export function manifestUrlOf(value) {
  const trimmed = value.replace(/\/+$/, '');
  return trimmed.endsWith('.json') ? trimmed : `${trimmed}/mf-manifest.json`;
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ host?: string }} [options]
 * @returns {RuntimeConfig}
 */
export function runtimeConfigFromEnv(env, { host = 'localhost' } = {}) {
  const publicOrigin = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : undefined;
  return {
    ...(publicOrigin ? { publicOrigin } : {}),
    apiUrl: (env[API.urlEnv] || `http://${host}:${API.port}`).replace(/\/+$/, ''),
    remotes: Object.fromEntries(
      REMOTES.map((name) => {
        const app = APPS[name];
        return [name, manifestUrlOf(env[app.urlEnv] || `http://${host}:${app.port}`)];
      }),
    ),
  };
}

/** An absolute http(s) URL, or an error that says which entry is wrong. */
function checkUrl(value, where) {
  if (typeof value !== 'string') throw new Error(`${where} must be a URL string`);
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${where} is not a URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${where} must be an http(s) URL: ${value}`);
}

/**
 * Parses a run-time config file's text; throws an error that names what is wrong (a hand edit's typo).
 * @param {string} text
 * @returns {RuntimeConfig}
 */
export function parseRuntimeConfig(text) {
  const value = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('it must be a JSON object');
  checkUrl(value.apiUrl, 'apiUrl');
  if (typeof value.remotes !== 'object' || value.remotes === null || Array.isArray(value.remotes)) {
    throw new Error('remotes must be an object of manifest URLs');
  }
  for (const [name, manifest] of Object.entries(value.remotes)) checkUrl(manifest, `remotes.${name}`);
  if (value.publicOrigin !== undefined) {
    checkUrl(value.publicOrigin, 'publicOrigin');
    // An origin, never a path: canonical links are built as origin + path.
    value.publicOrigin = new URL(value.publicOrigin).origin;
  }
  return value;
}
