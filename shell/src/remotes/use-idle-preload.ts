import { useEffect } from 'react';
import { preloadExposed } from './remote-loader';

type Connection = { saveData?: boolean; effectiveType?: string };

/** After the first page has settled, warm the pages the header links to, unless the visitor saves data. */
export function useIdlePreload(modules: Array<[remote: string, module: string]>, delayMs = 2000) {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
    let idle = 0;
    const timer = setTimeout(() => {
      const run = () => modules.forEach(([remote, module]) => preloadExposed(remote, module));
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 5000 });
      else run();
    }, delayMs);
    return () => {
      clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
    // The list is static per caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
