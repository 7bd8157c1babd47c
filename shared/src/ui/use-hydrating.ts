import { useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True in a render that hydrates server HTML (and on the server), false in a render in the browser alone:
 * React reads a store's server snapshot exactly while hydrating. Kept for the component's life, so a part can
 * tell that its first render had the server's HTML to keep.
 */
export function useHydrating(): boolean {
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  const [first] = useState(hydrating);
  return first;
}

/** True in this very render if it hydrates server HTML (or runs on the server). */
export function useHydratingNow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
