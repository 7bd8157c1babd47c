import { ThemeProvider } from '@blueprint/shared/theme';
import { MemoryRouter, Route, Routes, useLocation } from '@blueprint/shared/router';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Shows where the app navigated to, for tests that follow a link. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.hash}</div>;
}

/** Renders a page or component as the app does: inside the theme provider and a router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[route]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
    options,
  );
}
