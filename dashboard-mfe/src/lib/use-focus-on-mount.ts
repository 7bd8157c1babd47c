import { useEffect, useRef } from 'react';

/** A ref whose element takes focus once, when it first appears: a step that replaces the one before it, so
 * keyboard and screen-reader users are not left on a control that no longer exists. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
