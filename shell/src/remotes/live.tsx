import { useEffect, type ReactNode } from 'react';

/**
 * Which parts of a server-rendered page are live (hydrated). Until then index.html's script holds back
 * clicks on their buttons, which React would drop, and makes them again once the part is live; it also marks
 * <html> with data-shell-live and data-page-live.
 */
export type LiveRegion = 'shell' | 'page';

declare global {
  interface Window {
    __blueprintLive?: (region: LiveRegion) => void;
  }
}

export function markLive(region: LiveRegion): void {
  window.__blueprintLive?.(region);
}

/** Marks its region live once it has been committed: for a page, when the page's code has hydrated it. */
export function Live({ region, children }: { region: LiveRegion; children: ReactNode }) {
  useEffect(() => markLive(region), [region]);
  return children;
}
