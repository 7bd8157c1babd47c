import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '../app/route-table';
import { PageSkeleton } from './page-skeleton';
import { RemoteBoundary } from './remote-boundary';
import { loadExposed, resetRemote } from './remote-loader';
import { serverPageFor } from './server-page';

type Page = LazyExoticComponent<ComponentType>;
const pages = new Map<string, Page>();

/**
 * One lazy component per remote module and attempt, created outside render. React caches a rejected lazy
 * component, so each retry needs a fresh one.
 */
function lazyPage(remote: RemoteName, module: string, attempt: number): Page {
  const key = `${remote}/${module}#${attempt}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => loadExposed<{ default: ComponentType }>(remote, module));
    pages.set(key, page);
  }
  return page;
}

/**
 * A page rendered by a remote: loaded on first visit, skeleton (or the server's HTML of it) while loading,
 * fallback with Retry on failure.
 */
export function RemoteRoute({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(remote, module, attempt);
  // The page as the server sent it, shown while its code arrives (first page of the visit only).
  const [serverHtml] = useState(() => serverPageFor(`${remote}/${module}`));
  return (
    <RemoteBoundary
      remote={remote}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={serverHtml ? <div inert aria-hidden="true" data-testid="server-page" dangerouslySetInnerHTML={{ __html: serverHtml }} /> : <PageSkeleton />}>
        {/* Stable per module and attempt (see lazyPage), so React keeps its state across renders. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
