import { act, render, renderHook, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, useTheme } from './theme-provider';

function mockSystemDark(dark: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: dark && query.includes('dark'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

function Toggle() {
  const { theme, setTheme, toggleTheme } = useTheme();
  return (
    <>
      <p>theme: {theme}</p>
      <button type="button" onClick={toggleTheme}>
        toggle
      </button>
      <button type="button" onClick={() => setTheme('light')}>
        light
      </button>
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('ThemeProvider', () => {
  it('starts from the saved preference, whatever the system says', () => {
    localStorage.setItem('theme', 'light');
    mockSystemDark(true);
    render(
      <ThemeProvider>
        <Toggle />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme: light')).toBeInTheDocument();
  });

  it("uses the system's dark preference when nothing is saved", () => {
    mockSystemDark(true);
    render(
      <ThemeProvider>
        <Toggle />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('is light otherwise, and ignores a saved value that is not a theme', () => {
    localStorage.setItem('theme', 'purple');
    mockSystemDark(false);
    render(
      <ThemeProvider>
        <Toggle />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme: light')).toBeInTheDocument();
  });

  it('applies the class on the document root and saves under "theme" on toggle and set', async () => {
    mockSystemDark(false);
    render(
      <ThemeProvider>
        <Toggle />
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveClass('light');
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(document.documentElement).toHaveClass('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('still works when storage is unavailable', async () => {
    mockSystemDark(false);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    render(
      <ThemeProvider>
        <Toggle />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
  });
});

describe('ThemeProvider over server HTML', () => {
  it("hydrates in the theme the HTML was rendered in, then shows the visitor's own, without a mismatch", async () => {
    localStorage.setItem('theme', 'dark');
    const errors = jest.spyOn(console, 'error');
    const container = document.createElement('div');
    // The server rendered it light (a first visit, no theme cookie); the visitor's saved theme is dark.
    container.innerHTML = renderToString(
      <ThemeProvider rendered="light">
        <Toggle />
      </ThemeProvider>,
    );
    expect(container).toHaveTextContent('theme: light');
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <ThemeProvider rendered="light">
          <Toggle />
        </ThemeProvider>,
      );
    });
    expect(container).toHaveTextContent('theme: dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});

describe('useTheme', () => {
  it('outside its provider raises the developer error of the spec', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
  });
});
