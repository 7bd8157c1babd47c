// A matchMedia for jsdom that answers width and reduced-motion queries from a settable viewport, and tells
// listeners when it changes: enough to test breakpoints and prefers-reduced-motion.

interface Viewport {
  width: number;
  reducedMotion: boolean;
}

const viewport: Viewport = { width: 1024, reducedMotion: false };
const listeners = new Set<{ query: string; notify: () => void }>();

function evaluate(query: string): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  if (min) return viewport.width >= Number(min[1]);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  if (max) return viewport.width <= Number(max[1]);
  if (query.includes('prefers-reduced-motion: reduce')) return viewport.reducedMotion;
  return false;
}

function matchMedia(query: string): MediaQueryList {
  let handlers: Array<(event: MediaQueryListEvent) => void> = [];
  const entry = {
    query,
    notify: () =>
      handlers.forEach((handler) => handler({ matches: evaluate(query), media: query } as MediaQueryListEvent)),
  };
  const list = {
    get matches() {
      return evaluate(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, handler: (event: MediaQueryListEvent) => void) => {
      handlers.push(handler);
      listeners.add(entry);
    },
    removeEventListener: (_type: string, handler: (event: MediaQueryListEvent) => void) => {
      handlers = handlers.filter((h) => h !== handler);
      if (handlers.length === 0) listeners.delete(entry);
    },
    addListener: (handler: (event: MediaQueryListEvent) => void) => list.addEventListener('change', handler),
    removeListener: (handler: (event: MediaQueryListEvent) => void) => list.removeEventListener('change', handler),
    dispatchEvent: () => false,
  };
  return list as unknown as MediaQueryList;
}

/** Installs the fake matchMedia with a viewport; later calls change it and notify listeners. */
export function setViewport(next: Partial<Viewport>): void {
  Object.assign(viewport, next);
  window.matchMedia = matchMedia;
  [...listeners].forEach((listener) => listener.notify());
}

/** Back to a 1024 px wide screen with motion allowed. */
export function resetViewport(): void {
  setViewport({ width: 1024, reducedMotion: false });
}
