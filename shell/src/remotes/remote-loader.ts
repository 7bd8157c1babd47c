// Loads exposed modules of the remotes registered at run time. One promise per module, shared by preloading
// and rendering; a failure is forgotten so that Retry really tries again.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { reportBrowserError } from './error-reports';
import { isChunkLoadError, RemoteUnavailableError } from './remote-error';

/** A stopped or hung remote becomes the fallback message well within 6 seconds. */
export const REMOTE_LOAD_TIMEOUT_MS = 5000;
/**
 * The module of the page the server sent is waited for longer: its HTML is on screen, readable and usable, so
 * a slow connection must not replace it with the fallback (the bound is for a skeleton).
 */
export const SERVER_PAGE_LOAD_TIMEOUT_MS = 20_000;

let manifests: Record<string, string> = {};
const modules = new Map<string, Promise<unknown>>();

export function registerRemoteManifests(remotes: Record<string, string>): void {
  manifests = { ...remotes };
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Whether the site now serves another build of this remote than the one this page registered (a deploy moved
 * its manifest to a new release): then a chunk gone missing is a new version, not a remote that is down.
 */
export async function remoteWasReplaced(remote: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl('/runtime-config.json', { cache: 'no-cache' });
    if (!response.ok) return false;
    const now = ((await response.json()) as { remotes?: Record<string, unknown> }).remotes?.[remote];
    return typeof now === 'string' && manifests[remote] !== undefined && now !== manifests[remote];
  } catch {
    return false;
  }
}

function withTimeout<T>(promise: Promise<T>, remote: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(remote, { reason: 'timed out' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** `loadExposed('marketing', 'About')` resolves to the module `marketing/About`. */
export function loadExposed<T>(remote: string, module: string): Promise<T> {
  const id = `${remote}/${module}`;
  const cached = modules.get(id);
  if (cached) return cached as Promise<T>;
  if (!manifests[remote]) {
    return Promise.reject(new RemoteUnavailableError(remote, { reason: 'not configured' }));
  }
  // The page the server composed names its module on #root (page-server/src/pages/entry-server.ts).
  const serverPage = document.getElementById('root')?.dataset.serverPage === id;
  const pending = withTimeout(
    loadRemote<T>(id),
    remote,
    serverPage ? SERVER_PAGE_LOAD_TIMEOUT_MS : REMOTE_LOAD_TIMEOUT_MS,
  ).then((loaded) => {
    if (!loaded) throw new RemoteUnavailableError(remote, { reason: `no module ${module}` });
    return loaded;
  });
  modules.set(id, pending);
  pending.catch((error: unknown) => {
    modules.delete(id);
    reportBrowserError(remote, isChunkLoadError(error) ? 'chunk' : 'load');
  });
  return pending;
}

/** Warms a module's code without showing it (hover, focus, idle); failures stay silent until it is needed. */
export function preloadExposed(remote: string, module: string): void {
  loadExposed(remote, module).catch(() => undefined);
}

/** Before a retry: forget what the runtime cached about the remote, so its manifest is fetched again. */
export function resetRemote(remote: string): void {
  for (const id of modules.keys()) if (id.startsWith(`${remote}/`)) modules.delete(id);
  const entry = manifests[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
