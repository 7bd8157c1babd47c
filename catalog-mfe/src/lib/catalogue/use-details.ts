import { useHydratingNow } from '@blueprint/shared/ui/use-hydrating';
import { use, useEffect, useState } from 'react';
import { loadDetailsOf, peekDetailsOf } from './load-details';
import type { GroupDetails, GroupId } from './types';

interface Loaded {
  key: string;
  details: GroupDetails | null;
  error: Error | null;
}

/**
 * The course details of some provider groups: null while their chunk loads (at once when already loaded).
 * A failed load is thrown during render, so the shell's boundary for this remote shows its Retry.
 */
export function useDetails(groups: readonly GroupId[]): GroupDetails | null {
  const key = groups.join('+');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Over the server's HTML, which holds the details, the page waits for them (React keeps that HTML on
  // screen meanwhile) rather than rendering its loading state over it.
  const hydrating = useHydratingNow();
  if (hydrating && typeof window !== 'undefined' && !peekDetailsOf(groups)) use(loadDetailsOf(groups));

  useEffect(() => {
    if (peekDetailsOf(key.split('+') as GroupId[])) return;
    let current = true;
    loadDetailsOf(key.split('+') as GroupId[]).then(
      (details) => current && setLoaded({ key, details, error: null }),
      (error: unknown) =>
        current && setLoaded({ key, details: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  if (loaded?.key === key && loaded.error) throw loaded.error;
  return peekDetailsOf(groups) ?? (loaded?.key === key ? loaded.details : null);
}
