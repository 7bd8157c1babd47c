import { BASE_PATH } from '@blueprint/shared/constants';
import { MemoryRouter, Route, Routes, useLocation } from '@blueprint/shared/router';
import { ThemeProvider } from '@blueprint/shared/theme';
import { render } from '@testing-library/react';
import BrowsePage from '../pages/browse-page';
import CourseDetailsPage from '../pages/course-details-page';

/** Shows the current URL, so tests can assert where navigation led. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/**
 * Renders the catalog's routes (bare and under /blueprint, as the shell and bootstrap.tsx do) at the last of
 * `history`; earlier entries are the pages visited before it.
 */
export function renderRoute(...history: string[]) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={history} initialIndex={history.length - 1} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          {['', BASE_PATH].map((base) => [
            <Route key={`${base}/courses`} path={`${base}/courses`} element={<BrowsePage />} />,
            <Route key={`${base}/courses/:courseName`} path={`${base}/courses/:courseName`} element={<CourseDetailsPage />} />,
          ])}
          <Route path="*" element={<h1>Another page</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
