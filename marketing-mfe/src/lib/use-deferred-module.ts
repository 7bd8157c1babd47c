import { useCallback, useRef, useState } from 'react';

export type DeferredModule<T> =
  | { status: 'idle' | 'loading' | 'error'; module?: undefined }
  | { status: 'ready'; module: T };

/**
 * Code that the first view does not need (a modal's content, a form below the fold), loaded on demand.
 * `load()` starts it once; after a failure (a dropped connection) the next `load()` tries again.
 * `loader` must be stable: define it at module level (`const loadX = () => import('./x')`).
 */
export function useDeferredModule<T>(loader: () => Promise<T>): DeferredModule<T> & { load: () => void } {
  const [state, setState] = useState<DeferredModule<T>>({ status: 'idle' });
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: 'loading' });
    loader().then(
      (module) => setState({ status: 'ready', module }),
      (error: unknown) => {
        console.warn('Could not load a part of the page:', error);
        started.current = false;
        setState({ status: 'error' });
      },
    );
  }, [loader]);
  return { ...state, load };
}
