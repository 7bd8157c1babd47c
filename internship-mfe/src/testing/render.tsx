import { MemoryRouter, Routes, useLocation } from '@blueprint/shared/router';
import { pageRoutes } from '@blueprint/shared/standalone';
import { ThemeProvider } from '@blueprint/shared/theme';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import routes from '../routes.json';

// jest runs CommonJS: require loads a page synchronously, so pages render on the first pass as in the app.
declare const require: (id: string) => { default: ComponentType };
/** A page file's component ('browse-page'). */
const pageOf = (file: string) => require(`../pages/${file}`).default;

/** Where the router is, for asserting navigation: path, query, hash and the state a link carried. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
      {location.hash}
    </output>
  );
}

export interface Entry {
  pathname: string;
  search?: string;
  hash?: string;
  state?: unknown;
}

/** The remote's pages (src/routes.json), bare and under /blueprint, as the shell and standalone mode route them. */
export function renderApp(entry: Entry | string = '/internship') {
  const initial = typeof entry === 'string' ? { pathname: entry } : entry;
  const user = userEvent.setup();
  const utils = render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[initial]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>{pageRoutes(routes, pageOf)}</Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { user, ...utils };
}

/** A component inside the theme, on the landing page's path (a form posts to the page it is on). */
export function renderWithTheme(ui: ReactElement, path = '/internship') {
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </ThemeProvider>
  );
  return { user, ...render(ui, { wrapper }) };
}
