// A remote running alone (pnpm --filter <app> dev, or its own port in production): its own page, theme
// provider and router, with the same routes bare and under /blueprint as inside the shell.
import { css, type Theme } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from '../router';
import { loadRuntimeConfig } from '../config/runtime-config';
import { BASE_PATH, PRODUCT_NAME } from '../constants';
import { ThemeProvider, useTheme } from '../theme/theme-provider';
import { ScrollToTop } from '../ui/scroll-to-top';

export interface StandaloneRoute {
  /** Relative path, e.g. 'courses/:courseName'. */
  path: string;
  element: ReactNode;
  /** When set, the route appears in the standalone bar's navigation. */
  label?: string;
}

export interface StandaloneOptions {
  /** The remote's name, shown in the bar: 'Marketing'. */
  name: string;
  routes: StandaloneRoute[];
  /** Where '/' leads when no route owns it. */
  home?: string;
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

function StandaloneBar({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  const { theme, toggleTheme } = useTheme();
  const linked = routes.filter((route) => route.label);
  return (
    <header css={barStyles}>
      <strong>
        {PRODUCT_NAME} · {name} (standalone)
      </strong>
      {linked.length > 0 && (
        <nav aria-label={`${name} pages`}>
          <ul>
            {linked.map((route) => (
              <li key={route.path}>
                <Link to={`/${route.path}`}>{route.label}</Link>
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

export function StandaloneApp({ name, routes, home }: StandaloneOptions) {
  const ownsRoot = routes.some((route) => route.path === '');
  return (
    <ThemeProvider>
      <BrowserRouter>
        <ScrollToTop />
        <StandaloneBar name={name} routes={routes} />
        <main id="main">
          <Routes>
            {['', BASE_PATH].flatMap((base) =>
              routes.map((route) => (
                <Route key={`${base}/${route.path}`} path={`${base}/${route.path}`} element={route.element} />
              )),
            )}
            {!ownsRoot && home && <Route path="/" element={<Navigate to={home} replace />} />}
            <Route path="*" element={<p style={{ padding: '2rem 1rem' }}>This page is not part of the {name} remote.</p>} />
          </Routes>
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
