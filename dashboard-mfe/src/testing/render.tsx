import { MemoryRouter, useLocation } from '@blueprint/shared/router';
import { ThemeProvider } from '@blueprint/shared/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { createQueryClient } from '../lib/react-query';

/** Where the router is now: the tests read the URL's search params from it. */
export const currentLocation: { search: string } = { search: '' };

function LocationProbe() {
  const { search } = useLocation();
  useEffect(() => {
    currentLocation.search = search;
  }, [search]);
  return null;
}

/**
 * Renders as the app does: inside the theme provider, a router (at `url`, `/dashboard` by default) and a fresh
 * query cache (the workspace brings its own; a feature rendered alone uses this one, `queryClient`).
 */
export function renderWithTheme(ui: ReactElement, { url = '/dashboard', ...options }: RenderOptions & { url?: string } = {}) {
  currentLocation.search = '';
  const queryClient = createQueryClient();
  const rendered = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
    options,
  );
  return { ...rendered, queryClient };
}

/** The current URL's search params. */
export function searchParams(): URLSearchParams {
  return new URLSearchParams(currentLocation.search);
}
