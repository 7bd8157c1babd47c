// The Content-Security-Policy of the site's pages (the page writer, entry-server.ts, puts the nonce on the
// inline scripts and styles it writes). The staff dashboard reads personal data on the shell's
// origin, and that page runs code from four other origins, so the policy names exactly those origins, taken from
// the run-time config on every request: moving a remote in the config moves its permission too, with no rebuild.
import { randomBytes } from 'node:crypto';
import type { RuntimeConfig } from '@blueprint/contract/runtime-config';

/** A fresh nonce for one response's inline scripts and styles. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The same origin on the WebSocket scheme: Socket.IO upgrades its polling connection to it. */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/** A URL's origin; nothing for a value that is not a URL (it could not be loaded anyway). */
function originsOf(values: readonly string[]): string[] {
  return values.flatMap((value) => {
    try {
      return [new URL(value).origin];
    } catch {
      return [];
    }
  });
}

export function contentSecurityPolicy(config: RuntimeConfig, nonce: string): string {
  const remotes = [...new Set(originsOf(Object.values(config.remotes)))];
  const api = originsOf([config.apiUrl]);
  const directives = {
    'default-src': ["'self'"],
    // Remote entries and chunks are script elements from the remotes' origins; the inline config and theme
    // scripts carry the nonce.
    'script-src': ["'self'", `'nonce-${nonce}'`, ...remotes],
    // Inline styles only with the nonce: the server's HTML carries it on its <style> elements (emotion's, the
    // theme's) and emotion's cache in the browser writes it on the ones it adds. A style attribute in HTML is
    // refused, so the server render writes none (page-server/src/render/prerender.tsx); React sets the
    // browser's through the DOM, which no policy checks (docs/decisions/2026-11-27-style-policy.md).
    // No remote sends a stylesheet or a font (the builds have neither), so no remote origin is named for them:
    // the policy allows what the pages use, and each name it carries is sent with every page.
    'style-src': ["'self'", `'nonce-${nonce}'`],
    // A remote's images are served from its own origin; the favicon is a data: URL.
    'img-src': ["'self'", 'data:', ...remotes],
    'font-src': ["'self'"],
    // The API, its socket, and the remotes' manifests (fetched, and preloaded by the HTML).
    'connect-src': ["'self'", ...api, ...api.map(socketOrigin), ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
