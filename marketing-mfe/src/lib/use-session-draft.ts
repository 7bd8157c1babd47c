import { useEffect, useState } from 'react';

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

/**
 * Form values that survive leaving the page and coming back in the same tab, until the form is sent:
 * a stray click on a link does not throw away a long message.
 */
export function useSessionDraft<T extends Record<string, string>>(key: string, empty: T) {
  const [values, setValues] = useState<T>(() => readDraft(key, empty));
  useEffect(() => {
    try {
      const blank = Object.values(values).every((value) => value === '');
      if (blank) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Storage full or disabled: the values still live in the form.
    }
  }, [key, values]);
  return [values, setValues] as const;
}
