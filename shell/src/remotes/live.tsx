import { useEffect, type ReactNode } from 'react';

/**
 * Which parts of a server-rendered page are live (hydrated): <html> gets data-shell-live once the header is
 * (the footer has nothing that needs its code: links), data-page-live once the page is (its remote's code has hydrated it, or its fallback replaced it).
 * Nothing waits for these marks (every control works natively before, links, forms and disclosures); they
 * tell browser tests and people debugging when the enhanced behaviour is there.
 */
export type LiveRegion = 'shell' | 'page';

export function markLive(region: LiveRegion): void {
  document.documentElement.setAttribute(`data-${region}-live`, '');
}

/** Marks its region live once it has been committed: for a page, when the page's code has hydrated it. */
export function Live({ region, children }: { region: LiveRegion; children: ReactNode }) {
  useEffect(() => markLive(region), [region]);
  return children;
}
