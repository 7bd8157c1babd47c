import { MemoryRouter, useLocation } from '@blueprint/shared/router';
import { ThemeProvider } from '@blueprint/shared/theme';
import { render, type RenderOptions } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';

/** Where the router is now: the tests read the URL's search params from it. */
export const currentLocation: { search: string } = { search: '' };

function LocationProbe() {
  const { search } = useLocation();
  useEffect(() => {
    currentLocation.search = search;
  }, [search]);
  return null;
}

/** Renders as the app does: inside the theme provider and a router (at `url`, `/dashboard` by default). */
export function renderWithTheme(ui: ReactElement, { url = '/dashboard', ...options }: RenderOptions & { url?: string } = {}) {
  currentLocation.search = '';
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
    options,
  );
}

/** The current URL's search params. */
export function searchParams(): URLSearchParams {
  return new URLSearchParams(currentLocation.search);
}
