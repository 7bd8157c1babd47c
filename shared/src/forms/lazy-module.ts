import { useCallback, useRef, useState } from 'react';

/** A module fetched on demand and kept once it arrived; define it at module level, once. */
export interface LazyModule<T> {
  load(): Promise<T>;
  /** The value once loaded, for a synchronous render when the part comes back. */
  current(): T | undefined;
}

/**
 * `lazyModule(() => import('./contact-form').then((m) => m.default))`. A failed fetch is forgotten, so the next
 * `load()` tries again (webpack re-requests a chunk whose first load failed).
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
  };
}

export type LazyState<T> = { status: 'idle' | 'loading' | 'error'; value?: undefined } | { status: 'ready'; value: T };

/**
 * A lazy module's state in a component. `load()` starts it once (a click, hover or the viewport asking);
 * after a failure (a dropped connection) the next `load()` tries again.
 */
export function useLazyModule<T>(module: LazyModule<T>): LazyState<T> & { load: () => void } {
  const [state, setState] = useState<LazyState<T>>(() => {
    const value = module.current();
    return value === undefined ? { status: 'idle' } : { status: 'ready', value };
  });
  const started = useRef(state.status === 'ready');
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: 'loading' });
    module.load().then(
      (value) => setState({ status: 'ready', value }),
      (error: unknown) => {
        console.warn('Could not load a part of the page:', error);
        started.current = false;
        setState({ status: 'error' });
      },
    );
  }, [module]);
  return { ...state, load };
}
