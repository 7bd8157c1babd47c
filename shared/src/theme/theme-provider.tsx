import { Global, ThemeProvider as EmotionThemeProvider, css } from '@emotion/react';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { tokens, type DesignTokens, type ThemeName } from './tokens';

export const THEME_STORAGE_KEY = 'theme';

export interface ThemeContextValue {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

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

const globalStyles = (t: DesignTokens) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    background: ${t.colors.background};
    color: ${t.colors.text};
    color-scheme: ${t.name};
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

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeName>(initialTheme);

  // Layout effect: the class changes in the same frame as the colours, so nothing flickers.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(theme === 'dark' ? 'light' : 'dark');
    root.classList.add(theme);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // The theme still applies for this visit.
    }
    // Also for the shell's server, which sends the server-rendered page in the visitor's colours.
    document.cookie = `${THEME_STORAGE_KEY}=${theme}; path=/; max-age=31536000; samesite=lax`;
  }, [theme]);

  const setTheme = useCallback((next: ThemeName) => setThemeState(next), []);
  const toggleTheme = useCallback(() => setThemeState((t) => (t === 'dark' ? 'light' : 'dark')), []);
  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  const designTokens = tokens[theme];

  return (
    <ThemeContext.Provider value={value}>
      <EmotionThemeProvider theme={designTokens}>
        <Global styles={globalStyles(designTokens)} />
        {children}
      </EmotionThemeProvider>
    </ThemeContext.Provider>
  );
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
