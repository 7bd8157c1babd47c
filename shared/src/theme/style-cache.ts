// emotion's style cache for a render: in the browser with the nonce of the page's Content-Security-Policy (the
// policy allows no inline style without it, page-server/src/pages/content-security-policy.ts, and emotion writes
// each <style> element it adds with the cache's nonce); on the server, the render's own (RenderStyleCache), which
// keeps each rule once, as data the page server writes into the document's head.
import createCache, { type EmotionCache } from '@emotion/cache';
import { createContext } from 'react';

/** The style cache a server render gives its tree (page-server/src/render/prerender.tsx); none in the browser. */
export const RenderStyleCache = createContext<EmotionCache | null>(null);

/**
 * The nonce the page's server put on this page's inline scripts (the same one its policy names for styles);
 * undefined on a page served without one (a dev server). Read from the element's `nonce` property: browsers
 * empty the attribute once the page has loaded, to keep it from the page's own CSS.
 */
export function pageNonce(doc: Document = document): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  // The attribute, where the property is missing (jsdom).
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

/**
 * A style cache. Its key is emotion's default, 'css', the one the server render writes its
 * `<style data-emotion="css …">` elements with, so the browser takes those over instead of writing them again.
 * No vendor prefixes (emotion's default stylis plugin): every browser the site supports reads the standard
 * properties, and the prefixed copies made each page's HTML heavier; the few still needed are written by hand.
 */
export function createStyleCache(
  nonce: string | undefined = typeof document === 'undefined' ? undefined : pageNonce(),
): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [], ...(nonce ? { nonce } : {}) });
}
