import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '../router';

/** How long to wait for an anchor's element: a remote page may still be loading when the URL names it. */
const ANCHOR_WAIT_MS = 5000;

/**
 * Every route change starts at the top of the page (docs/spec-notes.md#screens). A URL with an anchor
 * (#explore-courses, #registration-form) scrolls to that element instead, as soon as it is rendered.
 * The page the browser loaded is left where it is: the browser placed it (at the top, at its anchor, where a
 * reload was), and a visitor may have scrolled the server's HTML before its code arrived; hydrating must not
 * undo that. Only an anchor whose element is not in the page yet (a page rendered in the browser) is waited for.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  // The location the page was loaded at (the same in StrictMode's second run of the effect).
  const loadedKey = useRef(key);
  useLayoutEffect(() => {
    const loaded = key === loadedKey.current;
    if (loaded && (!hash || document.getElementById(decodeURIComponent(hash.slice(1))))) return;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ block: 'start' });
      return true;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => {
      if (scroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, hash, key]);
  return null;
}
