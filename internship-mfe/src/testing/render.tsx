import { BASE_PATH } from '@blueprint/shared/constants';
import { MemoryRouter, Route, Routes, useLocation } from '@blueprint/shared/router';
import { ThemeProvider } from '@blueprint/shared/theme';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import ItProgramsPage from '../pages/it-programs-page';
import LandingPage from '../pages/landing-page';

/** Where the router is, for asserting navigation: path, hash and the state a link carried. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.hash}
    </output>
  );
}

export interface Entry {
  pathname: string;
  hash?: string;
  state?: unknown;
}

/** The remote's two pages, bare and under /blueprint, as the shell and standalone mode route them. */
export function renderApp(entry: Entry | string = '/internship') {
  const initial = typeof entry === 'string' ? { pathname: entry } : entry;
  const user = userEvent.setup();
  const utils = render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[initial]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          {['', BASE_PATH].flatMap((base) => [
            <Route key={`${base}/internship`} path={`${base}/internship`} element={<LandingPage />} />,
            <Route key={`${base}/internship/it`} path={`${base}/internship/it`} element={<ItProgramsPage />} />,
          ])}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { user, ...utils };
}

/** A component inside the theme (forms need no router). */
export function renderWithTheme(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: ThemeProvider }) };
}
