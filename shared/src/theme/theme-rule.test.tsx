import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, useTheme } from './theme-provider';
import { THEME_CONTROLLER_GLOBAL, themeClassScript, themeScript, type ThemeController } from './theme-rule.mjs';

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

/** A system preference that can change: its listeners hear `change`. */
function systemThatChanges(dark: boolean) {
  const listeners: Array<() => void> = [];
  let now = dark;
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        get matches() {
          return now && query.includes('dark');
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
  return {
    change(next: boolean) {
      now = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/** What index.html's head runs in the parser, as the browser gets it. */
function runHeadScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's inline script, run as the browser runs it
  (new Function(themeClassScript()) as () => void)();
}

/** What index.html runs before the first paint: the script's own text, as the browser gets it. */
function runPageScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's inline script, run as the browser runs it
  (new Function(themeScript()) as () => void)();
}

/** The controller the page's script left on window. */
function pageController(): ThemeController {
  return (window as unknown as Record<string, ThemeController>)[THEME_CONTROLLER_GLOBAL]!;
}

/** Resolves once the script's after-paint work has run (jsdom has no paint timing: once the page has loaded). */
const afterFirstPaint = () => new Promise<void>((resolve) => setTimeout(resolve));

function ThemeName() {
  return <p>theme: {useTheme().theme}</p>;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.cookie = 'theme=; max-age=0; path=/';
  delete (window as unknown as Record<string, unknown>)[THEME_CONTROLLER_GLOBAL];
});

describe("index.html's theme script", () => {
  it('paints in the class the server sent, else in the system theme, asking the browser for nothing before the first paint', () => {
    mockSystemDark(true);
    const storage = jest.spyOn(Storage.prototype, 'getItem');
    localStorage.setItem('theme', 'light');
    runPageScript();
    expect(pageController().get()).toBe('dark');
    expect(document.documentElement.className).toBe('');
    expect(document.cookie).not.toContain('theme=');
    expect(storage).not.toHaveBeenCalled();

    delete (window as unknown as Record<string, unknown>)[THEME_CONTROLLER_GLOBAL];
    document.documentElement.className = 'light';
    runPageScript();
    expect(pageController().get()).toBe('light');
    expect(storage).not.toHaveBeenCalled();
  });

  it('applies the saved theme once the page has painted, and tells the server in the cookie', async () => {
    mockSystemDark(true);
    localStorage.setItem('theme', 'light');
    runPageScript();
    await afterFirstPaint();
    expect(document.documentElement).toHaveClass('light');
    expect(pageController().get()).toBe('light');
    expect(document.cookie).toContain('theme=light');

    delete (window as unknown as Record<string, unknown>)[THEME_CONTROLLER_GLOBAL];
    document.documentElement.className = '';
    localStorage.clear();
    runPageScript();
    await afterFirstPaint();
    expect(document.documentElement).toHaveClass('dark');
    expect(document.cookie).toContain('theme=dark');
  });

  it('toggles the theme when a theme switch is clicked, with no React on the page', async () => {
    mockSystemDark(false);
    runPageScript();
    document.body.innerHTML = '<button type="button" data-theme-toggle><span>Switch</span></button>';
    await userEvent.click(screen.getByText('Switch'));
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
    await userEvent.click(screen.getByRole('button'));
    expect(document.documentElement).toHaveClass('light');
    document.body.innerHTML = '';
  });

  it('keeps the saved theme when the page is rendered by its code before the script has read it (no server HTML)', () => {
    mockSystemDark(false);
    localStorage.setItem('theme', 'dark');
    runPageScript();
    render(
      <ThemeProvider>
        <ThemeName />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('is the controller ThemeProvider adopts: a switch before the code arrived is kept, and later ones are heard', async () => {
    mockSystemDark(false);
    runPageScript();
    document.body.innerHTML = '<button type="button" data-theme-toggle>Switch</button>';
    await userEvent.click(screen.getByRole('button', { name: 'Switch' }));
    render(
      <ThemeProvider rendered="light">
        <ThemeName />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Switch' })));
    expect(screen.getByText('theme: light')).toBeInTheDocument();
  });

  it('puts the system theme on <html> in the head when the server sent no class, and keeps the class it sent', () => {
    mockSystemDark(true);
    const storage = jest.spyOn(Storage.prototype, 'getItem');
    runHeadScript();
    expect(document.documentElement.className).toBe('dark');
    runPageScript();
    expect(pageController().get()).toBe('dark');

    document.documentElement.className = 'light';
    runHeadScript();
    expect(document.documentElement.className).toBe('light');
    expect(storage).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('theme=');
  });

  it("with nothing saved, follows the system's preference: a cookie from before it changed, and a change later", async () => {
    const system = systemThatChanges(false);
    // The cookie's class, from a visit when the system was dark.
    document.documentElement.className = 'dark';
    runPageScript();
    await afterFirstPaint();
    expect(document.documentElement).toHaveClass('light');
    expect(document.cookie).toContain('theme=light');

    system.change(true);
    expect(document.documentElement).toHaveClass('dark');
    expect(pageController().get()).toBe('dark');

    localStorage.setItem('theme', 'dark');
    system.change(false);
    expect(document.documentElement).toHaveClass('dark');
  });
});
