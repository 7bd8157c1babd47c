import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { PAGE_SLOT_ATTRIBUTE } from '@blueprint/contract/page-server';
import type { RemoteName } from '@blueprint/contract/topology';
import { Live } from './live';
import { PageSkeleton } from './page-skeleton';
import { RemoteBoundary } from './remote-boundary';
import { loadExposed, resetRemote } from './remote-loader';

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
 * The contract's PAGE_SLOT, where the page server puts the remote's own HTML of the page: the shell's build
 * renders its layout with this in the remote page's place, inside the same Suspense boundary the browser
 * renders. Hydrating, React keeps the remote's HTML there until the remote's code has arrived, then hydrates it.
 */
function PageSlot() {
  return <template {...{ [PAGE_SLOT_ATTRIBUTE]: '' }} />;
}

const RenderingLayout = createContext(false);

/** The shell's build-time render of its layout (src/server.tsx): remote pages become the slot. */
export function LayoutRender({ children }: { children: ReactNode }) {
  return <RenderingLayout.Provider value>{children}</RenderingLayout.Provider>;
}

/**
 * A page rendered by a remote: loaded on first visit, skeleton while loading (or the server's HTML of it,
 * kept by React until the code arrives), fallback with Retry on failure.
 */
export function RemoteRoute({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(remote, module, attempt);
  const layoutOnly = useContext(RenderingLayout);
  return (
    <RemoteBoundary
      remote={remote}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageSkeleton />}>
        {layoutOnly ? (
          <PageSlot />
        ) : (
          <Live region="page">
            {/* Stable per module and attempt (see lazyPage), so React keeps its state across renders. */}
            {/* eslint-disable-next-line react-hooks/static-components */}
            <Page />
          </Live>
        )}
      </Suspense>
    </RemoteBoundary>
  );
}
