import { ThemeProvider } from '@blueprint/shared/theme';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders as the app does: inside the theme provider. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(<ThemeProvider>{ui}</ThemeProvider>, options);
}
