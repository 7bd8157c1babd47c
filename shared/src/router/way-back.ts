import { createContext, useContext } from 'react';

/**
 * A page's way back as a server render knows it: the visitor's previous page on this site (the page server
 * reads it from a same-origin Referer and has the page rendered for that visit), and where the render hears
 * that the page has a way back at all (the build's prerender records it for the page server).
 */
export interface WayBackOnServer {
  previous?: string;
  declare?: (fallback: string) => void;
}

export const WayBack = createContext<WayBackOnServer>({});

/**
 * Where a way back leads before the page's code runs, and without JavaScript: the visitor's previous page
 * when the server knew it, else `fallback`. The browser's render says `fallback`; the element keeps the
 * server's address (hydration leaves an attribute as the server wrote it), and the page's code goes back in
 * history itself.
 */
export function useWayBack(fallback: string): string {
  const { previous, declare } = useContext(WayBack);
  declare?.(fallback);
  return previous ?? fallback;
}
