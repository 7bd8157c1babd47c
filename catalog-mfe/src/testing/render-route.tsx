import { MemoryRouter, Route, Routes, useLocation } from '@blueprint/shared/router';
import { pageRoutes } from '@blueprint/shared/standalone';
import { ThemeProvider } from '@blueprint/shared/theme';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import routes from '../routes.json';

// jest runs CommonJS: require loads a page synchronously, so pages render on the first pass as in the app.
declare const require: (id: string) => { default: ComponentType };
/** A page file's component ('browse-page'). */
const pageOf = (file: string) => require(`../pages/${file}`).default;

/** Shows the current URL, so tests can assert where navigation led. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/**
 * Renders the catalog's routes (src/routes.json, bare and under /blueprint, as the shell and bootstrap.tsx do)
 * at the last of `history`; earlier entries are the pages visited before it.
 */
export function renderRoute(...history: string[]) {
  return render(
    <ThemeProvider>
      <MemoryRouter
        initialEntries={history}
        initialIndex={history.length - 1}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <Routes>
          {pageRoutes(routes, pageOf)}
          <Route path="*" element={<h1>Another page</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
