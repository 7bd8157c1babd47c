// A remote running alone (pnpm --filter <app> dev, or its own port in production): its own page, theme
// provider and router, with the same routes bare and under /blueprint as inside the shell, all from the
// remote's route definition (src/routes.json).
import { css, type Theme } from '@emotion/react';
import { lazy, StrictMode, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from '../router';
import { loadRuntimeConfig } from '../config/runtime-config';
import { BASE_PATH, routePattern } from '@blueprint/contract/paths';
import { SITE_NAME } from '@blueprint/contract/site';
import { pageFileOf, type RouteDefinition, type RoutePage } from '@blueprint/contract/routes';
import { ThemeProvider, useTheme } from '../theme/theme-provider';
import { ScrollToTop } from '../ui/scroll-to-top';

export interface StandaloneOptions {
  /** The remote's name, shown in the bar: 'Marketing'. */
  name: string;
  /** The remote's route definition (src/routes.json). */
  routes: RouteDefinition;
  /** Loads a page module by its file name in src/pages: `(file) => import(`./pages/${file}.tsx`)`. */
  loadPage: (file: string) => Promise<{ default: ComponentType }>;
}

/**
 * A route for every path of every page of a route definition, bare and under /blueprint, as the shell routes
 * them: for the standalone app and the remotes' test render helpers. `pageOf` gives the component of a page
 * file in src/pages ('course-details-page').
 */
export function pageRoutes(definition: RouteDefinition, pageOf: (file: string) => ComponentType): ReactNode[] {
  return ['', BASE_PATH].flatMap((base) =>
    definition.pages.flatMap((page: RoutePage) => {
      const Page = pageOf(pageFileOf(page.module));
      return page.paths.map((path) => (
        <Route
          key={`${base}/${path}`}
          path={`${base}/${routePattern({ path, nested: page.nested })}`}
          element={<Page />}
        />
      ));
    }),
  );
}

const barStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    margin-left: auto;
    min-height: 44px;
    padding: 0 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;

function StandaloneBar({ name, routes }: { name: string; routes: RouteDefinition }) {
  const { theme, toggleTheme } = useTheme();
  const linked = routes.pages.filter((page) => page.label);
  return (
    <header css={barStyles}>
      <strong>
        {SITE_NAME} · {name} (standalone)
      </strong>
      {linked.length > 0 && (
        <nav aria-label={`${name} pages`}>
          <ul>
            {linked.map((page) => (
              <li key={page.module}>
                <Link to={`/${page.paths[0] ?? ''}`}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <button type="button" onClick={toggleTheme} aria-label={`Switch to ${theme === 'dark' ? 'light' : 'dark'} theme`}>
        {theme === 'dark' ? 'Light theme' : 'Dark theme'}
      </button>
    </header>
  );
}

function StandaloneApp({ name, routes, loadPage }: StandaloneOptions) {
  const ownsRoot = routes.pages.some((page) => page.paths.includes(''));
  // '/' leads to the remote's first page when no page owns it.
  const home = `/${routes.pages[0]?.paths[0] ?? ''}`;
  // One lazy component per page file for the app's life: a page's chunk loads when its route is first shown.
  const [lazyPage] = useState(() => {
    const pages = new Map<string, ComponentType>();
    return (file: string) => {
      let page = pages.get(file);
      if (!page) pages.set(file, (page = lazy(() => loadPage(file))));
      return page;
    };
  });
  return (
    <ThemeProvider>
      <BrowserRouter>
        <ScrollToTop />
        <StandaloneBar name={name} routes={routes} />
        <main id="main">
          <Suspense fallback={null}>
            <Routes>
              {pageRoutes(routes, lazyPage)}
              {!ownsRoot && <Route path="/" element={<Navigate to={home} replace />} />}
              <Route
                path="*"
                element={<p css={{ padding: '2rem 1rem' }}>This page is not part of the {name} remote.</p>}
              />
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </ThemeProvider>
  );
}

export async function renderStandalone(options: StandaloneOptions): Promise<void> {
  try {
    await loadRuntimeConfig();
  } catch (error) {
    // The pages still render; API calls fall back to this host's port 4000.
    console.warn('Run-time config unavailable, using defaults:', error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element in the page');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp {...options} />
    </StrictMode>,
  );
}
