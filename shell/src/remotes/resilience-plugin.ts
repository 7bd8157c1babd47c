// Federation runtime plugin: bounds the two waits the runtime leaves open (the manifest fetch has no timeout;
// a remote script waits 20 s) and turns any load failure into one readable RemoteUnavailableError.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-error';

export const MANIFEST_TIMEOUT_MS = 2500;
export const SCRIPT_TIMEOUT_MS = 3000;
/**
 * A script of the page the server sent (its preloads name them, page-server/src/pages/entry-server.ts) waits as long as the runtime
 * would: that page is on screen, readable and usable already, and a slow connection must not turn it into a
 * fallback. The bound is for pages that show a skeleton meanwhile.
 */
export const SERVER_PAGE_SCRIPT_TIMEOUT_MS = 20_000;

function preloadedByServerPage(url: string): boolean {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].some(
    (link) => link.href === url,
  );
}

function remoteName(id: string): string {
  return id.split('/')[0] ?? id;
}

export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'blueprint-resilience',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      return { script, timeout: preloadedByServerPage(url) ? SERVER_PAGE_SCRIPT_TIMEOUT_MS : SCRIPT_TIMEOUT_MS };
    },
    errorLoadRemote({ id, error }) {
      if (error instanceof RemoteUnavailableError) throw error;
      throw new RemoteUnavailableError(remoteName(id), { cause: error });
    },
  };
}
