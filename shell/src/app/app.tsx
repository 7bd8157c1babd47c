import { css, type Theme } from '@emotion/react';
import { ThemeProvider, type ThemeName } from '@blueprint/shared/theme';
import { ScrollToTop } from '@blueprint/shared/ui/scroll-to-top';
import { routePattern } from '@blueprint/contract/paths';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from '@blueprint/shared/router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Footer } from '../components/footer/footer';
import { Header, NAV_BAR_HEIGHT, TOP_BAR_HEIGHT } from '../components/header/header';
import { Live } from '../remotes/live';
import { RemoteRoute } from '../remotes/remote-route';
import { PageSkeleton } from '../remotes/page-skeleton';
import { SHELL_PAGES } from './shell-pages';
import { refreshRouteLists, routeListsFresh, useRouteListsLearning, useSiteRoutes } from '../remotes/site-pages';

// Rarely visited too: its code loads on demand, off the first view.
const NotFoundPage = lazy(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

const skipLinkStyles = (theme: Theme) => css`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  &:focus {
    top: 1rem;
  }
`;

// Room for the fixed header: the top bar, plus the secondary bar on desktop. At least a screen tall, so the
// footer stays below the fold while a remote's skeleton turns into its page (no layout shift).
const mainStyles = (theme: Theme) => css`
  min-height: 100vh;
  padding-top: ${TOP_BAR_HEIGHT}px;
  ${theme.media.md} {
    padding-top: ${TOP_BAR_HEIGHT + NAV_BAR_HEIGHT}px;
  }
  &:focus {
    outline: none;
  }
`;

function ShellPage({ page }: { page: ReactNode }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Live region="page">{page}</Live>
    </Suspense>
  );
}

/**
 * A path no remote's list has. Reached by a link (not the page the server sent), the lists are fetched again
 * first, in case a remote's release added the page since: its skeleton meanwhile, then the page, or "Page not
 * found".
 */
function UnknownPage() {
  const learning = useRouteListsLearning();
  // The first page's location is 'default': the server answered for it, with the lists it had.
  const followed = useLocation().key !== 'default';
  const stale = followed && !routeListsFresh();
  useEffect(() => {
    if (stale) void refreshRouteLists({ waiting: true });
  }, [stale]);
  return <ShellPage page={learning || stale ? <PageSkeleton /> : <NotFoundPage />} />;
}

/** The pages under one base ('' or '/blueprint'): the remotes' pages as their lists say, then the shell's own. */
function PageRoutes() {
  const routes = useSiteRoutes();
  return (
    <Routes>
      {routes.map((page) =>
        page.path === '' && !page.nested ? (
          <Route
            key="index"
            index
            element={<RemoteRoute key={`${page.remote}/${page.module}`} remote={page.remote} module={page.module} />}
          />
        ) : (
          // A nested page routes within its path itself ('dashboard/*': the dashboard's views).
          <Route
            key={page.path}
            path={routePattern(page)}
            element={<RemoteRoute key={`${page.remote}/${page.module}`} remote={page.remote} module={page.module} />}
          />
        ),
      )}
      {SHELL_PAGES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<ShellPage page={<Page />} />} />
      ))}
      <Route path="*" element={<UnknownPage />} />
    </Routes>
  );
}

// Other pages' code is not warmed at idle time: it would cost every page the scripts of three remote entries and
// their pages for a visit that may never come. Links warm their page on hover, focus or touch instead.
//
// Header, routes and footer are Suspense boundaries of their own (with nothing that suspends of their own: the
// page has its boundary inside, remote-route.tsx): hydrating a server page,
// React hydrates what is outside boundaries in one uninterrupted task, and each boundary later, in slices that
// yield to the browser every few milliseconds (the home page's total blocking time). Until then they
// are the server's HTML: links that navigate, menus that are popovers; a click on a part not yet hydrated makes
// React hydrate that part first and replay the click.
function Layout() {
  return (
    <>
      <a css={skipLinkStyles} href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <Suspense>
        <Live region="shell">
          <Header />
        </Live>
      </Suspense>
      <main css={mainStyles} id="main" tabIndex={-1}>
        <Suspense>
          <Routes>
            <Route path="/blueprint/*" element={<PageRoutes />} />
            <Route path="/*" element={<PageRoutes />} />
          </Routes>
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </>
  );
}

export interface AppProps {
  /** On the server: the page's URL (the browser's own router reads it from the address bar). */
  url?: string;
  /** The theme the server rendered the page in: the first render, hydrating it, must be the same. */
  rendered?: ThemeName;
}

export function App({ url, rendered }: AppProps) {
  const layout = <Layout />;
  return (
    <ThemeProvider rendered={rendered}>
      {url === undefined ? (
        <BrowserRouter>{layout}</BrowserRouter>
      ) : (
        <MemoryRouter initialEntries={[url]}>{layout}</MemoryRouter>
      )}
    </ThemeProvider>
  );
}
