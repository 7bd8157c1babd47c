import { Global, ThemeProvider as EmotionThemeProvider, css } from '@emotion/react';
import { createContext, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { tokens, type DesignTokens, type ThemeName } from './tokens';

export const THEME_STORAGE_KEY = 'theme';

export interface ThemeContextValue {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
}

function readSavedTheme(): ThemeName | null {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : null;
  } catch {
    return null; // storage can be disabled (private mode, policies)
  }
}

/** Saved preference, else the system's dark preference, else light (docs/spec-notes.md#states). */
export function initialTheme(): ThemeName {
  const saved = readSavedTheme();
  if (saved) return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

// The same in both themes: the colours are CSS variables, which the page's index.html defines for each
// (themeVariablesCss, written in by the webpack factory), so that they apply before any script runs.
const globalStyles = (t: DesignTokens) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    background: ${t.colors.background};
    color: ${t.colors.text};
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${t.font.body};
    line-height: 1.6;
    background: ${t.colors.background};
    color: ${t.colors.text};
  }
  img,
  svg {
    max-width: 100%;
  }
  a {
    color: ${t.colors.primary};
  }
  :focus-visible {
    outline: 3px solid ${t.colors.focus};
    outline-offset: 2px;
  }
  ${t.media.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

interface ThemeProviderProps {
  children: ReactNode;
  /**
   * The theme the page's HTML was rendered in (the server's render, and the browser's hydration of it): the
   * theme switch renders for it first, then for the visitor's own theme. The page's colours show the
   * visitor's theme from the start (CSS variables, index.html's script).
   */
  rendered?: ThemeName;
}

/** Applies a theme to the document: its class, the saved preference, and the cookie the shell's server reads. */
function applyTheme(theme: ThemeName) {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The theme still applies for this visit.
  }
  document.cookie = `${THEME_STORAGE_KEY}=${theme}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The theme as a store outside React's context: a change re-renders only what reads it (the switch), never a
 * whole tree. A context value that changed would force React to give up hydrating server HTML whose code has
 * not arrived yet, and render it again from scratch.
 */
function createThemeStore(rendered: ThemeName | undefined) {
  let theme: ThemeName = typeof window === 'undefined' ? (rendered ?? 'light') : initialTheme();
  const listeners = new Set<() => void>();
  const setTheme = (next: ThemeName) => {
    if (next === theme) return;
    theme = next;
    applyTheme(next);
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => theme,
    rendered: () => rendered ?? theme,
    setTheme,
    toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark'),
  };
}

type ThemeStore = ReturnType<typeof createThemeStore>;
const ThemeStoreContext = createContext<ThemeStore | null>(null);

export function ThemeProvider({ children, rendered }: ThemeProviderProps) {
  const [store] = useState(() => createThemeStore(rendered));
  // Once in the browser: the class, preference and cookie of the theme in use (the switch applies later ones).
  useLayoutEffect(() => applyTheme(store.get()), [store]);
  return (
    <ThemeStoreContext.Provider value={store}>
      <EmotionThemeProvider theme={tokens}>
        <Global styles={globalStyles(tokens)} />
        {children}
      </EmotionThemeProvider>
    </ThemeStoreContext.Provider>
  );
}

export function useTheme(): ThemeContextValue {
  const store = useContext(ThemeStoreContext);
  if (!store) throw new Error('useTheme must be used within a ThemeProvider');
  const theme = useSyncExternalStore(store.subscribe, store.get, store.rendered);
  return useMemo(() => ({ theme, setTheme: store.setTheme, toggleTheme: store.toggleTheme }), [theme, store]);
}
