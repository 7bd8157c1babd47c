// @ts-check
// What the commands that talk to the deploy endpoints (/api/admin/releases/…) share: where the API is (API_URL,
// default this instance's, by PORT_BASE), the credential (DEPLOY_TOKEN, default the token npm start wrote in
// this instance's state folder), and a request whose refusal is said in one line, the API's reason in it, and
// ends the command with exit 1: `npm run publish`, `deploy`, `promote`, `rollback`, `preview` and `releases`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEPLOY_TOKEN_FILE, deployStateDirOf } from './places.mjs';

/** @param {string} message @returns {never} */
export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** @param {NodeJS.ProcessEnv} env */
export function deployToken(env) {
  if (env.DEPLOY_TOKEN) return env.DEPLOY_TOKEN;
  const file = path.join(deployStateDirOf(env), DEPLOY_TOKEN_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return fail(`No deploy token: set DEPLOY_TOKEN, or start the site with npm start (it writes ${file})`);
  }
}

/**
 * The contract (TypeScript, read once its loader is registered); a plain sentence, not a stack trace, in a
 * working copy where nothing is installed yet.
 */
export async function loadTopology() {
  try {
    await import('@blueprint/tsconfig/register.mjs');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    fail(
      'Nothing is installed in this working copy yet: `npm run release -- <remote>` installs first, or run `pnpm install`',
    );
  }
  return import('@blueprint/contract/topology');
}

/** @param {NodeJS.ProcessEnv} env */
export async function apiUrlOf(env) {
  const { portBaseOf, portsFrom } = await loadTopology();
  return (env.API_URL || `http://localhost:${portsFrom(portBaseOf(env)).api}`).replace(/\/+$/, '');
}

/**
 * The site's address, where a preview link opens: SITE_URL, else this instance's shell (by PORT_BASE).
 * @param {NodeJS.ProcessEnv} env
 */
export async function siteUrlOf(env) {
  const { portBaseOf, portsFrom } = await loadTopology();
  return (env.SITE_URL || `http://localhost:${portsFrom(portBaseOf(env)).shell}`).replace(/\/+$/, '');
}

/**
 * Sends one request with the deploy token and answers the parsed body of a 2xx answer. Anything else ends the
 * command: `<what> refused (HTTP <status>): <the API's message>`, or that the API does not answer.
 * @param {{ what: string, url: string, init: RequestInit, token: string, timeoutMs?: number }} request
 * @returns {Promise<any>}
 */
export async function callDeployApi({ what, url, init, token, timeoutMs = 30_000 }) {
  let response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const { message, cause } = /** @type {Error & { cause?: Error }} */ (error);
    return fail(`${what}: the API at ${new URL(url).origin} does not answer (${cause?.message ?? message})`);
  }
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    const details = Array.isArray(body.errors)
      ? ` (${body.errors.map((/** @type {{ field: string, msg: string }} */ e) => `${e.field}: ${e.msg}`).join('; ')})`
      : '';
    fail(`${what} refused (HTTP ${response.status}): ${body.message ?? response.statusText}${details}`);
  }
  return body;
}
