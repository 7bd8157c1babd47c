import { useLayoutEffect } from 'react';
import { useLocation } from '../router';

/** How long to wait for an anchor's element: a remote page may still be loading when the URL names it. */
const ANCHOR_WAIT_MS = 5000;

/**
 * Every route change starts at the top of the page (docs/spec-notes.md#screens). A URL with an anchor
 * (#explore-courses, #registration-form) scrolls to that element instead, as soon as it is rendered.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  useLayoutEffect(() => {
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
