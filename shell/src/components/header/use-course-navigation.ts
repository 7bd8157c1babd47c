import type { NavGroup } from '@blueprint/contract/navigation';
import { useCallback, useRef, useState } from 'react';
import { loadExposed, resetRemote } from '../../remotes/remote-loader';

export type NavigationStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The dropdown's provider groups come from the catalog remote, which owns the catalogue. */
export function useCourseNavigation() {
  const [groups, setGroups] = useState<NavGroup[]>([]);
  const [status, setStatus] = useState<NavigationStatus>('idle');
  const statusRef = useRef<NavigationStatus>('idle');

  const update = (next: NavigationStatus) => {
    statusRef.current = next;
    setStatus(next);
  };

  const load = useCallback(() => {
    const current = statusRef.current;
    if (current === 'ready' || current === 'loading') return;
    if (current === 'error') resetRemote('catalog');
    update('loading');
    loadExposed<{ default: NavGroup[] }>('catalog', 'navigation').then(
      (module) => {
        setGroups(module.default);
        update('ready');
      },
      () => update('error'),
    );
  }, []);

  return { groups, status, load };
}
