import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@blueprint/shared/router';
import { ThemeProvider } from '@blueprint/shared/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { DashboardApp } from '../app/app';
import { createQueryClient } from '../lib/react-query';

/** Where the router is now: the tests read the URL's path and search params from it, and go Back or Forward. */
export const currentLocation: { pathname: string; search: string; go: (delta: number) => void } = {
  pathname: '',
  search: '',
  go: () => {},
};

function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    currentLocation.pathname = pathname;
    currentLocation.search = search;
    currentLocation.go = navigate;
  }, [pathname, search, navigate]);
  return null;
}

/**
 * Renders as the app is: inside the theme provider, a router (at `url`, `/dashboard` by default) whose
 * dashboard routes are the shell's (`dashboard/*`, bare and under /blueprint), and a fresh query cache (the
 * signed-in app brings its own; a feature rendered alone uses this one, `queryClient`).
 */
export function renderWithTheme(
  ui: ReactElement,
  { url = '/dashboard', ...options }: RenderOptions & { url?: string } = {},
) {
  currentLocation.pathname = '';
  currentLocation.search = '';
  const queryClient = createQueryClient();
  const rendered = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/dashboard/*" element={ui} />
            <Route path="/blueprint/dashboard/*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
    options,
  );
  return { ...rendered, queryClient };
}

/** The signed-in dashboard at `url`, as the page shows it with a session. */
export function renderApp({
  url = '/dashboard',
  token = 'staff-token',
  onLogout = () => {},
}: { url?: string; token?: string; onLogout?: () => void } = {}) {
  return renderWithTheme(<DashboardApp token={token} onLogout={onLogout} />, { url });
}

/** The current URL's search params. */
export function searchParams(): URLSearchParams {
  return new URLSearchParams(currentLocation.search);
}
