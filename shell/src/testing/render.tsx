import { MemoryRouter } from '@blueprint/shared/router';
import { ThemeProvider } from '@blueprint/shared/theme';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders inside the providers the shell gives every page: theme and router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}
