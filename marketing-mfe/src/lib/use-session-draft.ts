import { useHydrating } from '@blueprint/shared/ui/use-hydrating';
import { useEffect, useRef, useState } from 'react';

function readDraft<T extends Record<string, string>>(key: string, empty: T): T {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return empty;
    const draft = { ...empty };
    for (const field of Object.keys(empty) as Array<keyof T>) {
      const value = (saved as Record<keyof T, unknown>)[field];
      if (typeof value === 'string') draft[field] = value as T[keyof T];
    }
    return draft;
  } catch {
    return empty; // storage disabled or a damaged entry: start empty
  }
}

/** The form's own fields of what a page was rendered with. */
function withRendered<T extends Record<string, string>>(
  empty: T,
  rendered: Readonly<Record<string, string>> | undefined,
): T {
  const values = { ...empty };
  for (const field of Object.keys(empty) as Array<keyof T>) {
    const value = rendered?.[field as string];
    if (typeof value === 'string') values[field] = value as T[keyof T];
  }
  return values;
}

/**
 * Form values that survive leaving the page and coming back in the same tab, until the form is sent:
 * a stray click on a link does not throw away a long message.
 */
export function useSessionDraft<T extends Record<string, string>>(
  key: string,
  empty: T,
  rendered?: Readonly<Record<string, string>>,
) {
  // Over the server's HTML the first render must match it (empty, or what the visitor sent without JavaScript
  // when the page was rendered for that post); the draft comes back right after, under what is in the form.
  const hydrating = useHydrating();
  const [values, setValues] = useState<T>(() => (hydrating ? withRendered(empty, rendered) : readDraft(key, empty)));
  const restored = useRef(!hydrating);
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const draft = readDraft(key, empty);
      // What was typed into the page before its code arrived (kept by the form) wins over the older draft.
      setValues((current) => ({
        ...draft,
        ...Object.fromEntries(Object.entries(current).filter(([, value]) => value !== '')),
      }));
      return;
    }
    try {
      const blank = Object.values(values).every((value) => value === '');
      if (blank) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Storage full or disabled: the values still live in the form.
    }
  }, [key, values, empty]);
  return [values, setValues] as const;
}
