import { CacheProvider, Global, ThemeProvider as EmotionThemeProvider, css } from '@emotion/react';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createStyleCache, RenderStyleCache } from './style-cache';
import {
  createThemeController,
  THEME_CONTROLLER_GLOBAL,
  THEME_STORAGE_KEY,
  type ThemeController,
} from './theme-rule.mjs';
import { tokens, type DesignTokens, type ThemeName } from './tokens';

export { THEME_STORAGE_KEY };

export interface ThemeContextValue {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
}

/** Saved preference, else the system's dark preference, else light (docs/spec-notes.md#states; theme-rule.mjs). */
export function initialTheme(): ThemeName {
  return createThemeController(window, THEME_STORAGE_KEY).get();
}

// The same in both themes: the colours are CSS variables, which the page's index.html defines for each
// (themeVariablesCss, written in by the build config factory), so that they apply before any script runs.
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

/**
 * The page's theme controller: the one index.html's inline script installed (it answers the theme switch's clicks
 * from the first paint, before the page's code has arrived), else one of this provider's own.
 */
function pageController(): ThemeController {
  const installed = (window as unknown as Record<string, ThemeController | undefined>)[THEME_CONTROLLER_GLOBAL];
  return installed ?? createThemeController(window, THEME_STORAGE_KEY);
}

/**
 * The theme as a store outside React's context: a change re-renders only what reads it, never a whole tree. A
 * context value that changed would force React to give up hydrating server HTML whose code has not arrived
 * yet, and render it again from scratch.
 */
function createThemeStore(rendered: ThemeName | undefined) {
  if (typeof window === 'undefined') {
    const theme = rendered ?? 'light';
    return {
      subscribe: () => () => undefined,
      get: () => theme,
      rendered: () => theme,
      setTheme: () => undefined,
      toggleTheme: () => undefined,
      persist: () => undefined,
    };
  }
  const controller = pageController();
  return {
    subscribe: controller.subscribe,
    get: controller.get,
    rendered: () => rendered ?? controller.get(),
    setTheme: controller.set,
    toggleTheme: controller.toggle,
    /**
     * The theme in use, on the page and saved: the saved one where it differs from the one shown (a page the
     * browser renders can get here before the page's script has read it), else the one shown.
     */
    persist: () => {
      controller.sync();
      controller.save();
    },
  };
}

type ThemeStore = ReturnType<typeof createThemeStore>;
const ThemeStoreContext = createContext<ThemeStore | null>(null);

export function ThemeProvider({ children, rendered }: ThemeProviderProps) {
  const [store] = useState(() => createThemeStore(rendered));
  // The render's style cache: in the browser with the page's CSP nonce; on the server the render's own, which
  // keeps the rules as data for the page's head.
  const renderCache = useContext(RenderStyleCache);
  const [styleCache] = useState(() => renderCache ?? createStyleCache());
  // Once in the browser: the class, preference and cookie of the theme in use (the switch applies later ones).
  useLayoutEffect(() => store.persist(), [store]);
  const themed = (
    <ThemeStoreContext.Provider value={store}>
      <EmotionThemeProvider theme={tokens}>
        <Global styles={globalStyles(tokens)} />
        {children}
      </EmotionThemeProvider>
    </ThemeStoreContext.Provider>
  );
  return <CacheProvider value={styleCache}>{themed}</CacheProvider>;
}

export function useTheme(): ThemeContextValue {
  const store = useContext(ThemeStoreContext);
  if (!store) throw new Error('useTheme must be used within a ThemeProvider');
  const theme = useSyncExternalStore(store.subscribe, store.get, store.rendered);
  return useMemo(() => ({ theme, setTheme: store.setTheme, toggleTheme: store.toggleTheme }), [theme, store]);
}
